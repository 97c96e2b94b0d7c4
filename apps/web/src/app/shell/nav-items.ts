import type { TCapability } from '@jobflow/contract';

export type TNavItem = {
  label: string;
  to: string;
  capability: TCapability;
  /** Other path prefixes that belong to this item (a job page belongs to Jobs). */
  alsoActiveOn?: readonly string[];
};

/** Header navigation per role, in the spec's order (spec 1 section 2.3). */
export const NAV_ITEMS: readonly TNavItem[] = [
  { label: 'Dashboard', to: '/', capability: 'nav.dashboard' },
  { label: 'Jobs', to: '/jobs', capability: 'nav.jobs', alsoActiveOn: ['/job/'] },
  { label: 'Notes', to: '/notes', capability: 'admin.area' },
  { label: 'Clients', to: '/clients', capability: 'admin.area', alsoActiveOn: ['/suppliers'] },
  { label: 'Orders', to: '/orders', capability: 'admin.area' },
  { label: 'Quotes', to: '/quotes', capability: 'admin.area' },
  { label: 'Invoices', to: '/invoices', capability: 'admin.area' },
  { label: 'Time', to: '/time', capability: 'nav.time' },
  { label: 'Settings', to: '/settings', capability: 'nav.settings' },
];

export function isNavItemActive(item: TNavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  const prefixes = [item.to, ...(item.alsoActiveOn ?? [])];
  return prefixes.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
}
