import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZContactSchema, type ZContactInputSchema, type ZContactUpdateSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { clientUsersQueryKey } from './get-client-users';

export type TClientUserCreateInput = z.output<typeof ZContactInputSchema>;
export type TClientUserUpdateInput = z.output<typeof ZContactUpdateSchema>;

/** POST /clients/{clientId}/members: with send_welcome an enabled user gets the invitation. */
export function createClientUser({ clientId, ...body }: TClientUserCreateInput & { clientId: number }) {
  return apiRequest(`/clients/${clientId}/members`, { method: 'POST', body, schema: import.meta.env.DEV && ZContactSchema });
}

/** POST /clients/{clientId}/members/{id}; client_id in the body moves the user (super admin). */
export function updateClientUser({ clientId, id, ...body }: TClientUserUpdateInput & { clientId: number; id: number }) {
  return apiRequest(`/clients/${clientId}/members/${id}`, { method: 'POST', body, schema: import.meta.env.DEV && ZContactSchema });
}

/** DELETE /clients/{clientId}/members/{id}: a user with history answers 409 (block them instead). */
export function deleteClientUser({ clientId, id }: { clientId: number; id: number }) {
  return apiRequest(`/clients/${clientId}/members/${id}`, { method: 'DELETE', schema: import.meta.env.DEV && ZContactSchema });
}

function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientUsersQueryKey }),
      // Contact pickers and client pages elsewhere list the same people.
      queryClient.invalidateQueries({ queryKey: ['clients'] }),
      queryClient.invalidateQueries({ queryKey: ['job-requests', 'client-members'] }),
    ]);
}

export function useCreateClientUser() {
  const invalidate = useInvalidateContacts();
  return useMutation({ mutationFn: createClientUser, onSuccess: invalidate });
}

export function useUpdateClientUser() {
  const invalidate = useInvalidateContacts();
  return useMutation({ mutationFn: updateClientUser, onSuccess: invalidate });
}

export function useDeleteClientUser() {
  const invalidate = useInvalidateContacts();
  return useMutation({ mutationFn: deleteClientUser, onSuccess: invalidate });
}
