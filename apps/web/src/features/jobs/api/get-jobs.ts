import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobListResultSchema, type TJobListQuery } from '@jobflow/contract';
import { apiRequest, type GlobalErrorMode } from '@/lib/api-client';
import { prefetchListQuery } from '@/lib/prefetch';
import { jobsParamsForAnyRole } from '../components/jobs-url-state';

/** The list filters as the API takes them; anything left out gets the server's default. */
export type TJobsParams = Partial<TJobListQuery>;

/** GET /jobs: a page of jobs after the role rules (spec 1 section 2.8). */
export function getJobs(params: TJobsParams, signal?: AbortSignal, errors: GlobalErrorMode = 'all') {
  return apiRequest('/jobs', { query: params, schema: import.meta.env.DEV && ZJobListResultSchema, errors, signal });
}

export const jobsQueryKey = ['jobs', 'list'] as const;

export function jobsQueryOptions(params: TJobsParams) {
  return queryOptions({
    queryKey: [...jobsQueryKey, params],
    queryFn: ({ signal }) => getJobs(params, signal),
    // Keep the rows on screen while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(params: TJobsParams) {
  return useQuery(jobsQueryOptions(params));
}

/** From the route's loader, before the page renders (lib/prefetch.ts): the page the URL asks for, unless a jobs list is on screen. */
export function prefetchJobs(search: URLSearchParams): void {
  const params = jobsParamsForAnyRole(search);
  if (params) prefetchListQuery(jobsQueryOptions(params).queryKey, ({ signal }) => getJobs(params, signal, 'none'));
}
