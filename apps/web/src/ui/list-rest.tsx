import { formatCount } from '@jobflow/contract';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { listHeadShown } from '@/lib/whole-list';

export type ListRestProps = {
  /** The list's answer holding its first rows (lib/whole-list.ts), and how many match in all. */
  list: { data: readonly unknown[]; total: number };
  /** What the rows are, in the plural: "quotes". */
  noun: string;
  /** The rest's request failed (the query is in error, no longer fetching). */
  failed: boolean;
  onRetry: () => void;
};

/**
 * Under an unpaged list that shows only its first rows while the rest loads (lib/whole-list.ts):
 * how many of how many, with a spinner; when the rest failed to come, a way to ask again. Once
 * the first rows are painted (the frame after they rendered), the whole list's answer may be
 * read: read sooner, its 12 MB held the main thread before they showed.
 */
export function ListRest({ list, noun, failed, onRetry }: ListRestProps) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => listHeadShown(list));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list]);
  const of = `Showing the first ${formatCount(list.data.length)} of ${formatCount(list.total)} ${noun}`;
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
