import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Anchor, Modal, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TContact } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { AutoTextarea } from '@/ui/auto-textarea';
import { NEW_COMPANY_ID, useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { clearFieldErrors, serverFieldErrors } from './server-field-errors';
import { FormActions } from '@/ui/form-actions';

const PASSWORD_MISMATCH = 'Password and password confirmation does not match!';

export type ContactModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The contact to edit; without it the dialog adds one. */
  contact?: TContact | null;
  /** Adding from a company's page: the company is fixed and not asked for. */
  company?: { id: number; name: string } | null;
};

type TValues = {
  clientId: string | null;
  newCompany: boolean;
  clientName: string;
  clientIsSupplier: '0' | '1';
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  phone: string;
  note: string;
  password: string;
  password_confirmation: string;
  send_welcome: boolean;
};

/** Form keys whose messages come under another (the API's) field name. */
const ERROR_KEYS: Partial<Record<keyof TValues, string>> = { clientId: 'client_id', clientName: 'client_name' };

function initialValues(contact?: TContact | null, company?: { id: number } | null): TValues {
  return {
    clientId: company ? String(company.id) : contact ? String(contact.client_id) : null,
    newCompany: false,
    clientName: '',
    clientIsSupplier: '0',
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    role: contact?.role ?? '',
    phone: contact?.phone ?? '',
    note: contact?.note ?? '',
    password: '',
    password_confirmation: '',
    send_welcome: true,
  };
}

/** Only what changed, as POST /clients/{id}/members/{memberId} takes it. */
function changedFields(contact: TContact, v: TValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const text = ['first_name', 'last_name', 'email', 'role', 'phone', 'note'] as const;
  for (const field of text) if (v[field].trim() !== (contact[field] ?? '')) body[field] = v[field];
  if (v.password || v.password_confirmation) {
    body.password = v.password;
    body.password_confirmation = v.password_confirmation;
  }
  return body;
}

/**
 * NEW CONTACT / EDIT CONTACT (560). Added from the directory it asks for the company, or
 * creates a new client or supplier with the contact (spec 2 section 5, Add contact).
 */
