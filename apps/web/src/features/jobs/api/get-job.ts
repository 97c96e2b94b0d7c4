import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobSchema } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { afterPrefetch, prefetchQuery } from '@/lib/prefetch';

/**
 * GET /jobs/{id}. Only a 401 is handled globally: the job page answers a 403 itself (a
 * client user opening another client's job, spec 1 section 2.9) and passes the rest on.
 */
export function getJob(jobId: number, signal?: AbortSignal, errors: GlobalErrorMode = 'auth-only') {
  return apiRequest(`/jobs/${jobId}`, { schema: import.meta.env.DEV && ZJobSchema, errors, signal });
}

export const jobQueryKey = (jobId: number) => ['jobs', 'detail', jobId] as const;

export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: jobQueryKey(jobId),
    queryFn: afterPrefetch(jobQueryKey(jobId), ({ signal }) => getJob(jobId, signal)),
  });
}

/** From the route's loader, before the page renders (lib/prefetch.ts). */
export function prefetchJob(jobId: number): void {
  if (Number.isInteger(jobId) && jobId > 0) prefetchQuery(jobQueryKey(jobId), ({ signal }) => getJob(jobId, signal, 'none'), 'auth-only');
}

export function useJob(jobId: number) {
  return useQuery({ ...jobQueryOptions(jobId), enabled: Number.isInteger(jobId) && jobId > 0 });
}
