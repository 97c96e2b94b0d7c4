import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobSchema, type TJobCreate, type TOptions } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { optionsQuery } from '@/lib/session';
import { jobsQueryKey } from './get-jobs';

/** POST /jobs: a new job (status in progress, the creator manages it). */
export function createJob(body: TJobCreate) {
  return apiRequest('/jobs', { method: 'POST', body, schema: ZJobSchema });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      // A new job joins the shared option lists at once (spec 1 section 4).
      queryClient.setQueryData<TOptions>(optionsQuery.queryKey, (options) =>
        options ? { ...options, jobs: [...options.jobs, { id: job.id, name: job.name, client_id: job.client_id }] } : options,
      );
      return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
