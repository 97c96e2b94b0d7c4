import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeamUserSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

/** GET /users/{id} */
export function getTeamUser(id: number, signal?: AbortSignal) {
  return apiRequest(`/users/${id}`, { schema: import.meta.env.DEV && ZTeamUserSchema, signal });
}

export function teamUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...teamQueryKey, 'detail', id],
    queryFn: ({ signal }) => getTeamUser(id, signal),
    // Opening a record loads it afresh (spec 2 section 7).
    staleTime: 0,
  });
}

export function useTeamUser(id: number | null) {
  return useQuery({ ...teamUserQueryOptions(id ?? 0), enabled: id !== null });
}
