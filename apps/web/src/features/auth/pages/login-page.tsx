import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconBuilding, IconChevronRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@jobflow/contract';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSessionCache, endSession } from '@/lib/session-end';
import { storeSession } from '@/lib/session-storage';
import type { TFieldErrors } from '@/lib/validate';
import { AuthCard } from '../components/auth-card';
import { loginMatchesOf, type TLoginMatch } from '../components/login-matches';
import classes from './login-page.module.css';

type TStep = 'email' | 'company' | 'password';

/** Validation, the sign-in calls and the session loader: fetched once the form shows. */
const loadLoginFlow = () => import('../components/login-flow');

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.internal;
}

/** Sign-in in three steps: e-mail, company choice when several match, password (spec 1 section 2.4). */
export function LoginPage() {
  const navigate = useNavigate();
  const [verifying, setVerifying] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [step, setStep] = useState<TStep>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [matches, setMatches] = useState<TLoginMatch[]>([]);
  const [chosen, setChosen] = useState<TLoginMatch | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [initialising, setInitialising] = useState(false);

  useEffect(() => {
    void loadLoginFlow();
  }, []);

  const goTo = (next: TStep) => {
    setAlert(null);
    setFieldErrors({});
    setStep(next);
  };

  const choose = (match: TLoginMatch) => {
    setChosen(match);
    setPassword('');
    goTo('password');
  };

  const onEmailSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    setVerifying(true);
    try {
      const flow = await loadLoginFlow();
      const checked = flow.checkEmailStep({ email });
      setFieldErrors(checked.errors);
      if (!checked.success) return;
      setAlert(null);
      const result = await flow.verifyEmail(checked.data);
      const found = loginMatchesOf(result);
      setMatches(found);
      if (found.length === 0) setAlert(MESSAGES.notActive);
      else if (found.length === 1) choose(found[0]);
      else goTo('company');
    } catch (error) {
      setAlert(messageOf(error));
    } finally {
      setVerifying(false);
    }
  };

  const onPasswordSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || signingIn || initialising) return;
    let flow: Awaited<ReturnType<typeof loadLoginFlow>>;
    setSigningIn(true);
    try {
      flow = await loadLoginFlow();
      const checked = flow.checkPasswordStep({
        login_as: chosen.login_as,
        company_id: chosen.company_id,
        email,
        password,
      });
      setFieldErrors(checked.errors);
      if (!checked.success) return;
      setAlert(null);
      const result = await flow.login(checked.data);
      storeSession(result.access_token, result.user_type_id);
    } catch (error) {
      setAlert(messageOf(error));
      return;
    } finally {
      setSigningIn(false);
    }
    // Initialise the app (current user and options) before entering it.
    setInitialising(true);
    try {
      clearSessionCache(queryClient);
      await flow.loadSession(queryClient);
      await navigate('/', { replace: true });
    } catch (error) {
      endSession(queryClient);
      setAlert(messageOf(error));
      setInitialising(false);
    }
  };

  if (step === 'company') {
    return (
      <AuthCard title="Choose a company" error={alert}>
        <Text size="sm">
          {`We've found ${matches.length} companies associated with your email, please select one you would like to work on`}
        </Text>
        <Stack gap="xs">
          {matches.map((match) => (
            <UnstyledButton key={match.key} className={classes.choice} onClick={() => choose(match)}>
              <IconBuilding size={18} stroke={1.5} className={classes.choiceIcon} aria-hidden />
              <span className={classes.choiceLabel}>{match.label}</span>
              <IconChevronRight size={16} className={classes.choiceChevron} aria-hidden />
            </UnstyledButton>
          ))}
        </Stack>
        <Group>
          <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={() => goTo('email')}>
            Back
          </Button>
        </Group>
      </AuthCard>
    );
  }

  if (step === 'password' && chosen) {
    return (
      <AuthCard
        title="Enter your password"
        description={
          <>
            {email}
            <br />
            {chosen.label}
          </>
        }
        error={alert}
      >
        <form onSubmit={onPasswordSubmit} noValidate>
          {/* Lets password managers pair the password with the e-mail of step 1. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Stack gap="md">
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" fullWidth loading={signingIn || initialising}>
              Login
            </Button>
            <Group justify="space-between">
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => goTo(matches.length > 1 ? 'company' : 'email')}
              >
                Back
              </Button>
              <Anchor component={Link} to="/forgot" size="sm">
                Forgot your password?
              </Anchor>
            </Group>
          </Stack>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in to Jobflow" description="Enter the email address you use at work." error={alert}>
      <form onSubmit={onEmailSubmit} noValidate>
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
          <Button type="submit" fullWidth loading={verifying}>
            Continue
          </Button>
          <Anchor component={Link} to="/forgot" size="sm" ta="center">
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
