import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContactSchema, type TContactUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { clientQueryKey } from './get-client';
import { contactsQueryKey } from './get-contacts';

export type TUpdateContactInput = { clientId: number; contactId: number; body: TContactUpdate };

/** POST /clients/{id}/members/{memberId}: changed fields of a contact. */
export function updateContact({ clientId, contactId, body }: TUpdateContactInput) {
  return apiRequest(`/clients/${clientId}/members/${contactId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZContactSchema });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (contact, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: clientQueryKey(clientId) });
      if (contact.client_id !== clientId) void queryClient.invalidateQueries({ queryKey: clientQueryKey(contact.client_id) });
      return queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    },
  });
}
