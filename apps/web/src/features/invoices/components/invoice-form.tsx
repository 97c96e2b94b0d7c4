import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconArrowRight, IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DEFAULT_INVOICE_TERMS, INVOICE_TERM_LABELS, INVOICE_TERMS, formatDate, type TInvoice, type TInvoiceUpdate } from '@jobflow/contract';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useOpenJobs } from '@/lib/open-jobs';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { Link } from '@/ui/link';
import { SectionPanel } from '@/ui/section-panel';
import { useClientContacts } from '../api/get-client-contacts';
import { clientOptionsOf, jobOptionsOf, supplierOptionsOf, toId, withCurrent } from './invoice-options';

export type InvoiceFormProps = {
  invoice: TInvoice;
  /** Saves the fields together; throws the API client's error on failure. */
  onSave: (body: TInvoiceUpdate) => Promise<TInvoice>;
};

type TValues = {
  invoice_date: string | null;
  client_po: string;
  job_id: string | null;
  supplier_id: string | null;
  client_id: string | null;
  contact_id: string | null;
  terms: string;
  paid_date: string | null;
  note: string;
};

const idText = (id: number | null) => (id ? String(id) : null);

const valuesOf = (i: TInvoice): TValues => ({
  invoice_date: i.invoice_date,
  client_po: i.client_po ?? '',
  job_id: idText(i.job_id),
  supplier_id: idText(i.supplier_id),
  client_id: idText(i.client_id),
  contact_id: idText(i.contact_id),
  terms: i.terms || DEFAULT_INVOICE_TERMS,
  paid_date: i.paid_date,
  note: i.note ?? '',
});

const sameValues = (a: TValues, b: TValues) => (Object.keys(a) as (keyof TValues)[]).every((k) => a[k] === b[k]);
const TERM_OPTIONS = INVOICE_TERMS.map((t) => ({ value: t, label: INVOICE_TERM_LABELS[t] }));
const isoOf = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : null);

type DateFieldProps = { label: string; value: string | null; onChange: (iso: string | null) => void; error?: string };

function DateField({ label, value, onChange, error }: DateFieldProps) {
  return (
    <DatePickerInput
      label={label}
      placeholder="DD/MM/YYYY"
      valueFormat="DD/MM/YYYY"
      clearable
      firstDayOfWeek={1}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      leftSectionPointerEvents="none"
      value={value}
      onChange={(next) => onChange(isoOf(next))}
      error={error}
    />
  );
}

/**
 * INVOICE DETAILS (spec 2 "Invoice detail"): invoice date, client PO, related job ('Go to
 * job'), supplier, company (cannot be cleared), contact (the company's), terms, date paid and
 * note, saved together. Another company drops a job and a contact that are not its own.
 */
export function InvoiceForm({ invoice, onSave }: InvoiceFormProps) {
  const options = useOptions();
  const [saved, setSaved] = useState<TValues>(() => valuesOf(invoice));
  const [values, setValues] = useState<TValues>(saved);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const clientId = toId(values.client_id);
  const contacts = useClientContacts(clientId);
  const openJobs = useOpenJobs(clientId);
  const dirty = !sameValues(values, saved);

  // A save elsewhere (the header's status) brought new values the user has not touched here.
  const incoming = valuesOf(invoice);
  if (!sameValues(incoming, saved) && !dirty) {
    setSaved(incoming);
    setValues(incoming);
  }

  const change = (patch: Partial<TValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
  };

  const onClient = (value: string | null) => {
    // The company cannot be cleared (spec 2).
    if (!value || value === values.client_id) return;
    // A job belongs to one client (the server holds to it): the invoice leaves the old client's.
    change({ client_id: value, contact_id: null, job_id: null });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = await validateForm((s) => s.ZInvoiceUpdateSchema, {
      invoice_date: values.invoice_date,
      client_po: values.client_po.trim() || null,
      job_id: values.job_id,
      supplier_id: values.supplier_id,
      client_id: values.client_id ?? '',
      contact_id: values.contact_id,
      terms: values.terms,
      paid_date: values.paid_date,
      note: values.note.trim() || null,
    });
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

  const jobOptions = withCurrent(jobOptionsOf(options, clientId, openJobs.jobs), values.job_id, invoice.job && String(invoice.job.id) === values.job_id ? `${invoice.job.job_no} · ${invoice.job.name}` : undefined);
  const contactOptions = withCurrent(
    (contacts.data ?? []).map((c) => ({ value: String(c.id), label: c.full_name })),
    values.contact_id,
    invoice.contact && String(invoice.contact.id) === values.contact_id ? invoice.contact.full_name : undefined,
  );
  const supplierOptions = withCurrent(supplierOptionsOf(options), values.supplier_id, invoice.supplier && String(invoice.supplier.id) === values.supplier_id ? invoice.supplier.name : undefined);
  const savedJobId = saved.job_id;

  return (
    <SectionPanel title="INVOICE DETAILS" id="invoice-details">
      <form onSubmit={onSubmit} noValidate aria-label="Invoice details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <DateField label="Invoice date" value={values.invoice_date} onChange={(invoice_date) => change({ invoice_date })} error={errors.invoice_date} />
            <TextInput
              label="Client PO"
              maxLength={128}
              value={values.client_po}
              onChange={(e) => change({ client_po: e.currentTarget.value })}
              error={errors.client_po}
            />
            <Stack gap={4}>
              <Select
                label="Related job"
                placeholder={openJobs.loading ? 'Loading jobs…' : 'No job'}
                data={jobOptions}
                value={values.job_id}
                onChange={(job_id) => change({ job_id })}
                error={errors.job_id}
                searchable
                clearable
                nothingFoundMessage="No jobs of this company"
                comboboxProps={{ withinPortal: true }}
              />
              {savedJobId ? (
                <Anchor component={Link} to={`/job/${savedJobId}`} size="xs" fw={500}>
                  <Group gap={4} component="span" wrap="nowrap">
                    Go to job <IconArrowRight size={12} />
                  </Group>
                </Anchor>
              ) : null}
            </Stack>
            <Select
              label="Supplier"
              placeholder="No supplier"
              data={supplierOptions}
              value={values.supplier_id}
              onChange={(supplier_id) => change({ supplier_id })}
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
              allowDeselect={false}
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
              onChange={(contact_id) => change({ contact_id })}
              error={errors.contact_id}
              searchable
              clearable
              disabled={!clientId}
              nothingFoundMessage="No contacts found"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Terms"
              data={TERM_OPTIONS}
              value={values.terms}
              onChange={(terms) => change({ terms: terms ?? DEFAULT_INVOICE_TERMS })}
              allowDeselect={false}
              error={errors.terms}
              description={invoice.due_date && !dirty ? `Due ${formatDate(invoice.due_date)}` : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              comboboxProps={{ withinPortal: true }}
            />
            <DateField label="Date paid" value={values.paid_date} onChange={(paid_date) => change({ paid_date })} error={errors.paid_date} />
          </SimpleGrid>
          <AutoTextarea
            label="Note"
            minRows={2}
            maxRows={6}
            maxLength={10_000}
            value={values.note}
            onChange={(e) => change({ note: e.currentTarget.value })}
            error={errors.note}
          />
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
