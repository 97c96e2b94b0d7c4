import { describe, expect, it } from 'vitest';
import { can, type TActor } from '@jobflow/contract';
import { isNavItemActive, NAV_ITEMS, type TNavItem } from './nav-items';

const labelsFor = (u: TActor) => NAV_ITEMS.filter((i) => can(u, i.capability)).map((i) => i.label);
const item = (label: string): TNavItem => {
  const found = NAV_ITEMS.find((i) => i.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('header navigation', () => {
  it('shows each role its items in the spec order', () => {
    expect(labelsFor({ user_type_id: 1, client_id: null, is_manager: 0 })).toEqual([
      'Dashboard',
      'Jobs',
      'Notes',
      'Clients',
      'Orders',
      'Quotes',
      'Invoices',
      'Time',
      'Settings',
    ]);
    expect(labelsFor({ user_type_id: 3, client_id: null, is_manager: 0 })).toEqual(['Dashboard', 'Jobs', 'Time']);
    expect(labelsFor({ user_type_id: null, client_id: 4, is_manager: 1 })).toEqual(['Dashboard', 'Jobs', 'Settings']);
    expect(labelsFor({ user_type_id: null, client_id: 4, is_manager: 0 })).toEqual(['Dashboard', 'Jobs']);
  });

  it('marks the item of the current section', () => {
    expect(isNavItemActive(item('Dashboard'), '/')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/jobs')).toBe(false);
    expect(isNavItemActive(item('Jobs'), '/job/12')).toBe(true);
    expect(isNavItemActive(item('Clients'), '/suppliers/3/notes')).toBe(true);
    expect(isNavItemActive(item('Settings'), '/settings/team')).toBe(true);
    expect(isNavItemActive(item('Notes'), '/notesx')).toBe(false);
  });
});
