import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNoteSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /notes/{id}: one note kept against a client. */
export function getClientNote(noteId: number, signal?: AbortSignal) {
  return apiRequest(`/notes/${noteId}`, { schema: import.meta.env.DEV && ZNoteSchema, signal });
}

/** Shared with the clients feature, which updates it after editing a note from a company's page. */
export const clientNoteQueryKey = (noteId: number) => ['notes', 'detail', noteId] as const;

export function clientNoteQueryOptions(noteId: number) {
  return queryOptions({
    queryKey: clientNoteQueryKey(noteId),
    queryFn: ({ signal }) => getClientNote(noteId, signal),
  });
}

export function useClientNote(noteId: number) {
  return useQuery({ ...clientNoteQueryOptions(noteId), enabled: Number.isInteger(noteId) && noteId > 0 });
}
