import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZJobSchema, type TJob, type TJobUpdate } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccessThrottled } from '@/lib/notify';
import { jobQueryKey } from './get-job';

/** POST /jobs/{id}: a partial update; answers the updated job. */
export function updateJob(jobId: number, body: TJobUpdate) {
  return apiRequest(`/jobs/${jobId}`, { method: 'POST', body, schema: import.meta.env.DEV && ZJobSchema });
}

export type TUpdateJobInput = { jobId: number; body: TJobUpdate };

/**
 * Saves one or more fields, keeps the page's copy in step and confirms at most once per 5 s.
 * The job id travels with each call: a delayed save may land after the page moved on.
 */
export function useUpdateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: TUpdateJobInput) => updateJob(jobId, body),
    onSuccess: (job: TJob) => {
      client.setQueryData(jobQueryKey(job.id), job);
      // Lists show the name, status and due date: refresh them when next shown, and one already
      // on screen at once (a save that lands after the user went back to the list, as a name's
      // does, saved a second after its field is left).
      void client.invalidateQueries({ queryKey: ['jobs', 'list'], refetchType: 'active' });
      notifySuccessThrottled('job-updated', 'Job updated');
    },
  });
}
