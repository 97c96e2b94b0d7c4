import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the app initialises (spec 1 section 2.3). */
export function AppLoader() {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Loading Jobflow…
        </Text>
      </Stack>
    </Center>
  );
}
