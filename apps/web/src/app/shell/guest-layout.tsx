import { useEffect } from 'react';
import { Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { clearSessionCache } from '@/lib/session-end';
import { getToken } from '@/lib/session-storage';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import classes from './guest-layout.module.css';

/** The unauthenticated split layout: intro panel left, the form right (spec 1 section 2.3). */
export function GuestLayout() {
  useDocumentTitle();
  useNavigationProgress();
  useEffect(() => {
    // Signed out (logout, expired token): nothing of the previous user stays in memory.
    if (!getToken()) clearSessionCache();
  }, []);
  return (
    <div className={classes.root}>
      <aside className={classes.intro} aria-label="About Jobflow">
        <div className={classes.brand}>
          <span className={classes.brandMark} aria-hidden>
            J
          </span>
          Jobflow
        </div>
        <div className={classes.introBody}>
          <Title order={2} className={classes.introTitle}>
            Work flows better when everyone sees the same job.
          </Title>
          <Text className={classes.introText}>
            Jobflow is a proprietary workflow management platform for creating communication assets through
            efficient project workflow.
          </Text>
          <ul className={classes.points}>
            <li>Jobs, tasks and discussion in one place</li>
            <li>Quotes, orders, invoices and time that add up</li>
            <li>A portal for your clients to request and follow work</li>
          </ul>
        </div>
        <Text size="xs" className={classes.introFoot}>
          © {new Date().getFullYear()} Jobflow
        </Text>
      </aside>
      <main className={classes.panel}>
        <div className={classes.card}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
