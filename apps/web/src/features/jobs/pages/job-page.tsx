import { useEffect, useMemo, useRef } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, can, isStaff, type TBoard, type TJob, type TJobUpdate, type TPerson } from '@jobflow/contract';
import { commentsQueryKey } from '@/features/comments/api/list-comments';
import { Discussion } from '@/features/comments/components/discussion';
import { TasksSection } from '@/features/tasks/components/tasks-section';
import { ApiError, handleApiErrorGlobally } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useAuthUser, useOptions } from '@/lib/session';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import type { TMentionCandidate } from '@/ui/rich-text-editor';
import { jobQueryKey, useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { JobAttachments } from '../components/job-attachments';
import { JobDescription } from '../components/job-description';
import { JobHeader } from '../components/job-header';
import { JobLayout } from '../components/job-layout';
import { JobOrdersPanel } from '../components/job-orders-panel';
import { JobQuotesPanel } from '../components/job-quotes-panel';

/**
 * A 403 here is a client user opening another client's job: the spec's message, then the
 * jobs list (spec 1 section 2.9). Every other failure gets the global handling.
 */
function useJobLoadError(error: unknown) {
  const navigate = useNavigate();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!(error instanceof ApiError) || handled.current === error) return;
    handled.current = error;
    if (error.status === 403) {
      notifyError(MESSAGES.invalidRequestTitle, error.message || MESSAGES.jobAccessDenied);
      void navigate('/jobs', { replace: true });
    } else if (error.status !== 401) {
      handleApiErrorGlobally(error);
    }
  }, [error, navigate]);
}

/** Everyone on the job once, without the current user: members, managers, then (client board) contacts. */
function mentionCandidates(job: TJob, selfId: number): Record<TBoard, TMentionCandidate[]> {
  const unique = (people: TPerson[]) => {
    const seen = new Set<number>([selfId]);
    return people.filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
  };
  const team = [...job.members, ...job.managers];
  return { team: unique(team), client: unique([...team, ...job.contacts]) };
}

function JobPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the job">
      <Stack gap="xs">
        <Skeleton height={12} width={120} />
        <Group justify="space-between">
          <Skeleton height={22} width={200} />
          <Skeleton height={34} width={170} />
        </Group>
        <Skeleton height={26} width="60%" />
      </Stack>
      <Skeleton height={220} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/** The job page (spec 1 sections 2.9 to 2.11). */
export function JobPage() {
  const { jobId } = useParams();
  const id = Number(jobId);
  const user = useAuthUser();
  const options = useOptions();
  const client = useQueryClient();
  const job = useJob(id);
  const update = useUpdateJob();
  useJobLoadError(job.error);

  const data = job.data;
  const mentions = useMemo(() => (data ? mentionCandidates(data, user.id) : { team: [], client: [] }), [data, user.id]);

  if (!Number.isInteger(id) || id <= 0 || (job.isError && !data)) {
    return (
      <>
        <BackLink name="job" to="/jobs" />
        <Stack mt="md">
          <EmptyPanel
            icon={<IconBriefcase size={22} stroke={1.5} />}
            title="Job not available"
            description="This job could not be found, or you are not allowed to view it."
          />
        </Stack>
      </>
    );
  }
  if (!data) return <JobPageSkeleton />;

  const staff = isStaff(user);
  const save = (body: TJobUpdate) => update.mutateAsync({ jobId: data.id, body }).catch(() => undefined);
  const refreshAttachments = () => void client.invalidateQueries({ queryKey: jobQueryKey(id) });
  const refreshComments = () => void client.invalidateQueries({ queryKey: commentsQueryKey(id) });

  return (
    <JobLayout
      // A different job starts from a clean slate (editors, pending saves).
      key={data.id}
      header={
        <JobHeader
          job={data}
          statuses={options.jobStatuses}
          canEditName={staff}
          canChangeStatus={can(user, 'jobs.changeStatus')}
          canEditDueDate={can(user, 'jobs.editDueDate')}
          onSave={save}
        />
      }
      main={
        <>
          <JobDescription description={data.description} readOnly={!staff} height={options.editor.height} onSave={save} />
          <TasksSection jobId={data.id} clientId={data.client_id} />
          <Discussion jobId={data.id} mentions={mentions} onFilesChanged={refreshAttachments} />
        </>
      }
      // QUOTES and ORDERS (super admin: the finance calls are theirs); INVOICES and the resources panel arrive with the invoicing work.
      financePanels={
        can(user, 'admin.area') ? (
          <>
            <JobQuotesPanel jobId={data.id} />
            <JobOrdersPanel jobId={data.id} />
          </>
        ) : undefined
      }
      resourcesPanel={undefined}
      attachments={
        <JobAttachments jobId={data.id} attachments={data.attachments} canDelete={staff} onDeleted={refreshComments} />
      }
    />
  );
}
