import { useState, type FormEvent } from 'react';
import { ActionIcon, Modal, MultiSelect, NumberInput, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { can, type TJob, type TPerson } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { serverFieldErrors } from '@/lib/server-field-errors';
import type { TFieldErrors } from '@/lib/validate';
import { useJobTeamOptions } from '../api/get-team-options';
import { useUpdateJobTeam, type TJobTeam } from '../api/update-job-team';
import { FormActions } from '@/ui/form-actions';

export type JobTeamModalProps = {
  job: Pick<TJob, 'id' | 'name' | 'members' | 'managers' | 'expected_duration'>;
  opened: boolean;
  onClose: () => void;
};

type TValues = { members: string[]; managers: string[]; expected: number | string };

const idsOf = (people: readonly TPerson[]) => people.map((p) => String(p.id));

const valuesOf = (job: JobTeamModalProps['job']): TValues => ({
  members: idsOf(job.members),
  managers: idsOf(job.managers),
  expected: job.expected_duration === null ? '' : Number(job.expected_duration),
});

/**
 * The agency's active team, and whoever is on the job already (someone since disabled keeps a
 * name), each once: a member who also manages is listed once (the list may not repeat a value).
 */
export function optionsWith(team: ReadonlyArray<{ value: string; label: string }>, people: readonly TPerson[]) {
  const listed = new Set(team.map((o) => o.value));
  const options = [...team];
  for (const p of people) {
    const value = String(p.id);
    if (listed.has(value)) continue;
    listed.add(value);
    options.push({ value, label: p.full_name });
  }
  return options;
}

/**
 * EDIT TEAM (560) from the job page's RESOURCES: the job's team members and managers (staff,
 * POST /jobs/{id} {member_ids, manager_ids}) and, for a super admin, the expected duration
 * (spec 2 section 6). Members see the job among their own; managers are told of it too.
 */
export function JobTeamModal({ job, opened, onClose }: JobTeamModalProps) {
  const user = useAuthUser();
  const admin = can(user, 'admin.area');
  const team = useJobTeamOptions(opened);
  const save = useUpdateJobTeam(job.id);
  const [values, setValues] = useState<TValues>(() => valuesOf(job));
  const [errors, setErrors] = useState<TFieldErrors>({});

  // Each opening starts from the job as it is now.
  const [shownFor, setShownFor] = useState(opened);
  if (shownFor !== opened) {
    setShownFor(opened);
    if (opened) {
      setValues(valuesOf(job));
      setErrors({});
    }
  }

  const close = () => {
    if (save.isPending) return;
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body: TJobTeam = { member_ids: values.members.map(Number), manager_ids: values.managers.map(Number) };
    if (admin) body.expected_duration = values.expected === '' ? null : Number(values.expected);
    try {
      await save.mutateAsync(body);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const options = optionsWith(team.data ?? [], [...job.members, ...job.managers]);
  const placeholder = team.isLoading ? 'Loading the team…' : 'Choose people';
  return (
    <Modal opened={opened} onClose={close} title="EDIT TEAM" size={560}>
      <form onSubmit={onSubmit} noValidate aria-label="Job team">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Team members see this job among their own jobs; managers run it.
          </Text>
          <MultiSelect
            label="Team members"
            data-autofocus
            placeholder={values.members.length ? undefined : placeholder}
            data={options}
            value={values.members}
            onChange={(members) => {
              setValues((v) => ({ ...v, members }));
              setErrors((e) => ({ ...e, member_ids: undefined }));
            }}
            error={errors.member_ids}
            searchable
            openOnFocus={false}
            clearable
            nothingFoundMessage="No team members found"
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Managers"
            placeholder={values.managers.length ? undefined : placeholder}
            data={options}
            value={values.managers}
            onChange={(managers) => {
              setValues((v) => ({ ...v, managers }));
              setErrors((e) => ({ ...e, manager_ids: undefined }));
            }}
            error={errors.manager_ids}
            searchable
            openOnFocus={false}
            clearable
            nothingFoundMessage="No team members found"
            comboboxProps={{ withinPortal: true }}
          />
          {admin ? (
            <NumberInput
              label="Expected duration (hours)"
              placeholder="Not set"
              min={0}
              max={100_000}
              step={0.5}
              decimalScale={2}
              allowNegative={false}
              w={220}
              value={values.expected}
              onChange={(expected) => {
                setValues((v) => ({ ...v, expected }));
                setErrors((e) => ({ ...e, expected_duration: undefined }));
              }}
              error={errors.expected_duration}
            />
          ) : null}
          <FormActions onCancel={close} pending={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The RESOURCES panel's Edit Team button and its dialog. */
export function EditJobTeamButton({ job }: { job: JobTeamModalProps['job'] }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <MouseTooltip label="Edit the team">
        <ActionIcon variant="light" size="md" aria-label="Edit Team" onClick={() => setOpened(true)}>
          <IconUsers size={16} stroke={1.8} />
        </ActionIcon>
      </MouseTooltip>
      <JobTeamModal job={job} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
