import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactInput, TOptions } from '@jobflow/contract';
import { ZContactSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { optionsQuery } from '@/lib/session';
import { clientQueryKey } from './get-client';
import { clientsListQueryKey } from './get-clients';
import { contactsQueryKey } from './get-contacts';

/** A new company created together with its first contact. */
export const NEW_COMPANY_ID = -1;

export type TCreateContactInput = { clientId: number; body: TContactInput };

/**
 * POST /clients/{id}/members: a new contact of a company; with id -1 and client_name the
 * company is created too (client or supplier by client_is_supplier).
 */
export function createContact({ clientId, body }: TCreateContactInput) {
  return apiRequest(`/clients/${clientId}/members`, { method: 'POST', body, schema: import.meta.env.DEV && ZContactSchema });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (contact, { clientId }) => {
      if (clientId === NEW_COMPANY_ID) {
        const { client } = contact;
        queryClient.setQueryData<TOptions>(optionsQuery.queryKey, (options) =>
          options && !options.clients.some((c) => c.id === client.id)
            ? {
                ...options,
                // The server made the code; the option lists only need it for job numbers, read on next load.
                clients: [...options.clients, { id: client.id, name: client.name, code: '', is_supplier: client.is_supplier }].sort((a, b) =>
                  a.name.localeCompare(b.name),
                ),
              }
            : options,
        );
        void queryClient.invalidateQueries({ queryKey: optionsQuery.queryKey, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: clientsListQueryKey });
      }
      void queryClient.invalidateQueries({ queryKey: clientQueryKey(contact.client_id) });
      return queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    },
  });
}
