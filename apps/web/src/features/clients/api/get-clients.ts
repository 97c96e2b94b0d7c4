import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZClientSchema, ZPaged } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TClientsParams = { isSupplier: 0 | 1; kw?: string };

/** GET /clients?is_supplier&kw: every client (or supplier) of the agency, by name; unpaged. */
export function getClients({ isSupplier, kw }: TClientsParams, signal?: AbortSignal) {
  return apiRequest('/clients', { query: { is_supplier: isSupplier, kw, ipp: 'all' }, schema: import.meta.env.DEV && ZPaged(ZClientSchema), signal });
}

/** Every cached list of companies; invalidated after any change to a company. */
export const clientsListQueryKey = ['clients', 'list'] as const;

export function clientsQueryOptions(params: TClientsParams) {
  return queryOptions({
    queryKey: [...clientsListQueryKey, params.isSupplier, params.kw ?? ''],
    queryFn: ({ signal }) => getClients(params, signal),
    select: (result) => result.data,
    // Keep the rows on screen while the next search loads.
    placeholderData: keepPreviousData,
  });
}

export function useClients(params: TClientsParams) {
  return useQuery(clientsQueryOptions(params));
}
