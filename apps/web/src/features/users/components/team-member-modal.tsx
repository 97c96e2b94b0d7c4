import { useState, type FormEvent } from 'react';
import {
  Button,
  Collapse,
  Divider,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DEFAULT_TEAM_USER_TYPE_ID, MESSAGES, type TTeamUser } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useAuthUser } from '@/lib/session';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { confirmDelete } from '@/ui/confirm';
import { useCreateTeamUser } from '../api/create-team-user';
import { useDeleteTeamUser } from '../api/delete-team-user';
import { useAccessLevels } from '../api/get-access-levels';
import { useDepartments } from '../api/get-departments';
import { useTeamUser } from '../api/get-team-user';
import { useUpdateTeamUser } from '../api/update-team-user';
import { FocusOnArrival } from '@/ui/focus-on-arrival';

type TValues = {
  first_name: string;
  last_name: string;
  email: string;
  department_id: string | null;
  billable_rate: string | number;
  cost_rate: string | number;
  user_type_id: string | null;
  role: string;
  phone: string;
  password: string;
  password_confirmation: string;
  enabled: boolean;
};

const NEW_MEMBER: TValues = {
  first_name: '',
  last_name: '',
  email: '',
  department_id: null,
  billable_rate: 0,
  cost_rate: 0,
  user_type_id: String(DEFAULT_TEAM_USER_TYPE_ID),
  role: '',
  phone: '',
  password: '',
  password_confirmation: '',
  enabled: true,
};

function valuesOf(user: TTeamUser): TValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    department_id: user.department_id ? String(user.department_id) : null,
    billable_rate: user.billable_rate,
    cost_rate: user.cost_rate,
    user_type_id: user.user_type_id ? String(user.user_type_id) : null,
    role: user.role ?? '',
    phone: user.phone ?? '',
    password: '',
    password_confirmation: '',
    enabled: user.enabled,
  };
}

type FormProps = { user: TTeamUser | null; onClose: () => void };

