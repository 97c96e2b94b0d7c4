import { useState, type FormEvent } from 'react';
import { Divider, Modal, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { COST_MATRIX_MESSAGES, PRICE_TIERS, type TCostMatrixRecord } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { useCostCategories } from '../api/get-cost-categories';
import { useCreateCostMatrixRecord } from '../api/create-cost-matrix-record';
import { useCostMatrixRecord } from '../api/get-cost-matrix-record';
import { useUpdateCostMatrixRecord } from '../api/update-cost-matrix-record';
import { changedFields, type TMoneyField } from './changed-fields';
import { SELL_BASIS_OPTIONS } from './sell-basis';
import { FocusOnArrival } from '@/ui/focus-on-arrival';
import { FormActions } from '@/ui/form-actions';

type TTierField = Exclude<TMoneyField, 'cost'>;

const TIER_FIELDS = PRICE_TIERS.map((tier, i) => ({ key: `sell_${tier}` as TTierField, label: `Tier ${i + 1} sell` }));

type TValues = {
  category_id: string | null;
  sell_basis: string | null;
  description: string;
  xero_code: string;
} & Record<TMoneyField, string>;

function valuesOf(record: TCostMatrixRecord | null, categoryId: number | null): TValues {
  return {
    category_id: record ? String(record.category_id) : categoryId ? String(categoryId) : null,
    sell_basis: record?.sell_basis ?? 'quantity',
    description: record?.description ?? '',
    xero_code: record?.xero_code ?? '',
    cost: record?.cost ?? '',
    sell_tier1: record?.sell_tier1 ?? '',
    sell_tier2: record?.sell_tier2 ?? '',
    sell_tier3: record?.sell_tier3 ?? '',
    sell_tier4: record?.sell_tier4 ?? '',
  };
}

type FormProps = {
  record: TCostMatrixRecord | null;
  /** A new record starts in this category (the list's category filter). */
  defaultCategoryId: number | null;
  onClose: () => void;
};

function CostRecordForm({ record, defaultCategoryId, onClose }: FormProps) {
  const categories = useCostCategories();
  const create = useCreateCostMatrixRecord();
  const update = useUpdateCostMatrixRecord();
  const saving = create.isPending || update.isPending;
  const [values, setValues] = useState<TValues>(() => valuesOf(record, defaultCategoryId));
  const [errors, setErrors] = useState<TFieldErrors>({});

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field drops its message.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const text = (key: 'description' | 'xero_code' | TMoneyField) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });
  const money = (key: TMoneyField) => ({
    ...text(key),
    leftSection: '$',
    inputMode: 'decimal' as const,
    classNames: { input: 'tabular' },
    maxLength: 20,
  });

  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = await validateForm((s) => s.ZCostMatrixCreateSchema, {
      ...values,
      category_id: values.category_id ?? undefined,
      xero_code: values.xero_code.trim() || null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      if (record) {
        const body = changedFields(record, checked.data);
        // Nothing changed: the spec reports success and closes without a call.
        if (Object.keys(body).length) await update.mutateAsync({ ...body, id: record.id });
        notifySuccess(COST_MATRIX_MESSAGES.updated);
      } else {
        await create.mutateAsync(checked.data);
        notifySuccess(COST_MATRIX_MESSAGES.created);
      }
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Category"
            withAsterisk
            data-autofocus
            placeholder="Select a category"
            data={categoryOptions}
            value={values.category_id}
            onChange={(value) => set('category_id', value)}
            searchable
            // Focus lands here when the dialog opens; the list opens on click or typing.
            openOnFocus={false}
            nothingFoundMessage={categories.data ? 'No categories found' : 'Loading...'}
            error={errors.category_id}
          />
          <Select
            label="Sell basis"
            withAsterisk
            data={SELL_BASIS_OPTIONS}
            value={values.sell_basis}
            onChange={(value) => set('sell_basis', value)}
            allowDeselect={false}
            error={errors.sell_basis}
          />
        </SimpleGrid>
        <AutoTextarea label="Description" withAsterisk minRows={2} maxRows={6} maxLength={2000} {...text('description')} />
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="Cost" {...money('cost')} />
          <TextInput label="Xero code" maxLength={64} {...text('xero_code')} />
        </SimpleGrid>
        <Stack gap="xs">
          <Divider label="Sell price per tier" labelPosition="left" />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            {TIER_FIELDS.map((tier) => (
              <TextInput key={tier.key} label={tier.label} size="sm" {...money(tier.key)} />
            ))}
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} pending={saving} />
      </Stack>
    </form>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the cost matrix record">
      <Skeleton height={36} />
      <Skeleton height={60} />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  );
}

function EditBody({ recordId, onClose }: { recordId: number; onClose: () => void }) {
  const record = useCostMatrixRecord(recordId);
  if (!record.data || !record.isFetchedAfterMount) return <FormSkeleton />;
  return (
    <FocusOnArrival>
      <CostRecordForm record={record.data} defaultCategoryId={null} onClose={onClose} />
    </FocusOnArrival>
  );
}

export type CostRecordModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The record to edit; null adds one. */
  recordId: number | null;
  /** A new record starts in this category. */
  defaultCategoryId?: number | null;
};

/** NEW COST RECORD and EDIT COST RECORD (560). */
export function CostRecordModal({ opened, onClose, recordId, defaultCategoryId = null }: CostRecordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={recordId === null ? 'NEW COST RECORD' : 'EDIT COST RECORD'} size={560}>
      {recordId === null ? (
        <CostRecordForm record={null} defaultCategoryId={defaultCategoryId} onClose={onClose} />
      ) : (
        <EditBody key={recordId} recordId={recordId} onClose={onClose} />
      )}
    </Modal>
  );
}
