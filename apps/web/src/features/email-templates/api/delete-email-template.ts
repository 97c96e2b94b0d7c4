import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

/** DELETE /email-templates/{id}: answers the deleted template's id and name. */
export function deleteEmailTemplate(id: number) {
  return apiRequest(`/email-templates/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string() }) });
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...emailTemplatesQueryKey, 'list'] }),
  });
}
