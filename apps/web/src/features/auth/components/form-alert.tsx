import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The alert above a sign-in form (spec 1 section 2.4); loaded on the first error (auth-card.tsx). */
export default function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="form-alert">
      {children}
    </Alert>
  );
}
