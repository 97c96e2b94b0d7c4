import type { ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

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
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="form-alert">
          {error}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
}
