import {
  sumMoney,
  QUOTES_DEFAULT_EXCLUDED,
  QUOTE_MESSAGES,
  conflict,
  invalid,
  isBlankInput,
  lineTotals,
  nextSequenceLabel,
  nextSequenceLetter,
  notFound,
  prefillRates,
  priceTierOf,
  sequenceNumber,
  toCents,
  type TQuote,
  type TQuoteClone,
  type TQuoteCreate,
  type TQuoteItem,
  type TQuoteItemCreate,
  type TQuoteItemSortKey,
  type TQuoteItemUpdate,
  type TQuoteItemsQuery,
  type TQuoteListItem,
  type TQuoteListQuery,
  type TQuoteListResult,
  type TQuoteSaveResult,
  type TQuoteStatus,
  type TQuoteUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { insertJob, setJobPeople } from '../jobs/jobs.repository.ts';
import * as repo from './quotes.repository.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { changedRates, findPricedCost } from '../line-items/line-items.service.ts';

type Deps = { db: TDb; auth: TAuthContext };

const person = (id: number | null, name: string | null) => (id && name ? { id, full_name: name } : null);

/** A list row from its values (`TQuoteListTuple`). */
function toListItem(r: repo.TQuoteListTuple): TQuoteListItem {
  return {
    id: r[0],
    quote_number: r[1],
    name: r[2],
    status: r[3] as TQuoteStatus,
    status_date: r[4],
    created_at: r[5],
    client_id: r[6],
    client: { id: r[6], name: r[7], code: r[8] },
    job_id: r[9],
    job_no: r[10],
    manager_id: r[11],
    manager: person(r[11], r[12]),
    creator: person(r[13], r[14]),
    total_value: r[15],
  };
}

function toItem(row: repo.TQuoteItemRow): TQuoteItem {
  const i = row.item;
  const t = lineTotals([{ quantity: i.quantity, cost_rate: i.costRate, rate: i.quoteRate }]);
  return {
    id: i.id,
    quote_id: i.quoteId,
    sequence: i.sequence,
    cost_matrix_id: i.costMatrixId,
    category_id: row.cost.categoryId,
    category_name: row.categoryName,
    cost_description: row.cost.description,
    sell_basis: row.cost.sellBasis,
    quantity: i.quantity,
    details: i.details,
    cost_rate: i.costRate,
    quote_rate: i.quoteRate,
    markup: t.gross_profit,
    cost: t.total_cost,
    quoted: t.total,
    invoiced: Boolean(row.invoiced),
  };
}

const summaryOf = (items: TQuoteItem[]) => lineTotals(items.map((i) => ({ quantity: i.quantity, cost_rate: i.cost_rate, rate: i.quote_rate })));

const text = (s: string) => s.toLowerCase();
const money = (s: string) => toCents(s);
const ITEM_SORTS: Record<TQuoteItemSortKey, (i: TQuoteItem) => string | number | bigint> = {
  sequence: (i) => i.sequence,
  category: (i) => text(i.category_name),
  item: (i) => text(i.cost_description),
  details: (i) => text(i.details ?? ''),
  quantity: (i) => money(i.quantity),
  markup: (i) => money(i.markup),
  cost_rate: (i) => money(i.cost_rate),
  cost: (i) => money(i.cost),
  quote_rate: (i) => money(i.quote_rate),
  quoted: (i) => money(i.quoted),
};

/** Items in a column's order (default sequence ascending); ties keep sequence order. */
export function sortItems(items: TQuoteItem[], sort: TQuoteItemSortKey = 'sequence', order: 'asc' | 'desc' = 'asc') {
  const key = ITEM_SORTS[sort];
  const dir = order === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : x < y ? -1 : x > y ? 1 : 0;
    return c !== 0 ? c * dir : a.sequence - b.sequence || a.id - b.id;
  });
}

// ---- list ----

export function filterOf(q: TQuoteListQuery): repo.TQuoteFilter {
  return {
    status: q.status,
    excludeStatus: q.status ? undefined : (q.exclude_status ?? [...QUOTES_DEFAULT_EXCLUDED]),
    clientId: q.client_id,
    managerId: q.manager_id,
    jobId: q.job_id,
    dateStart: q.date_start,
    dateEnd: q.date_end,
    kw: q.kw,
  };
}

