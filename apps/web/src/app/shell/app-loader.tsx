import { Loader, Stack, Text } from '@mantine/core';

/** Shown while the app initialises (spec 1 section 2.3). */
export function AppLoader() {
  return (
    // A centring Stack rather than Center: one Mantine part fewer in the entry chunk.
    <Stack h="100vh" align="center" justify="center" gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        Loading Jobflow…
      </Text>
    </Stack>
  );
}
