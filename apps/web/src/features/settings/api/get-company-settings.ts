import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCompanySettingsSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /user/company: the agency (super admin) or the own client company (client manager). */
export function getCompanySettings(signal?: AbortSignal) {
  return apiRequest('/user/company', { schema: import.meta.env.DEV && ZCompanySettingsSchema, signal });
}

export const companySettingsQueryKey = ['settings', 'company'] as const;

export const companySettingsQuery = queryOptions({
  queryKey: companySettingsQueryKey,
  queryFn: ({ signal }) => getCompanySettings(signal),
  // The form starts from what is stored now.
  staleTime: 0,
});

export function useCompanySettings() {
  return useQuery(companySettingsQuery);
}
