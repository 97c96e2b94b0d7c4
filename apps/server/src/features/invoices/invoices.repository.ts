import { and, asc, count, eq, getTableName, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { TInvoiceSortKey } from '@jobflow/contract';
import { arrayRows, type TDb } from '../../db/client.ts';
import { isoText } from '../../lib/iso.ts';
import { clients, companies, costCategories, costMatrix, invoiceItems, invoices, jobs, orderItems, orders, quoteItems, quotes, tasks, timesheets, users } from '../../db/schema/index.ts';

/** A new invoice numbered by its own id (or the given number). */
export async function insertInvoice(db: TDb, companyId: number, values: Omit<typeof invoices.$inferInsert, 'companyId' | 'invoiceNumber'> & { invoiceNumber?: string }) {
  const { invoiceNumber, ...rest } = values;
  const [row] = await db
    .insert(invoices)
    .values({ ...rest, companyId, invoiceNumber: invoiceNumber ?? sql`currval(pg_get_serial_sequence('invoices', 'id'))::text` })
    .returning();
  return row;
}

export async function findInvoice(db: TDb, companyId: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db.select().from(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, id))).limit(1);
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** A column written with its table name: in a single-table query drizzle leaves names bare, and a correlated subquery would bind them to its own table. */
const qc = (c: AnyPgColumn) => sql.raw(`"${getTableName(c.table)}"."${c.name}"`);

/**
 * Sum of the line amounts, each line rounded to the cent first (as the contract's
 * lineTotals): stored on the invoice and kept by the database triggers of migration 0004.
 */
export const invoiceValue = sql<string>`${qc(invoices.totalValue)}::text`;

const creator = alias(users, 'creator');
const contact = alias(users, 'contact');
const supplier = alias(clients, 'supplier');
const jobClient = alias(clients, 'job_client');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

export type TInvoiceFilter = { status?: string; excludeStatus?: readonly string[]; clientId?: number; jobId?: number; kw?: string };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const jobNo = sql<string | null>`case when ${jobs.id} is null then null else ${jobClient.code} || ${jobs.id}::text end`;

function whereOf(companyId: number, f: TInvoiceFilter): SQL | undefined {
  const kw = f.kw?.trim();
  const like = kw ? `%${escapeLike(kw)}%` : '';
  return and(
    eq(invoices.companyId, companyId),
    f.status ? eq(invoices.status, f.status) : undefined,
    !f.status && f.excludeStatus?.length ? notInArray(invoices.status, [...f.excludeStatus]) : undefined,
    f.clientId ? eq(invoices.clientId, f.clientId) : undefined,
    f.jobId ? eq(invoices.jobId, f.jobId) : undefined,
    kw
      ? or(
          ilike(invoices.invoiceNumber, like),
          ilike(invoices.name, like),
          ilike(invoices.clientPo, like),
          ilike(clients.name, like),
          ilike(quotes.name, like),
          ilike(quotes.quoteNumber, like),
          ilike(jobs.name, like),
          sql`(${jobClient.code} || ${jobs.id}::text) ilike ${like}`,
        )
      : undefined,
  );
}

const STATUS_ORDER = sql`array_position(array['pending','in_progress','approved','completed','cancelled']::varchar[], ${invoices.status})`;
const SORTS: Record<TInvoiceSortKey, SQL[]> = {
  invoice_number: [sql`coalesce(${invoices.parentId}, ${invoices.id})`, sql`coalesce(${invoices.sequence}, '')`],
  name: [sql`lower(${invoices.name})`],
  client_name: [sql`lower(${clients.name})`],
  status: [STATUS_ORDER],
  invoice_date: [sql`${invoices.invoiceDate}`],
  created_at: [sql`${invoices.createdAt}`],
  total_value: [sql`${invoices.totalValue}`],
};

