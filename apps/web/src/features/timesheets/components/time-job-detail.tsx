import { useState } from 'react';
import { Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatHours, type TTimeJob, type TTimeRecord } from '@jobflow/contract';
import { StatusBadge } from '@/ui/status-badge';
import { taskLabel } from './timesheet-form';
import { TimeRecords } from './time-records';
import classes from './time-records.module.css';

export type TimeJobDetailProps = {
  job: TTimeJob;
  onEdit: (id: number) => void;
  onDelete: (record: TTimeRecord) => void;
};

/** An expanded job: its direct records, then each task with records ('#seq | name'), itself expandable. */
export function TimeJobDetail({ job, onEdit, onDelete }: TimeJobDetailProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap="sm" className={classes.detail}>
      {job.direct_timesheets.length ? (
        <div className={classes.group}>
          <TimeRecords records={job.direct_timesheets} label={`Time on ${job.job_no} ${job.name}`} onEdit={onEdit} onDelete={onDelete} />
        </div>
      ) : null}
      {job.tasks.map((task) => {
        const expanded = open.has(task.id);
        const bodyId = `time-task-${job.id}-${task.id}`;
        return (
          <div key={task.id} className={classes.group}>
            <UnstyledButton className={classes.groupHeader} onClick={() => toggle(task.id)} aria-expanded={expanded} aria-controls={bodyId}>
              <IconChevronRight size={16} className={`${classes.chevron} ${expanded ? classes.chevronOpen : ''}`} aria-hidden />
              <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {taskLabel(task)}
              </Text>
              <Group gap="md" wrap="nowrap">
                <StatusBadge status={task.status} size="xs" />
                <Text size="sm" fw={600} className="tabular" w={64} ta="right">
                  {formatHours(task.actual_hours)}
                </Text>
              </Group>
            </UnstyledButton>
            <Collapse expanded={expanded} id={bodyId}>
              <div className={classes.groupBody}>
                <TimeRecords records={task.timesheets} label={`Time on task ${taskLabel(task)}`} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </Collapse>
          </div>
        );
      })}
    </Stack>
  );
}
