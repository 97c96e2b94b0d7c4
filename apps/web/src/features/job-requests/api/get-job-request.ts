import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobRequestSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { jobRequestsQueryKey } from './get-job-requests';

/** GET /job-requests/{id} */
export function getJobRequest(id: number, signal?: AbortSignal) {
  return apiRequest(`/job-requests/${id}`, { schema: import.meta.env.DEV && ZJobRequestSchema, signal });
}

export function jobRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...jobRequestsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getJobRequest(id, signal),
    // Opening a record loads it afresh (spec 1 section 4).
    staleTime: 0,
  });
}

export function useJobRequest(id: number | null) {
  return useQuery({ ...jobRequestQueryOptions(id ?? 0), enabled: id !== null });
}
