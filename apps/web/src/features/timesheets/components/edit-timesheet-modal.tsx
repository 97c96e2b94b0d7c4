import { useState } from 'react';
import { Modal, Skeleton, Stack } from '@mantine/core';
import { TIMESHEET_MESSAGES, type TTimesheet, type TTimesheetUpdate } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import type { TFieldErrors } from '@/lib/validate';
import { useJobTasks } from '../api/get-job-tasks';
import { useTimesheet } from '../api/get-timesheet';
import { useCostOptions } from '../api/get-time-options';
import { useUpdateTimesheet } from '../api/update-timesheet';
import { TimesheetForm, type TTimesheetFormOutput } from './timesheet-form';
import { FocusOnArrival } from '@/ui/focus-on-arrival';

export type EditTimesheetModalProps = {
  /** The record to edit; null keeps the modal closed. */
  timesheetId: number | null;
  onClose: () => void;
};

/** EDIT TIMESHEET (width 560, spec 2 section 2), opened from a record's date on the TIME screen. */
export function EditTimesheetModal({ timesheetId, onClose }: EditTimesheetModalProps) {
  return (
    <Modal opened={timesheetId !== null} onClose={onClose} title="EDIT TIMESHEET" size={560} closeOnClickOutside={false}>
      {timesheetId !== null ? <EditTimesheetLoader id={timesheetId} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditTimesheetLoader({ id, onDone }: { id: number; onDone: () => void }) {
  const record = useTimesheet(id);
  if (!record.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the timesheet">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={80} />
      </Stack>
    );
  }
  return (
    <FocusOnArrival>
      <EditTimesheetForm record={record.data} onDone={onDone} />
    </FocusOnArrival>
  );
}

/** The fields that differ from the record, as POST /timesheets/{id} takes them. */
function changesOf(record: TTimesheet, v: TTimesheetFormOutput): TTimesheetUpdate {
  const body: TTimesheetUpdate = {};
  if (v.session_date !== record.session_date) body.session_date = v.session_date;
  if (v.start_time !== record.start_time) body.start_time = v.start_time;
  if (v.end_time !== record.end_time) body.end_time = v.end_time;
  if (v.break !== record.break) body.break = v.break;
  if (v.description !== record.description) body.description = v.description;
  if ((v.task_id ?? null) !== record.task_id && v.task_id) body.task_id = v.task_id;
  if (v.cost_matrix_id !== record.cost_matrix_id) body.cost_matrix_id = v.cost_matrix_id;
  return body;
}

function EditTimesheetForm({ record, onDone }: { record: TTimesheet; onDone: () => void }) {
  const tasks = useJobTasks(record.job_id);
  const costs = useCostOptions();
  const update = useUpdateTimesheet();
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});

  const save = async (values: TTimesheetFormOutput) => {
    const body = changesOf(record, values);
    // Nothing changed: the same answer as a save, without a call.
    if (!Object.keys(body).length) {
      notifySuccess(TIMESHEET_MESSAGES.updated);
      onDone();
      return;
    }
    setServerErrors({});
    try {
      await update.mutateAsync({ id: record.id, body });
      onDone();
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
    }
  };

  return (
    <TimesheetForm
      initial={{
        user_id: String(record.user_id),
        task_id: record.task_id ? String(record.task_id) : null,
        cost_matrix_id: record.cost_matrix_id ? String(record.cost_matrix_id) : null,
        session_date: record.session_date,
        start_time: record.start_time,
        end_time: record.end_time,
        break: record.break,
        description: record.description,
      }}
      tasks={tasks.data ?? []}
      tasksLoading={tasks.isPending}
      costOptions={costs.data ?? []}
      readOnly={record.invoiced}
      serverErrors={serverErrors}
      saving={update.isPending}
      onSubmit={(v) => void save(v)}
      onCancel={onDone}
    />
  );
}
