import { useState, type FormEvent } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ORDER_MESSAGES, type TOrder } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useOpenJobs } from '@/lib/open-jobs';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { useCreateOrder } from '../api/create-order';
import { clientOfJob, clientOptionsOf, jobOptionsOf, supplierOptionsOf, toId } from './order-options';
import { FormActions } from '@/ui/form-actions';

export type AddOrderModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Preset job (the job page's ORDERS panel, which presets its client too). */
  jobId?: number;
  /** Preset supplier (a supplier's page). */
  supplierId?: number;
  /** Preset company (client). */
  clientId?: number;
  /** Called with the new order; without it the new order opens (spec 2 section 2). */
  onCreated?: (order: TOrder) => void;
};

type TValues = { name: string; jobId: string | null; clientId: string | null; supplierId: string | null; description: string };

const initialValues = ({ jobId, supplierId, clientId }: Pick<AddOrderModalProps, 'jobId' | 'supplierId' | 'clientId'>): TValues => ({
  name: '',
  jobId: jobId ? String(jobId) : null,
  clientId: clientId ? String(clientId) : null,
  supplierId: supplierId ? String(supplierId) : null,
  description: '',
});

/**
 * ADD ORDER (560): name, job, company, supplier and an optional description (spec 1 section 5).
 * Choosing a job fills its company (spec 2 section 5); a company that is not the job's clears
 * the job.
 */
export function AddOrderModal({ opened, onClose, jobId, supplierId, clientId, onCreated }: AddOrderModalProps) {
  const navigate = useNavigate();
  const options = useOptions();
  const create = useCreateOrder();
  const [values, setValues] = useState<TValues>(() => initialValues({ jobId, supplierId, clientId }));
  // Before a company is chosen the job list holds every open job (asked for once the form is open).
  const { jobs, loading: jobsLoading } = useOpenJobs(toId(values.clientId), { all: true, enabled: opened });
  const [errors, setErrors] = useState<TFieldErrors>({});

  // Opening again (or with other presets) starts from the presets.
  const presetKey = `${opened}-${jobId ?? ''}-${supplierId ?? ''}-${clientId ?? ''}`;
  const [shownFor, setShownFor] = useState(presetKey);
  if (shownFor !== presetKey) {
    setShownFor(presetKey);
    if (opened) {
      setValues(initialValues({ jobId, supplierId, clientId }));
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

  const onJob = (value: string | null) => {
    const client = clientOfJob(jobs, toId(value));
    change({ jobId: value, ...(client ? { clientId: String(client) } : {}) }, 'job_id', 'client_id');
  };
  const onClient = (value: string | null) => {
    const jobClient = clientOfJob(jobs, toId(values.jobId));
    const keepJob = value !== null && jobClient === toId(value);
    change({ clientId: value, jobId: keepJob ? values.jobId : null }, 'client_id', 'job_id');
  };

  const close = () => {
    if (create.isPending) return;
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZOrderCreateSchema, {
      name: values.name,
      client_id: values.clientId ?? '',
      job_id: values.jobId,
      supplier_id: values.supplierId,
      description: values.description.trim() || null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const order = await create.mutateAsync(checked.data);
      notifySuccess(ORDER_MESSAGES.added(order.name));
      onClose();
      if (onCreated) onCreated(order);
      else await navigate(`/orders/${order.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const jobOptions = jobOptionsOf(options, jobs);
  // A preset job that is no longer open is still named.
  if (values.jobId && !jobOptions.some((o) => o.value === values.jobId)) jobOptions.unshift({ value: values.jobId, label: `Job ${values.jobId}` });
  return (
    <Modal opened={opened} onClose={close} title="ADD ORDER" size={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Order name"
            withAsterisk
            data-autofocus
            maxLength={255}
            value={values.name}
            onChange={(e) => change({ name: e.currentTarget.value }, 'name')}
            error={errors.name}
          />
          <Select
            label="Job"
            placeholder={jobsLoading ? 'Loading jobs…' : 'No job'}
            data={jobOptions}
            value={values.jobId}
            onChange={onJob}
            error={errors.job_id}
            searchable
            clearable
            disabled={jobId !== undefined}
            nothingFoundMessage="No open jobs found"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Company"
            withAsterisk
            placeholder="Select the client"
            data={clientOptionsOf(options)}
            value={values.clientId}
            onChange={onClient}
            error={errors.client_id}
            searchable
            disabled={jobId !== undefined}
            nothingFoundMessage="No clients found"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Supplier"
            placeholder="Select a supplier"
            data={supplierOptionsOf(options)}
            value={values.supplierId}
            onChange={(value) => change({ supplierId: value }, 'supplier_id')}
            error={errors.supplier_id}
            searchable
            clearable
            nothingFoundMessage="No suppliers found"
            comboboxProps={{ withinPortal: true }}
          />
          <AutoTextarea
            label="Description"
            minRows={2}
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
