import {
  sumMoney,
  DEFAULT_INVOICE_TERMS,
  INVOICE_ITEM_TYPES,
  INVOICE_ITEM_TYPE_OF_MOVE,
  INVOICE_MESSAGES,
  XERO_SYNC_STATUSES,
  ZInvoiceCreateSchema,
  ZInvoiceFromQuoteSchema,
  conflict,
  gstOf,
  incGst,
  invalid,
  isFromQuote,
  isRealXeroId,
  lineAmount,
  lineTotals,
  nextSequenceLabel,
  nextSequenceLetter,
  notFound,
  prefillRates,
  sequenceNumber,
  tierSellPrice,
  todayIso,
  toDecimal2,
  type TInvoice,
  type TInvoiceClone,
  type TInvoiceCreate,
  type TInvoiceFromQuote,
  type TInvoiceItem,
  type TInvoiceItemCreate,
  type TInvoiceItemType,
  type TInvoiceItemUpdate,
  type TInvoiceListItem,
  type TInvoiceListQuery,
  type TInvoiceListResult,
  type TInvoiceMoveItem,
  type TInvoiceMoveType,
  type TInvoiceSaveResult,
  type TInvoiceStatus,
  type TInvoiceSummary,
  type TInvoiceUpdate,
  type TRelatedOrder,
  type TRelatedQuoteItem,
  type TRelatedTask,
  type TRelatedTimesheet,
  type TXeroSyncResult,
  type TXeroSyncStatus,
} from '@jobflow/contract';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { findPricedCost, rateOf } from '../line-items/line-items.service.ts';
import { syncInvoiceToXero } from '../xero/xero.service.ts';
import * as repo from './invoices.repository.ts';

type Deps = {
  db: TDb;
  auth: TAuthContext;
  /** needed to push a status change to Xero; without it nothing is pushed */
  config?: TConfig;
  log?: { warn: (obj: object, msg: string) => void };
};

/** Invoice items are priced at tier1 when their rate is left empty (spec 2 section 5). */
const INVOICE_ITEM_TIER = 'tier1';
/** What the related lists offer (spec 2 section 4). */
const RELATED_QUOTE_STATUSES = ['approved'];
const RELATED_ORDER_STATUSES = ['approved'];
const RELATED_TASK_STATUSES = ['approved', 'completed'];

const SOURCE_COLUMN: Record<TInvoiceMoveType, repo.TSourceColumn> = { quote: 'quoteItemId', time: 'timesheetId', order: 'orderId', task: 'taskId' };

const person = (id: number | null, name: string | null) => (id && name ? { id, full_name: name } : null);
const asItemType = (t: string): TInvoiceItemType => ((INVOICE_ITEM_TYPES as readonly string[]).includes(t) ? (t as TInvoiceItemType) : 'quote');
const asSyncStatus = (s: string | null): TXeroSyncStatus | null => ((XERO_SYNC_STATUSES as readonly string[]).includes(s ?? '') ? (s as TXeroSyncStatus) : null);

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A list row from its values (`TInvoiceListTuple`). */
function toListItem(r: repo.TInvoiceListTuple): TInvoiceListItem {
  return {
    id: r[0],
    invoice_number: r[1],
    name: r[2],
    status: r[3] as TInvoiceStatus,
    invoice_date: r[4],
    created_at: r[5],
    client_id: r[6],
    client: { id: r[6], name: r[7], code: r[8] },
    quote_id: r[9],
    quote: r[10] ? { id: r[10], quote_number: r[11] as string, name: r[12] as string } : null,
    job_id: r[13],
    job: r[14] && r[15] ? { id: r[14], job_no: r[15], name: r[16] as string } : null,
    created_by: r[17],
    creator: person(r[17], r[18]),
    total_value: r[19],
  };
}

