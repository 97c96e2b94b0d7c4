import { useState, type FormEvent } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { notifySuccess } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { useCreateJob } from '../api/create-job';
import { FormActions } from '@/ui/form-actions';

export type AddJobModalProps = {
  opened: boolean;
  onClose: () => void;
  /** A preset client: the client selector is hidden (spec 1 section 5). */
  clientId?: number;
};

type TValues = { name: string; clientId: string | null; dueDate: string | null };
const EMPTY: TValues = { name: '', clientId: null, dueDate: null };

/** ADD JOB (580): name, client, optional due date; then the new job's page. */
export function AddJobModal({ opened, onClose, clientId }: AddJobModalProps) {
  const navigate = useNavigate();
  const options = useOptions();
  const createJob = useCreateJob();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});

  // A field's message goes once the user changes it.
  const change = (patch: Partial<TValues>, field: string) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const clients = options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));

  const close = () => {
    if (createJob.isPending) return;
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (createJob.isPending) return;
    const checked = await validateForm((s) => s.ZJobCreateSchema, {
      name: values.name,
      client_id: clientId ?? values.clientId,
      due_date: values.dueDate || null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const job = await createJob.mutateAsync(checked.data);
      notifySuccess(`Job ${job.name} created`);
      setValues(EMPTY);
      onClose();
      await navigate(`/job/${job.id}`);
    } catch {
      // The API client has shown the error; the form stays open for another try.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="ADD JOB" size={580}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Job name"
            withAsterisk
            data-autofocus
            value={values.name}
            onChange={(e) => change({ name: e.currentTarget.value }, 'name')}
            error={errors.name}
            maxLength={255}
          />
          {clientId === undefined ? (
            <Select
              label="Client"
              withAsterisk
              placeholder="Select a client"
              searchable
              data={clients}
              value={values.clientId}
              onChange={(value) => change({ clientId: value }, 'client_id')}
              error={errors.client_id}
              nothingFoundMessage="No clients found"
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <DatePickerInput
            label="Due date"
            placeholder="DD-MM-YYYY"
            valueFormat="DD-MM-YYYY"
            clearable
            leftSection={<IconCalendar size={16} stroke={1.5} />}
            value={values.dueDate}
            onChange={(value) => change({ dueDate: value }, 'due_date')}
            error={errors.due_date}
          />
          <FormActions onCancel={close} pending={createJob.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
