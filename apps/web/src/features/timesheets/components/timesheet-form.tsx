import { useState, type FormEvent } from 'react';
import { Alert, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconClock, IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { TIMESHEET_MESSAGES, sessionIssues, timesheetDuration } from '@jobflow/contract';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { FormActions } from '@/ui/form-actions';

/** A task as the form offers it: '#seq_no (or id) | name'. */
export type TTimeTaskOption = { id: number; seq_no: number | null; name: string };

export type TTimesheetFormValues = {
  user_id: string | null;
  task_id: string | null;
  cost_matrix_id: string | null;
  session_date: string | null;
  start_time: string;
  end_time: string;
  break: number | string;
  description: string;
};

export type TTimesheetFormOutput = {
  user_id: number | undefined;
  task_id: number | undefined;
  cost_matrix_id: number | null;
  session_date: string;
  start_time: string;
  end_time: string;
  break: number;
  description: string;
};

export type TimesheetFormProps = {
  initial: TTimesheetFormValues;
  tasks: readonly TTimeTaskOption[];
  tasksLoading?: boolean;
  /** The super admin's team member choice; hidden for other staff (they log their own time). */
  teamOptions?: ReadonlyArray<{ value: string; label: string }>;
  costOptions: ReadonlyArray<{ value: string; label: string }>;
  /** A record on an invoice: shown, not editable. */
  readOnly?: boolean;
  /** Field messages from the server's 422. */
  serverErrors?: TFieldErrors;
  saving: boolean;
  onSubmit: (values: TTimesheetFormOutput) => void;
  onCancel: () => void;
};

export const taskLabel = (t: TTimeTaskOption) => `#${t.seq_no ?? t.id} | ${t.name}`;

/**
 * The fields of Add Time and EDIT TIMESHEET (spec 2 section 5): date, start, end, break
 * (minutes, default 0), description required; a task required when the job has tasks;
 * the total (end - start - break) / 60 read-only with two decimals.
 */
export function TimesheetForm({ initial, tasks, tasksLoading = false, teamOptions, costOptions, readOnly = false, serverErrors = {}, saving, onSubmit, onCancel }: TimesheetFormProps) {
  const [values, setValues] = useState<TTimesheetFormValues>(initial);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = <K extends keyof TTimesheetFormValues>(key: K, value: TTimesheetFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const shown: TFieldErrors = { ...serverErrors, ...Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) };
  const total = timesheetDuration(values) ?? '0.00';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || readOnly) return;
    const checked = await validateForm((s) => s.ZTimesheetFormSchema, {
      session_date: values.session_date ?? '',
      start_time: values.start_time,
      end_time: values.end_time,
      break: values.break,
      description: values.description,
      task_id: values.task_id ?? undefined,
      cost_matrix_id: values.cost_matrix_id,
    });
    // The session rule and the task rule beside the field checks, so every message shows at once.
    const found: TFieldErrors = { ...sessionIssues(values), ...checked.errors };
    if (tasks.length > 0 && !values.task_id) found.task_id = TIMESHEET_MESSAGES.task;
    setErrors(found);
    if (!checked.success || Object.values(found).some(Boolean)) return;
    onSubmit({
      user_id: values.user_id ? Number(values.user_id) : undefined,
      task_id: checked.data.task_id,
      cost_matrix_id: checked.data.cost_matrix_id ?? null,
      session_date: checked.data.session_date,
      start_time: checked.data.start_time,
      end_time: checked.data.end_time,
      break: checked.data.break,
      description: checked.data.description,
    });
  };

  const taskOptions = tasks.map((t) => ({ value: String(t.id), label: taskLabel(t) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {readOnly ? (
          <Alert color="gray" icon={<IconLock size={16} />} py="xs">
            This time is on an invoice and can no longer be changed.
          </Alert>
        ) : null}
        {teamOptions ? (
          <Select
            label="Team member"
            data={teamOptions}
            value={values.user_id}
            onChange={(v) => set('user_id', v)}
            searchable
            // the first field takes the focus as the dialog opens; its list opens on click or typing
            data-autofocus
            openOnFocus={false}
            allowDeselect={false}
            error={shown.user_id}
            disabled={readOnly}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {tasks.length > 0 || tasksLoading ? (
          <Select
            label="Task"
            required
            placeholder={tasksLoading ? 'Loading tasks…' : 'Select the task'}
            data={taskOptions}
            value={values.task_id}
            onChange={(v) => set('task_id', v)}
            searchable
            data-autofocus={(!teamOptions && tasks.length > 0) || undefined}
            openOnFocus={false}
            error={shown.task_id}
            disabled={readOnly}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <DatePickerInput
            label="Date"
            required
            value={values.session_date}
            onChange={(v) => set('session_date', v ? dayjs(v).format('YYYY-MM-DD') : null)}
            valueFormat="DD/MM/YYYY"
            firstDayOfWeek={1}
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            leftSectionPointerEvents="none"
            error={shown.session_date}
            disabled={readOnly}
            // (while the tasks load the date takes it: a task list that turns out empty goes, and the focus with it)
            data-autofocus={(!teamOptions && tasks.length === 0) || undefined}
          />
          <TimePicker
            label="Start time"
            required
            format="24h"
            value={values.start_time}
            onChange={(v) => set('start_time', v)}
            hoursInputLabel="Start time hours"
            minutesInputLabel="Start time minutes"
            leftSection={<IconClock size={16} stroke={1.6} />}
            error={shown.start_time}
            disabled={readOnly}
          />
          <TimePicker
            label="End time"
            required
            format="24h"
            value={values.end_time}
            onChange={(v) => set('end_time', v)}
            hoursInputLabel="End time hours"
            minutesInputLabel="End time minutes"
            leftSection={<IconClock size={16} stroke={1.6} />}
            error={shown.end_time}
            disabled={readOnly}
          />
          <NumberInput
            label="Break (min)"
            required
            min={0}
            step={5}
            allowDecimal={false}
            allowNegative={false}
            value={values.break}
            onChange={(v) => set('break', v)}
            error={shown.break}
            disabled={readOnly}
          />
          <TextInput label="Total time (hours)" value={total} readOnly variant="filled" classNames={{ input: 'tabular' }} aria-readonly="true" />
        </SimpleGrid>
        <Select
          label="Cost item"
          placeholder="No cost item"
          data={costOptions}
          value={values.cost_matrix_id}
          onChange={(v) => set('cost_matrix_id', v)}
          searchable
          clearable
          error={shown.cost_matrix_id}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
        />
        <AutoTextarea
          label="Description"
          required
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={shown.description}
          minRows={3}
          maxRows={8}
          disabled={readOnly}
        />
        <FormActions onCancel={onCancel} pending={saving} noSubmit={readOnly} cancelLabel={readOnly ? 'Close' : 'Cancel'} />
      </Stack>
    </form>
  );
}
