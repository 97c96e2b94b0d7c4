import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUOTE_MESSAGES, type TQuoteSaveResult } from '@jobflow/contract';

/**
 * After a status change that created the quote's job (approving a quote without one): the
 * spec's 'A job has been created', with a way to open the job. The toast lives outside the
 * router, so it navigates through the function it is given.
 */
export function notifyJobCreated(saved: TQuoteSaveResult, openJob: (jobId: number) => void): void {
  if (!saved.job_created || !saved.job_id) return;
  const jobId = saved.job_id;
  const id = `quote-job-${saved.id}`;
  notifications.show({
    id,
    color: 'green',
    title: saved.message ?? QUOTE_MESSAGES.jobCreated,
    autoClose: 10_000,
    message: (
      <Text size="sm" component="span">
        {saved.job ? `${saved.job.job_no} · ${saved.job.name}. ` : ''}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            openJob(jobId);
          }}
        >
          Open the job
        </Anchor>
      </Text>
    ),
  });
}
