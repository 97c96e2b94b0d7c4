import { and, asc, count, eq, getTableName, gte, ilike, inArray, isNull, lte, max, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { TQuoteSortKey } from '@jobflow/contract';
import { arrayRows, type TDb } from '../../db/client.ts';
import { isoText } from '../../lib/iso.ts';
import { clients, companies, costCategories, costMatrix, invoiceItems, invoices, jobRequests, jobs, quoteItems, quotes, users } from '../../db/schema/index.ts';

/** A new pending quote numbered by its own id (or the given number), priced at its client's tier. */
export async function insertQuote(
  db: TDb,
  companyId: number,
  values: {
    name: string;
    description?: string | null;
    clientId: number;
    jobId?: number | null;
    managerId?: number | null;
    createdBy: number;
    clientPo?: string | null;
    note?: string | null;
    hideHours?: boolean;
    /** defaults to the client's tier, else tier1 */
    priceTier?: string;
    /** defaults to the new id */
    quoteNumber?: string;
    sequence?: string | null;
    parentId?: number | null;
  },
) {
  const { priceTier, quoteNumber, ...rest } = values;
  const [row] = await db
    .insert(quotes)
    .values({
      ...rest,
      companyId,
      quoteNumber: quoteNumber ?? sql`currval(pg_get_serial_sequence('quotes', 'id'))::text`,
      status: 'pending',
      priceTier:
        priceTier ??
        sql`coalesce((select ${clients.priceTier} from ${clients} where ${clients.id} = ${values.clientId} and ${clients.companyId} = ${companyId}), 'tier1')`,
    })
    .returning();
  return row;
}

export async function findQuote(db: TDb, companyId: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db.select().from(quotes).where(and(eq(quotes.companyId, companyId), eq(quotes.id, id))).limit(1);
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row ?? null;
}

/** A column written with its table name: in a single-table query drizzle leaves names bare, and a correlated subquery would bind them to its own table. */
const qc = (c: AnyPgColumn) => sql.raw(`"${getTableName(c.table)}"."${c.name}"`);

/**
 * Sum of the quoted amounts, each line rounded to the cent first (as the contract's
 * lineTotals): stored on the quote and kept by the database triggers of migration 0004.
 */
export const quoteValue = sql<string>`${qc(quotes.totalValue)}::text`;

const manager = alias(users, 'manager');
const creator = alias(users, 'creator');
const jobClient = alias(clients, 'job_client');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

export type TQuoteFilter = {
  status?: string;
  excludeStatus?: string[];
  clientId?: number;
  managerId?: number;
  jobId?: number;
  dateStart?: string;
  dateEnd?: string;
  kw?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(companyId: number, f: TQuoteFilter): SQL | undefined {
  const kw = f.kw?.trim();
  const like = kw ? `%${escapeLike(kw)}%` : '';
  return and(
    eq(quotes.companyId, companyId),
    f.status ? eq(quotes.status, f.status) : undefined,
    !f.status && f.excludeStatus?.length ? notInArray(quotes.status, f.excludeStatus) : undefined,
    f.clientId ? eq(quotes.clientId, f.clientId) : undefined,
    f.managerId ? eq(quotes.managerId, f.managerId) : undefined,
    f.jobId ? eq(quotes.jobId, f.jobId) : undefined,
    f.dateStart ? gte(sql`(${quotes.createdAt})::date`, f.dateStart) : undefined,
    f.dateEnd ? lte(sql`(${quotes.createdAt})::date`, f.dateEnd) : undefined,
    kw ? or(ilike(quotes.quoteNumber, like), ilike(quotes.name, like), ilike(clients.name, like), ilike(quotes.clientPo, like)) : undefined,
  );
}

const STATUS_ORDER = sql`array_position(array['pending','in_progress','with_client','approved','completed','cancelled']::varchar[], ${quotes.status})`;
const SORTS: Record<TQuoteSortKey, SQL[]> = {
  quote_number: [sql`coalesce(${quotes.parentId}, ${quotes.id})`, sql`coalesce(${quotes.sequence}, '')`],
  client_name: [sql`lower(${clients.name})`],
  name: [sql`lower(${quotes.name})`],
  status: [STATUS_ORDER],
  total_value: [sql`${quotes.totalValue}`],
  status_date: [sql`${quotes.statusDate}`],
  created_at: [sql`${quotes.createdAt}`],
};

const listColumns = {
  quote: quotes,
  client: { id: clients.id, name: clients.name, code: clients.code, priceTier: clients.priceTier },
  managerName: fullName(manager),
  creatorName: fullName(creator),
  jobNo: sql<string | null>`case when ${jobs.id} is null then null else ${jobClient.code} || ${jobs.id}::text end`,
  job: { id: jobs.id, name: jobs.name, status: jobs.status },
  totalValue: quoteValue,
};

/**
 * What a list row shows, and no more (the unpaged list carries every open quote), flat and in
 * this order for `arrayRows`, the times as ISO text: mapping 10,000 rows to objects and parsing
 * their times were about a third of the list's time in the server.
 */
const listRowColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  name: quotes.name,
  status: quotes.status,
  statusDate: isoText(quotes.statusDate),
  createdAt: isoText(quotes.createdAt),
  clientId: quotes.clientId,
  clientName: clients.name,
  clientCode: clients.code,
  jobId: quotes.jobId,
  jobNo: listColumns.jobNo,
  managerId: quotes.managerId,
  managerName: listColumns.managerName,
  createdBy: quotes.createdBy,
  creatorName: listColumns.creatorName,
  totalValue: quoteValue,
};
/** A list row: the values of `listRowColumns`, in their order. */
export type TQuoteListTuple = [
  id: number, quoteNumber: string, name: string, status: string, statusDate: string, createdAt: string, clientId: number, clientName: string, clientCode: string,
  jobId: number | null, jobNo: string | null, managerId: number | null, managerName: string | null, createdBy: number | null, creatorName: string | null, totalValue: string,
];

/** A dynamic select of quotes reading `TCols`: what `db.select(cols).from(quotes).$dynamic()` gives. */
type TQuoteSelect<TCols extends SelectedFields> = PgSelectBase<'quotes', TCols, 'partial', { quotes: 'not-null' }, true>;

/** Joins a quote's client, manager, creator and job, each within the quote's agency. */
function withJoins<TCols extends SelectedFields>(q: TQuoteSelect<TCols>) {
  return q
    .innerJoin(clients, and(eq(clients.id, quotes.clientId), eq(clients.companyId, quotes.companyId)))
    .leftJoin(manager, and(eq(manager.id, quotes.managerId), eq(manager.companyId, quotes.companyId)))
    .leftJoin(creator, and(eq(creator.id, quotes.createdBy), eq(creator.companyId, quotes.companyId)))
    .leftJoin(jobs, and(eq(jobs.id, quotes.jobId), eq(jobs.companyId, quotes.companyId)))
    .leftJoin(jobClient, and(eq(jobClient.id, jobs.clientId), eq(jobClient.companyId, jobs.companyId)));
}

type TListOptions = { sort: TQuoteSortKey; order: 'asc' | 'desc'; limit?: number; offset?: number };

/** The list's statement (also explained by the tests: the default order's first rows come from an index). */
export function listQuotesQuery(db: TDb, companyId: number, f: TQuoteFilter, opts: TListOptions) {
  const dir = (s: SQL) => (opts.order === 'desc' ? sql`${s} desc nulls last` : sql`${s} asc nulls last`);
  const q = withJoins(db.select(listRowColumns).from(quotes).$dynamic())
    .where(whereOf(companyId, f))
    .orderBy(...SORTS[opts.sort].map(dir), dir(sql`${quotes.id}`));
  return opts.limit !== undefined ? q.limit(opts.limit).offset(opts.offset ?? 0) : q;
}

export function listQuotes(db: TDb, companyId: number, f: TQuoteFilter, opts: TListOptions) {
  return arrayRows(db, listQuotesQuery(db, companyId, f, opts)) as Promise<TQuoteListTuple[]>;
}

export async function countQuotes(db: TDb, companyId: number, f: TQuoteFilter) {
  const [row] = await db
    .select({ n: count(), value: sql<string>`coalesce(sum(${quotes.totalValue}), 0)::numeric(14,2)::text` })
    .from(quotes)
    .innerJoin(clients, and(eq(clients.id, quotes.clientId), eq(clients.companyId, quotes.companyId)))
    .where(whereOf(companyId, f));
  return { total: row.n, value: row.value };
}

export async function findQuoteDetail(db: TDb, companyId: number, id: number) {
  const [row] = await withJoins(db.select(listColumns).from(quotes).$dynamic()).where(and(eq(quotes.companyId, companyId), eq(quotes.id, id))).limit(1);
  return row ?? null;
}

export async function updateQuote(db: TDb, companyId: number, id: number, values: Partial<typeof quotes.$inferInsert>) {
  await db
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(quotes.companyId, companyId), eq(quotes.id, id)));
}

