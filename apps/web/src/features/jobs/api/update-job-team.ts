import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJob } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { jobQueryKey } from './get-job';
import { updateJob } from './update-job';

export type TJobTeam = { member_ids: number[]; manager_ids: number[]; expected_duration?: number | null };

/**
 * POST /jobs/{id} {member_ids, manager_ids} (and a super admin's expected_duration): who
 * works on the job and who manages it; 'Team members updated' (spec 2 section 8). The lists
 * and dashboards that show "my" jobs read it again when next shown.
 */
export function useUpdateJobTeam(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TJobTeam) => updateJob(jobId, body),
    onSuccess: (job: TJob) => {
      client.setQueryData(jobQueryKey(job.id), job);
      void client.invalidateQueries({ queryKey: ['jobs', 'list'], refetchType: 'none' });
      notifySuccess('Team members updated');
    },
  });
}
