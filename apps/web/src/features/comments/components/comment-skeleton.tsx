import { Group, Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a board loads. */
export function CommentSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading comments">
      {[0, 1].map((i) => (
        <Group key={i} gap="sm" align="flex-start" wrap="nowrap">
          <Skeleton circle height={32} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="30%" />
            <Skeleton height={10} width="85%" />
            <Skeleton height={10} width="60%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
