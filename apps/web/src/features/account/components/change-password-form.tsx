import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';

import { notifySuccess } from '@/lib/notify';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { validateForm, type TFieldErrors } from '@/lib/validate';
import { useUpdateAccount } from '../api/update-account';

/** The CHANGE PASSWORD side panel: the new password twice; the user's other sessions end. */
export function ChangePasswordForm() {
  const save = useUpdateAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = await validateForm((s) => s.ZAccountUpdateSchema, { password, password_confirmation: confirmation });
    setErrors(checked.errors);
    if (!checked.success) return;
    try {
      await save.mutateAsync(checked.data);
      setPassword('');
      setConfirmation('');
      notifySuccess('Password updated successfully');
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} id="change-password-title" fz="sm" fw={600} lts="0.05em">
              CHANGE PASSWORD
            </Title>
            <Text size="xs" c="dimmed" mt={4}>
              At least 8 characters. You stay signed in here; other devices are signed out.
            </Text>
          </div>
          <PasswordInput
            label="New password"
            withAsterisk
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label="Retype password"
            withAsterisk
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            error={errors.password_confirmation}
          />
          <Button type="submit" variant="default" loading={save.isPending} fullWidth>
            Update Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