/** The fields of NEW TEAM MEMBER and EDIT TEAM MEMBER; the edit adds role, phone, status and a new password. */
function TeamMemberForm({ user, onClose }: FormProps) {
  const me = useAuthUser();
  const isEdit = user !== null;
  const departments = useDepartments();
  const accessLevels = useAccessLevels();
  const create = useCreateTeamUser();
  const update = useUpdateTeamUser();
  const remove = useDeleteTeamUser();
  const saving = create.isPending || update.isPending || remove.isPending;
  const [values, setValues] = useState<TValues>(() => (user ? valuesOf(user) : NEW_MEMBER));
  const [changePassword, setChangePassword] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [sending, setSending] = useState<boolean | null>(null);

  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field drops its message.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const text = (key: 'first_name' | 'last_name' | 'email' | 'role' | 'phone' | 'password' | 'password_confirmation') => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const departmentOptions = (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const accessOptions = (accessLevels.data ?? []).map((t) => ({ value: String(t.id), label: t.title }));

  const common = () => ({
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    department_id: values.department_id ? Number(values.department_id) : null,
    billable_rate: String(values.billable_rate),
    cost_rate: String(values.cost_rate),
    user_type_id: values.user_type_id ? Number(values.user_type_id) : undefined,
  });

  const createMember = async (sendWelcome: boolean) => {
    const checked = await validateForm((s) => s.ZTeamUserCreateSchema, {
      ...common(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      send_welcome: sendWelcome,
    });
    const fieldErrors = { ...checked.errors };
    if (!values.user_type_id) fieldErrors.user_type_id = MESSAGES.required;
    if (!values.password) fieldErrors.password = MESSAGES.required;
    setErrors(fieldErrors);
    if (!checked.success || fieldErrors.user_type_id) return;
    setSending(sendWelcome);
    try {
      await create.mutateAsync(checked.data);
      notifySuccess('New user added successfully.');
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    } finally {
      setSending(null);
    }
  };

  const updateMember = async (id: number) => {
    const checked = await validateForm((s) => s.ZTeamUserUpdateSchema, {
      ...common(),
      role: values.role,
      phone: values.phone,
      enabled: values.enabled,
      ...(changePassword ? { password: values.password, password_confirmation: values.password_confirmation } : {}),
    });
    const fieldErrors = { ...checked.errors };
    if (changePassword && !values.password) fieldErrors.password = MESSAGES.required;
    if (!values.user_type_id) fieldErrors.user_type_id = MESSAGES.required;
    setErrors(fieldErrors);
    if (!checked.success || fieldErrors.password || fieldErrors.user_type_id) return;
    try {
      await update.mutateAsync({ ...checked.data, id });
      notifySuccess('User updated successfully.');
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const submit = (sendWelcome: boolean) => {
    if (saving) return;
    void (user ? updateMember(user.id) : createMember(sendWelcome));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter does what the primary button does.
    submit(true);
  };

  const onDelete = async () => {
    if (!user || saving) return;
    if (!(await confirmDelete(`Are you sure you want to delete ${user.name}?`))) return;
    try {
      await remove.mutateAsync(user.id);
      notifySuccess(`${user.name} has been deleted`);
      onClose();
    } catch {
      // The API client has shown the reason (a member with history is blocked instead).
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
          <Select
            label="Team"
            placeholder="Select a team"
            data={departmentOptions}
            value={values.department_id}
            onChange={(value) => set('department_id', value)}
            clearable
            error={errors.department_id}
            nothingFoundMessage="No teams"
          />
          {isEdit ? (
            <>
              <TextInput label="Role" maxLength={128} {...text('role')} />
              <TextInput label="Phone" type="tel" maxLength={64} {...text('phone')} />
            </>
          ) : null}
          <NumberInput
            label="Billable rate"
            leftSection="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            value={values.billable_rate}
            onChange={(value) => set('billable_rate', value)}
            error={errors.billable_rate}
            classNames={{ input: 'tabular' }}
          />
          <NumberInput
            label="Cost rate"
            leftSection="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            value={values.cost_rate}
            onChange={(value) => set('cost_rate', value)}
            error={errors.cost_rate}
            classNames={{ input: 'tabular' }}
          />
          <Select
            label="Access level"
            withAsterisk
            data={accessOptions}
            value={values.user_type_id}
            onChange={(value) => set('user_type_id', value)}
            allowDeselect={false}
            disabled={isMe}
            description={isMe ? 'You cannot change your own access level' : undefined}
            error={errors.user_type_id}
          />
          {isEdit ? (
            <Switch
              label="Active"
              description={values.enabled ? 'Can sign in' : 'Blocked: cannot sign in'}
              checked={values.enabled}
              onChange={(e) => set('enabled', e.currentTarget.checked)}
              disabled={isMe}
              mt={{ xs: 'lg' }}
            />
          ) : null}
        </SimpleGrid>
        {isEdit ? (
          <Stack gap="sm">
            <Divider />
            <UnstyledButton
              onClick={() => setChangePassword((open) => !open)}
              aria-expanded={changePassword}
              fz="sm"
              fw={600}
            >
              <Group gap={6}>
                {changePassword ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                Change Password
              </Group>
            </UnstyledButton>
            <Collapse expanded={changePassword}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <PasswordInput label="New password" autoComplete="new-password" {...text('password')} />
                <PasswordInput label="Retype password" autoComplete="new-password" {...text('password_confirmation')} />
              </SimpleGrid>
            </Collapse>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...text('password')} />
            <PasswordInput label="Retype password" withAsterisk autoComplete="new-password" {...text('password_confirmation')} />
          </SimpleGrid>
        )}
        <Group justify="space-between" gap="xs" mt="xs">
          {isEdit && !isMe ? (
            <Button variant="subtle" color="red" onClick={() => void onDelete()} loading={remove.isPending} disabled={saving && !remove.isPending}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          {/* on a phone the three buttons of a new member wrap: to the right, the invite last */}
          <Group gap="xs" justify="flex-end" style={{ flex: 1 }}>
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            {isEdit ? (
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={() => submit(false)} loading={sending === false} disabled={saving && sending !== false}>
                  Save
                </Button>
                <Button type="submit" loading={sending === true} disabled={saving && sending !== true}>
                  Save + Send Invite
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the team member">
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  );
}

function EditBody({ userId, onClose }: { userId: number; onClose: () => void }) {
  const user = useTeamUser(userId);
  if (!user.data || !user.isFetchedAfterMount) return <FormSkeleton />;
  return (
    <FocusOnArrival>
      <TeamMemberForm user={user.data} onClose={onClose} />
    </FocusOnArrival>
  );
}

export type TeamMemberModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The member to edit; null adds one. */
  userId: number | null;
};

/** NEW TEAM MEMBER and EDIT TEAM MEMBER (580). */
export function TeamMemberModal({ opened, onClose, userId }: TeamMemberModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={userId === null ? 'NEW TEAM MEMBER' : 'EDIT TEAM MEMBER'} size={580}>
      {userId === null ? (
        <TeamMemberForm user={null} onClose={onClose} />
      ) : (
        <EditBody key={userId} userId={userId} onClose={onClose} />
      )}
    </Modal>
  );
}
