import { useState, type FormEvent } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { COST_CATEGORY_MESSAGES, type TCostCategory } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { useSaveCostCategory } from '../api/save-cost-category';
import { FormActions } from '@/ui/form-actions';

type TValues = { name: string; description: string };

type FormProps = { category: TCostCategory | null; onClose: () => void };

function CostCategoryForm({ category, onClose }: FormProps) {
  const save = useSaveCostCategory();
  const [values, setValues] = useState<TValues>({ name: category?.name ?? '', description: category?.description ?? '' });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const field = (key: keyof TValues) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      // A corrected field drops its message.
      setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
    },
    error: errors[key],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = await validateForm((s) => s.ZCostCategoryCreateSchema, {
      name: values.name,
      description: values.description.trim() ? values.description : null,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      await save.mutateAsync(category ? { ...checked.data, id: category.id } : checked.data);
      notifySuccess(COST_CATEGORY_MESSAGES.saved);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus maxLength={255} {...field('name')} />
        <AutoTextarea label="Description" minRows={3} maxRows={8} maxLength={10_000} {...field('description')} />
        <FormActions onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}

export type CostCategoryModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The category to edit; null adds one. */
  category: TCostCategory | null;
};

/** Add or edit a cost category (400): name and description. */
export function CostCategoryModal({ opened, onClose, category }: CostCategoryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={category ? 'EDIT COST CATEGORY' : 'NEW COST CATEGORY'} size={400}>
      <CostCategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} />
    </Modal>
  );
}
