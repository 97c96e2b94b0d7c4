import { SUPER_ADMIN_TYPE_ID } from '../common/constants.ts';

/** The fields of a user that decide what it may do. */
export type TActor = {
  user_type_id: number | null;
  client_id: number | null;
  is_manager: number | boolean;
};
export const ROLES = ['super_admin', 'staff', 'client_manager', 'client_user'] as const;
export type TRole = (typeof ROLES)[number];

export const isClientUser = (u: TActor) => u.client_id !== null && u.client_id !== undefined;
export const isClientManager = (u: TActor) => isClientUser(u) && Number(u.is_manager) > 0;
export const isSuperAdmin = (u: TActor) => !isClientUser(u) && u.user_type_id === SUPER_ADMIN_TYPE_ID;
export const isStaff = (u: TActor) => !isClientUser(u);

export function roleOf(u: TActor): TRole {
  if (isClientUser(u)) return isClientManager(u) ? 'client_manager' : 'client_user';
  return u.user_type_id === SUPER_ADMIN_TYPE_ID ? 'super_admin' : 'staff';
}

const ALL: readonly TRole[] = ROLES;
const STAFF: readonly TRole[] = ['super_admin', 'staff'];
const ADMIN: readonly TRole[] = ['super_admin'];
const CLIENTS: readonly TRole[] = ['client_manager', 'client_user'];

/**
 * One table of capabilities (spec 1 section 6, spec 2 section 6). The web hides what a
 * role may not do; the server refuses it with 403.
 */
export const CAPABILITIES = {
  'nav.dashboard': ALL,
  'nav.jobs': ALL,
  'nav.time': STAFF,
  'nav.settings': ['super_admin', 'client_manager'],
  /** notes, clients, suppliers, quotes, orders, invoices, every settings page, job-requests */
  'admin.area': ADMIN,
  'jobs.viewQuoteValue': ADMIN,
  'jobs.create': STAFF,
  'jobs.changeStatus': STAFF,
  'jobs.editDueDate': STAFF,
  'jobs.print': STAFF,
  'jobs.viewAll': ADMIN,
  'tasks.create': STAFF,
  'tasks.viewHours': STAFF,
  'comments.teamBoard': STAFF,
  'jobs.financePanels': STAFF,
  /** the super admin (from the requests tab) and client users; other staff cannot see requests, so they do not make them */
  'jobRequests.create': ['super_admin', 'client_manager', 'client_user'],
  'jobRequests.manage': ADMIN,
  'todos.use': STAFF,
  'time.use': STAFF,
  'time.filterByUser': ADMIN,
  'settings.company': ['super_admin', 'client_manager'],
  'settings.clientUsers': ['super_admin', 'client_manager'],
  'settings.staffOnly': ADMIN,
  'notifications.pendingRequests': ADMIN,
  /** company-side reference data (options lists): staff only, logged_as 'company' */
  'options.companyData': STAFF,
  'clients.area': CLIENTS,
} as const satisfies Record<string, readonly TRole[]>;
export type TCapability = keyof typeof CAPABILITIES;

export function can(u: TActor | null | undefined, capability: TCapability): boolean {
  if (!u) return false;
  return (CAPABILITIES[capability] as readonly TRole[]).includes(roleOf(u));
}