export async function listQuotes({ db, auth }: Deps, q: TQuoteListQuery): Promise<TQuoteListResult> {
  const filter = filterOf(q);
  const sort = q.sort ?? 'status_date';
  const order = q.order ?? (q.sort ? 'asc' : 'desc');
  if (q.ipp === 'all') {
    // Every row: the count and the value come from the rows themselves, one query instead of two.
    const rows = await repo.listQuotes(db, auth.companyId, filter, { sort, order });
    const value = sumMoney(rows.map((r) => r[15]));
    return { data: rows.map(toListItem), total: rows.length, last_page: 1, current_page: 1, per_page: Math.max(rows.length, 1), totals: { count: rows.length, total_value: value } };
  }
  const counted = await repo.countQuotes(db, auth.companyId, filter);
  const perPage = q.ipp;
  const lastPage = Math.max(1, Math.ceil(counted.total / perPage));
  const page = Math.min(q.page, lastPage);
  const rows = await repo.listQuotes(db, auth.companyId, filter, { sort, order, limit: perPage, offset: (page - 1) * perPage });
  return {
    data: rows.map(toListItem),
    total: counted.total,
    last_page: lastPage,
    current_page: page,
    per_page: perPage,
    totals: { count: counted.total, total_value: counted.value },
  };
}

// ---- one quote ----

export async function getQuote({ db, auth }: Deps, id: number): Promise<TQuote> {
  const row = await repo.findQuoteDetail(db, auth.companyId, id);
  if (!row) throw notFound();
  const q = row.quote;
  const items = (await repo.listItems(db, auth.companyId, id)).map(toItem);
  const root = q.parentId ?? q.id;
  const letters = await repo.familyLetters(db, auth.companyId, root);
  const summary = summaryOf(items);
  return {
    id: q.id,
    quote_number: q.quoteNumber,
    name: q.name,
    status: q.status as TQuoteStatus,
    status_date: iso(q.statusDate),
    created_at: iso(q.createdAt),
    client_id: q.clientId,
    client: { id: row.client.id, name: row.client.name, code: row.client.code, price_tier: priceTierOf(row.client.priceTier) },
    job_id: q.jobId,
    job_no: row.jobNo,
    manager_id: q.managerId,
    manager: person(q.managerId, row.managerName),
    creator: person(q.createdBy, row.creatorName),
    total_value: summary.total,
    job: row.job?.id && row.jobNo ? { id: row.job.id, name: row.job.name, job_no: row.jobNo, status: row.job.status } : null,
    price_tier: priceTierOf(q.priceTier),
    client_po: q.clientPo,
    description: q.description,
    note: q.note,
    hide_hours: q.hideHours,
    sequence: q.sequence,
    parent_id: q.parentId,
    next_sequence_number: nextSequenceLabel(root, letters),
    updated_at: iso(q.updatedAt),
    items,
    summary,
  };
}

const saved = (quote: TQuote, jobCreated: boolean): TQuoteSaveResult => ({ ...quote, job_created: jobCreated, message: jobCreated ? QUOTE_MESSAGES.jobCreated : null });

/**
 * Checks the client, job and manager named in a body against the agency: each must be its
 * own (422 otherwise), and a job must belong to the quote's client.
 */
async function checkReferences(
  db: TDb,
  companyId: number,
  next: { clientId: number; jobId: number | null; managerId: number | null },
  sent: { client: boolean; job: boolean; manager: boolean },
) {
  const errors: Record<string, string[]> = {};
  const client = sent.client ? await repo.findClient(db, companyId, next.clientId) : null;
  if (sent.client && !client) errors.client_id = [QUOTE_MESSAGES.selectClient];
  if (next.jobId !== null && (sent.job || sent.client)) {
    const job = await repo.findJob(db, companyId, next.jobId);
    if (!job || job.clientId !== next.clientId) errors.job_id = [QUOTE_MESSAGES.selectJob];
  }
  if (sent.manager && next.managerId !== null && !(await repo.isStaff(db, companyId, next.managerId))) errors.manager_id = [QUOTE_MESSAGES.selectManager];
  if (Object.keys(errors).length) throw invalid(errors);
  return { client };
}

