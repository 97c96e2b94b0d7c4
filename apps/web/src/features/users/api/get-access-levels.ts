import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZUserTypeSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /user-types: the access levels for the team filter and forms. The same list and key as
 * the user types screen, so editing a type there refreshes it here.
 */
export function getAccessLevels(signal?: AbortSignal) {
  return apiRequest('/user-types', { schema: import.meta.env.DEV && z.array(ZUserTypeSchema), signal });
}

export const accessLevelsQuery = queryOptions({
  queryKey: ['user-types', 'list'],
  queryFn: ({ signal }) => getAccessLevels(signal),
});

export function useAccessLevels() {
  return useQuery(accessLevelsQuery);
}
