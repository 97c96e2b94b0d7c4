import { useEffect, useRef, type ReactNode } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, can, isStaff, type TJob, type TJobUpdate } from '@jobflow/contract';
import { ApiError, handleApiErrorGlobally } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useAuthUser, useOptions } from '@/lib/session';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { jobQueryKey, useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { JobAttachments } from '../components/job-attachments';
import { JobDescription } from '../components/job-description';
import { JobHeader } from '../components/job-header';
import { JobLayout } from '../components/job-layout';

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

export type JobPageProps = {
  /** The TASKS section (spec 1 section 2.10). */
  tasks: (job: TJob) => ReactNode;
  /** The discussion boards; `refreshAttachments` after a file is posted or removed there. */
  discussion: (job: TJob, refreshAttachments: () => void) => ReactNode;
  /** Staff sidebar: QUOTES, ORDERS, INVOICES (spec 2); nothing when it answers null. */
  financePanels?: (job: TJob) => ReactNode;
  /** Staff sidebar: team, managers, time (spec 2). */
  resourcesPanel?: (job: TJob) => ReactNode;
  /** After an attachment is deleted: the discussion lists the same files. */
  onAttachmentDeleted?: (job: TJob) => void;
};

/**
 * The job page (spec 1 sections 2.9 to 2.11): header, description and attachments are the
 * job's own; the route fills the sections other features own (tasks, discussion, panels).
 */
export function JobPage({ tasks, discussion, financePanels, resourcesPanel, onAttachmentDeleted }: JobPageProps) {
  const { jobId } = useParams();
  const id = Number(jobId);
  const user = useAuthUser();
  const options = useOptions();
  const client = useQueryClient();
  const job = useJob(id);
  const update = useUpdateJob();
  useJobLoadError(job.error);

  const data = job.data;

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
          {tasks(data)}
          {discussion(data, refreshAttachments)}
        </>
      }
      financePanels={staff && financePanels ? financePanels(data) : undefined}
      resourcesPanel={staff && resourcesPanel ? resourcesPanel(data) : undefined}
      attachments={
        <JobAttachments jobId={data.id} attachments={data.attachments} canDelete={(a) => staff || a.uploaded_by === user.id} onDeleted={() => onAttachmentDeleted?.(data)} />
      }
    />
  );
}