const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s);
const richText = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : sanitizeRichText(s) || null);

export async function createQuote(deps: Deps, input: TQuoteCreate): Promise<TQuote> {
  const { db, auth } = deps;
  const next = { clientId: input.client_id, jobId: input.job_id ?? null, managerId: input.manager_id === undefined ? auth.user.id : input.manager_id };
  await checkReferences(db, auth.companyId, next, { client: true, job: true, manager: true });
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const quote = await repo.insertQuote(t, auth.companyId, {
      name: input.name,
      description: richText(input.description) ?? null,
      clientId: next.clientId,
      jobId: next.jobId,
      managerId: next.managerId,
      createdBy: auth.user.id,
      clientPo: blankToNull(input.client_po) ?? null,
      note: blankToNull(input.note) ?? null,
      hideHours: input.hide_hours ?? false,
    });
    if (next.jobId) await repo.linkJobToQuote(t, auth.companyId, next.jobId, quote.id);
    return quote.id;
  });
  return getQuote(deps, id);
}

/** A job for the quote: its client, name and description, in progress, managed by the caller; linked both ways. */
async function createJobFor(t: TDb, auth: TAuthContext, quote: { id: number; clientId: number; name: string; description: string | null }) {
  const job = await insertJob(t, auth.companyId, {
    clientId: quote.clientId,
    name: quote.name,
    description: quote.description,
    status: 'in_progress',
    quoteId: quote.id,
    createdBy: auth.user.id,
  });
  await setJobPeople(t, auth.companyId, job.id, [auth.user.id], true);
  await repo.updateQuote(t, auth.companyId, quote.id, { jobId: job.id });
  return job;
}

/**
 * Saves the status or fields. A status change also sets status_date. Setting the status to
 * approved on a quote without a job creates the job (exactly once: the quote row is locked
 * for the transaction, so a second or concurrent approval finds the job).
 */
export async function updateQuote(deps: Deps, id: number, input: TQuoteUpdate): Promise<TQuoteSaveResult> {
  const { db, auth } = deps;
  const jobCreated = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findQuote(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    const next = {
      clientId: input.client_id ?? cur.clientId,
      jobId: input.job_id !== undefined ? input.job_id : cur.jobId,
      managerId: input.manager_id !== undefined ? input.manager_id : cur.managerId,
    };
    const clientChanged = input.client_id !== undefined && input.client_id !== cur.clientId;
    const { client } = await checkReferences(t, auth.companyId, next, { client: clientChanged, job: input.job_id !== undefined, manager: input.manager_id !== undefined });
    const values: Partial<typeof cur> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.client_po !== undefined) values.clientPo = blankToNull(input.client_po);
    if (input.description !== undefined) values.description = richText(input.description);
    if (input.note !== undefined) values.note = blankToNull(input.note);
    if (input.hide_hours !== undefined) values.hideHours = input.hide_hours;
    if (input.manager_id !== undefined) values.managerId = input.manager_id;
    if (clientChanged) {
      values.clientId = next.clientId;
      values.priceTier = priceTierOf(client?.priceTier);
    }
    if (input.job_id !== undefined && input.job_id !== cur.jobId) values.jobId = next.jobId;
    await repo.updateQuote(t, auth.companyId, id, values);
    if (input.status !== undefined && input.status !== cur.status) await repo.setStatus(t, auth.companyId, id, input.status);
    if (values.jobId !== undefined) {
      if (cur.jobId) await repo.unlinkJobFromQuote(t, auth.companyId, cur.jobId, id);
      if (next.jobId) await repo.linkJobToQuote(t, auth.companyId, next.jobId, id);
    }
    if (input.status === 'approved' && !next.jobId) {
      await createJobFor(t, auth, { id, clientId: next.clientId, name: values.name ?? cur.name, description: values.description !== undefined ? values.description : cur.description });
      return true;
    }
    return false;
  });
  return saved(await getQuote(deps, id), jobCreated);
}

