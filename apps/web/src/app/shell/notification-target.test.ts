import { describe, expect, it } from 'vitest';
import type { TActor } from '@jobflow/contract';
import { badgeCount, badgeTarget } from './notification-target';

const superAdmin: TActor = { user_type_id: 1, client_id: null, is_manager: 0 };
const staff: TActor = { user_type_id: 3, client_id: null, is_manager: 0 };
const clientUser: TActor = { user_type_id: null, client_id: 7, is_manager: 0 };
const counts = (unread: number, pending: number) => ({
  numberOfUnreadComments: unread,
  numberOfPendingRequests: pending,
});

describe('notification badge', () => {
  it('counts pending requests for super admin only', () => {
    expect(badgeCount(superAdmin, counts(1, 2))).toBe(3);
    expect(badgeCount(staff, counts(1, 2))).toBe(1);
    expect(badgeCount(clientUser, counts(0, 5))).toBe(0);
  });

  it('goes to the account page when the count is 0', () => {
    expect(badgeTarget(staff, counts(0, 4))).toBe('/account');
    expect(badgeTarget(superAdmin, counts(0, 0))).toBe('/account');
  });

  it('goes to notifications for client users', () => {
    expect(badgeTarget(clientUser, counts(2, 0))).toBe('/account/notifications');
  });

  it('goes to account-notifications with unread comments, otherwise to job requests', () => {
    expect(badgeTarget(superAdmin, counts(1, 2))).toBe('/account/account-notifications');
    expect(badgeTarget(superAdmin, counts(0, 2))).toBe('/account/job-requests');
  });
});