/** The list item's fields of one invoice (its detail starts with them). */
function listFieldsOf(row: repo.TInvoiceRow): TInvoiceListItem {
  const i = row.invoice;
  return {
    id: i.id,
    invoice_number: i.invoiceNumber,
    name: i.name,
    status: i.status as TInvoiceStatus,
    invoice_date: i.invoiceDate,
    created_at: iso(i.createdAt),
    client_id: i.clientId,
    client: row.client,
    quote_id: i.quoteId,
    quote: row.quote?.id ? { id: row.quote.id, quote_number: row.quote.quoteNumber, name: row.quote.name } : null,
    job_id: i.jobId,
    job: row.job?.id && row.jobNo ? { id: row.job.id, job_no: row.jobNo, name: row.job.name } : null,
    created_by: i.createdBy,
    creator: person(i.createdBy, row.creatorName),
    total_value: row.totalValue,
  };
}

function toItem(row: repo.TInvoiceItemRow): TInvoiceItem {
  const i = row.item;
  const amount = lineAmount(i.quantity, i.rate);
  return {
    id: i.id,
    invoice_id: i.invoiceId,
    type: asItemType(i.type),
    cost_matrix_id: i.costMatrixId,
    cost:
      row.cost?.id && row.categoryName !== null
        ? { id: row.cost.id, description: row.cost.description, category_id: row.cost.categoryId, category: { id: row.cost.categoryId, name: row.categoryName } }
        : null,
    description: i.description,
    quantity: i.quantity,
    rate: i.rate,
    amount,
    gst: gstOf(amount),
    amount_inc_gst: incGst(amount),
    quote_item_id: i.quoteItemId,
    timesheet_id: i.timesheetId,
    order_id: i.orderId,
    task_id: i.taskId,
  };
}

/** Totals exact to the cent: each line rounded first, GST on the total (the contract's lineTotals). */
export function summaryOf(items: Array<Pick<TInvoiceItem, 'quantity' | 'rate'>>): TInvoiceSummary {
  const t = lineTotals(items.map((i) => ({ quantity: i.quantity, cost_rate: 0, rate: i.rate })));
  return { total_quantity: t.total_quantity, total: t.total, gst: t.gst, total_inc_gst: t.total_inc_gst };
}

const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s);
const richText = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : sanitizeRichText(s) || null);

// ---- list ----

export function filterOf(q: TInvoiceListQuery, excludeByDefault: readonly string[] = []): repo.TInvoiceFilter {
  return { status: q.status, excludeStatus: q.status ? undefined : excludeByDefault, clientId: q.client_id, jobId: q.job_id, kw: q.kw };
}

export async function listInvoices({ db, auth }: Deps, q: TInvoiceListQuery, excludeByDefault: readonly string[] = []): Promise<TInvoiceListResult> {
  const filter = filterOf(q, excludeByDefault);
  const sort = q.sort ?? 'invoice_date';
  const order = q.order ?? (q.sort ? 'asc' : 'desc');
  if (q.ipp === 'all') {
    // Every row: the count and the value come from the rows themselves, one query instead of two.
    const rows = await repo.listInvoices(db, auth.companyId, filter, { sort, order });
    const value = sumMoney(rows.map((r) => r[19]));
    return { data: rows.map(toListItem), total: rows.length, last_page: 1, current_page: 1, per_page: Math.max(rows.length, 1), totals: { count: rows.length, total_value: value } };
  }
  const counted = await repo.countInvoices(db, auth.companyId, filter);
  const perPage = q.ipp;
  const lastPage = Math.max(1, Math.ceil(counted.total / perPage));
  const page = Math.min(q.page, lastPage);
  const rows = await repo.listInvoices(db, auth.companyId, filter, { sort, order, limit: perPage, offset: (page - 1) * perPage });
  return {
    data: rows.map(toListItem),
    total: counted.total,
    last_page: lastPage,
    current_page: page,
    per_page: perPage,
    totals: { count: counted.total, total_value: counted.value },
  };
}

// ---- one invoice ----

