import { Text, Title } from '@mantine/core';
import { formatLongDate, todayIso } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import classes from './dashboard.module.css';

function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The greeting with the user's first name (spec 1 section 2.6). */
export function DashboardGreeting() {
  const user = useAuthUser();
  const now = new Date();
  const organisation = user.client?.name ?? user.company.name;
  return (
    <header className={classes.greeting}>
      <Title order={1} className={classes.title}>
        {`${greetingFor(now.getHours())}, ${user.first_name}`}
      </Title>
      <Text size="sm" c="dimmed">
        {formatLongDate(todayIso(now))} · {organisation}
      </Text>
    </header>
  );
}
