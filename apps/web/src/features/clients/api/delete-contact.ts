import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContactSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { clientQueryKey } from './get-client';
import { contactsQueryKey } from './get-contacts';

export type TDeleteContactInput = { clientId: number; contactId: number };

/**
 * DELETE /clients/{id}/members/{memberId}. A contact with history (requests, comments)
 * answers 409 with the reason, which the API client shows as an error toast.
 */
export function deleteContact({ clientId, contactId }: TDeleteContactInput) {
  return apiRequest(`/clients/${clientId}/members/${contactId}`, { method: 'DELETE', schema: import.meta.env.DEV && ZContactSchema });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_contact, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: clientQueryKey(clientId) });
      return queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    },
  });
}
