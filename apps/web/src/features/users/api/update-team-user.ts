import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZTeamUserSchema, type ZTeamUserUpdateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

export type TTeamUserUpdateInput = z.output<typeof ZTeamUserUpdateSchema>;

/** POST /users/{id}: a new password also ends that user's sessions. */
export function updateTeamUser({ id, ...body }: TTeamUserUpdateInput & { id: number }) {
  return apiRequest(`/users/${id}`, { method: 'POST', body, schema: import.meta.env.DEV && ZTeamUserSchema });
}

export function useUpdateTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamUser,
    onSuccess: (user) => {
      queryClient.setQueryData([...teamQueryKey, 'detail', user.id], user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...teamQueryKey, 'list'] }),
        // The clients screens pick managers from the team.
        queryClient.invalidateQueries({ queryKey: ['clients', 'manager-options'] }),
      ]);
    },
  });
}