const columns = {
  invoice: invoices,
  client: { id: clients.id, name: clients.name, code: clients.code },
  quote: { id: quotes.id, quoteNumber: quotes.quoteNumber, name: quotes.name },
  job: { id: jobs.id, name: jobs.name },
  jobNo,
  creatorName: fullName(creator),
  contact: { id: contact.id, firstName: contact.firstName, lastName: contact.lastName, email: contact.email },
  supplierName: supplier.name,
  totalValue: invoiceValue,
};

/**
 * What a list row shows, and no more (the unpaged list carries every open invoice), flat and in
 * this order for `arrayRows`, the date and time as text: as with the quotes, mapping many rows
 * to objects and parsing their times cost more in the server than reading them.
 */
const listColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  name: invoices.name,
  status: invoices.status,
  invoiceDate: sql<string | null>`${invoices.invoiceDate}::text`,
  createdAt: isoText(invoices.createdAt),
  clientId: invoices.clientId,
  clientName: clients.name,
  clientCode: clients.code,
  quoteId: invoices.quoteId,
  quoteRowId: quotes.id,
  quoteNumber: quotes.quoteNumber,
  quoteName: quotes.name,
  jobId: invoices.jobId,
  jobRowId: jobs.id,
  jobNo,
  jobName: jobs.name,
  createdBy: invoices.createdBy,
  creatorName: columns.creatorName,
  totalValue: invoiceValue,
};
/** A list row: the values of `listColumns`, in their order. */
export type TInvoiceListTuple = [
  id: number, invoiceNumber: string, name: string, status: string, invoiceDate: string | null, createdAt: string, clientId: number, clientName: string, clientCode: string,
  quoteId: number | null, quoteRowId: number | null, quoteNumber: string | null, quoteName: string | null,
  jobId: number | null, jobRowId: number | null, jobNo: string | null, jobName: string | null, createdBy: number | null, creatorName: string | null, totalValue: string,
];

/** A dynamic select of invoices reading `TCols`: what `db.select(cols).from(invoices).$dynamic()` gives. */
type TInvoiceSelect<TCols extends SelectedFields> = PgSelectBase<'invoices', TCols, 'partial', { invoices: 'not-null' }, true>;

/** Joins an invoice's client, quote, job and creator, each within the invoice's agency. */
function withJoins<TCols extends SelectedFields>(q: TInvoiceSelect<TCols>) {
  return q
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.companyId, invoices.companyId)))
    .leftJoin(quotes, and(eq(quotes.id, invoices.quoteId), eq(quotes.companyId, invoices.companyId)))
    .leftJoin(jobs, and(eq(jobs.id, invoices.jobId), eq(jobs.companyId, invoices.companyId)))
    .leftJoin(jobClient, and(eq(jobClient.id, jobs.clientId), eq(jobClient.companyId, jobs.companyId)))
    .leftJoin(creator, and(eq(creator.id, invoices.createdBy), eq(creator.companyId, invoices.companyId)));
}

/** The single invoice also reads its contact and supplier. */
function detailSelect(db: TDb) {
  return withJoins(db.select(columns).from(invoices).$dynamic())
    .leftJoin(contact, and(eq(contact.id, invoices.contactId), eq(contact.companyId, invoices.companyId)))
    .leftJoin(supplier, and(eq(supplier.id, invoices.supplierId), eq(supplier.companyId, invoices.companyId)));
}
export type TInvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceDetail>>>;

type TListOptions = { sort: TInvoiceSortKey; order: 'asc' | 'desc'; limit?: number; offset?: number };

/** The list's statement (also explained by the tests: the default order's first rows come from an index). */
export function listInvoicesQuery(db: TDb, companyId: number, f: TInvoiceFilter, opts: TListOptions) {
  const dir = (s: SQL) => (opts.order === 'desc' ? sql`${s} desc nulls last` : sql`${s} asc nulls last`);
  const q = withJoins(db.select(listColumns).from(invoices).$dynamic())
    .where(whereOf(companyId, f))
    .orderBy(...SORTS[opts.sort].map(dir), dir(sql`${invoices.id}`));
  return opts.limit !== undefined ? q.limit(opts.limit).offset(opts.offset ?? 0) : q;
}

