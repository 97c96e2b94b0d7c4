import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZCompanySettingsSchema, type ZCompanySettingsInputSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { authUserQuery, optionsQuery } from '@/lib/session';
import { companySettingsQueryKey } from './get-company-settings';

export type TCompanySettingsInput = z.output<typeof ZCompanySettingsInputSchema>;

/** POST /user/company: answers the saved company. */
export function updateCompanySettings(body: TCompanySettingsInput) {
  return apiRequest('/user/company', { method: 'POST', body, schema: import.meta.env.DEV && ZCompanySettingsSchema });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: async (company) => {
      queryClient.setQueryData(companySettingsQueryKey, company);
      // The company's name and code also live in the session (header, job numbers, pickers).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: optionsQuery.queryKey }),
      ]);
    },
  });
}
