/**
 * The authorization matrix: every route of the app, with what each kind of caller must get.
 * The test (authorization-matrix.test.ts) collects the app's route table and fails when a
 * route is missing here, or when this file names a route the app lacks.
 */

import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';

export const CALLERS = ['anonymous', 'superAdmin', 'staff', 'clientManager', 'clientUser', 'otherAdmin'] as const;
export type TCaller = (typeof CALLERS)[number];

/** 'allow': past authorization (2xx, or a 400/409/422 answer about the request itself). */
export type TOutcome = 'allow' | 401 | 403 | 404;

/** Records the matrix points path params at, one set per tenant / client company. */
export const ID_KEYS = [
  'job', 'task', 'teamComment', 'clientComment', 'jobAttachment', 'jobRequest', 'jobRequestAttachment',
  'note', 'todo', 'costCategory', 'costMatrix', 'quote', 'quoteItem', 'order', 'orderItem', 'invoice',
  'invoiceItem', 'timesheet', 'notification', 'teamUser', 'client', 'member', 'userType', 'emailTemplate', 'company', 'file',
] as const;
export type TIdKey = (typeof ID_KEYS)[number];
export type TIdSet = Record<TIdKey, number | null>;

export type TEntry = {
  expect: Record<TCaller, TOutcome>;
  /** Which record each path param names (defaults come from the path, see defaultIds). */
  ids?: Record<string, TIdKey>;
  /** Body sent with POSTs; a function gets the id set in use. */
  body?: Record<string, unknown> | ((ids: TIdSet) => Record<string, unknown>);
  query?: string;
  /** Deletes or revokes something: run on a fresh database per caller, children first. */
  destructive?: boolean;
  /** Not a tenant record (e.g. a signed download link): skip the other-tenant id checks. */
  noCrossCheck?: boolean;
};

type TPreset = Record<TCaller, TOutcome>;
const row = (anonymous: TOutcome, superAdmin: TOutcome, staff: TOutcome, clientManager: TOutcome, clientUser: TOutcome, otherAdmin: TOutcome): TPreset => ({
  anonymous, superAdmin, staff, clientManager, clientUser, otherAdmin,
});

/** Super admins only (admin.area, settings.staffOnly). Another agency's admin: 404 on our ids, allowed on id-less routes. */
const ADMIN = row(401, 'allow', 403, 403, 403, 404);
const ADMIN_LIST = row(401, 'allow', 403, 403, 403, 'allow');
/** Staff of the agency (super admin and team users). */
const STAFF = row(401, 'allow', 'allow', 403, 403, 404);
const STAFF_LIST = row(401, 'allow', 'allow', 403, 403, 'allow');
/** Anyone signed in; client users only for their own company's records. */
const EVERYONE = row(401, 'allow', 'allow', 'allow', 'allow', 404);
const EVERYONE_LIST = row(401, 'allow', 'allow', 'allow', 'allow', 'allow');
/** Super admin and client manager (settings.company, settings.clientUsers). */
const SETTINGS = row(401, 'allow', 403, 'allow', 403, 404);
const SETTINGS_LIST = row(401, 'allow', 403, 'allow', 403, 'allow');
const PUBLIC = row('allow', 'allow', 'allow', 'allow', 'allow', 'allow');
const AUTHED = EVERYONE_LIST;

const with_ = (p: TPreset, over: Partial<TPreset>): TPreset => ({ ...p, ...over });

