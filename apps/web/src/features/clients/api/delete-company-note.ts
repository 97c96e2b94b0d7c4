import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notesListQueryKey } from './get-company-notes';

/** DELETE /notes/{id}. */
export function deleteCompanyNote(noteId: number) {
  return apiRequest(`/notes/${noteId}`, { method: 'DELETE' });
}

export function useDeleteCompanyNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyNote,
    onSuccess: (_result, noteId) => {
      queryClient.removeQueries({ queryKey: ['notes', 'detail', noteId] });
      return queryClient.invalidateQueries({ queryKey: notesListQueryKey });
    },
  });
}