export const approveQuote = (deps: Deps, id: number) => updateQuote(deps, id, { status: 'approved' });

/** POST /quotes/{id}/job: a job for a quote that has none (409 when it has one). */
export async function createJobForQuote(deps: Deps, id: number): Promise<TQuoteSaveResult> {
  const { db, auth } = deps;
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findQuote(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    if (cur.jobId) throw conflict(QUOTE_MESSAGES.hasJob);
    await createJobFor(t, auth, cur);
  });
  return saved(await getQuote(deps, id), true);
}

/**
 * Duplicates a quote with its items, as a new pending quote. 'seq' numbers it root id plus
 * the next free letter of the family (the root row is locked so two copies never share a
 * letter; 409 after Z); 'new' numbers it by its own id. jobNumber 'new' gives the copy of a
 * quote with a job a job of its own (a quote without one is copied without one), 'none' none. The copy's price tier is its client's (the tier is derived
 * from the client); the items keep their rates.
 */
export async function cloneQuote(deps: Deps, id: number, input: TQuoteClone): Promise<TQuote> {
  const { db, auth } = deps;
  if (input.id !== undefined && input.id !== id) throw invalid({ id: [QUOTE_MESSAGES.idMismatch] });
  const copyId = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const src = await repo.findQuote(t, auth.companyId, id, { forUpdate: true });
    if (!src) throw notFound();
    let numbering: { quoteNumber?: string; sequence: string | null; parentId: number | null } = { sequence: null, parentId: null };
    if (input.quoteNumber === 'seq') {
      const root = src.parentId ?? src.id;
      if (root !== src.id) await repo.findQuote(t, auth.companyId, root, { forUpdate: true });
      const letter = nextSequenceLetter(await repo.familyLetters(t, auth.companyId, root));
      if (!letter) throw conflict(QUOTE_MESSAGES.sequenceFull(String(root)));
      numbering = { quoteNumber: sequenceNumber(root, letter), sequence: letter, parentId: root };
    }
    const copy = await repo.insertQuote(t, auth.companyId, {
      name: src.name,
      description: src.description,
      clientId: src.clientId,
      jobId: null,
      managerId: src.managerId,
      createdBy: auth.user.id,
      clientPo: src.clientPo,
      note: src.note,
      hideHours: src.hideHours,
      ...numbering,
    });
    const items = await repo.listItems(t, auth.companyId, id);
    await repo.insertItems(
      t,
      auth.companyId,
      items.map(({ item: i }) => ({ quoteId: copy.id, sequence: i.sequence, costMatrixId: i.costMatrixId, quantity: i.quantity, details: i.details, costRate: i.costRate, quoteRate: i.quoteRate })),
    );
    if (input.jobNumber === 'new' && src.jobId) await createJobFor(t, auth, copy);
    return copy.id;
  });
  return getQuote(deps, copyId);
}

/** Deletes a quote unless any of it was invoiced (409). */
export async function deleteQuote({ db, auth }: Deps, id: number) {
  try {
    return await deleteQuoteOnce({ db, auth }, id);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(QUOTE_MESSAGES.hasInvoices);
    throw err;
  }
}

async function deleteQuoteOnce({ db, auth }: Deps, id: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findQuote(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    if ((await repo.countInvoicedItems(t, auth.companyId, id)) > 0) throw conflict(QUOTE_MESSAGES.hasInvoicedItems);
    if ((await repo.countInvoices(t, auth.companyId, id)) > 0) throw conflict(QUOTE_MESSAGES.hasInvoices);
    await repo.deleteQuote(t, auth.companyId, id);
    return { id: cur.id, name: cur.name, quote_number: cur.quoteNumber };
  });
}

export async function quoteAmount(deps: Deps, id: number) {
  const q = await getQuote(deps, id);
  return { id: q.id, quote_number: q.quote_number, total_value: q.summary.total, ...q.summary };
}

// ---- items ----

export async function listQuoteItems(deps: Deps, id: number, q: TQuoteItemsQuery) {
  const quote = await getQuote(deps, id);
  return { data: sortItems(quote.items, q.sort, q.order), summary: quote.summary };
}

