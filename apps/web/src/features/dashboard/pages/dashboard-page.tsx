import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { formatLongDate, todayIso } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import classes from './dashboard-page.module.css';

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

type DashboardLayoutProps = { main?: ReactNode; aside?: ReactNode };

/**
 * Main column: MY ACTIVE JOBS for everyone, MY ACTIVE REQUESTS for client users.
 * Sidebar: 'Request New Job' for client users, MY TO DO LIST for staff (spec 1 section 2.6).
 */
function DashboardLayout({ main, aside }: DashboardLayoutProps) {
  if (!main && !aside) return null;
  return (
    <div className={classes.layout}>
      <div className={classes.main}>{main}</div>
      {aside ? <aside className={classes.aside}>{aside}</aside> : null}
    </div>
  );
}

export function DashboardPage() {
  const user = useAuthUser();
  const now = new Date();
  const organisation = user.client?.name ?? user.company.name;
  return (
    <>
      <header className={classes.greeting}>
        <Title order={1} className={classes.title}>
          {`${greetingFor(now.getHours())}, ${user.first_name}`}
        </Title>
        <Text size="sm" c="dimmed">
          {formatLongDate(todayIso(now))} · {organisation}
        </Text>
      </header>
      <DashboardLayout />
    </>
  );
}
