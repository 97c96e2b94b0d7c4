import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZEmailTemplateSchema, type ZEmailTemplateInputSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

export type TEmailTemplateInput = z.output<typeof ZEmailTemplateInputSchema>;

/** POST /email-templates */
export function createEmailTemplate(body: TEmailTemplateInput) {
  return apiRequest('/email-templates', { method: 'POST', body, schema: import.meta.env.DEV && ZEmailTemplateSchema });
}

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    onSuccess: (template) => {
      // The new template is in the list at once and its page opens without a second load.
      queryClient.setQueryData([...emailTemplatesQueryKey, 'detail', template.id], template);
      return queryClient.invalidateQueries({ queryKey: [...emailTemplatesQueryKey, 'list'] });
    },
  });
}
