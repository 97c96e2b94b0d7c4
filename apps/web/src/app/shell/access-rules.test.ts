import { describe, expect, it } from 'vitest';
import type { TActor } from '@jobflow/contract';
import { mayOpen } from './access-rules';

const superAdmin: TActor = { user_type_id: 1, client_id: null, is_manager: 0 };
const staff: TActor = { user_type_id: 3, client_id: null, is_manager: 0 };
const clientManager: TActor = { user_type_id: null, client_id: 7, is_manager: 1 };
const clientUser: TActor = { user_type_id: null, client_id: 7, is_manager: 0 };

describe('route access', () => {
  it('only super admin opens the admin area', () => {
    expect([superAdmin, staff, clientManager, clientUser].map((u) => mayOpen('admin', u))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('a client manager opens the company and client-users settings, other clients and staff do not', () => {
    expect(mayOpen('companySettings', clientManager)).toBe(true);
    expect(mayOpen('clientUsersSettings', clientManager)).toBe(true);
    expect(mayOpen('companySettings', clientUser)).toBe(false);
    expect(mayOpen('companySettings', staff)).toBe(false);
    expect(mayOpen('companySettings', superAdmin)).toBe(true);
  });

  it('time is for everyone except client users', () => {
    expect([superAdmin, staff, clientManager, clientUser].map((u) => mayOpen('time', u))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('a client user whose user type id is 1 is still not a super admin', () => {
    expect(mayOpen('admin', { user_type_id: 1, client_id: 7, is_manager: 0 })).toBe(false);
  });
});
