import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNoteSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notesListQueryKey } from './get-company-notes';

export type TCompanyNoteInput = { title: string; content: string; client_id: number };

/** POST /notes {title, content, client_id}: a note against this company. */
export function createCompanyNote(body: TCompanyNoteInput) {
  return apiRequest('/notes', { method: 'POST', body, schema: import.meta.env.DEV && ZNoteSchema });
}

export function useCreateCompanyNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesListQueryKey }),
  });
}
