import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOptionItemSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /options/departments: the agency's teams. */
export function getDepartments(signal?: AbortSignal) {
  return apiRequest('/options/departments', { schema: import.meta.env.DEV && z.array(ZOptionItemSchema), signal });
}

export const departmentsQuery = queryOptions({
  queryKey: ['options', 'departments'],
  queryFn: ({ signal }) => getDepartments(signal),
  staleTime: 5 * 60_000,
});

export function useDepartments() {
  return useQuery(departmentsQuery);
}
