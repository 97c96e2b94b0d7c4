import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOpenJobSchema, type TOpenJob } from '@jobflow/contract';
import { apiRequest } from './api-client';

/**
 * The job pickers' lists (GET /options/jobs): the open jobs of the client chosen in the form.
 * They are not in the options loaded at start: a big agency has tens of thousands of open
 * jobs, and every page waited for them (bench/results.md). The order forms, which pick a job
 * before its company, ask for every open job, but only once such a form is open.
 */
export const openJobsKey = ['session', 'open-jobs'] as const;

export function openJobsQuery(clientId: number | null) {
  return queryOptions({
    queryKey: [...openJobsKey, clientId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/options/jobs', { query: clientId === null ? {} : { client_id: clientId }, schema: import.meta.env.DEV && z.array(ZOpenJobSchema), signal }),
    // A client's list is small: shown from the cache and asked again each time a picker
    // mounts (jobs are made from quotes and requests too). Every open job is kept a minute.
    staleTime: clientId === null ? 60_000 : 0,
  });
}

/**
 * The client's open jobs; with no client, none, or every open job when `all` is set. Nothing
 * is asked for while `enabled` is false (a closed modal).
 */
export function useOpenJobs(clientId: number | null, { all = false, enabled = true }: { all?: boolean; enabled?: boolean } = {}) {
  const query = useQuery({ ...openJobsQuery(clientId), enabled: enabled && (clientId !== null || all) });
  return { jobs: query.data ?? NO_JOBS, loading: query.isLoading };
}

const NO_JOBS: TOpenJob[] = [];

/** A new job shows in every picker (the lists are asked for again). */
export function refreshOpenJobs(client: QueryClient) {
  return client.invalidateQueries({ queryKey: openJobsKey });
}
