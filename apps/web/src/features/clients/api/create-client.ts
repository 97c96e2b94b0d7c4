import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClientInput, TOptions } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { optionsQuery } from '@/lib/session';
import { clientQueryKey, clientDetailSchema } from './get-client';
import { clientsListQueryKey } from './get-clients';

/** POST /clients: a new client or supplier (the server makes a code from the name when none is given). */
export function createClient(body: TClientInput) {
  return apiRequest('/clients', { method: 'POST', body, schema: import.meta.env.DEV && clientDetailSchema() });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(client.id), client);
      // A new company joins the shared option lists at once (spec 2 section 7).
      queryClient.setQueryData<TOptions>(optionsQuery.queryKey, (options) =>
        options
          ? {
              ...options,
              clients: [...options.clients, { id: client.id, name: client.name, code: client.code, is_supplier: client.is_supplier }].sort(
                (a, b) => a.name.localeCompare(b.name),
              ),
            }
          : options,
      );
      return queryClient.invalidateQueries({ queryKey: clientsListQueryKey });
    },
  });
}
