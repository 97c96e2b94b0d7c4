import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZUserTypeSchema, type ZUserTypeInputSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { optionsQuery } from '@/lib/session';
import { userTypesQueryKey } from './get-user-types';

export type TUserTypeInput = z.output<typeof ZUserTypeInputSchema>;

/** POST /user-types (new) or POST /user-types/{id} (edit). */
export function saveUserType({ id, ...body }: TUserTypeInput & { id?: number }) {
  return apiRequest(id ? `/user-types/${id}` : '/user-types', { method: 'POST', body, schema: import.meta.env.DEV && ZUserTypeSchema });
}

export function useSaveUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserType,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userTypesQueryKey }),
        // The team list shows the titles and colours; the options carry the list too.
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: optionsQuery.queryKey }),
      ]),
  });
}
