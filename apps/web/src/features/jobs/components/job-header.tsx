import { Group, Text, Title } from '@mantine/core';
import { formatDueDate, type TJob, type TJobUpdate } from '@jobflow/contract';
import type { TStatusOption } from '@/ui/status-select';
import { BackLink } from '@/ui/back-link';
import { DueDateInput } from '@/ui/due-date-input';
import { InlineEdit } from '@/ui/inline-edit';
import { StatusBadge } from '@/ui/status-badge';
import { StatusSelect } from '@/ui/status-select';
import classes from './job-header.module.css';

export type JobHeaderProps = {
  job: TJob;
  statuses: readonly TStatusOption[];
  canEditName: boolean;
  canChangeStatus: boolean;
  canEditDueDate: boolean;
  onSave: (body: TJobUpdate) => unknown;
};

/**
 * Job number, client, status (a dropdown for staff, a badge for client users), the name
 * edited in place, and the due date (spec 1 section 2.9).
 */
export function JobHeader({ job, statuses, canEditName, canChangeStatus, canEditDueDate, onSave }: JobHeaderProps) {
  return (
    <header className={classes.root}>
      <BackLink name="job" to="/jobs" />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="baseline" wrap="wrap" className={classes.identity}>
          <Title order={1} className={classes.number}>
            {job.job_no}
          </Title>
          <Text size="sm" c="dimmed" className={classes.client}>
            {job.client.name}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {canChangeStatus ? (
            <StatusSelect
              label="Job status"
              value={job.status}
              options={statuses}
              onChange={(status) => onSave({ status: status as TJob['status'] })}
            />
          ) : (
            <StatusBadge status={job.status} size="md" />
          )}
        </Group>
      </Group>
      <InlineEdit
        label="Job name"
        value={job.name}
        readOnly={!canEditName}
        maxLength={255}
        fz="22px"
        fw={600}
        onSave={(name) => onSave({ name })}
        renderValue={(name) => (
          <Text component="p" className={classes.name} data-testid="job-name">
            {name}
          </Text>
        )}
      />
      <Group gap="xs" align="center">
        <Text size="sm" c="dimmed" component="span" id="job-due-date-label">
          Due date
        </Text>
        {canEditDueDate ? (
          <DueDateInput
            aria-label="Job due date"
            size="xs"
            w={150}
            clearable
            value={job.due_date}
            onChange={(due_date) => {
              if (due_date !== job.due_date) void onSave({ due_date });
            }}
          />
        ) : (
          <Text size="sm" fw={500} className="tabular" aria-labelledby="job-due-date-label">
            {formatDueDate(job.due_date) || 'Not set'}
          </Text>
        )}
      </Group>
    </header>
  );
}
