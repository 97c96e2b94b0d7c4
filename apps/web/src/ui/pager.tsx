import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { pageItems } from './pagination';

export type PagerProps = { page: number; lastPage: number; onChange: (page: number) => void };

/** First, previous, the page items, next, last; hidden with one page. */
export function Pager({ page, lastPage, onChange }: PagerProps) {
  const items = pageItems(page, lastPage);
  if (!items.length) return null;
  return (
    <Group gap={4} justify="flex-end" component="nav" aria-label="Pagination">
      <ActionIcon variant="subtle" color="gray" aria-label="First page" disabled={page === 1} onClick={() => onChange(1)}>
        <IconChevronsLeft size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="Previous page" disabled={page === 1} onClick={() => onChange(page - 1)}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      {items.map((item, i) =>
        item === 'gap' ? (
          <Text key={`gap-${i}`} c="dimmed" px={4} size="sm">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-sm"
            variant={item === page ? 'filled' : 'subtle'}
            color={item === page ? undefined : 'gray'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <ActionIcon variant="subtle" color="gray" aria-label="Next page" disabled={page === lastPage} onClick={() => onChange(page + 1)}>
        <IconChevronRight size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="Last page" disabled={page === lastPage} onClick={() => onChange(lastPage)}>
        <IconChevronsRight size={16} />
      </ActionIcon>
    </Group>
  );
}
