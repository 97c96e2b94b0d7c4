import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaged, ZTeamUserSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /users: the agency's team. With user_type_id 1 (the manager user type) it is the
 * quotes list's manager filter (spec 2 section 6); without, who may manage a quote.
 */
export function getTeam(userTypeId: number | undefined, signal?: AbortSignal) {
  return apiRequest('/users', { query: { user_type_id: userTypeId }, schema: import.meta.env.DEV && ZPaged(ZTeamUserSchema), signal });
}

export function teamQueryOptions(userTypeId?: number) {
  return queryOptions({
    queryKey: ['quotes', 'team', userTypeId ?? 'all'],
    queryFn: ({ signal }) => getTeam(userTypeId, signal),
    select: (result) => result.data.map((u) => ({ value: String(u.id), label: u.name })),
    staleTime: 5 * 60_000,
  });
}

/** Team members as select options (value: id as text, label: name). */
export function useTeamOptions(userTypeId?: number) {
  return useQuery(teamQueryOptions(userTypeId));
}
