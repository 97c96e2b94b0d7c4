import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZContactSchema, ZPaged } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TContactsParams = { kw?: string; clientId?: number };

/** GET /clients/members?kw&client_id: the contacts directory (every company's contacts), unpaged. */
export function getContacts({ kw, clientId }: TContactsParams, signal?: AbortSignal) {
  return apiRequest('/clients/members', { query: { kw, client_id: clientId, ipp: 'all' }, schema: import.meta.env.DEV && ZPaged(ZContactSchema), signal });
}

export const contactsQueryKey = ['clients', 'contacts'] as const;

export function contactsQueryOptions(params: TContactsParams) {
  return queryOptions({
    queryKey: [...contactsQueryKey, params.clientId ?? null, params.kw ?? ''],
    queryFn: ({ signal }) => getContacts(params, signal),
    select: (result) => result.data,
    placeholderData: keepPreviousData,
  });
}

export function useContacts(params: TContactsParams) {
  return useQuery(contactsQueryOptions(params));
}
