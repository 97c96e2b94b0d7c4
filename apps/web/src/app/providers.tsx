import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useIdleAfterFirstPaint } from '@/lib/use-idle';
import { cssVariablesResolver, theme } from './theme';

export type ProvidersProps = { children: ReactNode };

/**
 * The toast area and the progress bar (with react-transition-group, the scroll lock and the
 * drag gesture of the toasts) are not needed for the first paint of any page: they load once
 * the browser is idle after it, so the entry chunk stays small (performance budget,
 * bench/web.ts).
 */
const FeedbackHosts = lazy(() => import('./feedback-hosts'));

/**
 * The theme, and the toast area and progress bar once idle (spec 1 section 2.3). The query
 * cache's provider is in the signed-in shell and the guest pages that use it (app/router.tsx);
 * the modal host is in the signed-in shell.
 */
export function Providers({ children }: ProvidersProps) {
  const idle = useIdleAfterFirstPaint();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {idle ? (
        <Suspense fallback={null}>
          <FeedbackHosts />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
