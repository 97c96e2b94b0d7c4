import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaged, ZTeamUserSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /users: the agency's team, whose members may have raised orders (the CREATED BY filter). */
export function getCreators(signal?: AbortSignal) {
  return apiRequest('/users', { schema: import.meta.env.DEV && ZPaged(ZTeamUserSchema), signal });
}

export const creatorsQueryOptions = queryOptions({
  queryKey: ['orders', 'creators'] as const,
  queryFn: ({ signal }) => getCreators(signal),
  select: (page) => page.data.map((u) => ({ value: String(u.id), label: u.name })),
  staleTime: 60_000,
});

export function useCreators() {
  return useQuery(creatorsQueryOptions);
}
