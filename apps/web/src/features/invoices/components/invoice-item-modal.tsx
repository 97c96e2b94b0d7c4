import { useState, type FormEvent } from 'react';
import { Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, lineAmounts, parseMoneyInput, parseQuantityInput, tierSellPrice, type TInvoiceItem } from '@jobflow/contract';
import { serverFieldErrors } from '@/lib/server-field-errors';
import type { TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { useCostCategories } from '@/ui/line-items/api/get-cost-categories';
import { useCostRecords } from '@/ui/line-items/api/get-cost-records';
import { autoPickRecord, defaultCategoryId } from '@/ui/line-items/line-item-rules';
import type { TInvoiceItemUpdateInput } from '../api/update-invoice-item';
import { emptyInvoiceItemValues, invoiceItemPayload, invoiceItemValuesOf, validateInvoiceItem, type TInvoiceItemValues } from './invoice-item-rules';
import { FormActions } from '@/ui/form-actions';

/** Invoices price at tier1 (spec 2 section 5). */
const INVOICE_TIER = 'tier1';

export type InvoiceItemModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Edit this line (only changed fields are sent); null: a new line. */
  item: TInvoiceItem | null;
  /** Resolve to close; throw (the API client's error) to stay open with the server's field messages. */
  onSubmit: (body: TInvoiceItemUpdateInput) => Promise<unknown>;
};

/**
 * ADD / EDIT INVOICE ITEM (560): the shared cost pickers (category, then its cost item, picked
 * by itself when it is the only one), description, qty/hours and invoice rate. The rate fills
 * from the item's tier1 sell price; left empty, the server fills it the same way.
 */
export function InvoiceItemModal(props: InvoiceItemModalProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      opened={props.opened}
      onClose={() => (saving ? undefined : props.onClose())}
      title={props.item ? 'EDIT INVOICE ITEM' : 'ADD INVOICE ITEM'}
      size={560}
      closeOnClickOutside={false}
    >
      {props.opened ? <InvoiceItemForm {...props} saving={saving} setSaving={setSaving} /> : null}
    </Modal>
  );
}

type InvoiceItemFormProps = InvoiceItemModalProps & { saving: boolean; setSaving: (saving: boolean) => void };

function InvoiceItemForm({ onClose, item, onSubmit, saving, setSaving }: InvoiceItemFormProps) {
  const [initial] = useState<TInvoiceItemValues | null>(() => (item ? invoiceItemValuesOf(item) : null));
  const [values, setValues] = useState<TInvoiceItemValues>(() => initial ?? emptyInvoiceItemValues());
  // A typed rate (or an existing line's) is never overwritten by a pick.
  const [rateTouched, setRateTouched] = useState(Boolean(item));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [autoPickFor, setAutoPickFor] = useState<string | null>(null);
  const categories = useCostCategories();
  const records = useCostRecords(values.categoryId ? Number(values.categoryId) : null);

  if (!values.categoryId && !item && categories.data?.length) {
    const first = defaultCategoryId(categories.data);
    setValues((v) => ({ ...v, categoryId: first }));
    setAutoPickFor(first);
  }
  const pickRecord = (recordId: string | null, from: TInvoiceItemValues): TInvoiceItemValues => {
    const record = records.data?.find((r) => String(r.id) === recordId);
    if (!record) return { ...from, costMatrixId: null };
    const keepRate = rateTouched && from.rate.trim() !== '';
    return { ...from, costMatrixId: String(record.id), rate: keepRate ? from.rate : tierSellPrice(record, INVOICE_TIER) };
  };
  if (autoPickFor !== null && autoPickFor === values.categoryId && records.data && !records.isFetching) {
    setAutoPickFor(null);
    const only = autoPickRecord(records.data);
    if (only && !values.costMatrixId) setValues(pickRecord(String(only.id), values));
  }

  const change = (patch: Partial<TInvoiceItemValues>, field: string) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onCategory = (next: string | null) => {
    if (next === values.categoryId) return;
    setValues((v) => ({ ...v, categoryId: next, costMatrixId: null, rate: rateTouched ? v.rate : '' }));
    setErrors((e) => ({ ...e, cost_matrix_id: undefined }));
    setAutoPickFor(next);
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateInvoiceItem(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body = invoiceItemPayload(values, initial ?? undefined);
    if (item && Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(body);
      setSaving(false);
      onClose();
    } catch (error) {
      setSaving(false);
      setErrors(serverFieldErrors(error));
    }
  };

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const recordOptions = (records.data ?? []).map((r) => ({ value: String(r.id), label: r.description }));
  if (item?.cost && values.costMatrixId === String(item.cost.id) && !recordOptions.some((o) => o.value === values.costMatrixId)) {
    recordOptions.push({ value: String(item.cost.id), label: item.cost.description });
  }
  const amount = lineAmounts({ quantity: parseQuantityInput(values.quantity) ?? '0', cost_rate: '0', rate: parseMoneyInput(values.rate) ?? '0' }).amount;

  return (
    <form onSubmit={onSave} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Category"
            placeholder={categories.isLoading ? 'Loading…' : 'Select a category'}
            data={categoryOptions}
            value={values.categoryId}
            onChange={onCategory}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No categories found"
            comboboxProps={{ withinPortal: true }}
            // focused as the dialog opens, its list waits for a click or a key: open, it would cover the fields below
            openOnFocus={false}
            data-autofocus
          />
          <Select
            label="Item"
            withAsterisk
            placeholder={records.isLoading ? 'Loading…' : recordOptions.length ? 'Select a cost item' : 'No items in this category'}
            data={recordOptions}
            value={values.costMatrixId}
            onChange={(next) => {
              setValues((v) => pickRecord(next, v));
              setErrors((e) => ({ ...e, cost_matrix_id: undefined, rate: undefined }));
            }}
            error={errors.cost_matrix_id}
            searchable
            nothingFoundMessage="No cost items found"
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <AutoTextarea
          label="Description"
          withAsterisk
          minRows={2}
          maxRows={6}
          maxLength={10_000}
          value={values.description}
          onChange={(e) => change({ description: e.currentTarget.value }, 'description')}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Qty/Hours"
            inputMode="decimal"
            value={values.quantity}
            onChange={(e) => change({ quantity: e.currentTarget.value }, 'quantity')}
            error={errors.quantity}
            styles={{ input: { textAlign: 'right' } }}
            className="tabular"
          />
          <TextInput
            label="Invoice rate"
            description="Empty: the item's tier 1 sell price"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="decimal"
            leftSection="$"
            value={values.rate}
            onChange={(e) => {
              setRateTouched(true);
              change({ rate: e.currentTarget.value }, 'rate');
            }}
            error={errors.rate}
            styles={{ input: { textAlign: 'right' } }}
            className="tabular"
          />
        </SimpleGrid>
        <Group gap="lg" justify="flex-end" aria-label="Line amounts" role="group">
          <Text size="xs" c="dimmed">
            Invoiced <b className="tabular">{formatMoney(amount)}</b>
          </Text>
        </Group>
        <FormActions onCancel={onClose} pending={saving} />
      </Stack>
    </form>
  );
}
