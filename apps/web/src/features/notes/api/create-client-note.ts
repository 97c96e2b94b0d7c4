import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNoteSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { clientNoteQueryKey } from './get-client-note';
import { clientNotesListQueryKey } from './get-client-notes';

export type TClientNoteInput = { title: string; content: string; client_id: number | null };

/** POST /notes {title, content, client_id}: a note (HTML content) against a client, or none. */
export function createClientNote(body: TClientNoteInput) {
  return apiRequest('/notes', { method: 'POST', body, schema: import.meta.env.DEV && ZNoteSchema });
}

export function useCreateClientNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientNote,
    onSuccess: (note) => {
      queryClient.setQueryData(clientNoteQueryKey(note.id), note);
      return queryClient.invalidateQueries({ queryKey: clientNotesListQueryKey });
    },
  });
}
