import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { TOrder, TOrderUpdate } from '@jobflow/contract';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useOpenJobs } from '@/lib/open-jobs';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { SectionPanel } from '@/ui/section-panel';
import { useClientContacts } from '../api/get-client-contacts';
import { clientOfJob, clientOptionsOf, jobOptionsOf, supplierOptionsOf, toId, type TSelectOption } from './order-options';

export type OrderFormProps = {
  order: TOrder;
  /** Saves the fields together; throws the API client's error on failure. */
  onSave: (body: TOrderUpdate) => Promise<TOrder>;
};

type TValues = {
  purchase_order_no: string;
  job_id: string | null;
  delivery_to: string;
  special_instructions: string;
  supplier_id: string | null;
  client_id: string | null;
  contact_id: string | null;
  required_by: string | null;
  supplier_quote_no: string;
  supplier_invoice_po: string;
  description: string;
};

const idText = (id: number | null) => (id ? String(id) : null);

const valuesOf = (o: TOrder): TValues => ({
  purchase_order_no: o.purchase_order_no ?? '',
  job_id: idText(o.job_id),
  delivery_to: o.delivery_to ?? '',
  special_instructions: o.special_instructions ?? '',
  supplier_id: idText(o.supplier_id),
  client_id: idText(o.client_id),
  contact_id: idText(o.contact_id),
  required_by: o.required_by,
  supplier_quote_no: o.supplier_quote_no ?? '',
  supplier_invoice_po: o.supplier_invoice_po ?? '',
  description: o.description ?? '',
});

const sameValues = (a: TValues, b: TValues) => (Object.keys(a) as (keyof TValues)[]).every((k) => a[k] === b[k]);

/** Keeps the current choice listed while its list does not hold it (a closed job, a disabled contact). */
function withCurrent(list: TSelectOption[], value: string | null, label: string | undefined): TSelectOption[] {
  if (!value || list.some((o) => o.value === value)) return list;
  return [{ value, label: label ?? `#${value}` }, ...list];
}

/**
 * The order's fields, saved together with one Save (spec 2, order detail). Choosing a job
 * takes its company; another company drops a job and contact that are not its own. The
 * server's field messages show under the fields.
 */
export function OrderForm({ order, onSave }: OrderFormProps) {
  const options = useOptions();
  const [saved, setSaved] = useState<TValues>(() => valuesOf(order));
  const [values, setValues] = useState<TValues>(saved);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const clientId = toId(values.client_id);
  const contacts = useClientContacts(clientId);
  const { jobs, loading: jobsLoading } = useOpenJobs(clientId, { all: true });
  const dirty = !sameValues(values, saved);

  const change = (patch: Partial<TValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
  };
  const text = (field: 'purchase_order_no' | 'supplier_quote_no' | 'supplier_invoice_po' | 'delivery_to' | 'special_instructions' | 'description') => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => change({ [field]: e.currentTarget.value }),
    error: errors[field],
  });

  const onJob = (value: string | null) => {
    const jobClient = clientOfJob(jobs, toId(value));
    if (jobClient && jobClient !== clientId) change({ job_id: value, client_id: String(jobClient), contact_id: null });
    else change({ job_id: value });
  };
  const onClient = (value: string | null) => {
    if (value === values.client_id) return;
    const jobClient = clientOfJob(jobs, toId(values.job_id));
    change({ client_id: value, contact_id: null, job_id: jobClient !== null && String(jobClient) === value ? values.job_id : null });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = {
      purchase_order_no: values.purchase_order_no.trim(),
      job_id: values.job_id,
      delivery_to: values.delivery_to.trim(),
      special_instructions: values.special_instructions.trim(),
      supplier_id: values.supplier_id,
      client_id: values.client_id ?? '',
      contact_id: values.contact_id,
      required_by: values.required_by,
      supplier_quote_no: values.supplier_quote_no.trim(),
      supplier_invoice_po: values.supplier_invoice_po.trim(),
      description: values.description.trim(),
    };
    const checked = await validateForm((s) => s.ZOrderUpdateSchema, body);
    setErrors(checked.errors);
    if (!checked.success) return;
    setSaving(true);
    try {
      const next = valuesOf(await onSave(checked.data));
      setSaved(next);
      setValues(next);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const jobOptions = withCurrent(jobOptionsOf(options, jobs), values.job_id, order.job && String(order.job.id) === values.job_id ? `${order.job.job_no} · ${order.job.name}` : undefined);
  const contactOptions = withCurrent(
    (contacts.data ?? []).map((c) => ({ value: String(c.id), label: c.full_name })),
    values.contact_id,
    order.contact && String(order.contact.id) === values.contact_id ? order.contact.full_name : undefined,
  );
  const supplierOptions = withCurrent(supplierOptionsOf(options), values.supplier_id, order.supplier && String(order.supplier.id) === values.supplier_id ? order.supplier.name : undefined);

  return (
    <SectionPanel title="Order details" id="order-details">
      <form onSubmit={onSubmit} noValidate aria-label="Order details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Purchase order no" maxLength={128} {...text('purchase_order_no')} />
            <DatePickerInput
              label="Required by"
              placeholder="DD/MM/YYYY"
              valueFormat="DD/MM/YYYY"
              clearable
              firstDayOfWeek={1}
              leftSection={<IconCalendar size={16} stroke={1.6} />}
              leftSectionPointerEvents="none"
              value={values.required_by}
              onChange={(value) => change({ required_by: value ? dayjs(value).format('YYYY-MM-DD') : null })}
              error={errors.required_by}
            />
            <Select
              label="Job"
              placeholder={jobsLoading ? 'Loading jobs…' : 'No job'}
              data={jobOptions}
              value={values.job_id}
              onChange={onJob}
              error={errors.job_id}
              searchable
              clearable
              nothingFoundMessage="No open jobs of this company"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Supplier"
              placeholder="Select a supplier"
              data={supplierOptions}
              value={values.supplier_id}
              onChange={(value) => change({ supplier_id: value })}
              error={errors.supplier_id}
              searchable
              clearable
              nothingFoundMessage="No suppliers found"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Company"
              withAsterisk
              placeholder="Select the client"
              data={clientOptionsOf(options)}
              value={values.client_id}
              onChange={onClient}
              error={errors.client_id}
              searchable
              nothingFoundMessage="No clients found"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Contact"
              placeholder={contacts.isLoading ? 'Loading…' : contactOptions.length ? 'Select a contact' : 'No contacts'}
              data={contactOptions}
              value={values.contact_id}
              onChange={(value) => change({ contact_id: value })}
              error={errors.contact_id}
              searchable
              clearable
              disabled={!clientId}
              nothingFoundMessage="No contacts found"
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="Supplier quote no" maxLength={128} {...text('supplier_quote_no')} />
            <TextInput label="Supplier invoice/PO" maxLength={128} {...text('supplier_invoice_po')} />
            <AutoTextarea label="Delivery to" minRows={2} maxRows={6} {...text('delivery_to')} />
            <AutoTextarea label="Special instructions" minRows={2} maxRows={6} {...text('special_instructions')} />
          </SimpleGrid>
          {/* printed on the order under its items (the PDF's Description) */}
          <AutoTextarea label="Description" minRows={2} maxRows={10} {...text('description')} />
          <Group justify="flex-end" gap="sm">
            {dirty ? (
              <Text size="sm" c="dimmed">
                Unsaved changes
              </Text>
            ) : null}
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPanel>
  );
}
