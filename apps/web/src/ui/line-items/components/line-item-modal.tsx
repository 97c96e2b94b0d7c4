import { useState, type FormEvent } from 'react';
import { Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@jobflow/contract';
import { serverFieldErrors } from '@/lib/server-field-errors';
import type { TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { useCostCategories } from '../api/get-cost-categories';
import { useCostRecords } from '../api/get-cost-records';
import {
  applyCostRecord,
  autoPickRecord,
  defaultCategoryId,
  emptyLineItemValues,
  lineItemPayload,
  lineItemValuesOf,
  mapServerFieldErrors,
  previewAmounts,
  validateLineItem,
  type TLineItem,
  type TLineItemMessages,
  type TLineItemPayload,
  type TLineItemValues,
  type TRateTouched,
} from '../line-item-rules';
import { FormActions } from '@/ui/form-actions';

export type TLineItemFieldLabels = {
  /** 'Qty/Hours' (quotes) or 'Qty' (orders) */
  quantity: string;
  /** 'Quote rate' or 'Sell rate' */
  rate: string;
  /** The amount in the preview line: 'Quoted' or 'Sell' */
  amount: string;
};

export type LineItemModalProps = {
  opened: boolean;
  onClose: () => void;
  /** 'ADD QUOTE ITEM', 'EDIT ORDER ITEM' ... */
  title: string;
  /** Edit this line (only changed fields are sent); absent: a new line. */
  item?: TLineItem | null;
  /** A new line pre-filled from this one (an order's duplicate action). Ignored with `item`. */
  template?: TLineItem | null;
  /** The tier whose sell price pre-fills the rate: the quote's price tier; orders pass 'tier1'. */
  priceTier: string | null | undefined;
  labels: TLineItemFieldLabels;
  messages: TLineItemMessages;
  /** The server's name of the rate field ('quote_rate', 'sell_rate'), to show its 422 message. */
  rateField: string;
  /**
   * Sends the line; resolve to close the dialog, throw (the API client's error) to keep it
   * open with the server's field messages. Not called for an edit that changed nothing.
   */
  onSubmit: (payload: TLineItemPayload) => Promise<unknown>;
};

/**
 * The add/edit line-item dialog (560) shared by quotes and orders (spec 2 section 5): a
 * category, then a cost item of that category (picked by itself when it is the only one);
 * the item fills the cost rate from its cost and the rate from the tier's sell price.
 */
export function LineItemModal(props: LineItemModalProps) {
  const { opened, onClose, title } = props;
  const [saving, setSaving] = useState(false);
  return (
    <Modal opened={opened} onClose={() => (saving ? undefined : onClose())} title={title} size={560}>
      {/* Mounted per opening, so every opening starts from the line (or an empty form). */}
      {opened ? <LineItemForm {...props} saving={saving} setSaving={setSaving} /> : null}
    </Modal>
  );
}

type LineItemFormProps = LineItemModalProps & { saving: boolean; setSaving: (saving: boolean) => void };

function LineItemForm({ onClose, item, template, priceTier, labels, messages, rateField, onSubmit, saving, setSaving }: LineItemFormProps) {
  const source = item ?? template ?? null;
  const [initial] = useState<TLineItemValues | null>(() => (source ? lineItemValuesOf(source) : null));
  const [values, setValues] = useState<TLineItemValues>(() => initial ?? emptyLineItemValues(null));
  // Rates of an existing line count as typed: a new pick does not overwrite them.
  const [touched, setTouched] = useState<TRateTouched>({ costRate: Boolean(source), rate: Boolean(source) });
  const [errors, setErrors] = useState<TFieldErrors>({});
  /** The category whose only record should be picked once its records arrive. */
  const [autoPickFor, setAutoPickFor] = useState<string | null>(null);

  const categories = useCostCategories();
  const categoryId = values.categoryId ? Number(values.categoryId) : null;
  const records = useCostRecords(categoryId);

  // A new line starts in the default category (id 1, else the first).
  if (!values.categoryId && !source && categories.data?.length) {
    const first = defaultCategoryId(categories.data);
    setValues((v) => ({ ...v, categoryId: first }));
    setAutoPickFor(first);
  }
  const pickRecord = (recordId: string | null, from: TLineItemValues) => {
    const record = records.data?.find((r) => String(r.id) === recordId);
    if (!record) return { ...from, costMatrixId: null };
    return applyCostRecord(from, record, priceTier, touched);
  };
  if (autoPickFor !== null && autoPickFor === values.categoryId && records.data && !records.isFetching) {
    setAutoPickFor(null);
    const only = autoPickRecord(records.data);
    if (only && !values.costMatrixId) setValues(pickRecord(String(only.id), values));
  }

  const change = (patch: Partial<TLineItemValues>, field: string) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onCategory = (next: string | null) => {
    if (next === values.categoryId) return;
    // A new category clears the item and the rates it filled.
    setValues((v) => ({
      ...v,
      categoryId: next,
      costMatrixId: null,
      costRate: touched.costRate ? v.costRate : '',
      rate: touched.rate ? v.rate : '',
    }));
    setErrors((e) => ({ ...e, cost_matrix_id: undefined }));
    setAutoPickFor(next);
  };

  const onRecord = (next: string | null) => {
    setValues((v) => pickRecord(next, v));
    setErrors((e) => ({ ...e, cost_matrix_id: undefined, rate: undefined, cost_rate: undefined }));
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateLineItem(values, messages);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const payload = lineItemPayload(values, item ? (initial ?? undefined) : undefined);
    if (item && Object.keys(payload).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(payload);
      setSaving(false);
      onClose();
    } catch (error) {
      setSaving(false);
      setErrors(mapServerFieldErrors(serverFieldErrors(error), rateField));
    }
  };

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const recordOptions = (records.data ?? []).map((r) => ({ value: String(r.id), label: r.description }));
  // The line's own cost item stays choosable while its category's records load.
  if (source && values.costMatrixId === String(source.cost_matrix_id) && !recordOptions.some((o) => o.value === values.costMatrixId)) {
    recordOptions.push({ value: String(source.cost_matrix_id), label: source.cost_description });
  }
  const preview = previewAmounts(values);

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
            onChange={onRecord}
            error={errors.cost_matrix_id}
            searchable
            nothingFoundMessage="No cost items found"
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <AutoTextarea
          label="Details"
          withAsterisk={Boolean(messages.enterDetails)}
          minRows={2}
          maxRows={6}
          maxLength={10_000}
          value={values.details}
          onChange={(e) => change({ details: e.currentTarget.value }, 'details')}
          error={errors.details}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={labels.quantity}
            inputMode="decimal"
            value={values.quantity}
            onChange={(e) => change({ quantity: e.currentTarget.value }, 'quantity')}
            error={errors.quantity}
            styles={{ input: { textAlign: 'right' } }}
            className="tabular"
          />
          <TextInput
            label="Cost rate"
            inputMode="decimal"
            leftSection="$"
            value={values.costRate}
            onChange={(e) => {
              setTouched((t) => ({ ...t, costRate: true }));
              change({ costRate: e.currentTarget.value }, 'cost_rate');
            }}
            error={errors.cost_rate}
            styles={{ input: { textAlign: 'right' } }}
            className="tabular"
          />
          <TextInput
            label={labels.rate}
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            value={values.rate}
            onChange={(e) => {
              setTouched((t) => ({ ...t, rate: true }));
              change({ rate: e.currentTarget.value }, 'rate');
            }}
            error={errors.rate}
            styles={{ input: { textAlign: 'right' } }}
            className="tabular"
          />
        </SimpleGrid>
        <Group gap="lg" justify="flex-end" aria-label="Line amounts" role="group">
          <Text size="xs" c="dimmed">
            Cost <b className="tabular">{formatMoney(preview.cost)}</b>
          </Text>
          <Text size="xs" c="dimmed">
            Markup <b className="tabular">{formatMoney(preview.markup)}</b>
          </Text>
          <Text size="xs" c="dimmed">
            {labels.amount} <b className="tabular">{formatMoney(preview.amount)}</b>
          </Text>
        </Group>
        <FormActions onCancel={onClose} pending={saving} />
      </Stack>
    </form>
  );
}