export async function getInvoice({ db, auth }: Deps, id: number): Promise<TInvoice> {
  const row = await repo.findInvoiceDetail(db, auth.companyId, id);
  if (!row) throw notFound();
  const i = row.invoice;
  const items = (await repo.listItems(db, auth.companyId, id)).map(toItem);
  const summary = summaryOf(items);
  const root = i.parentId ?? i.id;
  const letters = await repo.familyLetters(db, auth.companyId, root);
  const terms = Number.parseInt(i.terms, 10);
  return {
    ...listFieldsOf(row),
    total_value: summary.total,
    description: i.description,
    contact_id: i.contactId,
    contact: row.contact?.id ? { id: row.contact.id, full_name: `${row.contact.firstName} ${row.contact.lastName}`.trim(), email: row.contact.email } : null,
    client_po: i.clientPo,
    supplier_id: i.supplierId,
    supplier: i.supplierId && row.supplierName !== null ? { id: i.supplierId, name: row.supplierName } : null,
    terms: i.terms,
    due_date: i.invoiceDate ? addDays(i.invoiceDate, Number.isFinite(terms) ? terms : Number(DEFAULT_INVOICE_TERMS)) : null,
    paid_date: i.paidDate,
    note: i.note,
    full_quote: i.fullQuote,
    sequence: i.sequence,
    parent_id: i.parentId,
    next_sequence_number: nextSequenceLabel(root, letters),
    xero_invoice_id: i.xeroInvoiceId,
    xero_synced: isRealXeroId(i.xeroInvoiceId),
    xero_sync_status: asSyncStatus(i.xeroSyncStatus),
    xero_sync_error: i.xeroSyncError,
    xero_synced_at: isoOrNull(i.xeroSyncedAt),
    updated_at: iso(i.updatedAt),
    items,
    summary,
  };
}

type TRefsInput = { client_id?: number; job_id?: number | null; contact_id?: number | null; supplier_id?: number | null };
type TRefs = { clientId: number; jobId: number | null; contactId: number | null; supplierId: number | null };

/**
 * The company, job, contact and supplier an invoice will point at, checked against the
 * agency (each must be its own, else 422): the job and the contact must belong to the
 * company, the supplier must be a supplier. Checked again when the company changes.
 */
async function resolveReferences(db: TDb, companyId: number, cur: TRefs | null, input: TRefsInput): Promise<TRefs> {
  const errors: Record<string, string[]> = {};
  const clientId = input.client_id ?? cur?.clientId;
  if (clientId === undefined || (input.client_id !== undefined && !(await repo.findCompany(db, companyId, input.client_id)))) errors.client_id = [INVOICE_MESSAGES.selectClient];
  const clientChanged = clientId !== cur?.clientId;
  const next = {
    jobId: input.job_id !== undefined ? input.job_id : (cur?.jobId ?? null),
    contactId: input.contact_id !== undefined ? input.contact_id : (cur?.contactId ?? null),
    supplierId: input.supplier_id !== undefined ? input.supplier_id : (cur?.supplierId ?? null),
  };
  if (next.jobId && (input.job_id !== undefined || clientChanged)) {
    const job = await repo.findJob(db, companyId, next.jobId);
    if (!job || job.clientId !== clientId) errors.job_id = [INVOICE_MESSAGES.selectJob];
  }
  if (next.contactId && (input.contact_id !== undefined || clientChanged)) {
    const c = await repo.findContact(db, companyId, next.contactId);
    if (!c || c.clientId === null || c.clientId !== clientId) errors.contact_id = [INVOICE_MESSAGES.selectContact];
  }
  if (input.supplier_id) {
    const s = await repo.findCompany(db, companyId, input.supplier_id);
    if (!s || s.isSupplier !== 1) errors.supplier_id = [INVOICE_MESSAGES.selectSupplier];
  }
  if (Object.keys(errors).length || clientId === undefined) throw invalid(errors);
  return { clientId, ...next };
}

/** POST /invoices: from the add dialog, or (with quote_id) from a quote. */
export async function createInvoice(deps: Deps, body: unknown): Promise<TInvoice> {
  return isFromQuote(body) ? createInvoiceFromQuote(deps, parseOrThrow(ZInvoiceFromQuoteSchema, body)) : createBlankInvoice(deps, parseOrThrow(ZInvoiceCreateSchema, body));
}