/** A status change, dated now. */
export async function setStatus(db: TDb, companyId: number, id: number, status: string) {
  await db
    .update(quotes)
    .set({ status, statusDate: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(quotes.companyId, companyId), eq(quotes.id, id)));
}

/** Deletes a quote (its items cascade) and clears the links that pointed at it. */
export async function deleteQuote(db: TDb, companyId: number, id: number) {
  await db.update(jobs).set({ quoteId: null }).where(and(eq(jobs.companyId, companyId), eq(jobs.quoteId, id)));
  await db.update(jobRequests).set({ quoteId: null }).where(and(eq(jobRequests.companyId, companyId), eq(jobRequests.quoteId, id)));
  await db.delete(quotes).where(and(eq(quotes.companyId, companyId), eq(quotes.id, id)));
}

/** Sequence letters already used in a numbering family (copies whose parent is the root). */
export async function familyLetters(db: TDb, companyId: number, rootId: number) {
  const rows = await db
    .select({ sequence: quotes.sequence })
    .from(quotes)
    .where(and(eq(quotes.companyId, companyId), eq(quotes.parentId, rootId)));
  return rows.map((r) => r.sequence);
}

export async function countInvoicedItems(db: TDb, companyId: number, quoteId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(invoiceItems)
    .innerJoin(quoteItems, and(eq(quoteItems.id, invoiceItems.quoteItemId), eq(quoteItems.companyId, invoiceItems.companyId)))
    .where(and(eq(invoiceItems.companyId, companyId), eq(quoteItems.quoteId, quoteId)));
  return row.n;
}

