import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';
import classes from './section-panel.module.css';

export type SectionPanelProps = {
  /** The spec's uppercase section title: TASKS (3), ATTACHMENTS ... */
  title: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Id for aria-labelledby and in-page links. */
  id?: string;
  /** No padding around the children (tables that reach the edges). */
  flush?: boolean;
};

/** A bordered section of a detail page with its uppercase title (UI.md). */
export function SectionPanel({ title, actions, children, id, flush = false }: SectionPanelProps) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Paper component="section" withBorder radius="md" className={classes.root} aria-labelledby={titleId} id={id}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm" className={classes.header}>
        <Title order={2} id={titleId} className={classes.title}>
          {title}
        </Title>
        {actions ? (
          <Group gap={6} wrap="nowrap">
            {actions}
          </Group>
        ) : null}
      </Group>
      {children ? <div className={flush ? undefined : classes.body}>{children}</div> : null}
    </Paper>
  );
}
