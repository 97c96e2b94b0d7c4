import { useState, type FormEvent } from 'react';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PRODUCT_SENDER_EMAIL } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useAuthUser } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { useCreateEmailTemplate } from '../api/create-email-template';
import { FormActions } from '@/ui/form-actions';

type TValues = { name: string; email_subject: string; from_name: string; from_email: string };

function TemplateForm({ onClose }: { onClose: () => void }) {
  const user = useAuthUser();
  const navigate = useNavigate();
  const create = useCreateEmailTemplate();
  const [values, setValues] = useState<TValues>({
    name: '',
    email_subject: '',
    from_name: user.company.name,
    from_email: PRODUCT_SENDER_EMAIL,
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const field = (key: keyof TValues) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    },
    error: errors[key],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = await validateForm((s) => s.ZEmailTemplateInputSchema, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      const template = await create.mutateAsync(checked.data);
      notifySuccess('Template added successfully');
      onClose();
      await navigate(`/settings/email-templates/${template.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus maxLength={255} {...field('name')} />
        <TextInput label="Subject" withAsterisk maxLength={255} {...field('email_subject')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="From name" withAsterisk maxLength={255} {...field('from_name')} />
          <TextInput label="From email" type="email" withAsterisk maxLength={255} {...field('from_email')} />
        </SimpleGrid>
        <FormActions onCancel={onClose} pending={create.isPending} />
      </Stack>
    </form>
  );
}

export type AddTemplateModalProps = { opened: boolean; onClose: () => void };

/** NEW EMAIL TEMPLATE (560); the new template's page opens afterwards. */
export function AddTemplateModal({ opened, onClose }: AddTemplateModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="NEW EMAIL TEMPLATE" size={560}>
      <TemplateForm onClose={onClose} />
    </Modal>
  );
}
