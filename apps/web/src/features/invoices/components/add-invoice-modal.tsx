import { useState, type FormEvent } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { INVOICE_MESSAGES, type TInvoice } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useOpenJobs } from '@/lib/open-jobs';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { useCreateInvoice } from '../api/create-invoice';
import { clientOptionsOf, jobOptionsOf, toId } from './invoice-options';
import { FormActions } from '@/ui/form-actions';

export type AddInvoiceModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Preset job (the job page's INVOICES panel) and its client. */
  jobId?: number;
  clientId?: number;
  /** Called with the new invoice; without it the new invoice opens (spec 2 "Invoices list"). */
  onCreated?: (invoice: TInvoice) => void;
};

type TValues = { name: string; clientId: string | null; jobId: string | null; description: string };

const initialValues = (jobId?: number, clientId?: number): TValues => ({
  name: '',
  clientId: clientId ? String(clientId) : null,
  jobId: jobId ? String(jobId) : null,
  description: '',
});

/** ADD INVOICE (560): name and client required ('Please select the client'), a job of that client, a description. */
export function AddInvoiceModal({ opened, onClose, jobId, clientId, onCreated }: AddInvoiceModalProps) {
  const navigate = useNavigate();
  const options = useOptions();
  const create = useCreateInvoice();
  const [values, setValues] = useState<TValues>(() => initialValues(jobId, clientId));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const openJobs = useOpenJobs(toId(values.clientId), { enabled: opened });

  // Opening again starts from the presets.
  const presetKey = `${opened}-${jobId ?? ''}-${clientId ?? ''}`;
  const [shownFor, setShownFor] = useState(presetKey);
  if (shownFor !== presetKey) {
    setShownFor(presetKey);
    if (opened) {
      setValues(initialValues(jobId, clientId));
      setErrors({});
    }
  }

  const change = (patch: Partial<TValues>, ...fields: string[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });
  };

  const close = () => {
    if (create.isPending) return;
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZInvoiceCreateSchema, {
      name: values.name,
      client_id: values.clientId ?? '',
      job_id: values.jobId,
      description: values.description.trim() || null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const invoice = await create.mutateAsync(checked.data);
      notifySuccess(INVOICE_MESSAGES.added(invoice.name));
      onClose();
      if (onCreated) onCreated(invoice);
      else await navigate(`/invoices/${invoice.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const jobOptions = jobOptionsOf(options, toId(values.clientId), openJobs.jobs);
  if (values.jobId && !jobOptions.some((o) => o.value === values.jobId)) jobOptions.unshift({ value: values.jobId, label: `Job ${values.jobId}` });
  const presetJob = jobId !== undefined;

  return (
    <Modal opened={opened} onClose={close} title="ADD INVOICE" size={560} closeOnClickOutside={false}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Invoice name"
            withAsterisk
            data-autofocus
            maxLength={255}
            value={values.name}
            onChange={(e) => change({ name: e.currentTarget.value }, 'name')}
            error={errors.name}
          />
          <Select
            label="Client"
            withAsterisk
            placeholder="Select the client"
            data={clientOptionsOf(options)}
            value={values.clientId}
            // Another client drops a job that is not its own.
            onChange={(value) => change({ clientId: value, jobId: null }, 'client_id', 'job_id')}
            error={errors.client_id}
            searchable
            disabled={presetJob}
            nothingFoundMessage="No clients found"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Job"
            placeholder={!values.clientId ? 'Select the client first' : openJobs.loading ? 'Loading jobs…' : 'No job'}
            data={jobOptions}
            value={values.jobId}
            onChange={(value) => change({ jobId: value }, 'job_id')}
            error={errors.job_id}
            searchable
            clearable
            disabled={presetJob || !values.clientId}
            nothingFoundMessage="No jobs of this client"
            comboboxProps={{ withinPortal: true }}
          />
          <AutoTextarea
            label="Description"
            minRows={3}
            maxRows={8}
            value={values.description}
            onChange={(e) => change({ description: e.currentTarget.value }, 'description')}
            error={errors.description}
          />
          <FormActions onCancel={close} pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
