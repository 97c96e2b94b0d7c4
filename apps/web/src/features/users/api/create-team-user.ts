import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZTeamUserSchema, type ZTeamUserCreateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

export type TTeamUserCreateInput = z.output<typeof ZTeamUserCreateSchema>;

/** POST /users: with send_welcome the server mails the invitation (a set-password link). */
export function createTeamUser(body: TTeamUserCreateInput) {
  return apiRequest('/users', { method: 'POST', body, schema: import.meta.env.DEV && ZTeamUserSchema });
}

export function useCreateTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKey }),
        // The clients screens pick managers from the team.
        queryClient.invalidateQueries({ queryKey: ['clients', 'manager-options'] }),
      ]),
  });
}
