import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { optionsQuery } from '@/lib/session';
import { userTypesQueryKey } from './get-user-types';

/** DELETE /user-types/{id}: built-in types and types still given to someone answer 409 with the reason. */
export function deleteUserType(id: number) {
  return apiRequest(`/user-types/${id}`, { method: 'DELETE' });
}

export function useDeleteUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserType,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userTypesQueryKey }),
        queryClient.invalidateQueries({ queryKey: optionsQuery.queryKey }),
      ]),
  });
}
