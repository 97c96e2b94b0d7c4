import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTaskSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /tasks?job_id=: the job's tasks, for the task choice of a time record. */
export function getJobTasks(jobId: number, signal?: AbortSignal) {
  return apiRequest('/tasks', { query: { job_id: jobId }, schema: import.meta.env.DEV && z.array(ZTaskSchema), signal });
}

/** The tasks feature's key for the same call, so both share one cached answer. */
export const jobTasksQueryKey = (jobId: number) => ['tasks', 'job', jobId] as const;

export function jobTasksQueryOptions(jobId: number) {
  return queryOptions({ queryKey: jobTasksQueryKey(jobId), queryFn: ({ signal }) => getJobTasks(jobId, signal) });
}

export function useJobTasks(jobId: number | null) {
  return useQuery({ ...jobTasksQueryOptions(jobId ?? 0), enabled: jobId !== null && jobId > 0 });
}
