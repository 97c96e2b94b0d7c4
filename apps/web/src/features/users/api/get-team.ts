import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaged, ZTeamUserSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TTeamParams = { user_type_id?: number; kw?: string };

/** GET /users: the agency's team members, filtered by access level and keyword (unpaged). */
export function getTeam(params: TTeamParams, signal?: AbortSignal) {
  return apiRequest('/users', { query: params, schema: import.meta.env.DEV && ZPaged(ZTeamUserSchema), signal });
}

export const teamQueryKey = ['users', 'team'] as const;

export function teamQueryOptions(params: TTeamParams) {
  return queryOptions({
    queryKey: [...teamQueryKey, 'list', params],
    queryFn: ({ signal }) => getTeam(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeam(params: TTeamParams) {
  return useQuery(teamQueryOptions(params));
}
