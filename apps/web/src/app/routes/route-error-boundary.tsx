import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { endSession } from '@/lib/session-end';

/** Shown when a page cannot load (the server is unreachable, a chunk failed to download). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Stack mih="60vh" p="lg" align="center" justify="center">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack gap="sm">
          <Title order={1} fz={18}>
            Something went wrong
          </Title>
          <Text size="sm" c="dimmed">
            Jobflow could not load this page. Please reload the application and try again.
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {detail}
          </Text>
          <Group gap="xs" mt="xs">
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button
              variant="default"
              onClick={() => {
                endSession();
                window.location.assign('/login');
              }}
            >
              Sign in again
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
