import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TJob } from '@jobflow/contract';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { jobQueryKey } from './get-job';

/** DELETE /jobs/{id}/attachments/{attachmentId} */
export function deleteAttachment(jobId: number, attachmentId: number) {
  return apiRequest(`/jobs/${jobId}/attachments/${attachmentId}`, { method: 'DELETE', schema: import.meta.env.DEV && z.object({ id: z.number(), name: z.string() }) });
}

export function useDeleteAttachment(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(jobId, attachmentId),
    onSuccess: (deleted) => {
      client.setQueryData<TJob>(jobQueryKey(jobId), (job) =>
        job ? { ...job, attachments: job.attachments.filter((a) => a.id !== deleted.id) } : job,
      );
      // A file posted on a board goes with its comment: refresh the job's boards.
      void client.invalidateQueries({ queryKey: ['comments', 'job', jobId] });
      notifySuccess(`Attachment ${deleted.name} has been deleted`);
    },
  });
}
