import { lazy, Suspense, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/**
 * The alert is not part of any first paint: it loads with the first error, or earlier when a
 * page preloads it (the login screen does once it shows), so the entry chunk does without it.
 */
const loadFormAlert = () => import('./form-alert');
const FormAlert = lazy(loadFormAlert);

export function preloadFormAlert(): void {
  void loadFormAlert();
}

export type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Shown as an alert above the form (spec 1 section 2.4). */
  error?: string | null;
  children: ReactNode;
};

export function AuthCard({ title, description, error, children }: AuthCardProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={22} fw={600} lts="-0.01em">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {error ? (
        <Suspense fallback={null}>
          <FormAlert>{error}</FormAlert>
        </Suspense>
      ) : null}
      {children}
    </Stack>
  );
}
