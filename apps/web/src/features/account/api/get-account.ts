import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /user: the signed-in user's own profile. */
export function getAccount(signal?: AbortSignal) {
  return apiRequest('/user', { schema: import.meta.env.DEV && ZAccountSchema, signal });
}

export const accountQueryKey = ['account', 'profile'] as const;

export const accountQuery = queryOptions({
  queryKey: accountQueryKey,
  queryFn: ({ signal }) => getAccount(signal),
  staleTime: 0,
});

export function useAccount() {
  return useQuery(accountQuery);
}
