import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The answer's schema, built only where answers are checked (development: lib/api-client.ts). */
const clientContactsSchema = () => z.array(z.object({ id: z.number(), full_name: z.string(), member_enabled: z.boolean() }));
export type TClientContact = z.infer<ReturnType<typeof clientContactsSchema>>[number];

/** GET /clients/{id}/members (ipp=all): the contacts of the order's company, for its CONTACT field. */
export function getClientContacts(clientId: number, signal?: AbortSignal) {
  return apiRequest(`/clients/${clientId}/members`, { query: { ipp: 'all' }, schema: import.meta.env.DEV && clientContactsSchema(), signal });
}

export function clientContactsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: ['clients', 'members', clientId] as const,
    queryFn: ({ signal }) => getClientContacts(clientId, signal),
    staleTime: 30_000,
  });
}

export function useClientContacts(clientId: number | null) {
  return useQuery({ ...clientContactsQueryOptions(clientId ?? 0), enabled: clientId !== null && clientId > 0 });
}