export async function countInvoices(db: TDb, companyId: number, quoteId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.quoteId, quoteId)));
  return row.n;
}

// ---- items ----

const invoicedItem = sql<boolean>`exists (select 1 from ${invoiceItems} where ${qc(invoiceItems.quoteItemId)} = ${qc(quoteItems.id)} and ${qc(invoiceItems.companyId)} = ${qc(quoteItems.companyId)})`;

const itemColumns = {
  item: quoteItems,
  cost: { id: costMatrix.id, description: costMatrix.description, sellBasis: costMatrix.sellBasis, categoryId: costMatrix.categoryId },
  categoryName: costCategories.name,
  invoiced: invoicedItem,
};

function itemSelect(db: TDb) {
  return db
    .select(itemColumns)
    .from(quoteItems)
    .innerJoin(costMatrix, and(eq(costMatrix.id, quoteItems.costMatrixId), eq(costMatrix.companyId, quoteItems.companyId)))
    .innerJoin(costCategories, and(eq(costCategories.id, costMatrix.categoryId), eq(costCategories.companyId, costMatrix.companyId)));
}
export type TQuoteItemRow = Awaited<ReturnType<typeof listItems>>[number];

export function listItems(db: TDb, companyId: number, quoteId: number) {
  return itemSelect(db)
    .where(and(eq(quoteItems.companyId, companyId), eq(quoteItems.quoteId, quoteId)))
    .orderBy(asc(quoteItems.sequence), asc(quoteItems.id));
}

export async function findItem(db: TDb, companyId: number, quoteId: number, itemId: number) {
  const [row] = await itemSelect(db).where(and(eq(quoteItems.companyId, companyId), eq(quoteItems.quoteId, quoteId), eq(quoteItems.id, itemId)));
  return row ?? null;
}

export async function nextItemSequence(db: TDb, companyId: number, quoteId: number) {
  const [row] = await db
    .select({ m: max(quoteItems.sequence) })
    .from(quoteItems)
    .where(and(eq(quoteItems.companyId, companyId), eq(quoteItems.quoteId, quoteId)));
  return (row?.m ?? 0) + 1;
}

export async function insertItems(db: TDb, companyId: number, values: Array<Omit<typeof quoteItems.$inferInsert, 'companyId'>>) {
  if (!values.length) return [];
  return db
    .insert(quoteItems)
    .values(values.map((v) => ({ ...v, companyId })))
    .returning({ id: quoteItems.id });
}

export async function updateItem(db: TDb, companyId: number, itemId: number, values: Partial<typeof quoteItems.$inferInsert>) {
  await db
    .update(quoteItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(quoteItems.companyId, companyId), eq(quoteItems.id, itemId)));
}

export async function deleteItem(db: TDb, companyId: number, itemId: number) {
  await db.delete(quoteItems).where(and(eq(quoteItems.companyId, companyId), eq(quoteItems.id, itemId)));
}

// ---- references named in bodies (all scoped to the agency) ----

export async function findClient(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({ id: clients.id, priceTier: clients.priceTier })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.deletedAt)));
  return row ?? null;
}

export async function findJob(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({ id: jobs.id, clientId: jobs.clientId, quoteId: jobs.quoteId })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  return row ?? null;
}

/** Points a job at a quote (the other direction of the link), only where it has none or pointed at `from`. */
export async function linkJobToQuote(db: TDb, companyId: number, jobId: number, quoteId: number) {
  await db
    .update(jobs)
    .set({ quoteId, updatedAt: sql`now()` })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId), isNull(jobs.quoteId)));
}

export async function unlinkJobFromQuote(db: TDb, companyId: number, jobId: number, quoteId: number) {
  await db
    .update(jobs)
    .set({ quoteId: null })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId), eq(jobs.quoteId, quoteId)));
}

export async function isStaff(db: TDb, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), isNull(users.clientId)));
  return Boolean(row);
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

export async function itemsOfQuotes(db: TDb, companyId: number, quoteIds: number[]) {
  if (!quoteIds.length) return [];
  return db
    .select({ quoteId: quoteItems.quoteId, quantity: quoteItems.quantity, costRate: quoteItems.costRate, quoteRate: quoteItems.quoteRate })
    .from(quoteItems)
    .where(and(eq(quoteItems.companyId, companyId), inArray(quoteItems.quoteId, quoteIds)));
}
