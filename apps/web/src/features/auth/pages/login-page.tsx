import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { clearSessionCache, endSession } from '@/lib/session-end';
import { storeSession } from '@/lib/session-storage';
import type { TFieldErrors } from '@/lib/validate';
import { Link } from '@/ui/link';
import { AuthCard, preloadFormAlert } from '../components/auth-card';
import type { TLoginMatch } from '../components/login-matches';

type TStep = 'email' | 'company' | 'password';

/**
 * Fetched as soon as the form shows, not with the page: validation, the sign-in calls and the
 * session loader, and the company and password steps (performance budget, bench/web.ts).
 */
const loadLoginFlow = () => import('../components/login-flow');
const loadLoginSteps = () => import('../components/login-steps');
type TLoginFlow = Awaited<ReturnType<typeof loadLoginFlow>>;
type TLoginSteps = Awaited<ReturnType<typeof loadLoginSteps>>;

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
  const [steps, setSteps] = useState<TLoginSteps | null>(null);
  // A part of the screen that could not be downloaded: the route's error page offers a reload.
  const [loadError, setLoadError] = useState<Error | null>(null);
  if (loadError) throw loadError;

  /** The sign-in calls and the next steps' screens (no empty frame when the step changes). */
  const loadLater = async (): Promise<TLoginFlow | null> => {
    try {
      const [flow, nextSteps] = await Promise.all([loadLoginFlow(), loadLoginSteps()]);
      setSteps(nextSteps);
      return flow;
    } catch (error) {
      setLoadError(error instanceof Error ? error : new Error(String(error)));
      return null;
    }
  };

  useEffect(() => {
    let live = true;
    void loadLoginFlow();
    preloadFormAlert();
    void loadLoginSteps().then((module) => {
      if (live) setSteps(module);
    });
    return () => {
      live = false;
    };
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
    const flow = await loadLater();
    if (!flow) {
      setVerifying(false);
      return;
    }
    try {
      const checked = flow.checkEmailStep({ email });
      setFieldErrors(checked.errors);
      if (!checked.success) return;
      setAlert(null);
      const result = await flow.verifyEmail(checked.data);
      const found = flow.loginMatchesOf(result);
      setMatches(found);
      if (found.length === 0) setAlert(flow.MESSAGES.notActive);
      else if (found.length === 1) choose(found[0]);
      else goTo('company');
    } catch (error) {
      setAlert(flow.messageOf(error));
    } finally {
      setVerifying(false);
    }
  };

  const onPasswordSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || signingIn || initialising) return;
    setSigningIn(true);
    const flow = await loadLater();
    if (!flow) {
      setSigningIn(false);
      return;
    }
    try {
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
      setAlert(flow.messageOf(error));
      return;
    } finally {
      setSigningIn(false);
    }
    // Initialise the app (current user and options) before entering it.
    setInitialising(true);
    try {
      clearSessionCache();
      await flow.loadSession();
      await navigate('/', { replace: true });
    } catch (error) {
      endSession();
      setAlert(flow.messageOf(error));
      setInitialising(false);
    }
  };

  if (step === 'company' && steps) {
    return <steps.CompanyStep matches={matches} error={alert} onChoose={choose} onBack={() => goTo('email')} />;
  }

  if (step === 'password' && chosen && steps) {
    return (
      <steps.PasswordStep
        email={email}
        chosen={chosen}
        password={password}
        error={alert}
        fieldErrors={fieldErrors}
        busy={signingIn || initialising}
        onPasswordChange={setPassword}
        onSubmit={onPasswordSubmit}
        onBack={() => goTo(matches.length > 1 ? 'company' : 'email')}
      />
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
