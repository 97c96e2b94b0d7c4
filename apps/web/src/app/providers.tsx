import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { theme } from './theme';

export type ProvidersProps = { children: ReactNode };

/** Theme, query cache, the top-centre toast area and the progress bar (spec 1 section 2.3); the modal host is in the signed-in shell. */
export function Providers({ children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NavigationProgress size={2} aria-label="Loading" />
        <Notifications position="top-center" limit={4} zIndex={1000} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
