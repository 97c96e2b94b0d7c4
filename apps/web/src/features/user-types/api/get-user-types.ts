import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZUserTypeSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TUserType = z.infer<typeof ZUserTypeSchema>;

/** GET /user-types: the built-in access levels and the agency's own. */
export function getUserTypes(signal?: AbortSignal) {
  return apiRequest('/user-types', { schema: import.meta.env.DEV && z.array(ZUserTypeSchema), signal });
}

/** Shared with the team screens, which read the same list under the same key. */
export const userTypesQueryKey = ['user-types', 'list'] as const;

export const userTypesQuery = queryOptions({
  queryKey: userTypesQueryKey,
  queryFn: ({ signal }) => getUserTypes(signal),
});

export function useUserTypes() {
  return useQuery(userTypesQuery);
}
