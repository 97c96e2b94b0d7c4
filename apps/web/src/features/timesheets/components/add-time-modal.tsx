import { useState } from 'react';
import { Modal } from '@mantine/core';
import { can, todayIso, type TTimesheet } from '@jobflow/contract';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useAuthUser } from '@/lib/session';
import type { TFieldErrors } from '@/lib/validate';
import { useCreateTimesheet } from '../api/create-timesheet';
import { useJobTasks } from '../api/get-job-tasks';
import { useCostOptions, useTeamOptions } from '../api/get-time-options';
import { TimesheetForm, type TTimeTaskOption, type TTimesheetFormOutput } from './timesheet-form';

export type AddTimeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The job to log time on; its tasks are loaded when not given. */
  job: { id: number; tasks?: readonly TTimeTaskOption[] | null };
  onSaved?: (entry: TTimesheet) => void;
};

/**
 * Add Time (width 560, spec 2 sections 2 and 5), opened from the job page's resources
 * panel: staff log their own time; a super admin may log it for any team member.
 */
export function AddTimeModal({ opened, onClose, job, onSaved }: AddTimeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="ADD TIME" size={560} closeOnClickOutside={false}>
      {/* Mounted only while open, so every opening starts empty. */}
      {opened ? <AddTimeForm job={job} onDone={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

type AddTimeFormProps = { job: AddTimeModalProps['job']; onDone: () => void; onSaved?: (entry: TTimesheet) => void };

function AddTimeForm({ job, onDone, onSaved }: AddTimeFormProps) {
  const user = useAuthUser();
  const admin = can(user, 'time.filterByUser');
  const fetched = useJobTasks(job.tasks ? null : job.id);
  const tasks = job.tasks ?? fetched.data ?? [];
  const team = useTeamOptions(admin);
  const costs = useCostOptions();
  const create = useCreateTimesheet();
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});

  const save = async (values: TTimesheetFormOutput) => {
    setServerErrors({});
    try {
      const entry = await create.mutateAsync({
        job_id: job.id,
        user_id: values.user_id ?? user.id,
        cost_matrix_id: values.cost_matrix_id,
        session_date: values.session_date,
        start_time: values.start_time,
        end_time: values.end_time,
        break: values.break,
        description: values.description,
        // Sent only when chosen (spec 2 section 5).
        ...(values.task_id ? { task_id: values.task_id } : {}),
      });
      onSaved?.(entry);
      onDone();
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
    }
  };

  return (
    <TimesheetForm
      initial={{ user_id: String(user.id), task_id: null, cost_matrix_id: null, session_date: todayIso(), start_time: '', end_time: '', break: 0, description: '' }}
      tasks={tasks}
      tasksLoading={!job.tasks && fetched.isPending}
      teamOptions={admin ? (team.data ?? [{ value: String(user.id), label: user.full_name }]) : undefined}
      costOptions={costs.data ?? []}
      serverErrors={serverErrors}
      saving={create.isPending}
      onSubmit={(v) => void save(v)}
      onCancel={onDone}
    />
  );
}
