import { formatCount } from '@jobflow/contract';
import { Button, Group, Loader, Text } from '@mantine/core';

export type ListRestProps = {
  /** The rows on screen, the list's first (lib/whole-list.ts). */
  shown: number;
  /** How many rows match in all. */
  total: number;
  /** What the rows are, in the plural: "quotes". */
  noun: string;
  /** The rest's request failed (the query is in error, no longer fetching). */
  failed: boolean;
  onRetry: () => void;
};

/**
 * Under an unpaged list that shows only its first rows while the rest loads (lib/whole-list.ts):
 * how many of how many, with a spinner; when the rest failed to come, a way to ask again.
 */
export function ListRest({ shown, total, noun, failed, onRetry }: ListRestProps) {
  const of = `Showing the first ${formatCount(shown)} of ${formatCount(total)} ${noun}`;
  return (
    <Group gap="xs" px="xs" wrap="nowrap" role="status" aria-live="polite" data-testid="list-rest">
      {failed ? (
        <>
          <Text size="sm" c="dimmed">
            {of}. The rest could not be loaded.
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onRetry}>
            Try again
          </Button>
        </>
      ) : (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {of}; loading the rest…
          </Text>
        </>
      )}
    </Group>
  );
}
