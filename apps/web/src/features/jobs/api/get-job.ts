import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /jobs/{id}. Only a 401 is handled globally: the job page answers a 403 itself (a
 * client user opening another client's job, spec 1 section 2.9) and passes the rest on.
 */
export function getJob(jobId: number, signal?: AbortSignal) {
  return apiRequest(`/jobs/${jobId}`, { schema: ZJobSchema, errors: 'auth-only', signal });
}

export const jobQueryKey = (jobId: number) => ['jobs', 'detail', jobId] as const;

export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: jobQueryKey(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
  });
}

export function useJob(jobId: number) {
  return useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
}
