import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET /clients/{id}/members (ipp=all): the contacts of the invoice's company, for its CONTACT field. */
export function getClientContacts(clientId: number, signal?: AbortSignal) {
  return apiRequest(`/clients/${clientId}/members`, {
    query: { ipp: 'all' },
    schema: import.meta.env.DEV && z.array(z.object({ id: z.number(), full_name: z.string() })),
    signal,
  });
}

export function clientContactsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: ['clients', 'members', clientId, 'invoice'] as const,
    queryFn: ({ signal }) => getClientContacts(clientId, signal),
    staleTime: 30_000,
  });
}

export function useClientContacts(clientId: number | null) {
  return useQuery({ ...clientContactsQueryOptions(clientId ?? 0), enabled: clientId !== null && clientId > 0 });
}
