import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /options/users: the agency's active team, for the super admin's user filter and choice. */
export function getTeamOptions(signal?: AbortSignal) {
  return apiRequest('/options/users', { schema: import.meta.env.DEV && z.array(z.object({ id: z.number(), name: z.string() })), signal });
}

/** GET /options/costs: cost matrix records, for the cost item of a time record. */
export function getCostOptions(signal?: AbortSignal) {
  return apiRequest('/options/costs', { schema: import.meta.env.DEV && z.array(z.object({ id: z.number(), name: z.string(), sell_basis: z.string() })), signal });
}

export type TSelectOption = { value: string; label: string };

export const teamOptionsQuery = queryOptions({
  queryKey: ['timesheets', 'options', 'team'] as const,
  queryFn: ({ signal }) => getTeamOptions(signal),
  select: (rows): TSelectOption[] => rows.map((u) => ({ value: String(u.id), label: u.name })),
  staleTime: 60_000,
});

/** Time is sold by the hour: cost items with sell basis 'time' first, then the rest. */
export const costOptionsQuery = queryOptions({
  queryKey: ['timesheets', 'options', 'costs'] as const,
  queryFn: ({ signal }) => getCostOptions(signal),
  select: (rows): TSelectOption[] =>
    [...rows]
      .sort((a, b) => Number(b.sell_basis === 'time') - Number(a.sell_basis === 'time') || a.name.localeCompare(b.name))
      .map((c) => ({ value: String(c.id), label: c.name })),
  staleTime: 60_000,
});

export function useTeamOptions(enabled = true) {
  return useQuery({ ...teamOptionsQuery, enabled });
}

export function useCostOptions(enabled = true) {
  return useQuery({ ...costOptionsQuery, enabled });
}
