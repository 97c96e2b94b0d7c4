import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmailTemplateSchema, ZPaged } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TEmailTemplatesParams = { page: number; kw?: string };

/** GET /email-templates: paged (the server's page size), with a keyword. */
export function getEmailTemplates(params: TEmailTemplatesParams, signal?: AbortSignal) {
  return apiRequest('/email-templates', { query: params, schema: import.meta.env.DEV && ZPaged(ZEmailTemplateSchema), signal });
}

export const emailTemplatesQueryKey = ['email-templates'] as const;

export function emailTemplatesQueryOptions(params: TEmailTemplatesParams) {
  return queryOptions({
    queryKey: [...emailTemplatesQueryKey, 'list', params],
    queryFn: ({ signal }) => getEmailTemplates(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmailTemplates(params: TEmailTemplatesParams) {
  return useQuery(emailTemplatesQueryOptions(params));
}
