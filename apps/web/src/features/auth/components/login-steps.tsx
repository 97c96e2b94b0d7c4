import type { FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconBuilding, IconChevronRight } from '@tabler/icons-react';
import type { TFieldErrors } from '@/lib/validate';
import { Link } from '@/ui/link';
import { AuthCard } from './auth-card';
import type { TLoginMatch } from './login-matches';
import classes from './login-steps.module.css';

/*
 * The login screen's second and third steps (spec 1 section 2.4). The first paint of /login
 * shows only the e-mail step: these load right after it with the sign-in calls (the page
 * fetches both as soon as it shows), so PasswordInput and the company list stay out of the
 * entry chunk (performance budget, bench/web.ts).
 */

export type CompanyStepProps = {
  matches: TLoginMatch[];
  error: string | null;
  onChoose: (match: TLoginMatch) => void;
  onBack: () => void;
};

export function CompanyStep({ matches, error, onChoose, onBack }: CompanyStepProps) {
  return (
    <AuthCard title="Choose a company" error={error}>
      <Text size="sm">
        {`We've found ${matches.length} companies associated with your email, please select one you would like to work on`}
      </Text>
      <Stack gap="xs">
        {matches.map((match) => (
          <UnstyledButton key={match.key} className={classes.choice} onClick={() => onChoose(match)}>
            <IconBuilding size={18} stroke={1.5} className={classes.choiceIcon} aria-hidden />
            <span className={classes.choiceLabel}>{match.label}</span>
            <IconChevronRight size={16} className={classes.choiceChevron} aria-hidden />
          </UnstyledButton>
        ))}
      </Stack>
      <Group>
        <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back
        </Button>
      </Group>
    </AuthCard>
  );
}

export type PasswordStepProps = {
  email: string;
  chosen: TLoginMatch;
  password: string;
  error: string | null;
  fieldErrors: TFieldErrors;
  busy: boolean;
  onPasswordChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
};

export function PasswordStep({ email, chosen, password, error, fieldErrors, busy, onPasswordChange, onSubmit, onBack }: PasswordStepProps) {
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
      error={error}
    >
      <form onSubmit={onSubmit} noValidate>
        {/* Lets password managers pair the password with the e-mail of step 1. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="md">
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => onPasswordChange(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Button type="submit" fullWidth loading={busy}>
            Login
          </Button>
          <Group justify="space-between">
            <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
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
