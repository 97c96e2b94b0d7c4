import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTaskSchema } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /tasks?job_id=: every task of a job (hours only for staff). */
export function listTasks(jobId: number, signal?: AbortSignal) {
  return apiRequest('/tasks', { query: { job_id: jobId }, schema: import.meta.env.DEV && z.array(ZTaskSchema), signal });
}

export const tasksQueryKey = (jobId: number) => ['tasks', 'job', jobId] as const;

export function tasksQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: tasksQueryKey(jobId),
    queryFn: ({ signal }) => listTasks(jobId, signal),
  });
}

export function useTasks(jobId: number) {
  return useQuery(tasksQueryOptions(jobId));
}
