import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmailTemplateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { emailTemplatesQueryKey } from './get-email-templates';

/** GET /email-templates/{id} */
export function getEmailTemplate(id: number, signal?: AbortSignal) {
  return apiRequest(`/email-templates/${id}`, { schema: import.meta.env.DEV && ZEmailTemplateSchema, signal });
}

export function emailTemplateQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...emailTemplatesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getEmailTemplate(id, signal),
    // Opening a record loads it afresh (spec 2 section 7).
    staleTime: 0,
  });
}

export function useEmailTemplate(id: number) {
  return useQuery(emailTemplateQueryOptions(id));
}
