import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import classes from './page-header.module.css';

export type PageHeaderProps = {
  /** The spec's uppercase title: JOBS, TIME, INVOICES, SETTINGS ... */
  title: ReactNode;
  /** Above the title on detail pages: the 'Back to all {name}s' link. */
  back?: ReactNode;
  /** The primary action on the right (`+ New Job`). */
  actions?: ReactNode;
  /** Filters under the title. */
  children?: ReactNode;
};

/** The page header pattern used everywhere (UI.md). */
export function PageHeader({ title, back, actions, children }: PageHeaderProps) {
  return (
    <Stack gap="sm" className={classes.root}>
      {back}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
