import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNoteSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notesListQueryKey } from './get-company-notes';

export type TUpdateCompanyNoteInput = { noteId: number; body: { title?: string; content?: string } };

/** POST /notes/{id}: changed fields of a note. */
export function updateCompanyNote({ noteId, body }: TUpdateCompanyNoteInput) {
  return apiRequest(`/notes/${noteId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZNoteSchema });
}

export function useUpdateCompanyNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyNote,
    onSuccess: (note) => {
      // The note's own page (notes screens) reads ['notes', 'detail', id].
      queryClient.setQueryData(['notes', 'detail', note.id], note);
      return queryClient.invalidateQueries({ queryKey: notesListQueryKey });
    },
  });
}
