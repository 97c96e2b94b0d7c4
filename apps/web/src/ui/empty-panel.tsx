import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';

export type EmptyPanelProps = {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Actions under the text. */
  children?: ReactNode;
};

/** A bordered panel holding an empty state: what belongs here when there is nothing yet. */
export function EmptyPanel({ title, description, icon, children }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="md" py={48} px="lg">
      <EmptyState size="sm" icon={icon} withIndicatorBackground={Boolean(icon)}>
        {title ? <EmptyState.Title order={2}>{title}</EmptyState.Title> : null}
        {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
