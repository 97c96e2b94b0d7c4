import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZEmailTemplateSchema, type ZEmailTemplateUpdateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

export type TEmailTemplateUpdate = z.output<typeof ZEmailTemplateUpdateSchema>;

/** POST /email-templates/{id}: any of the fields; the server sanitises the body. */
export function updateEmailTemplate({ id, ...body }: TEmailTemplateUpdate & { id: number }) {
  return apiRequest(`/email-templates/${id}`, { method: 'POST', body, schema: import.meta.env.DEV && ZEmailTemplateSchema });
}

export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData([...emailTemplatesQueryKey, 'detail', template.id], template);
      return queryClient.invalidateQueries({ queryKey: [...emailTemplatesQueryKey, 'list'] });
    },
  });
}
