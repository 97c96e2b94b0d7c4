import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClientInput, TOptions } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccessThrottled } from '@/lib/notify';
import { optionsQuery } from '@/lib/session';
import { clientQueryKey, clientDetailSchema } from './get-client';
import { clientsListQueryKey } from './get-clients';

/** POST /clients/{id}: a partial update; answers the company with its contacts. */
export function updateClient(clientId: number, body: Partial<TClientInput>) {
  return apiRequest(`/clients/${clientId}`, { method: 'POST', body, schema: import.meta.env.DEV && clientDetailSchema() });
}

/**
 * Saves fields of a company and keeps the page, lists and option lists in step; confirms with
 * `message` ('Client updated') at most once per 5 s (spec 2 section 9).
 */
export function useUpdateClient(clientId: number, message = 'Client updated') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TClientInput>) => updateClient(clientId, body),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(clientId), client);
      queryClient.setQueryData<TOptions>(optionsQuery.queryKey, (options) =>
        options
          ? {
              ...options,
              clients: options.clients.map((c) =>
                c.id === client.id ? { ...c, name: client.name, code: client.code, is_supplier: client.is_supplier } : c,
              ),
            }
          : options,
      );
      void queryClient.invalidateQueries({ queryKey: clientsListQueryKey, refetchType: 'none' });
      notifySuccessThrottled(`client-updated:${message}`, message);
    },
  });
}
