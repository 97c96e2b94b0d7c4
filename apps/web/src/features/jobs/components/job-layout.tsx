import type { ReactNode } from 'react';
import classes from './job-layout.module.css';

export type JobLayoutProps = {
  /** Back link, job number, client, status, name and due date. */
  header: ReactNode;
  /** Description, TASKS and the discussion. */
  main: ReactNode;
  /**
   * Staff only: the QUOTES, ORDERS and INVOICES panels (spec 2). Filled by a later change;
   * nothing renders while empty.
   */
  financePanels?: ReactNode;
  /** Staff only: the resources panel (spec 2); nothing renders while empty. */
  resourcesPanel?: ReactNode;
  /** ATTACHMENTS. */
  attachments: ReactNode;
};

/** The job page: a main column and a right sidebar that stacks under it on narrow screens. */
export function JobLayout({ header, main, financePanels, resourcesPanel, attachments }: JobLayoutProps) {
  return (
    <>
      {header}
      <div className={classes.layout}>
        <div className={classes.main}>{main}</div>
        <aside className={classes.aside} aria-label="Job sidebar">
          {financePanels ?? null}
          {resourcesPanel ?? null}
          {attachments}
        </aside>
      </div>
    </>
  );
}
