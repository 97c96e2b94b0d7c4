import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNoteSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { clientNoteQueryKey } from './get-client-note';
import { clientNotesListQueryKey } from './get-client-notes';

export type TClientNoteUpdate = { title?: string; content?: string };

/** POST /notes/{id}: changed fields of a note; answers the note. */
export function updateClientNote(noteId: number, body: TClientNoteUpdate) {
  return apiRequest(`/notes/${noteId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZNoteSchema });
}

export function useUpdateClientNote(noteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClientNoteUpdate) => updateClientNote(noteId, body),
    onSuccess: (note) => {
      queryClient.setQueryData(clientNoteQueryKey(noteId), note);
      return queryClient.invalidateQueries({ queryKey: clientNotesListQueryKey, refetchType: 'none' });
    },
  });
}
