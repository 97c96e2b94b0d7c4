import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZAccountSchema, type ZAccountUpdateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { authUserQuery } from '@/lib/session';
import { accountQueryKey } from './get-account';

export type TAccountUpdate = z.output<typeof ZAccountUpdateSchema>;

/** POST /user: the profile fields, or { password, password_confirmation } (other sessions end). */
export function updateAccount(body: TAccountUpdate) {
  return apiRequest('/user', { method: 'POST', body, schema: import.meta.env.DEV && ZAccountSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      // The name in the header and heading, and the to-do period of the dashboard, come from the session user.
      return queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
    },
  });
}
