import type { ReactNode } from 'react';
import classes from './dashboard.module.css';

export type DashboardLayoutProps = {
  main?: ReactNode;
  aside?: ReactNode;
  /** On one column (a phone, a narrow window) the aside comes before the main column. */
  asideFirstWhenNarrow?: boolean;
};

/**
 * Main column: MY ACTIVE JOBS for everyone, MY ACTIVE REQUESTS for client users.
 * Sidebar: 'Request New Job' for client users, MY TO DO LIST for staff (spec 1 section 2.6).
 */
export function DashboardLayout({ main, aside, asideFirstWhenNarrow = false }: DashboardLayoutProps) {
  if (!main && !aside) return null;
  return (
    <div className={classes.layout}>
      <div className={classes.main}>{main}</div>
      {aside ? <aside className={asideFirstWhenNarrow ? `${classes.aside} ${classes.asideLead}` : classes.aside}>{aside}</aside> : null}
    </div>
  );
}
