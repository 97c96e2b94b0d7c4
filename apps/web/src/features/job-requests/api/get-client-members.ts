import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMemberOptionListSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /clients/{id}/members: the contacts of a client company, for the request's contact field. */
export function getClientMembers(clientId: number, signal?: AbortSignal) {
  return apiRequest(`/clients/${clientId}/members`, { schema: import.meta.env.DEV && ZMemberOptionListSchema, signal });
}

export function clientMembersQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: ['job-requests', 'client-members', clientId],
    queryFn: ({ signal }) => getClientMembers(clientId, signal),
  });
}

export function useClientMembers(clientId: number | null) {
  return useQuery({ ...clientMembersQueryOptions(clientId ?? 0), enabled: clientId !== null });
}