async function createBlankInvoice(deps: Deps, input: TInvoiceCreate): Promise<TInvoice> {
  const { db, auth } = deps;
  const refs = await resolveReferences(db, auth.companyId, null, input);
  const invoice = await repo.insertInvoice(db, auth.companyId, {
    name: input.name,
    description: richText(input.description) ?? null,
    status: input.status ?? 'pending',
    invoiceDate: input.invoice_date === undefined ? todayIso() : input.invoice_date,
    terms: input.terms ?? DEFAULT_INVOICE_TERMS,
    clientId: refs.clientId,
    jobId: refs.jobId,
    createdBy: auth.user.id,
  });
  return getInvoice(deps, invoice.id);
}

/**
 * An invoice for a quote's client and job, named and described in the dialog. With
 * full_quote every quote item not yet invoiced becomes a quote line (linked by
 * quote_item_id); without it the invoice starts empty, linked to the quote.
 */
async function createInvoiceFromQuote(deps: Deps, input: TInvoiceFromQuote): Promise<TInvoice> {
  const { db, auth } = deps;
  const quote = await repo.findQuote(db, auth.companyId, input.quote_id);
  if (!quote) throw invalid({ quote_id: [INVOICE_MESSAGES.selectQuote] });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const t = tx as unknown as TDb;
      const invoice = await repo.insertInvoice(t, auth.companyId, {
        name: input.name,
        description: richText(input.description) ?? null,
        status: 'pending',
        invoiceDate: todayIso(),
        terms: DEFAULT_INVOICE_TERMS,
        clientId: quote.clientId,
        jobId: quote.jobId,
        clientPo: quote.clientPo,
        quoteId: quote.id,
        fullQuote: input.full_quote ?? false,
        createdBy: auth.user.id,
      });
      if (input.full_quote) {
        const open = await repo.quoteItemsOf(t, auth.companyId, { quoteId: quote.id }, { notInvoiced: true });
        await repo.insertItems(t, auth.companyId, open.map((r) => quoteLine(invoice.id, r)));
      }
      return invoice.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(INVOICE_MESSAGES.quoteItemsInvoiced);
    throw err;
  }
  return getInvoice(deps, id);
}

/**
 * Saves the status or fields (any status may be chosen; the company cannot be cleared).
 * A status change is then pushed to Xero, outside the transaction: the save stands
 * whatever Xero answers. The same status sent again after a failed push pushes it again
 * (the invoice page's Try again).
 */
export async function updateInvoice(deps: Deps, id: number, input: TInvoiceUpdate): Promise<TInvoiceSaveResult> {
  const { db, auth } = deps;
  const statusChanged = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findInvoice(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    const refs = await resolveReferences(t, auth.companyId, cur, input);
    await repo.updateInvoice(t, auth.companyId, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.invoice_date !== undefined ? { invoiceDate: input.invoice_date } : {}),
      ...(input.client_po !== undefined ? { clientPo: blankToNull(input.client_po) } : {}),
      ...(input.terms !== undefined ? { terms: input.terms } : {}),
      ...(input.paid_date !== undefined ? { paidDate: input.paid_date } : {}),
      ...(input.note !== undefined ? { note: blankToNull(input.note) } : {}),
      ...(input.description !== undefined ? { description: richText(input.description) } : {}),
      clientId: refs.clientId,
      jobId: refs.jobId,
      contactId: refs.contactId,
      supplierId: refs.supplierId,
    });
    return input.status !== undefined && (input.status !== cur.status || cur.xeroSyncStatus === 'failed');
  });
  const sync = statusChanged ? await afterStatusChange(deps, id) : null;
  return { ...(await getInvoice(deps, id)), message: sync?.synced ? sync.message : null, xero_sync: sync };
}

/**
 * After a status change: push the invoice to Xero (never throws; the outcome is stored on
 * the invoice by the Xero feature). Null when the server was not given its configuration.
 */
export async function afterStatusChange(deps: Deps, invoiceId: number): Promise<TXeroSyncResult | null> {
  if (!deps.config) return null;
  return syncInvoiceToXero({ db: deps.db, config: deps.config, auth: { companyId: deps.auth.companyId }, log: deps.log }, invoiceId);
}

