import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { can, type TBoard, type TJob, type TPerson } from '@jobflow/contract';
import { commentsQueryKey } from '@/features/comments/api/list-comments';
import { Discussion } from '@/features/comments/components/discussion';
import { EditJobTeamButton } from '@/features/jobs/components/job-team-modal';
import { JobPage as JobView } from '@/features/jobs/pages/job-page';
import { JobInvoicesPanel } from '@/features/invoices/components/job-invoices-panel';
import { JobOrdersPanel } from '@/features/orders/components/job-orders-panel';
import { JobQuotesPanel } from '@/features/quotes/components/job-quotes-panel';
import { TasksSection } from '@/features/tasks/components/tasks-section';
import { JobResourcesPanel } from '@/features/timesheets/components/job-resources-panel';
import { useAuthUser } from '@/lib/session';
import type { TMentionCandidate } from '@/ui/rich-text-editor';

/** Everyone on the job once, without the current user: members, managers, then (client board) contacts. */
function mentionCandidates(job: TJob, selfId: number): Record<TBoard, TMentionCandidate[]> {
  const unique = (people: TPerson[]) => {
    const seen = new Set<number>([selfId]);
    return people.filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
  };
  const team = [...job.members, ...job.managers];
  return { team: unique(team), client: unique([...team, ...job.contacts]) };
}

function JobDiscussion({ job, onFilesChanged }: { job: TJob; onFilesChanged: () => void }) {
  const user = useAuthUser();
  const mentions = useMemo(() => mentionCandidates(job, user.id), [job, user.id]);
  return <Discussion jobId={job.id} mentions={mentions} onFilesChanged={onFilesChanged} />;
}

/**
 * The job page composed from its features: the job (header, description, attachments),
 * TASKS, the discussion, and for staff the sidebar panels. QUOTES and ORDERS are the super
 * admin's (the finance calls are theirs); the resources panel is every staff member's.
 */
export function JobPage() {
  const user = useAuthUser();
  const client = useQueryClient();
  const finance = can(user, 'admin.area');
  return (
    <JobView
      tasks={(job) => <TasksSection jobId={job.id} clientId={job.client_id} />}
      discussion={(job, refreshAttachments) => <JobDiscussion job={job} onFilesChanged={refreshAttachments} />}
      financePanels={
        finance
          ? (job) => (
              <>
                <JobQuotesPanel jobId={job.id} clientId={job.client_id} />
                <JobOrdersPanel jobId={job.id} clientId={job.client_id} />
                <JobInvoicesPanel jobId={job.id} clientId={job.client_id} />
              </>
            )
          : undefined
      }
      resourcesPanel={(job) => <JobResourcesPanel job={job} teamAction={<EditJobTeamButton job={job} />} />}
      onAttachmentDeleted={(job) => void client.invalidateQueries({ queryKey: commentsQueryKey(job.id) })}
    />
  );
}