export function ContactModal({ opened, onClose, contact, company }: ContactModalProps) {
  const options = useOptions();
  const create = useCreateContact();
  const update = useUpdateContact();
  const editing = Boolean(contact);
  const [values, setValues] = useState<TValues>(() => initialValues(contact, company));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const saving = create.isPending || update.isPending;

  // A different contact (or company) opened: start from its values.
  const openedFor = `${contact?.id ?? 'new'}:${company?.id ?? ''}:${opened}`;
  const [lastOpenedFor, setLastOpenedFor] = useState(openedFor);
  if (openedFor !== lastOpenedFor) {
    setLastOpenedFor(openedFor);
    setValues(initialValues(contact, company));
    setErrors({});
  }

  const companyOptions = [
    { group: 'Clients', items: options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name })) },
    { group: 'Suppliers', items: options.clients.filter((c) => c.is_supplier === 1).map((c) => ({ value: String(c.id), label: c.name })) },
  ].filter((g) => g.items.length > 0);

  const set = (patch: Partial<TValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => clearFieldErrors(e, Object.keys(patch).map((k) => ERROR_KEYS[k as keyof TValues] ?? k)));
  };
  const text = (field: 'first_name' | 'last_name' | 'email' | 'role' | 'phone' | 'clientName') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.currentTarget.value }),
    error: errors[field === 'clientName' ? 'client_name' : field],
  });

  const close = () => {
    if (saving) return;
    onClose();
  };

  /** True when saved; false when the form shows validation messages. */
  const addContact = async (): Promise<boolean> => {
    const body = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      role: values.role,
      phone: values.phone,
      note: values.note,
      password: values.password,
      password_confirmation: values.password_confirmation,
      send_welcome: values.send_welcome,
      ...(values.newCompany && !company ? { client_name: values.clientName.trim(), client_is_supplier: Number(values.clientIsSupplier) } : {}),
    };
    const checked = await validateForm((s) => s.ZContactInputSchema, body);
    const found: TFieldErrors = { ...checked.errors };
    if (!company && !values.newCompany && !values.clientId) found.client_id = 'Please select the Company';
    if (!company && values.newCompany && !values.clientName.trim()) found.client_name = 'Please select the Company';
    if (!values.email.trim()) found.email = 'Please select the email';
    if (values.password && values.password !== values.password_confirmation) found.password_confirmation = PASSWORD_MISMATCH;
    setErrors(found);
    if (!checked.success || Object.keys(found).length) return false;
    const clientId = company ? company.id : values.newCompany ? NEW_COMPANY_ID : Number(values.clientId);
    await create.mutateAsync({ clientId, body: checked.data });
    notifySuccess('New contact added successfully.');
    return true;
  };

  const editContact = async (existing: TContact): Promise<boolean> => {
    const body = changedFields(existing, values);
    const checked = await validateForm((s) => s.ZContactUpdateSchema, body);
    const found: TFieldErrors = { ...checked.errors };
    if (values.password !== values.password_confirmation) found.password_confirmation = PASSWORD_MISMATCH;
    setErrors(found);
    if (!checked.success || Object.keys(found).length) return false;
    if (Object.keys(body).length) await update.mutateAsync({ clientId: existing.client_id, contactId: existing.id, body: checked.data });
    notifySuccess('Contact updated successfully.');
    return true;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    try {
      const saved = contact ? await editContact(contact) : await addContact();
      if (saved) onClose();
    } catch (error) {
      // The API client has shown the toast; 422 messages also go under their fields.
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={editing ? 'EDIT CONTACT' : 'NEW CONTACT'} size={560}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {editing || company ? (
            <Text size="sm" c="dimmed">
              Company:{' '}
              <Text span fw={500} c="dark">
                {company?.name ?? contact?.client.name}
              </Text>
            </Text>
          ) : values.newCompany ? (
            <Stack gap={6}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label="New company name" withAsterisk data-autofocus maxLength={255} {...text('clientName')} />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="new-company-type">
                    Type
                  </Text>
                  <SegmentedControl
                    aria-labelledby="new-company-type"
                    data={[
                      { value: '0', label: 'Client' },
                      { value: '1', label: 'Supplier' },
                    ]}
                    value={values.clientIsSupplier}
                    onChange={(value) => set({ clientIsSupplier: value === '1' ? '1' : '0' })}
                  />
                </Stack>
              </SimpleGrid>
              <Anchor component="button" type="button" size="xs" w="fit-content" onClick={() => set({ newCompany: false })}>
                Choose an existing company
              </Anchor>
            </Stack>
          ) : (
            <Stack gap={6}>
              <Select
                label="Company"
                withAsterisk
                placeholder="Select a company"
                data={companyOptions}
                value={values.clientId}
                onChange={(clientId) => set({ clientId })}
                error={errors.client_id}
                searchable
                nothingFoundMessage="No companies found"
                data-autofocus
                comboboxProps={{ withinPortal: true }}
              />
              <Anchor component="button" type="button" size="xs" w="fit-content" onClick={() => set({ newCompany: true })}>
                Or create a new company
              </Anchor>
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput label="First name" withAsterisk maxLength={128} data-autofocus={editing || company ? true : undefined} {...text('first_name')} />
            <TextInput label="Last name" withAsterisk maxLength={128} {...text('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" withAsterisk maxLength={255} {...text('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput label="Position" maxLength={128} {...text('role')} />
            <TextInput label="Phone" type="tel" maxLength={64} {...text('phone')} />
          </SimpleGrid>
          <AutoTextarea
            label="Notes"
            minRows={2}
            maxRows={5}
            maxLength={2000}
            value={values.note}
            onChange={(e) => set({ note: e.currentTarget.value })}
            error={errors.note}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <PasswordInput
              label={editing ? 'New password' : 'Password'}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set({ password: e.currentTarget.value })}
              error={errors.password}
            />
            <PasswordInput
              label="Password confirmation"
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={(e) => set({ password_confirmation: e.currentTarget.value })}
              error={errors.password_confirmation}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-4}>
            {editing
              ? 'Leave both empty to keep the current password.'
              : 'Optional: without a password, the welcome email lets them set one.'}
          </Text>
          {editing ? null : (
            <Switch
              label="Send welcome email"
              checked={values.send_welcome}
              onChange={(e) => set({ send_welcome: e.currentTarget.checked })}
              mt={4}
            />
          )}
          <FormActions onCancel={close} pending={saving} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
