/** Business constants of both spec documents. */
export const JOB_STATUSES = ['pending', 'in_progress', 'testing', 'with_client', 'completed', 'invoiced'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];
/** The jobs list's sort keys (GET /jobs `sort`). */
export const JOB_SORT_KEYS = ['job_no', 'client_name', 'job_name', 'job_status', 'job_due_date', 'job_updated_at'] as const;
export type TJobSortKey = (typeof JOB_SORT_KEYS)[number];
/** Statuses hidden from the default jobs list (no status chosen). */
export const JOBS_DEFAULT_EXCLUDED = ['completed', 'invoiced', 'pending'] as const;
/** Statuses a client user may not filter by. */
export const JOBS_CLIENT_FORBIDDEN_FILTERS = ['testing', 'invoiced'] as const;
export const TASK_STATUSES = ['pending', 'in_progress', 'approved', 'completed', 'cancelled'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
export const PRIORITIES = ['low', 'normal', 'high'] as const;
export const QUOTE_STATUSES = ['pending', 'in_progress', 'with_client', 'approved', 'completed', 'cancelled'] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];
export const ORDER_STATUSES = ['draft', 'pending', 'in_progress', 'approved', 'completed', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const INVOICE_STATUSES = ['pending', 'in_progress', 'approved', 'completed', 'cancelled'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const JOB_REQUEST_STATUSES = ['pending', 'accepted', 'cancelled'] as const;
export type TJobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];
export const BOARDS = ['team', 'client'] as const;
export type TBoard = (typeof BOARDS)[number];

/** Human labels for every status value. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  draft: 'Draft',
  in_progress: 'In Progress',
  testing: 'Testing',
  with_client: 'With Client',
  approved: 'Approved',
  completed: 'Completed',
  invoiced: 'Invoiced',
  cancelled: 'Cancelled',
  accepted: 'Accepted',
};
/** One colour per status, the same everywhere (UI.md). */
export const STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  draft: 'gray',
  in_progress: 'blue',
  testing: 'violet',
  with_client: 'orange',
  approved: 'teal',
  completed: 'green',
  invoiced: 'indigo',
  cancelled: 'red',
  accepted: 'teal',
};

/** Letters for numbering copies: A to Z without W. */
export const SEQUENCE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVXYZ'.split('');
export const GST_RATE = '0.10';
export const PRICE_TIERS = ['tier1', 'tier2', 'tier3', 'tier4'] as const;
export const INVOICE_TERMS = ['0', '7', '15', '30', '45'] as const;
export const INVOICE_ITEM_TYPES = ['quote', 'task', 'timesheet', 'order'] as const;
export const SELL_BASES = ['quantity', 'time'] as const;
export const AU_STATES = [
  { id: 1, code: 'NSW' },
  { id: 2, code: 'QLD' },
  { id: 3, code: 'SA' },
  { id: 4, code: 'TAS' },
  { id: 5, code: 'VIC' },
  { id: 6, code: 'WA' },
  { id: 7, code: 'ACT' },
  { id: 8, code: 'NT' },
] as const;
export const USER_TYPE_COLORS = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** Hide-ticked-to-do options (value stored on the user). */
export const TICKED_TODO_PERIODS = [
  { value: '-1 day', label: '1 day' },
  { value: '-3 days', label: '3 days' },
  { value: '-1 week', label: '1 week' },
  { value: '-2 weeks', label: '2 weeks' },
  { value: '-1 month', label: '1 month' },
] as const;
export const DEFAULT_TICKED_TODO_PERIOD = '-1 week';

/**
 * A hide-ticked period as stored and answered ('-1 week', the current user's value in spec 1),
 * from that value or from the account form's wording ('1 week', spec 2's Account default);
 * null when it is neither.
 */
export function tickedTodoPeriod(value: string): string | null {
  const v = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const found = TICKED_TODO_PERIODS.find((p) => p.value === v || p.label === v);
  return found ? found.value : null;
}

export { DEFAULT_TEAM_USER_TYPE_ID, MANAGER_USER_TYPE_ID, SUPER_ADMIN_TYPE_ID } from './user-types.ts';

export const POLL_INTERVAL_MS = 10_000;
export const DRAWER_OUTSIDE_CLICK_GUARD_MS = 50;
export const TOAST_THROTTLE_MS = 5_000;
export const INLINE_SAVE_DELAY_MS = 1_000;
export const DEFAULT_PAGE_SIZE = 20;
export const UPLOAD_MAX_FILESIZE_BYTES = 10 * 1024 * 1024;

/**
 * The product's own sender address: new e-mail templates are preset to it (spec 2 section 3),
 * and a template that keeps it sends from the server's MAIL_FROM address instead.
 */
export const PRODUCT_SENDER_EMAIL = 'no-reply@jobflow.local';
