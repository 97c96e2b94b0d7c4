import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZContactSchema, ZPaged } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TClientUsersParams = { kw?: string };

/** GET /clients/members: every company's users (super admin) or the own company's (client manager). */
export function getClientUsers(params: TClientUsersParams, signal?: AbortSignal) {
  return apiRequest('/clients/members', { query: { ...params, ipp: 'all' }, schema: import.meta.env.DEV && ZPaged(ZContactSchema), signal });
}

export const clientUsersQueryKey = ['users', 'client-users'] as const;

export function clientUsersQueryOptions(params: TClientUsersParams) {
  return queryOptions({
    queryKey: [...clientUsersQueryKey, params],
    queryFn: ({ signal }) => getClientUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientUsers(params: TClientUsersParams) {
  return useQuery(clientUsersQueryOptions(params));
}
