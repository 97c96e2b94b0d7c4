import { Outlet } from 'react-router';
import { can, type TAuthUser } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { PageHeader } from '@/ui/page-header';
import { RouteTabs, type TRouteTab } from '@/ui/route-tabs';

const STAFF_TABS: readonly TRouteTab[] = [
  { label: 'COMPANY', to: '/settings' },
  { label: 'TEAM', to: '/settings/team' },
  { label: 'USER TYPES', to: '/settings/user-types' },
  { label: 'COST CATEGORIES', to: '/settings/cost-categories' },
  { label: 'COST MATRIX', to: '/settings/cost-matrix' },
  { label: 'CLIENT USERS', to: '/settings/client-users' },
  { label: 'XERO', to: '/settings/xero' },
  { label: 'EMAIL TEMPLATES', to: '/settings/email-templates' },
];

/** Staff see every tab; a client manager sees COMPANY and CLIENT USERS (spec 2 section 2, Settings). */
function settingsTabsFor(user: TAuthUser): readonly TRouteTab[] {
  if (can(user, 'settings.staffOnly')) return STAFF_TABS;
  return STAFF_TABS.filter(
    (tab) =>
      (tab.to === '/settings' && can(user, 'settings.company')) ||
      (tab.to === '/settings/client-users' && can(user, 'settings.clientUsers')),
  );
}

export function SettingsLayout() {
  const user = useAuthUser();
  const tabs = settingsTabsFor(user);
  return (
    <>
      <PageHeader title="SETTINGS" />
      {tabs.length > 0 ? <RouteTabs tabs={tabs} aria-label="Settings" /> : null}
      <Outlet />
    </>
  );
}
