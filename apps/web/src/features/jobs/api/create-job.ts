import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobSchema, type TJobCreate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { refreshOpenJobs } from '@/lib/open-jobs';
import { jobsQueryKey } from './get-jobs';

/** POST /jobs: a new job (status in progress, the creator manages it). */
export function createJob(body: TJobCreate) {
  return apiRequest('/jobs', { method: 'POST', body, schema: import.meta.env.DEV && ZJobSchema });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      // A new job is in the job pickers at once (spec 1 section 4).
      void refreshOpenJobs(queryClient);
      return queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
