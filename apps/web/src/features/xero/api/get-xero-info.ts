import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZXeroInfoSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /xero/info: the connection's state, organisation, user and the Connect / Reconnect link. */
export function getXeroInfo(signal?: AbortSignal) {
  return apiRequest('/xero/info', { schema: import.meta.env.DEV && ZXeroInfoSchema, signal });
}

export const xeroInfoQueryKey = ['xero', 'info'] as const;

export const xeroInfoQuery = queryOptions({
  queryKey: xeroInfoQueryKey,
  queryFn: ({ signal }) => getXeroInfo(signal),
  // The Connect link is signed for a short while: always read it afresh.
  staleTime: 0,
});

export function useXeroInfo() {
  return useQuery(xeroInfoQuery);
}
