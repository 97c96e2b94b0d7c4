import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { z } from 'zod';
import { TICKED_TODO_PERIODS, can, type TAuthUser, type ZAccountSchema } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { useUpdateAccount } from '../api/update-account';

type TAccount = z.infer<typeof ZAccountSchema>;

const PERIOD_OPTIONS = TICKED_TODO_PERIODS.map((p) => ({ value: p.value, label: p.label }));

type TValues = { first_name: string; last_name: string; email: string; phone: string; period: string | null };

export type ProfileFormProps = { account: TAccount; user: TAuthUser };

/** PROFILE: name, email, phone and (staff) when ticked to-do items are hidden. */
export function ProfileForm({ account, user }: ProfileFormProps) {
  const withTodos = can(user, 'todos.use');
  const save = useUpdateAccount();
  const [values, setValues] = useState<TValues>({
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    phone: account.phone ?? '',
    period: account.period_for_ticked_todo_items,
  });
  const [errors, setErrors] = useState<TFieldErrors>({});
  const field = (key: Exclude<keyof TValues, 'period'>) => ({
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
    if (save.isPending) return;
    const checked = await validateForm((s) => s.ZAccountUpdateSchema, {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      ...(withTodos && values.period ? { period_for_ticked_todo_items: values.period } : {}),
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      await save.mutateAsync(checked.data);
      notifySuccess('Profile updated successfully');
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} id="profile-title" fz="sm" fw={600} lts="0.05em">
            PROFILE
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" withAsterisk maxLength={128} autoComplete="given-name" {...field('first_name')} />
            <TextInput label="Last name" withAsterisk maxLength={128} autoComplete="family-name" {...field('last_name')} />
            <TextInput label="Email" type="email" withAsterisk maxLength={255} autoComplete="email" {...field('email')} />
            <TextInput label="Phone" type="tel" maxLength={64} autoComplete="tel" {...field('phone')} />
          </SimpleGrid>
          {withTodos ? (
            <Select
              label="Hide ticked to-do items after"
              description="Ticked items leave your to-do list on the dashboard after this time"
              data={PERIOD_OPTIONS}
              value={values.period}
              onChange={(period) => setValues((v) => ({ ...v, period }))}
              allowDeselect={false}
              error={errors.period_for_ticked_todo_items}
              maw={320}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
