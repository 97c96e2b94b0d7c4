import { useState, type ReactNode } from 'react';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { can, formatHours, type TJob, type TPerson } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { SectionPanel } from '@/ui/section-panel';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useJobTasks } from '../api/get-job-tasks';
import { useTimesheets } from '../api/get-timesheets';
import { AddTimeModal } from './add-time-modal';

export type JobResourcesPanelProps = {
  job: Pick<TJob, 'id' | 'members' | 'managers' | 'expected_duration'>;
  /** Beside Add Time: the control that edits the job's people (the jobs feature's, composed by the page). */
  teamAction?: ReactNode;
};

type PeopleProps = { title: string; people: readonly TPerson[]; empty: string };

function People({ title, people, empty }: PeopleProps) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" fw={600} lts="0.05em">
        {title}
      </Text>
      {people.length ? (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {people.map((p) => (
            <Group key={p.id} gap="xs" wrap="nowrap" component="li">
              <Avatar size={24} radius="xl" color="initials" name={p.full_name}>
                {p.initials}
              </Avatar>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {p.full_name}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

type FigureProps = { label: string; value: string };

function Figure({ label, value }: FigureProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" fw={600} lts="0.05em">
        {label}
      </Text>
      <Text size="sm" fw={700} className="tabular" data-figure={label}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * RESOURCES on the job page (staff, spec 1 section 2.9 and spec 2 section 2): the job's
 * team members and managers, the hours logged (everyone's for a super admin, the
 * caller's own for other staff), the expected duration for a super admin, and Add Time.
 */
export function JobResourcesPanel({ job, teamAction }: JobResourcesPanelProps) {
  const user = useAuthUser();
  const admin = can(user, 'time.filterByUser');
  const [adding, setAdding] = useState(false);
  const tasks = useJobTasks(job.id);
  const logged = useTimesheets({ job_id: job.id, ipp: 1 });
  const hours = logged.data ? `${formatHours(logged.data.total_duration)} h` : '…';
  const expected = job.expected_duration ? `${formatHours(job.expected_duration)} h` : 'Not set';

  return (
    <SectionPanel
      id="job-resources"
      title="RESOURCES"
      actions={
        <Group gap={6} wrap="nowrap">
          {teamAction}
          <MouseTooltip label="Log time on this job">
            <Button size="compact-sm" variant="light" leftSection={<IconClockPlus size={14} />} onClick={() => setAdding(true)}>
              Add Time
            </Button>
          </MouseTooltip>
        </Group>
      }
    >
      <Stack gap="md">
        <People title="TEAM MEMBERS" people={job.members} empty="No team members" />
        <People title="MANAGERS" people={job.managers} empty="No managers" />
        <Stack gap={4}>
          {admin ? <Figure label="EXPECTED DURATION" value={expected} /> : null}
          <Figure label={admin ? 'TIME LOGGED' : 'MY TIME LOGGED'} value={hours} />
        </Stack>
      </Stack>
      <AddTimeModal opened={adding} onClose={() => setAdding(false)} job={{ id: job.id, tasks: tasks.data ?? null }} />
    </SectionPanel>
  );
}