export function listInvoices(db: TDb, companyId: number, f: TInvoiceFilter, opts: TListOptions) {
  return arrayRows(db, listInvoicesQuery(db, companyId, f, opts)) as Promise<TInvoiceListTuple[]>;
}

export async function countInvoices(db: TDb, companyId: number, f: TInvoiceFilter) {
  const [row] = await db
    .select({ n: count(), value: sql<string>`coalesce(sum(${invoices.totalValue}), 0)::numeric(14,2)::text` })
    .from(invoices)
    .innerJoin(clients, and(eq(clients.id, invoices.clientId), eq(clients.companyId, invoices.companyId)))
    .leftJoin(quotes, and(eq(quotes.id, invoices.quoteId), eq(quotes.companyId, invoices.companyId)))
    .leftJoin(jobs, and(eq(jobs.id, invoices.jobId), eq(jobs.companyId, invoices.companyId)))
    .leftJoin(jobClient, and(eq(jobClient.id, jobs.clientId), eq(jobClient.companyId, jobs.companyId)))
    .where(whereOf(companyId, f));
  return { total: row.n, value: row.value };
}

export async function findInvoiceDetail(db: TDb, companyId: number, id: number) {
  const [row] = await detailSelect(db)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateInvoice(db: TDb, companyId: number, id: number, values: Partial<typeof invoices.$inferInsert>) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
}

/** Deletes an invoice; its lines cascade, which frees their sources to be invoiced again. */
export async function deleteInvoice(db: TDb, companyId: number, id: number) {
  await db.delete(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)));
}

/** Sequence letters already used in a numbering family (copies whose parent is the root). */
export async function familyLetters(db: TDb, companyId: number, rootId: number) {
  const rows = await db
    .select({ sequence: invoices.sequence })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.parentId, rootId)));
  return rows.map((r) => r.sequence);
}

// ---- items ----

const itemColumns = {
  item: invoiceItems,
  cost: { id: costMatrix.id, description: costMatrix.description, categoryId: costMatrix.categoryId },
  categoryName: costCategories.name,
};

function itemSelect(db: TDb) {
  return db
    .select(itemColumns)
    .from(invoiceItems)
    .leftJoin(costMatrix, and(eq(costMatrix.id, invoiceItems.costMatrixId), eq(costMatrix.companyId, invoiceItems.companyId)))
    .leftJoin(costCategories, and(eq(costCategories.id, costMatrix.categoryId), eq(costCategories.companyId, costMatrix.companyId)));
}
export type TInvoiceItemRow = Awaited<ReturnType<typeof listItems>>[number];

export function listItems(db: TDb, companyId: number, invoiceId: number) {
  return itemSelect(db)
    .where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.id));
}

export async function findItem(db: TDb, companyId: number, invoiceId: number, itemId: number) {
  const [row] = await itemSelect(db).where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.id, itemId)));
  return row ?? null;
}

export async function insertItems(db: TDb, companyId: number, values: Array<Omit<typeof invoiceItems.$inferInsert, 'companyId'>>) {
  if (!values.length) return [];
  return db
    .insert(invoiceItems)
    .values(values.map((v) => ({ ...v, companyId })))
    .returning({ id: invoiceItems.id });
}

export async function updateItem(db: TDb, companyId: number, itemId: number, values: Partial<typeof invoiceItems.$inferInsert>) {
  await db
    .update(invoiceItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems.id, itemId)));
}

export async function deleteItem(db: TDb, companyId: number, itemId: number) {
  await db.delete(invoiceItems).where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems.id, itemId)));
}

export type TSourceColumn = 'quoteItemId' | 'timesheetId' | 'orderId' | 'taskId';