/**
 * Duplicates an invoice as a new pending one dated today: 'seq' numbers it root id plus the
 * next free letter of the family (the root row is locked so two copies never share a
 * letter; 409 after Z), 'new' by its own id; jobNumber 'keep' keeps the job, 'none' drops
 * it. The lines are copied without their sources (a quote item, time record, order or task
 * stays billed by the original only), and the copy is not linked to Xero.
 */
export async function cloneInvoice(deps: Deps, id: number, input: TInvoiceClone): Promise<TInvoice> {
  const { db, auth } = deps;
  if (input.id !== undefined && input.id !== id) throw invalid({ id: [INVOICE_MESSAGES.idMismatch] });
  const copyId = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const src = await repo.findInvoice(t, auth.companyId, id, { forUpdate: true });
    if (!src) throw notFound();
    let numbering: { invoiceNumber?: string; sequence: string | null; parentId: number | null } = { sequence: null, parentId: null };
    if (input.invoiceNumber === 'seq') {
      const root = src.parentId ?? src.id;
      if (root !== src.id) await repo.findInvoice(t, auth.companyId, root, { forUpdate: true });
      const letter = nextSequenceLetter(await repo.familyLetters(t, auth.companyId, root));
      if (!letter) throw conflict(INVOICE_MESSAGES.sequenceFull(String(root)));
      numbering = { invoiceNumber: sequenceNumber(root, letter), sequence: letter, parentId: root };
    }
    const copy = await repo.insertInvoice(t, auth.companyId, {
      name: src.name,
      description: src.description,
      status: 'pending',
      invoiceDate: todayIso(),
      clientId: src.clientId,
      contactId: src.contactId,
      clientPo: src.clientPo,
      jobId: input.jobNumber === 'keep' ? src.jobId : null,
      supplierId: src.supplierId,
      terms: src.terms,
      note: src.note,
      quoteId: src.quoteId,
      createdBy: auth.user.id,
      ...numbering,
    });
    const items = await repo.listItems(t, auth.companyId, id);
    await repo.insertItems(
      t,
      auth.companyId,
      items.map(({ item: i }) => ({ invoiceId: copy.id, type: i.type, costMatrixId: i.costMatrixId, description: i.description, quantity: i.quantity, rate: i.rate })),
    );
    return copy.id;
  });
  return getInvoice(deps, copyId);
}

/** Deletes an invoice with its lines: what they billed can be invoiced again. */
export async function deleteInvoice({ db, auth }: Deps, id: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findInvoice(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    await repo.deleteInvoice(t, auth.companyId, id);
    return { id: cur.id, name: cur.name, invoice_number: cur.invoiceNumber };
  });
}

// ---- items ----

export async function listInvoiceItems(deps: Deps, id: number) {
  const invoice = await getInvoice(deps, id);
  return { data: invoice.items, summary: invoice.summary };
}

async function itemResult(deps: Deps, invoiceId: number, itemId: number, removed?: TInvoiceItem) {
  const invoice = await getInvoice(deps, invoiceId);
  const item = removed ?? invoice.items.find((i) => i.id === itemId);
  if (!item) throw notFound();
  return { item, summary: invoice.summary, total_value: invoice.summary.total };
}

async function lockInvoice(t: TDb, companyId: number, invoiceId: number) {
  const invoice = await repo.findInvoice(t, companyId, invoiceId, { forUpdate: true });
  if (!invoice) throw notFound();
  return invoice;
}

/** Adds a line typed in by hand: an empty rate is the cost record's tier1 sell price. */
export async function createInvoiceItem(deps: Deps, invoiceId: number, input: TInvoiceItemCreate) {
  const { db, auth } = deps;
  const itemId = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockInvoice(t, auth.companyId, invoiceId);
    const cost = await findPricedCost(t, auth.companyId, input.cost_matrix_id);
    if (!cost) throw invalid({ cost_matrix_id: [INVOICE_MESSAGES.selectCostItem] });
    const [row] = await repo.insertItems(t, auth.companyId, [
      {
        invoiceId,
        type: input.type ?? 'quote',
        costMatrixId: cost.id,
        description: input.description,
        quantity: input.quantity ?? '1.00',
        rate: prefillRates({ rate: input.rate }, cost, INVOICE_ITEM_TIER).rate,
      },
    ]);
    await repo.updateInvoice(t, auth.companyId, invoiceId, {});
    return row.id;
  });
  return itemResult(deps, invoiceId, itemId);
}

