import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import classes from './summary-bar.module.css';

export type TSummaryItem = { label: string; value: ReactNode };
export type SummaryBarProps = { items: readonly TSummaryItem[]; 'aria-label'?: string };

/** Totals under a list (TOTAL JOBS, TOTAL QUOTED, INC. GST): quiet labels, bold tabular figures (UI.md). */
export function SummaryBar({ items, 'aria-label': ariaLabel = 'Totals' }: SummaryBarProps) {
  if (!items.length) return null;
  return (
    <Paper withBorder radius="md" px="md" py={8} bg="gray.0" component="section" aria-label={ariaLabel}>
      <div className={classes.items}>
        {items.map((item) => (
          <div key={item.label} className={classes.item}>
            <Text size="xs" c="dimmed" fw={600} lts="0.05em">
              {item.label}
            </Text>
            <Text size="sm" fw={700} className="tabular" data-summary={item.label}>
              {item.value}
            </Text>
          </div>
        ))}
      </div>
    </Paper>
  );
}
