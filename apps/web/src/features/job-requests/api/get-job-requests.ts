import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobRequestSchema, ZPaged, type TJobRequestStatus } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

export type TJobRequestsParams = {
  status?: TJobRequestStatus[];
  client_id?: number;
  page?: number;
  ipp?: number | 'all';
};

/** GET /job-requests: client users get their own company's requests, super admins every one. */
export function getJobRequests(params: TJobRequestsParams, signal?: AbortSignal) {
  return apiRequest('/job-requests', { query: params, schema: import.meta.env.DEV && ZPaged(ZJobRequestSchema), signal });
}

export const jobRequestsQueryKey = ['job-requests'] as const;

export function jobRequestsQueryOptions(params: TJobRequestsParams) {
  return queryOptions({
    queryKey: [...jobRequestsQueryKey, 'list', params],
    queryFn: ({ signal }) => getJobRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJobRequests(params: TJobRequestsParams) {
  return useQuery(jobRequestsQueryOptions(params));
}
