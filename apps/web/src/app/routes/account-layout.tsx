import { Badge } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { can, isClientUser, type TAuthUser, type TNotificationCounts } from '@jobflow/contract';
import { useNotificationCounts } from '@/features/notifications/api/get-notification-counts';
import { useAuthUser } from '@/lib/session';
import { PageHeader } from '@/ui/page-header';
import { RouteTabs, type TRouteTab } from '@/ui/route-tabs';

/** The notifications screen's address for this user, and the other role's (which leads to it). */
const NOTIFICATIONS = { client: '/account/notifications', staff: '/account/account-notifications' } as const;

function countBadge(count: number) {
  if (count <= 0) return undefined;
  return (
    <Badge size="xs" circle={count < 10} color="red.8" variant="filled" className="tabular">
      {count}
    </Badge>
  );
}

/**
 * PROFILE; NOTIFICATIONS (notifications route for client users, account-notifications with the
 * unread count for staff); JOB REQUESTS with the pending count for super admin (spec 2 section 2).
 */
function accountTabsFor(user: TAuthUser, counts: TNotificationCounts | undefined): TRouteTab[] {
  const tabs: TRouteTab[] = [{ label: 'PROFILE', to: '/account' }];
  if (isClientUser(user)) tabs.push({ label: 'NOTIFICATIONS', to: NOTIFICATIONS.client });
  else
    tabs.push({
      label: 'NOTIFICATIONS',
      to: NOTIFICATIONS.staff,
      rightSection: countBadge(counts?.numberOfUnreadComments ?? 0),
    });
  if (can(user, 'jobRequests.manage'))
    tabs.push({
      label: 'JOB REQUESTS',
      to: '/account/job-requests',
      rightSection: countBadge(counts?.numberOfPendingRequests ?? 0),
    });
  return tabs;
}

export function AccountLayout() {
  const user = useAuthUser();
  const { data: counts } = useNotificationCounts();
  const { pathname } = useLocation();
  const [own, other] = isClientUser(user) ? [NOTIFICATIONS.client, NOTIFICATIONS.staff] : [NOTIFICATIONS.staff, NOTIFICATIONS.client];
  // the other role's address shows the same screen: go to this user's, whose tab is the one lit
  if (pathname.replace(/\/+$/, '') === other) return <Navigate to={own} replace />;
  return (
    <>
      <PageHeader title={user.full_name} />
      <RouteTabs tabs={accountTabsFor(user, counts)} aria-label="Account" />
      <Outlet />
    </>
  );
}
