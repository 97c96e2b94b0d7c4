import { lazy, Suspense } from 'react';
import { Paper, Text } from '@mantine/core';
import { can, isClientUser } from '@jobflow/contract';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { MyActiveJobs } from '@/features/jobs/components/my-active-jobs';
import { TodoList } from '@/features/notes/components/todo-list';
import { useAuthUser } from '@/lib/session';

// Only client users see their requests and the request form: staff do not load them.
const MyActiveRequests = lazy(() =>
  import('@/features/job-requests/components/my-active-requests').then((m) => ({ default: m.MyActiveRequests })),
);
const RequestNewJobButton = lazy(() =>
  import('@/features/job-requests/components/request-new-job-button').then((m) => ({ default: m.RequestNewJobButton })),
);

/**
 * The dashboard composes four features (jobs, job requests, to-dos, the greeting), so it
 * lives with the routes: features never import each other (STYLE.md).
 */
export function DashboardPage() {
  const user = useAuthUser();
  const isClient = isClientUser(user);
  return (
    <>
      <DashboardGreeting />
      <DashboardLayout
        asideFirstWhenNarrow={isClient}
        main={
          <>
            {isClient ? (
              <Suspense fallback={null}>
                <MyActiveRequests />
              </Suspense>
            ) : null}
            <MyActiveJobs />
          </>
        }
        aside={
          isClient ? (
            <Paper withBorder radius="md" p="md">
              <Text size="sm" fw={600} mb={4}>
                Need something new?
              </Text>
              <Text size="sm" c="dimmed" mb="md">
                Tell us what you need and someone from the team will be in touch.
              </Text>
              <Suspense fallback={null}>
                <RequestNewJobButton fullWidth />
              </Suspense>
            </Paper>
          ) : can(user, 'todos.use') ? (
            <TodoList />
          ) : null
        }
      />
    </>
  );
}