/** The invoice that already bills a source (after a unique violation), if any. */
export async function invoiceHolding(db: TDb, companyId: number, column: TSourceColumn, sourceId: number) {
  const [row] = await db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoiceItems)
    .innerJoin(invoices, and(eq(invoices.id, invoiceItems.invoiceId), eq(invoices.companyId, invoiceItems.companyId)))
    .where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems[column], sourceId)));
  return row ?? null;
}

// ---- references named in bodies (all scoped to the agency) ----

export async function findCompany(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.deletedAt)));
  return row ?? null;
}

export async function findJob(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({ id: jobs.id, clientId: jobs.clientId })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  return row ?? null;
}

export async function findContact(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)));
  return row ?? null;
}

export async function findQuote(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.companyId, companyId), eq(quotes.id, id)));
  return row ?? null;
}

// ---- related items of a job (what can be moved onto an invoice) ----

/** Where a source is billed: the invoice of the line pointing at it (at most one, by the unique indexes). */
const billedBy = (column: AnyPgColumn, source: AnyPgColumn) => ({
  invoiceId: sql<number | null>`(select ii.invoice_id from ${invoiceItems} ii where ii.${sql.raw(column.name)} = ${qc(source)} and ii.company_id = ${companyIdOf(source)})`,
  invoiceNumber: sql<string | null>`(select i.invoice_number from ${invoiceItems} ii join ${invoices} i on i.id = ii.invoice_id and i.company_id = ii.company_id where ii.${sql.raw(column.name)} = ${qc(source)} and ii.company_id = ${companyIdOf(source)})`,
});
const companyIdOf = (source: AnyPgColumn) => sql.raw(`"${getTableName(source.table)}"."company_id"`);

/** Items of a job's quotes (or of one quote) with the given statuses, or one item. */
export function quoteItemsOf(db: TDb, companyId: number, scope: { jobId: number } | { quoteId: number }, opts: { statuses?: string[]; itemId?: number; notInvoiced?: boolean } = {}) {
  return db
    .select({
      item: quoteItems,
      quote: { id: quotes.id, quoteNumber: quotes.quoteNumber, name: quotes.name, status: quotes.status, jobId: quotes.jobId },
      cost: { id: costMatrix.id, description: costMatrix.description },
      categoryName: costCategories.name,
      ...billedBy(invoiceItems.quoteItemId, quoteItems.id),
    })
    .from(quoteItems)
    .innerJoin(quotes, and(eq(quotes.id, quoteItems.quoteId), eq(quotes.companyId, quoteItems.companyId)))
    .innerJoin(costMatrix, and(eq(costMatrix.id, quoteItems.costMatrixId), eq(costMatrix.companyId, quoteItems.companyId)))
    .innerJoin(costCategories, and(eq(costCategories.id, costMatrix.categoryId), eq(costCategories.companyId, costMatrix.companyId)))
    .where(
      and(
        eq(quoteItems.companyId, companyId),
        'quoteId' in scope ? eq(quotes.id, scope.quoteId) : eq(quotes.jobId, scope.jobId),
        opts.statuses ? inArray(quotes.status, opts.statuses) : undefined,
        opts.itemId ? eq(quoteItems.id, opts.itemId) : undefined,
        opts.notInvoiced ? sql`not exists (select 1 from ${invoiceItems} ii where ii.quote_item_id = ${qc(quoteItems.id)} and ii.company_id = ${qc(quoteItems.companyId)})` : undefined,
      ),
    )
    .orderBy(asc(quotes.id), asc(quoteItems.sequence), asc(quoteItems.id));
}

