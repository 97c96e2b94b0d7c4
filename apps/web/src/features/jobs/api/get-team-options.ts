import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /options/users: the agency's active team, who may work on or manage a job. */
export function getJobTeamOptions(signal?: AbortSignal) {
  return apiRequest('/options/users', { schema: import.meta.env.DEV && z.array(z.object({ id: z.number(), name: z.string() })), signal });
}

export const jobTeamOptionsQuery = queryOptions({
  queryKey: ['jobs', 'options', 'team'] as const,
  queryFn: ({ signal }) => getJobTeamOptions(signal),
  select: (rows) => rows.map((u) => ({ value: String(u.id), label: u.name })),
  staleTime: 60_000,
});

export function useJobTeamOptions(enabled: boolean) {
  return useQuery({ ...jobTeamOptionsQuery, enabled });
}
