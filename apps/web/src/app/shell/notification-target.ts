import { can, isClientUser, type TActor, type TNotificationCounts } from '@jobflow/contract';

/** Everyone counts unread comments; super admin also counts pending job requests (spec 1 section 6). */
export function badgeCount(user: TActor, counts: TNotificationCounts): number {
  const pending = can(user, 'notifications.pendingRequests') ? counts.numberOfPendingRequests : 0;
  return counts.numberOfUnreadComments + pending;
}

/** Where a click on the badge goes (spec 1 section 2.3). */
export function badgeTarget(user: TActor, counts: TNotificationCounts): string {
  if (badgeCount(user, counts) === 0) return '/account';
  if (isClientUser(user)) return '/account/notifications';
  if (counts.numberOfUnreadComments > 0) return '/account/account-notifications';
  return '/account/job-requests';
}