/** Changes only the sent fields; an emptied rate is pre-filled again from the cost record. */
export async function updateInvoiceItem(deps: Deps, invoiceId: number, itemId: number, input: TInvoiceItemUpdate) {
  const { db, auth } = deps;
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockInvoice(t, auth.companyId, invoiceId);
    const row = await repo.findItem(t, auth.companyId, invoiceId, itemId);
    if (!row) throw notFound();
    const i = row.item;
    const moved = i.quoteItemId ?? i.timesheetId ?? i.orderId ?? i.taskId;
    if (input.type !== undefined && input.type !== i.type && moved !== null) throw invalid({ type: [INVOICE_MESSAGES.movedType] });
    const costId = input.cost_matrix_id ?? row.item.costMatrixId;
    const cost = costId ? await findPricedCost(t, auth.companyId, costId) : null;
    if (input.cost_matrix_id !== undefined && !cost) throw invalid({ cost_matrix_id: [INVOICE_MESSAGES.selectCostItem] });
    // A moved line may have no cost record: then an emptied rate has nothing to be pre-filled from.
    const rate = rateOf('rate', input.rate, () => {
      if (!cost) throw invalid({ cost_matrix_id: [INVOICE_MESSAGES.selectCostItem] });
      return tierSellPrice(cost, INVOICE_ITEM_TIER);
    });
    await repo.updateItem(t, auth.companyId, itemId, {
      ...(input.cost_matrix_id !== undefined && cost ? { costMatrixId: cost.id } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(rate !== undefined ? { rate } : {}),
    });
    await repo.updateInvoice(t, auth.companyId, invoiceId, {});
  });
  return itemResult(deps, invoiceId, itemId);
}

/** Removes a line; a moved line's source (quote item, time record, order, task) can be invoiced again. */
export async function deleteInvoiceItem(deps: Deps, invoiceId: number, itemId: number) {
  const { db, auth } = deps;
  const before = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockInvoice(t, auth.companyId, invoiceId);
    const row = await repo.findItem(t, auth.companyId, invoiceId, itemId);
    if (!row) throw notFound();
    await repo.deleteItem(t, auth.companyId, itemId);
    await repo.updateInvoice(t, auth.companyId, invoiceId, {});
    return toItem(row);
  });
  return itemResult(deps, invoiceId, itemId, before);
}

// ---- related items of the invoice's job ----

type TQuoteSourceRow = Awaited<ReturnType<typeof repo.quoteItemsOf>>[number];
type TNewLine = Parameters<typeof repo.insertItems>[2][number];

const billed = (r: { invoiceId: number | null; invoiceNumber: string | null }) => ({
  invoiced: r.invoiceId !== null,
  invoice: r.invoiceId !== null && r.invoiceNumber !== null ? { id: Number(r.invoiceId), invoice_number: r.invoiceNumber } : null,
});

function quoteLine(invoiceId: number, r: TQuoteSourceRow): TNewLine {
  return {
    invoiceId,
    type: 'quote',
    costMatrixId: r.item.costMatrixId,
    description: r.item.details?.trim() || r.cost.description,
    quantity: r.item.quantity,
    rate: r.item.quoteRate,
    quoteItemId: r.item.id,
  };
}

async function jobOf(deps: Deps, invoiceId: number) {
  const invoice = await repo.findInvoice(deps.db, deps.auth.companyId, invoiceId);
  if (!invoice) throw notFound();
  return invoice.jobId;
}

const related = <T>(jobId: number | null, data: T[]) => ({ data, job_id: jobId });

