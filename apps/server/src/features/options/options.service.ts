import {
  AU_STATES,
  INVOICE_STATUSES,
  INVOICE_TERMS,
  JOB_STATUSES,
  ORDER_STATUSES,
  PRICE_TIERS,
  PRIORITIES,
  QUOTE_STATUSES,
  SELL_BASES,
  SEQUENCE_CHARACTERS,
  STATUS_COLORS,
  STATUS_LABELS,
  TASK_STATUSES,
  TICKED_TODO_PERIODS,
  UPLOAD_MAX_FILESIZE_BYTES,
  can,
  initialsOf,
  isClientUser,
  notFound,
  type TAuthUser,
  type TNotificationCounts,
  type TOptions,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import * as repo from './options.repository.ts';

const statusOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: STATUS_LABELS[value] ?? value, color: STATUS_COLORS[value] ?? 'gray' }));

export async function getAuthUser({ db, auth }: { db: TDb; auth: TAuthContext }): Promise<TAuthUser> {
  const row = await repo.getAuthUser(db, auth.companyId, auth.user.id);
  if (!row) throw notFound();
  const u = row.user;
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    initials: initialsOf(u.firstName, u.lastName),
    full_name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    client_id: u.clientId,
    client: u.clientId && row.client ? row.client : null,
    is_manager: u.isManager,
    user_type_id: u.clientId ? null : u.userTypeId,
    period_for_ticked_todo_items: u.periodForTickedTodoItems,
    company: row.company,
  };
}

export async function getNotificationCounts({ db, auth }: { db: TDb; auth: TAuthContext }): Promise<TNotificationCounts> {
  const counts = await repo.countBadges(db, auth.companyId, auth.user.id, can(auth.user, 'notifications.pendingRequests'));
  return { numberOfUnreadComments: counts.unread, numberOfPendingRequests: counts.pending };
}

export async function getOptions({ db, auth }: { db: TDb; auth: TAuthContext }): Promise<TOptions> {
  const client = isClientUser(auth.user);
  // Jobs are not here: a big agency has tens of thousands open, and every page waited for
  // them. The pickers ask GET /options/jobs?client_id= for the chosen client's (bench/results.md).
  const [counts, userTypes, clients] = await Promise.all([
    getNotificationCounts({ db, auth }),
    repo.listUserTypes(db, auth.companyId),
    client ? Promise.resolve([]) : repo.listClients(db, auth.companyId),
  ]);
  return {
    logged_as: client ? 'client' : 'company',
    jobStatuses: statusOptions(JOB_STATUSES),
    taskStatuses: statusOptions(TASK_STATUSES),
    quoteStatuses: statusOptions(QUOTE_STATUSES),
    orderStatuses: statusOptions(ORDER_STATUSES),
    invoiceStatuses: statusOptions(INVOICE_STATUSES),
    priorities: [...PRIORITIES],
    sequenceCharacters: SEQUENCE_CHARACTERS,
    upload_max_filesize: UPLOAD_MAX_FILESIZE_BYTES,
    counts: { unread_comments: counts.numberOfUnreadComments, pending_requests: counts.numberOfPendingRequests },
    editor: { height: 350, toolbar: ['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'link', 'code'] },
    userTypes: client ? [] : userTypes,
    priceTiers: [...PRICE_TIERS],
    invoiceTerms: [...INVOICE_TERMS],
    sellBases: [...SELL_BASES],
    states: AU_STATES.map((s) => ({ ...s })),
    tickedTodoPeriods: TICKED_TODO_PERIODS.map((p) => ({ ...p })),
    clients,
  };
}
