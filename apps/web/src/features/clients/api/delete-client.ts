import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TOptions } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { optionsQuery } from '@/lib/session';
import { clientQueryKey } from './get-client';
import { clientsListQueryKey } from './get-clients';
import { contactsQueryKey } from './get-contacts';

/** DELETE /clients/{id}: archives the company; answers its id and name. */
export function deleteClient(clientId: number) {
  return apiRequest(`/clients/${clientId}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string() }) });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (deleted) => {
      queryClient.removeQueries({ queryKey: clientQueryKey(deleted.id) });
      queryClient.setQueryData<TOptions>(optionsQuery.queryKey, (options) =>
        options ? { ...options, clients: options.clients.filter((c) => c.id !== deleted.id) } : options,
      );
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      return queryClient.invalidateQueries({ queryKey: clientsListQueryKey });
    },
  });
}