async function itemResult(deps: Deps, quoteId: number, itemId: number, removed?: TQuoteItem) {
  const quote = await getQuote(deps, quoteId);
  const item = removed ?? quote.items.find((i) => i.id === itemId);
  if (!item) throw notFound();
  return { item, summary: quote.summary, total_value: quote.summary.total };
}

async function lockQuote(t: TDb, companyId: number, quoteId: number) {
  const quote = await repo.findQuote(t, companyId, quoteId, { forUpdate: true });
  if (!quote) throw notFound();
  return quote;
}

/**
 * Adds an item. An empty cost rate is taken from the cost record, an empty quote rate from
 * its sell price for the quote's tier; the sequence defaults to the highest + 1.
 */
export async function createQuoteItem(deps: Deps, quoteId: number, input: TQuoteItemCreate) {
  const { db, auth } = deps;
  const itemId = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const quote = await lockQuote(t, auth.companyId, quoteId);
    const cost = await findPricedCost(t, auth.companyId, input.cost_matrix_id);
    if (!cost) {
      throw invalid({ cost_matrix_id: [QUOTE_MESSAGES.selectCostItem], ...(isBlankInput(input.quote_rate) ? { quote_rate: [QUOTE_MESSAGES.enterQuoteRate] } : {}) });
    }
    const rates = prefillRates({ cost_rate: input.cost_rate, rate: input.quote_rate }, cost, quote.priceTier);
    const [row] = await repo.insertItems(t, auth.companyId, [
      {
        quoteId,
        sequence: input.sequence ?? (await repo.nextItemSequence(t, auth.companyId, quoteId)),
        costMatrixId: cost.id,
        quantity: input.quantity ?? '1.00',
        details: blankToNull(input.details) ?? null,
        costRate: rates.cost_rate,
        quoteRate: rates.rate,
      },
    ]);
    await repo.updateQuote(t, auth.companyId, quoteId, {});
    return row.id;
  });
  return itemResult(deps, quoteId, itemId);
}

/** Changes only the sent fields of an item that is not invoiced (409 otherwise). */
export async function updateQuoteItem(deps: Deps, quoteId: number, itemId: number, input: TQuoteItemUpdate) {
  const { db, auth } = deps;
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const quote = await lockQuote(t, auth.companyId, quoteId);
    const row = await repo.findItem(t, auth.companyId, quoteId, itemId);
    if (!row) throw notFound();
    if (row.invoiced) throw conflict(QUOTE_MESSAGES.itemInvoiced);
    const cost = await findPricedCost(t, auth.companyId, input.cost_matrix_id ?? row.item.costMatrixId);
    if (!cost) throw invalid({ cost_matrix_id: [QUOTE_MESSAGES.selectCostItem] });
    const { costRate, rate: quoteRate } = changedRates({ cost_rate: input.cost_rate, rate: input.quote_rate }, 'quote_rate', cost, quote.priceTier);
    await repo.updateItem(t, auth.companyId, itemId, {
      ...(input.cost_matrix_id !== undefined ? { costMatrixId: cost.id } : {}),
      ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
      ...(input.details !== undefined ? { details: blankToNull(input.details) } : {}),
      ...(input.sequence !== undefined ? { sequence: input.sequence } : {}),
      ...(costRate !== undefined ? { costRate } : {}),
      ...(quoteRate !== undefined ? { quoteRate } : {}),
    });
    await repo.updateQuote(t, auth.companyId, quoteId, {});
  });
  return itemResult(deps, quoteId, itemId);
}

export async function deleteQuoteItem(deps: Deps, quoteId: number, itemId: number) {
  const { db, auth } = deps;
  const before = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockQuote(t, auth.companyId, quoteId);
    const row = await repo.findItem(t, auth.companyId, quoteId, itemId);
    if (!row) throw notFound();
    if (row.invoiced) throw conflict(QUOTE_MESSAGES.itemInvoiced);
    await repo.deleteItem(t, auth.companyId, itemId);
    await repo.updateQuote(t, auth.companyId, quoteId, {});
    return toItem(row);
  });
  return itemResult(deps, quoteId, itemId, before);
}