/** The job's orders with the given statuses, each with its total sell and first cost record. */
export function ordersOfJob(db: TDb, companyId: number, jobId: number, opts: { statuses?: string[]; orderId?: number } = {}) {
  const items = sql`from ${orderItems} oi where oi.order_id = ${qc(orders.id)} and oi.company_id = ${qc(orders.companyId)}`;
  return db
    .select({
      order: { id: orders.id, orderNumber: orders.orderNumber, name: orders.name, status: orders.status, supplierId: orders.supplierId },
      supplierName: supplier.name,
      itemsCount: sql<number>`(select count(*)::int ${items})`,
      sell: sql<string>`coalesce((select sum(round(oi.sell_rate * oi.quantity, 2)) ${items}), 0)::numeric(14,2)::text`,
      firstCostId: sql<number | null>`(select oi.cost_matrix_id ${items} order by oi.id limit 1)`,
      ...billedBy(invoiceItems.orderId, orders.id),
    })
    .from(orders)
    .leftJoin(supplier, and(eq(supplier.id, orders.supplierId), eq(supplier.companyId, orders.companyId)))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.jobId, jobId),
        opts.statuses ? inArray(orders.status, opts.statuses) : undefined,
        opts.orderId ? eq(orders.id, opts.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.id));
}

/** The job's tasks with the given statuses, with their hours (sum of their time records) and the cost record of their first time record. */
export function tasksOfJob(db: TDb, companyId: number, jobId: number, opts: { statuses?: string[]; taskId?: number } = {}) {
  const time = sql`from ${timesheets} t where t.task_id = ${qc(tasks.id)} and t.company_id = ${qc(tasks.companyId)}`;
  return db
    .select({
      task: { id: tasks.id, seqNo: tasks.seqNo, name: tasks.name, status: tasks.status, jobId: tasks.jobId },
      hours: sql<string>`coalesce((select sum(t.duration) ${time}), 0)::numeric(8,2)::text`,
      costId: sql<number | null>`(select t.cost_matrix_id ${time} and t.cost_matrix_id is not null order by t.session_date, t.id limit 1)`,
      timeInvoiced: sql<boolean>`exists (select 1 ${time} and exists (select 1 from ${invoiceItems} ii where ii.timesheet_id = t.id and ii.company_id = t.company_id))`,
      ...billedBy(invoiceItems.taskId, tasks.id),
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.companyId, companyId),
        eq(tasks.jobId, jobId),
        opts.statuses ? inArray(tasks.status, opts.statuses) : undefined,
        opts.taskId ? eq(tasks.id, opts.taskId) : undefined,
      ),
    )
    .orderBy(sql`${tasks.seqNo} asc nulls last`, asc(tasks.id));
}

/** Locks one task row (moves of a task and of its time records take it, so they run one at a time). */
export async function lockTask(db: TDb, companyId: number, taskId: number) {
  await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.id, taskId)))
    .for('update');
}

/** The job's time records with the team member's billable rate. */
export function timesheetsOfJob(db: TDb, companyId: number, jobId: number, opts: { timesheetId?: number } = {}) {
  const member = alias(users, 'member');
  return db
    .select({
      timesheet: timesheets,
      user: { id: member.id, name: fullName(member), billableRate: member.billableRate },
      task: { id: tasks.id, name: tasks.name },
      taskInvoiced: sql<boolean>`(${timesheets.taskId} is not null and exists (select 1 from ${invoiceItems} ii where ii.task_id = ${qc(timesheets.taskId)} and ii.company_id = ${qc(timesheets.companyId)}))`,
      ...billedBy(invoiceItems.timesheetId, timesheets.id),
    })
    .from(timesheets)
    .innerJoin(member, and(eq(member.id, timesheets.userId), eq(member.companyId, timesheets.companyId)))
    .leftJoin(tasks, and(eq(tasks.id, timesheets.taskId), eq(tasks.companyId, timesheets.companyId)))
    .where(and(eq(timesheets.companyId, companyId), eq(timesheets.jobId, jobId), opts.timesheetId ? eq(timesheets.id, opts.timesheetId) : undefined))
    .orderBy(asc(timesheets.sessionDate), asc(timesheets.startTime), asc(timesheets.id));
}

// ---- printing ----

export async function findAgency(db: TDb, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function findClientAddress(db: TDb, companyId: number, clientId: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
  return row ?? null;
}