export const MATRIX: Record<string, TEntry> = {
  // health, auth, docs
  'GET /api/health': { expect: PUBLIC },
  'POST /api/auth/verify-email': { expect: PUBLIC, body: { email: 'staff@demo.jobflow.test' } },
  'POST /api/auth/login': { expect: PUBLIC, body: (i) => ({ email: 'staff@demo.jobflow.test', password: DEMO_PASSWORD, login_as: 'company', company_id: i.company }) },
  'POST /api/auth/forgot': { expect: PUBLIC, body: { email: 'nobody@example.com' } },
  'POST /api/auth/reset': { expect: PUBLIC, body: { token: 'x'.repeat(43), password: 'Another-pass-123', password_confirmation: 'Another-pass-123' } },
  'POST /api/auth/logout': { expect: AUTHED, destructive: true },

  // options, notifications, account
  'GET /api/options': { expect: AUTHED },
  'GET /api/options/auth-user': { expect: AUTHED },
  ...Object.fromEntries(
    ['users', 'clients', 'departments', 'cost-categories', 'costs', 'quotes', 'jobs', 'projects', 'client_managers'].map((n) => [`GET /api/options/${n}`, { expect: STAFF_LIST }]),
  ),
  'GET /api/user/notifications': { expect: AUTHED },
  'GET /api/user': { expect: AUTHED },
  'POST /api/user': { expect: AUTHED, body: {} },
  'GET /api/user/related-comments': { expect: AUTHED },
  // A notification of the super admin: only its owner may mark it; everyone else is told it does not exist.
  'POST /api/user/comment/:id': { expect: row(401, 'allow', 404, 404, 404, 404), ids: { id: 'notification' }, body: { read: 1 } },
  'GET /api/user/company': { expect: SETTINGS_LIST },
  'POST /api/user/company': { expect: SETTINGS_LIST, body: {} },

  // clients and contacts
  'GET /api/clients': { expect: ADMIN_LIST },
  'POST /api/clients': { expect: ADMIN_LIST, body: {} },
  'GET /api/clients/members': { expect: SETTINGS_LIST },
  'GET /api/clients/:id': { expect: ADMIN },
  'POST /api/clients/:id': { expect: ADMIN, body: {} },
  'DELETE /api/clients/:id': { expect: ADMIN, destructive: true },
  'GET /api/clients/:id/members': { expect: with_(SETTINGS, { clientUser: 'allow' }) },
  'POST /api/clients/:id/members': { expect: SETTINGS, body: (i) => ({ client_id: i.client, first_name: 'Matrix', last_name: 'Contact', email: 'matrix.contact@example.com' }) },
  'POST /api/clients/:id/members/:memberId': { expect: SETTINGS, body: {} },
  'DELETE /api/clients/:id/members/:memberId': { expect: SETTINGS, destructive: true },

  // jobs, comments, tasks, files
  'GET /api/jobs': { expect: EVERYONE_LIST },
  'GET /api/jobs/pdf': { expect: STAFF_LIST },
  'POST /api/jobs': { expect: STAFF_LIST, body: {} },
  'POST /api/clients/:id/jobs': { expect: STAFF, ids: { id: 'client' }, body: { name: 'Matrix job' } },
  'GET /api/jobs/:id': { expect: EVERYONE },
  /** Client contacts read jobs; only staff change them (status, due date, team). */
  'POST /api/jobs/:id': { expect: with_(EVERYONE, { clientManager: 403, clientUser: 403 }), body: {} },
  'GET /api/jobs/:id/comments': { expect: EVERYONE, query: 'board=client' },
  'POST /api/jobs/:id/comments': { expect: EVERYONE, body: { board: 'client', comment: 'Matrix comment' } },
  /** The client-board comment is the client manager's own: its author and the super admin may remove it. */
  'DELETE /api/jobs/:id/comments/:commentId': { expect: with_(EVERYONE, { staff: 403, clientUser: 403 }), ids: { commentId: 'clientComment' }, destructive: true },
  /** Uploaded by the super admin: staff may remove any attachment, a client contact only its own. */
  'DELETE /api/jobs/:id/attachments/:attachmentId': { expect: with_(EVERYONE, { clientManager: 403, clientUser: 403 }), destructive: true },
  'GET /api/tasks': { expect: EVERYONE_LIST },
  'GET /api/tasks/:id': { expect: EVERYONE },
  'POST /api/tasks': { expect: STAFF_LIST, body: {} },
  'POST /api/tasks/:id': { expect: with_(EVERYONE, { clientManager: 403, clientUser: 403 }), body: {} },
  'DELETE /api/tasks/:id': { expect: STAFF, destructive: true },
  'POST /api/files/upload': { expect: EVERYONE },
  /** A fresh link for a file of a job or job request the caller may open (the matrix's is a job attachment). */
  'GET /api/files/:id/link': { expect: EVERYONE },
  'GET /api/files/:id/download': { expect: row(403, 403, 403, 403, 403, 403), query: 'expires=1&sig=bad', noCrossCheck: true },

  // job requests
  // Requests are the admin area for the agency (team users are refused) and the portal for the client's contacts.
  'GET /api/job-requests': { expect: with_(EVERYONE_LIST, { staff: 403 }) },
  'GET /api/job-requests/:id': { expect: with_(EVERYONE, { staff: 403 }) },
  'POST /api/job-requests': { expect: with_(EVERYONE_LIST, { staff: 403 }) },
  'POST /api/job-requests/delete': { expect: ADMIN, body: (i) => ({ ids: [i.jobRequest] }), destructive: true },
  'POST /api/job-requests/:id': { expect: with_(EVERYONE, { staff: 403 }) },
  'POST /api/job-requests/:id/job': { expect: ADMIN },
  'POST /api/job-requests/:id/quote': { expect: ADMIN },
  'DELETE /api/job-requests/:id': { expect: ADMIN, destructive: true },
  'DELETE /api/job-requests/:id/attachments/:attachmentId': { expect: with_(EVERYONE, { staff: 403 }), ids: { attachmentId: 'jobRequestAttachment' }, destructive: true },

  // notes and to-dos
  'GET /api/notes': { expect: ADMIN_LIST },
  'GET /api/notes/:id': { expect: ADMIN },
  /** A to-do: any staff member keeps their own list. */
  'POST /api/notes': { expect: STAFF_LIST, body: { type: 'todo', title: 'Matrix to-do' } },
  /** Deletes the super admin's own to-do: to anyone else it does not exist. */
  'POST /api/notes/delete': { expect: row(401, 'allow', 404, 404, 404, 404), body: (i) => ({ ids: [i.todo] }), destructive: true },
  'POST /api/notes/:id': { expect: ADMIN, body: {} },
  'DELETE /api/notes/:id': { expect: ADMIN, destructive: true },

  // pricing
  'GET /api/cost-categories': { expect: ADMIN_LIST },
  'GET /api/cost-categories/:id': { expect: ADMIN },
  'POST /api/cost-categories': { expect: ADMIN_LIST, body: {} },
  'POST /api/cost-categories/:id': { expect: ADMIN, body: {} },
  'DELETE /api/cost-categories/:id': { expect: ADMIN, destructive: true },
  'GET /api/cost-matrix': { expect: ADMIN_LIST },
  'POST /api/cost-matrix': { expect: ADMIN_LIST, body: {} },
  'POST /api/cost-matrix/delete': { expect: ADMIN, body: (i) => ({ ids: [i.costMatrix] }), destructive: true },
  'GET /api/cost-matrix/:id': { expect: ADMIN },
  'POST /api/cost-matrix/:id': { expect: ADMIN, body: {} },
  'DELETE /api/cost-matrix/:id': { expect: ADMIN, destructive: true },

  // quotes
  'GET /api/quotes': { expect: ADMIN_LIST },
  'GET /api/quotes/wip': { expect: ADMIN_LIST },
  'POST /api/quotes': { expect: ADMIN_LIST, body: {} },
  'GET /api/quotes/:id': { expect: ADMIN },
  'POST /api/quotes/:id': { expect: ADMIN, body: {} },
  'POST /api/quotes/:id/approve': { expect: ADMIN },
  'POST /api/quotes/:id/job': { expect: ADMIN, body: {} },
  'POST /api/quotes/:id/clone': { expect: ADMIN, body: { quoteNumber: 'new', jobNumber: 'none' } },
  'DELETE /api/quotes/:id': { expect: ADMIN, destructive: true },
  'GET /api/quotes/:id/amount': { expect: ADMIN },
  'GET /api/quotes/:id/pdf': { expect: ADMIN },
  'GET /api/quotes/:id/items': { expect: ADMIN },
  'POST /api/quotes/:id/items': { expect: ADMIN, body: (i) => ({ cost_matrix_id: i.costMatrix, quantity: '1', details: 'Matrix' }) },
  'POST /api/quotes/:id/items/:itemId': { expect: ADMIN, body: {} },
  'DELETE /api/quotes/:id/items/:itemId': { expect: ADMIN, destructive: true },

  // orders
  'GET /api/orders': { expect: ADMIN_LIST },
  'GET /api/orders/wip': { expect: ADMIN_LIST },
  'POST /api/orders': { expect: ADMIN_LIST, body: {} },
  'GET /api/orders/:id': { expect: ADMIN },
  'POST /api/orders/:id': { expect: ADMIN, body: {} },
  'POST /api/orders/:id/clone': { expect: ADMIN, body: { orderNumber: 'new', jobNumber: 'keep' } },
  'DELETE /api/orders/:id': { expect: ADMIN, destructive: true },
  'GET /api/orders/:id/pdf': { expect: ADMIN },
  'GET /api/orders/:id/items': { expect: ADMIN },
  'POST /api/orders/:id/items': { expect: ADMIN, body: (i) => ({ cost_matrix_id: i.costMatrix, details: 'Matrix', quantity: '1' }) },
  'POST /api/orders/:id/items/:itemId': { expect: ADMIN, body: {} },
  'DELETE /api/orders/:id/items/:itemId': { expect: ADMIN, destructive: true },

  // invoices
  'GET /api/invoices': { expect: ADMIN_LIST },
  'GET /api/invoices/wip': { expect: ADMIN_LIST },
  'POST /api/invoices': { expect: ADMIN_LIST, body: {} },
  'GET /api/invoices/:id': { expect: ADMIN },
  'POST /api/invoices/:id': { expect: ADMIN, body: {} },
  'POST /api/invoices/:id/clone': { expect: ADMIN, body: { invoiceNumber: 'new', jobNumber: 'keep' } },
  'DELETE /api/invoices/:id': { expect: ADMIN, destructive: true },
  'GET /api/invoices/:id/pdf': { expect: ADMIN },
  'GET /api/invoices/:id/items': { expect: ADMIN },
  'POST /api/invoices/:id/items': { expect: ADMIN, body: (i) => ({ cost_matrix_id: i.costMatrix, description: 'Matrix', quantity: '1' }) },
  'POST /api/invoices/:id/items/:itemId': { expect: ADMIN, body: {} },
  'DELETE /api/invoices/:id/items/:itemId': { expect: ADMIN, destructive: true },
  'GET /api/invoices/:id/quote-items': { expect: ADMIN },
  'GET /api/invoices/:id/order-items': { expect: ADMIN },
  'GET /api/invoices/:id/tasks': { expect: ADMIN },
  'GET /api/invoices/:id/timesheet': { expect: ADMIN },
  'POST /api/invoices/:id/move-item': { expect: ADMIN, body: (i) => ({ type: 'time', id: i.timesheet }) },

  // time
  'GET /api/timesheets': { expect: STAFF_LIST },
  'GET /api/timesheets/csv': { expect: STAFF_LIST },
  'GET /api/timesheets/:id': { expect: STAFF },
  'POST /api/timesheets': { expect: STAFF_LIST, body: {} },
  'POST /api/timesheets/:id': { expect: STAFF, body: {} },
  'DELETE /api/timesheets/:id': { expect: STAFF, destructive: true },

  // team, user types, email templates
  'GET /api/users': { expect: ADMIN_LIST },
  'GET /api/users/:id': { expect: ADMIN },
  'POST /api/users': { expect: ADMIN_LIST, body: {} },
  'POST /api/users/delete': { expect: ADMIN, body: (i) => ({ ids: [i.teamUser] }), destructive: true },
  'POST /api/users/:id': { expect: ADMIN, body: {} },
  'DELETE /api/users/:id': { expect: ADMIN, destructive: true },
  'GET /api/user-types': { expect: ADMIN_LIST },
  'POST /api/user-types': { expect: ADMIN_LIST, body: {} },
  'POST /api/user-types/:id': { expect: ADMIN, body: {} },
  'DELETE /api/user-types/:id': { expect: ADMIN, destructive: true },
  'GET /api/email-templates': { expect: ADMIN_LIST },
  'GET /api/email-templates/:id': { expect: ADMIN },
  'POST /api/email-templates': { expect: ADMIN_LIST, body: {} },
  'POST /api/email-templates/:id': { expect: ADMIN, body: {} },
  'DELETE /api/email-templates/:id': { expect: ADMIN, destructive: true },

  // Xero
  'GET /api/xero/info': { expect: ADMIN_LIST },
  'GET /api/xero/connect': { expect: ADMIN_LIST },
  /** A signed link opened by the browser: a bad signature only redirects to Settings with the error. */
  'GET /api/xero/connect/:companyId': { expect: PUBLIC, query: 'expires=1&sig=bad', noCrossCheck: true },
  'GET /api/xero/callback': { expect: PUBLIC },
  'POST /api/xero/disconnect': { expect: ADMIN_LIST, destructive: true },
};

/** Which record a path param names when the entry does not say. */
export function defaultIdKey(route: string, param: string): TIdKey {
  const resource = route.split(' ')[1].split('/')[2];
  const byResource: Record<string, TIdKey> = {
    jobs: 'job', tasks: 'task', 'job-requests': 'jobRequest', notes: 'note', 'cost-categories': 'costCategory',
    'cost-matrix': 'costMatrix', quotes: 'quote', orders: 'order', invoices: 'invoice', timesheets: 'timesheet',
    users: 'teamUser', clients: 'client', 'user-types': 'userType', 'email-templates': 'emailTemplate', files: 'file',
  };
  if (param === 'id') return byResource[resource];
  if (param === 'itemId') return ({ quotes: 'quoteItem', orders: 'orderItem', invoices: 'invoiceItem' } as const)[resource as 'quotes'];
  if (param === 'commentId') return 'teamComment';
  if (param === 'attachmentId') return 'jobAttachment';
  if (param === 'memberId') return 'member';
  if (param === 'companyId') return 'company';
  throw new Error(`No id for :${param} of ${route}: name it in the entry's ids`);
}
