import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

/** DELETE /users/{id}: a member with history answers 409 (block them instead). */
export function deleteTeamUser(id: number) {
  return apiRequest(`/users/${id}`, { method: 'DELETE' });
}

export function useDeleteTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['clients', 'manager-options'] }),
      ]),
  });
}
