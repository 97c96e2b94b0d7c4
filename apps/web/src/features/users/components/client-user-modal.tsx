import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isSuperAdmin, type TContact } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useAuthUser } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { confirmDelete } from '@/ui/confirm';
import { useClientCompanies } from '../api/get-client-companies';
import { useCreateClientUser, useDeleteClientUser, useUpdateClientUser } from '../api/save-client-user';

export const ACCESS_LEVEL_OPTIONS = [
  { value: '1', label: 'Client Manager' },
  { value: '0', label: 'Client' },
];
export const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Blocked' },
];

type TValues = {
  first_name: string;
  last_name: string;
  email: string;
  client_id: string | null;
  is_manager: string | null;
  enabled: string | null;
  password: string;
  password_confirmation: string;
  send_welcome: boolean;
};

function valuesOf(user: TContact | null, ownClientId: number | null): TValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    client_id: user ? String(user.client_id) : ownClientId ? String(ownClientId) : null,
    // A new user's access level is a deliberate choice; a new account is active.
    is_manager: user ? String(user.is_manager ? 1 : 0) : null,
    enabled: user ? String(user.enabled ? 1 : 0) : '1',
    password: '',
    password_confirmation: '',
    send_welcome: true,
  };
}

type FormProps = { user: TContact | null; onClose: () => void };

function ClientUserForm({ user, onClose }: FormProps) {
  const me = useAuthUser();
  const admin = isSuperAdmin(me);
  const companies = useClientCompanies(admin);
  const create = useCreateClientUser();
  const update = useUpdateClientUser();
  const remove = useDeleteClientUser();
  const saving = create.isPending || update.isPending || remove.isPending;
  const [values, setValues] = useState<TValues>(() => valuesOf(user, admin ? null : me.client_id));
  const [errors, setErrors] = useState<TFieldErrors>({});

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field drops its message.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const text = (key: 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation') => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const companyData = (() => {
    const list = companies.data ?? [];
    const clients = list.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));
    const suppliers = list.filter((c) => c.is_supplier !== 0).map((c) => ({ value: String(c.id), label: c.name }));
    // The user's company shows by name even before the list has loaded.
    if (user && !list.some((c) => c.id === user.client_id)) clients.push({ value: String(user.client_id), label: user.client.name });
    return [
      { group: 'Clients', items: clients },
      ...(suppliers.length ? [{ group: 'Suppliers', items: suppliers }] : []),
    ];
  })();
  const ownCompanyName = user?.client.name ?? me.client?.name ?? '';

  const selectErrors = (): TFieldErrors => {
    const out: TFieldErrors = {};
    if (!values.client_id) out.client_id = 'Please select the company';
    if (values.is_manager === null) out.is_manager = 'Please select the access level';
    if (values.enabled === null) out.enabled = 'Please select the status';
    return out;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const fields = {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      is_manager: values.is_manager ?? undefined,
      enabled: values.enabled ?? undefined,
      password: values.password,
      password_confirmation: values.password_confirmation,
    };
    /** An empty password leaves it as it is (or unset, for a user who sets it from the invitation). */
    const withPassword = <T extends { password?: string | null; password_confirmation?: string | null }>({ password, password_confirmation, ...rest }: T) =>
      password ? { ...rest, password, password_confirmation } : rest;
    try {
      if (user) {
        const moved = admin && values.client_id && Number(values.client_id) !== user.client_id;
        const checked = await validateForm((s) => s.ZContactUpdateSchema, { ...fields, ...(moved ? { client_id: values.client_id } : {}) });
        const fieldErrors = { ...selectErrors(), ...checked.errors };
        setErrors(fieldErrors);
        if (!checked.success || Object.keys(fieldErrors).length) return;
        await update.mutateAsync({ ...withPassword(checked.data), clientId: user.client_id, id: user.id });
        notifySuccess('Client user updated successfully');
      } else {
        const checked = await validateForm((s) => s.ZContactInputSchema, { ...fields, send_welcome: values.send_welcome });
        const fieldErrors = { ...selectErrors(), ...checked.errors };
        setErrors(fieldErrors);
        if (!checked.success || Object.keys(fieldErrors).length) return;
        await create.mutateAsync({ ...withPassword(checked.data), clientId: Number(values.client_id) });
        notifySuccess('Client user created successfully');
      }
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const onDelete = async () => {
    if (!user || saving) return;
    if (!(await confirmDelete(`Are you sure you want to delete ${user.full_name}?`))) return;
    try {
      await remove.mutateAsync({ clientId: user.client_id, id: user.id });
      notifySuccess(`${user.full_name} has been deleted`);
      onClose();
    } catch {
      // The API client has shown the reason (a user with history is blocked instead).
    }
  };

  const isMe = user?.id === me.id;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="First name" withAsterisk data-autofocus maxLength={128} {...text('first_name')} />
          <TextInput label="Last name" withAsterisk maxLength={128} {...text('last_name')} />
          <TextInput label="Email" type="email" withAsterisk maxLength={255} {...text('email')} />
          {admin ? (
            <Select
              label="Company"
              withAsterisk
              placeholder="Select a company"
              searchable
              data={companyData}
              value={values.client_id}
              onChange={(value) => set('client_id', value)}
              error={errors.client_id}
              nothingFoundMessage="No companies found"
            />
          ) : (
            <TextInput label="Company" value={ownCompanyName} readOnly variant="filled" error={errors.client_id} />
          )}
          <Select
            label="Access level"
            withAsterisk
            placeholder="Select"
            data={ACCESS_LEVEL_OPTIONS}
            value={values.is_manager}
            onChange={(value) => set('is_manager', value)}
            error={errors.is_manager}
            disabled={isMe}
          />
          <Select
            label="Status"
            withAsterisk
            placeholder="Select"
            data={STATUS_OPTIONS}
            value={values.enabled}
            onChange={(value) => set('enabled', value)}
            error={errors.enabled}
            disabled={isMe}
          />
          <PasswordInput
            label="Password"
            description={user ? 'Leave empty to keep the current password' : 'Optional: the invitation lets them set one'}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            {...text('password')}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            {...text('password_confirmation')}
          />
        </SimpleGrid>
        {user ? null : (
          <Checkbox
            label="Send welcome email"
            description="An invitation with a link to set the password"
            checked={values.send_welcome}
            onChange={(e) => set('send_welcome', e.currentTarget.checked)}
          />
        )}
        <Group justify="space-between" gap="xs" mt="xs">
          {user && !isMe ? (
            <Button variant="subtle" color="red" onClick={() => void onDelete()} loading={remove.isPending} disabled={saving && !remove.isPending}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export type ClientUserModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The user to edit; null adds one. */
  user: TContact | null;
};

/** NEW CLIENT USER and EDIT CLIENT USER (560). */
export function ClientUserModal({ opened, onClose, user }: ClientUserModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={user ? 'EDIT CLIENT USER' : 'NEW CLIENT USER'} size={560}>
      <ClientUserForm key={user?.id ?? 'new'} user={user} onClose={onClose} />
    </Modal>
  );
}