/** GET /invoices/{id}/quote-items: items of the job's approved quotes. */
export async function relatedQuoteItems(deps: Deps, invoiceId: number) {
  const jobId = await jobOf(deps, invoiceId);
  if (!jobId) return related<TRelatedQuoteItem>(null, []);
  const rows = await repo.quoteItemsOf(deps.db, deps.auth.companyId, { jobId }, { statuses: RELATED_QUOTE_STATUSES });
  return related<TRelatedQuoteItem>(
    jobId,
    rows.map((r) => ({
      id: r.item.id,
      quote_id: r.quote.id,
      quote_number: r.quote.quoteNumber,
      quote_name: r.quote.name,
      sequence: r.item.sequence,
      cost_matrix_id: r.item.costMatrixId,
      category_name: r.categoryName,
      cost_description: r.cost.description,
      details: r.item.details,
      quantity: r.item.quantity,
      rate: r.item.quoteRate,
      amount: lineAmount(r.item.quantity, r.item.quoteRate),
      ...billed(r),
    })),
  );
}

/** GET /invoices/{id}/order-items: the job's approved orders, each billed as one line at its total sell. */
export async function relatedOrders(deps: Deps, invoiceId: number) {
  const jobId = await jobOf(deps, invoiceId);
  if (!jobId) return related<TRelatedOrder>(null, []);
  const rows = await repo.ordersOfJob(deps.db, deps.auth.companyId, jobId, { statuses: RELATED_ORDER_STATUSES });
  return related<TRelatedOrder>(
    jobId,
    rows.map((r) => ({
      id: r.order.id,
      order_number: r.order.orderNumber,
      name: r.order.name,
      supplier: r.order.supplierId && r.supplierName !== null ? { id: r.order.supplierId, name: r.supplierName } : null,
      items_count: Number(r.itemsCount),
      amount: toDecimal2(r.sell),
      ...billed(r),
    })),
  );
}

/** The client's tier sell price of a task's cost record (the first of its time records), or 0 without one. */
async function taskPricing(t: TDb, companyId: number, clientTier: string | null | undefined, costId: number | null) {
  const cost = costId ? await findPricedCost(t, companyId, costId) : null;
  return { costMatrixId: cost?.id ?? null, rate: cost ? tierSellPrice(cost, clientTier) : '0.00' };
}

/** GET /invoices/{id}/tasks: the job's approved and completed tasks at their hours and the client's tier price. */
export async function relatedTasks(deps: Deps, invoiceId: number) {
  const { db, auth } = deps;
  const invoice = await repo.findInvoice(db, auth.companyId, invoiceId);
  if (!invoice) throw notFound();
  if (!invoice.jobId) return related<TRelatedTask>(null, []);
  const client = await repo.findCompany(db, auth.companyId, invoice.clientId);
  const rows = await repo.tasksOfJob(db, auth.companyId, invoice.jobId, { statuses: RELATED_TASK_STATUSES });
  const out: TRelatedTask[] = [];
  for (const r of rows) {
    const p = await taskPricing(db, auth.companyId, client?.priceTier, r.costId === null ? null : Number(r.costId));
    out.push({
      id: r.task.id,
      seq_no: r.task.seqNo,
      name: r.task.name,
      status: r.task.status,
      actual_hours: r.hours,
      cost_matrix_id: p.costMatrixId,
      rate: p.rate,
      amount: lineAmount(r.hours, p.rate),
      ...billed(r),
    });
  }
  return related(invoice.jobId, out);
}

/** GET /invoices/{id}/timesheet: the job's time records at the team member's billable rate. */
export async function relatedTimesheets(deps: Deps, invoiceId: number) {
  const jobId = await jobOf(deps, invoiceId);
  if (!jobId) return related<TRelatedTimesheet>(null, []);
  const rows = await repo.timesheetsOfJob(deps.db, deps.auth.companyId, jobId);
  return related<TRelatedTimesheet>(
    jobId,
    rows.map((r) => ({
      id: r.timesheet.id,
      session_date: r.timesheet.sessionDate,
      user: { id: r.user.id, full_name: r.user.name ?? '' },
      task: r.task?.id ? { id: r.task.id, name: r.task.name } : null,
      description: r.timesheet.description,
      duration: r.timesheet.duration,
      rate: r.user.billableRate,
      amount: lineAmount(r.timesheet.duration, r.user.billableRate),
      ...billed(r),
    })),
  );
}

