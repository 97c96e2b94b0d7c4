import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { useIdleAfterFirstPaint } from '@/lib/use-idle';
import { focusFirstErrorOnSubmit } from '@/lib/focus-first-error';
import { loadFormSchemasOnFirstInput } from '@/lib/validate';
import { isModalHostWanted, subscribeModalHost } from '@/ui/modal-host';
import { Footer } from './footer';
import { Header } from './header';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import classes from './shell.module.css';

/** The confirm dialogs' host: after the first paint, or as soon as a dialog is asked for. */
const ModalsHost = lazy(() => import('./modals-host'));

/** Header, main area and footer of every signed-in page (spec 1 section 2.3). */
export function AppShell() {
  useDocumentTitle();
  useNavigationProgress();
  const idle = useIdleAfterFirstPaint();
  const modalsWanted = useSyncExternalStore(subscribeModalHost, isModalHostWanted);
  // The forms' checks (zod and the contract's schemas) load at the first key or click, not with the page.
  useEffect(loadFormSchemasOnFirstInput, []);
  useEffect(() => focusFirstErrorOnSubmit(), []);
  return (
    // The query cache: TanStack Query is not in the entry chunk (the login screen does without).
    <QueryClientProvider client={queryClient}>
      {idle || modalsWanted ? (
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      ) : null}
      <div className={classes.shell}>
        <a href="#main" className={classes.skipLink}>
          Skip to content
        </a>
        <Header />
        <main id="main" className={classes.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </QueryClientProvider>
  );
}
