import { describe, expect, it } from 'vitest';
import { can, roleOf } from './permissions.ts';

const superAdmin = { user_type_id: 1, client_id: null, is_manager: 0 };
const staff = { user_type_id: 3, client_id: null, is_manager: 0 };
const clientManager = { user_type_id: null, client_id: 7, is_manager: 1 };
const clientUser = { user_type_id: null, client_id: 7, is_manager: 0 };

describe('permissions', () => {
  it('derives the four roles', () => {
    expect([superAdmin, staff, clientManager, clientUser].map(roleOf)).toEqual(['super_admin', 'staff', 'client_manager', 'client_user']);
  });
  it('follows the roles table of spec 1 section 6', () => {
    expect(can(superAdmin, 'admin.area')).toBe(true);
    expect(can(staff, 'admin.area')).toBe(false);
    expect(can(staff, 'nav.time')).toBe(true);
    expect(can(clientManager, 'nav.time')).toBe(false);
    expect(can(clientManager, 'nav.settings')).toBe(true);
    expect(can(clientUser, 'nav.settings')).toBe(false);
    expect(can(staff, 'jobs.viewQuoteValue')).toBe(false);
    expect(can(clientUser, 'comments.teamBoard')).toBe(false);
    expect(can(null, 'nav.dashboard')).toBe(false);
  });
  it('a client user with a super admin type id is still a client user', () => {
    expect(roleOf({ user_type_id: 1, client_id: 3, is_manager: 0 })).toBe('client_user');
  });
});
