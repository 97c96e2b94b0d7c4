import { Button, EmptyState, Paper } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from '@/ui/link';

export function NotFoundPage() {
  return (
    <Paper withBorder radius="md" py={64} px="lg" maw={560} mx="auto" mt="xl">
      <EmptyState
        icon={<IconCompass size={24} stroke={1.5} />}
        withIndicatorBackground
      >
        <EmptyState.Title order={1}>Page not found</EmptyState.Title>
        <EmptyState.Description>
          The page you are looking for does not exist, or you do not have access to it.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/" variant="light">
            Back to dashboard
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