/** The invoice line a related item becomes (422 when it is not one of the job's offered items). */
async function lineFromSource(t: TDb, companyId: number, invoice: { id: number; jobId: number; clientId: number }, input: TInvoiceMoveItem): Promise<TNewLine> {
  const notRelated = () => invalid({ id: [INVOICE_MESSAGES.notRelated(input.type)] });
  const base = { invoiceId: invoice.id, type: INVOICE_ITEM_TYPE_OF_MOVE[input.type] };
  switch (input.type) {
    case 'quote': {
      const [r] = await repo.quoteItemsOf(t, companyId, { jobId: invoice.jobId }, { statuses: RELATED_QUOTE_STATUSES, itemId: input.id });
      if (!r) throw notRelated();
      return quoteLine(invoice.id, r);
    }
    case 'order': {
      const [r] = await repo.ordersOfJob(t, companyId, invoice.jobId, { statuses: RELATED_ORDER_STATUSES, orderId: input.id });
      if (!r) throw notRelated();
      const costMatrixId = r.firstCostId === null ? null : Number(r.firstCostId);
      return { ...base, costMatrixId, description: r.order.name, quantity: '1.00', rate: toDecimal2(r.sell), orderId: r.order.id };
    }
    case 'task': {
      // Moves of a task and of its time records take the task's lock, so its hours are billed one way only.
      await repo.lockTask(t, companyId, input.id);
      const [r] = await repo.tasksOfJob(t, companyId, invoice.jobId, { statuses: RELATED_TASK_STATUSES, taskId: input.id });
      if (!r) throw notRelated();
      if (r.timeInvoiced) throw conflict(INVOICE_MESSAGES.taskTimeInvoiced);
      const client = await repo.findCompany(t, companyId, invoice.clientId);
      const p = await taskPricing(t, companyId, client?.priceTier, r.costId === null ? null : Number(r.costId));
      return { ...base, costMatrixId: p.costMatrixId, description: r.task.name, quantity: r.hours, rate: p.rate, taskId: r.task.id };
    }
    case 'time': {
      const [first] = await repo.timesheetsOfJob(t, companyId, invoice.jobId, { timesheetId: input.id });
      if (!first) throw notRelated();
      let r = first;
      if (first.timesheet.taskId) {
        await repo.lockTask(t, companyId, first.timesheet.taskId);
        [r] = await repo.timesheetsOfJob(t, companyId, invoice.jobId, { timesheetId: input.id });
        if (!r) throw notRelated();
      }
      if (r.taskInvoiced) throw conflict(INVOICE_MESSAGES.timeTaskInvoiced);
      const ts = r.timesheet;
      return { ...base, costMatrixId: ts.costMatrixId, description: ts.description, quantity: ts.duration, rate: r.user.billableRate, timesheetId: ts.id };
    }
  }
}

/**
 * POST /invoices/{id}/move-item: bills a related item of the invoice's job on this invoice.
 * Nothing is billed twice: the partial unique index on the source column refuses a second
 * line, also when two moves race; that refusal is answered 409 naming the invoice.
 */
export async function moveItemToInvoice(deps: Deps, invoiceId: number, input: TInvoiceMoveItem) {
  const { db, auth } = deps;
  let itemId: number;
  try {
    itemId = await db.transaction(async (tx) => {
      const t = tx as unknown as TDb;
      const invoice = await lockInvoice(t, auth.companyId, invoiceId);
      if (!invoice.jobId) throw invalid({ id: [INVOICE_MESSAGES.noJob] });
      const line = await lineFromSource(t, auth.companyId, { id: invoice.id, jobId: invoice.jobId, clientId: invoice.clientId }, input);
      const [row] = await repo.insertItems(t, auth.companyId, [line]);
      await repo.updateInvoice(t, auth.companyId, invoiceId, {});
      return row.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const holder = await repo.invoiceHolding(db, auth.companyId, SOURCE_COLUMN[input.type], input.id);
    throw conflict(INVOICE_MESSAGES.alreadyInvoiced(input.type, holder?.invoiceNumber));
  }
  return { ...(await itemResult(deps, invoiceId, itemId)), message: INVOICE_MESSAGES.moved[input.type] };
}
