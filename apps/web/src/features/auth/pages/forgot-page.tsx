import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { MESSAGES } from '@jobflow/contract';
import { ApiError } from '@/lib/api-client';
import { loadFormSchemasOnFirstInput, validateForm, type TFieldErrors } from '@/lib/validate';
import { Link } from '@/ui/link';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

const RESET_LINK_SENT = 'If an account exists for that email, a reset link is on its way.';

/** Forgot password (spec 1 section 2.5): validates, requests a reset link, confirms. */
export function ForgotPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The form's checks load at the first key or click (lib/validate.ts).
  useEffect(loadFormSchemasOnFirstInput, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const checked = await validateForm((s) => s.ZForgotRequestSchema, { email });
    setFieldErrors(checked.errors);
    if (!checked.success) return;
    setAlert(null);
    try {
      await request.mutateAsync(checked.data);
      setSent(true);
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : MESSAGES.internal);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {RESET_LINK_SENT}
        </Alert>
        <Anchor component={Link} to="/login" size="sm">
          Login instead
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter your email address and we will send you a link to set a new password."
      error={alert}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email address"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            Send Reset Password Link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Login instead
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
