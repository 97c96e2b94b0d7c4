import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /options/users: the agency's active team members, who may manage a company. */
export function getManagers(signal?: AbortSignal) {
  return apiRequest('/options/users', { schema: import.meta.env.DEV && z.array(z.object({ id: z.number(), name: z.string() })), signal });
}

export const managersQueryOptions = queryOptions({
  queryKey: ['clients', 'manager-options'],
  queryFn: ({ signal }) => getManagers(signal),
  staleTime: 5 * 60_000,
});

export function useManagers() {
  return useQuery(managersQueryOptions);
}
