import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@jobflow/contract';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { loadFormSchemasOnFirstInput, validateForm, type TFieldErrors } from '@/lib/validate';
import { Link } from '@/ui/link';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in with your new password.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/** Reset password from the link in the e-mail: the token comes from the query string. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(token ? null : INVALID_LINK);
  // The form's checks load at the first key or click (lib/validate.ts).
  useEffect(loadFormSchemasOnFirstInput, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const checked = await validateForm((s) => s.ZResetRequestSchema, { token, password, password_confirmation: confirmation });
    setFieldErrors(checked.errors);
    if (!checked.success) {
      if (checked.errors.token) setAlert(INVALID_LINK);
      return;
    }
    setAlert(null);
    try {
      await reset.mutateAsync(checked.data);
      notifySuccess(PASSWORD_RESET_DONE);
      await navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        setFieldErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
      }
      setAlert(error instanceof ApiError ? error.message : MESSAGES.internal);
    }
  };

  return (
    <AuthCard title="Set a new password" description="Choose a password of at least 8 characters." error={alert}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          <PasswordInput
            label="Retype password"
            name="password_confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            error={fieldErrors.password_confirmation}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
            Reset Password
          </Button>
          <Anchor component={Link} to="/forgot" size="sm" ta="center">
            Request a new link
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
