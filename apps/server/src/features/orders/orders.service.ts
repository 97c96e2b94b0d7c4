import {
  ORDER_MESSAGES,
  conflict,
  invalid,
  isBlankInput,
  lineTotals,
  nextSequenceLabel,
  nextSequenceLetter,
  notFound,
  prefillRates,
  sequenceNumber,
  type TOrder,
  type TOrderClone,
  type TOrderCreate,
  type TOrderItem,
  type TOrderItemCreate,
  type TOrderItemUpdate,
  type TOrderListItem,
  type TOrderListQuery,
  type TOrderListResult,
  type TOrderStatus,
  type TOrderUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import * as repo from './orders.repository.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { changedRates, findPricedCost } from '../line-items/line-items.service.ts';

type Deps = { db: TDb; auth: TAuthContext };

/** Order items are priced at tier1 (spec 2 section 5). */
const ORDER_TIER = 'tier1';

function toListItem(row: repo.TOrderRow): TOrderListItem {
  const o = row.order;
  return {
    id: o.id,
    order_number: o.orderNumber,
    name: o.name,
    description: o.description,
    status: o.status as TOrderStatus,
    created_at: iso(o.createdAt),
    job_id: o.jobId,
    job_no: row.jobNo,
    client_id: o.clientId,
    client: row.client,
    supplier_id: o.supplierId,
    supplier: o.supplierId && row.supplierName !== null ? { id: o.supplierId, name: row.supplierName } : null,
    creator: o.createdBy && row.creatorName ? { id: o.createdBy, full_name: row.creatorName } : null,
    cost: row.cost,
    total_value: row.sell,
  };
}

function toItem(row: repo.TOrderItemRow, invoiced: boolean): TOrderItem {
  const i = row.item;
  const t = lineTotals([{ quantity: i.quantity, cost_rate: i.costRate, rate: i.sellRate }]);
  return {
    id: i.id,
    order_id: i.orderId,
    cost_matrix_id: i.costMatrixId,
    category_id: row.cost.categoryId,
    category_name: row.categoryName,
    cost_description: row.cost.description,
    sell_basis: row.cost.sellBasis,
    quantity: i.quantity,
    details: i.details,
    cost_rate: i.costRate,
    sell_rate: i.sellRate,
    markup: t.gross_profit,
    cost: t.total_cost,
    sell: t.total,
    invoiced,
  };
}

// ---- list ----

export function filterOf(q: TOrderListQuery, excludeByDefault: string[] = []): repo.TOrderFilter {
  return { createdBy: q.created_by, supplierId: q.client_id, jobId: q.job_id, status: q.status, excludeStatus: q.status ? undefined : excludeByDefault, kw: q.kw };
}

export async function listOrders({ db, auth }: Deps, q: TOrderListQuery, excludeByDefault: string[] = []): Promise<TOrderListResult> {
  const filter = filterOf(q, excludeByDefault);
  const counted = await repo.countOrders(db, auth.companyId, filter);
  const total = counted.total;
  const perPage = q.ipp === 'all' ? Math.max(total, 1) : q.ipp;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(q.page, lastPage);
  const rows = await repo.listOrders(db, auth.companyId, filter, q.ipp === 'all' ? { offset: 0 } : { limit: perPage, offset: (page - 1) * perPage });
  return {
    data: rows.map(toListItem),
    total,
    last_page: lastPage,
    current_page: page,
    per_page: perPage,
    totals: { count: total, cost: counted.cost, total_value: counted.value },
  };
}

// ---- one order ----

export async function getOrder({ db, auth }: Deps, id: number): Promise<TOrder> {
  const row = await repo.findOrderDetail(db, auth.companyId, id);
  if (!row) throw notFound();
  const o = row.order;
  const invoiced = Boolean(row.invoiced);
  const items = (await repo.listItems(db, auth.companyId, id)).map((r) => toItem(r, invoiced));
  const summary = lineTotals(items.map((i) => ({ quantity: i.quantity, cost_rate: i.cost_rate, rate: i.sell_rate })));
  const root = o.parentId ?? o.id;
  const letters = await repo.familyLetters(db, auth.companyId, root);
  return {
    ...toListItem(row),
    cost: summary.total_cost,
    total_value: summary.total,
    job: row.job?.id && row.jobNo ? { id: row.job.id, name: row.job.name, job_no: row.jobNo } : null,
    contact_id: o.contactId,
    contact: row.contact?.id ? { id: row.contact.id, full_name: `${row.contact.firstName} ${row.contact.lastName}`.trim(), email: row.contact.email } : null,
    purchase_order_no: o.purchaseOrderNo,
    supplier_quote_no: o.supplierQuoteNo,
    supplier_invoice_po: o.supplierInvoicePo,
    delivery_to: o.deliveryTo,
    required_by: o.requiredBy,
    special_instructions: o.specialInstructions,
    sequence: o.sequence,
    parent_id: o.parentId,
    next_sequence_number: nextSequenceLabel(root, letters),
    invoiced,
    updated_at: iso(o.updatedAt),
    items,
    summary,
  };
}

type TRefsInput = { client_id?: number; job_id?: number | null; supplier_id?: number | null; contact_id?: number | null };
type TRefs = { clientId: number; jobId: number | null; supplierId: number | null; contactId: number | null };

/**
 * The company, job, supplier and contact an order will point at, checked against the
 * agency (each must be its own, else 422): the supplier must be a supplier, the job and
 * the contact must belong to the company. Choosing a job without a company takes the
 * job's client.
 */
async function resolveReferences(db: TDb, companyId: number, cur: TRefs | null, input: TRefsInput) {
  const errors: Record<string, string[]> = {};
  const job = input.job_id ? await repo.findJob(db, companyId, input.job_id) : null;
  if (input.job_id && !job) errors.job_id = [ORDER_MESSAGES.selectJob];
  const clientId = input.client_id ?? (job ? job.clientId : cur?.clientId);
  if (input.client_id !== undefined && !(await repo.findCompany(db, companyId, input.client_id))) errors.client_id = [ORDER_MESSAGES.selectClient];
  if (clientId === undefined) errors.client_id ??= [ORDER_MESSAGES.selectClient];
  const next = {
    clientId,
    jobId: input.job_id !== undefined ? input.job_id : (cur?.jobId ?? null),
    supplierId: input.supplier_id !== undefined ? input.supplier_id : (cur?.supplierId ?? null),
    contactId: input.contact_id !== undefined ? input.contact_id : (cur?.contactId ?? null),
  };
  const clientChanged = clientId !== cur?.clientId;
  if (next.jobId && !errors.job_id && (input.job_id !== undefined || clientChanged)) {
    const j = job ?? (await repo.findJob(db, companyId, next.jobId));
    if (!j || j.clientId !== clientId) errors.job_id = [ORDER_MESSAGES.selectJob];
  }
  if (input.supplier_id) {
    const s = await repo.findCompany(db, companyId, input.supplier_id);
    if (!s || s.isSupplier !== 1) errors.supplier_id = [ORDER_MESSAGES.selectSupplier];
  }
  if (next.contactId && (input.contact_id !== undefined || clientChanged)) {
    const c = await repo.findContact(db, companyId, next.contactId);
    if (!c || c.clientId === null || c.clientId !== clientId) errors.contact_id = [ORDER_MESSAGES.selectContact];
  }
  if (Object.keys(errors).length || clientId === undefined) throw invalid(errors);
  return { ...next, clientId };
}

const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s);

function textValues(input: TOrderUpdate) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.purchase_order_no !== undefined ? { purchaseOrderNo: blankToNull(input.purchase_order_no) } : {}),
    ...(input.delivery_to !== undefined ? { deliveryTo: blankToNull(input.delivery_to) } : {}),
    ...(input.special_instructions !== undefined ? { specialInstructions: blankToNull(input.special_instructions) } : {}),
    ...(input.required_by !== undefined ? { requiredBy: input.required_by } : {}),
    ...(input.supplier_quote_no !== undefined ? { supplierQuoteNo: blankToNull(input.supplier_quote_no) } : {}),
    ...(input.supplier_invoice_po !== undefined ? { supplierInvoicePo: blankToNull(input.supplier_invoice_po) } : {}),
    ...(input.description !== undefined ? { description: blankToNull(input.description) } : {}),
  };
}

export async function createOrder(deps: Deps, input: TOrderCreate): Promise<TOrder> {
  const { db, auth } = deps;
  const refs = await resolveReferences(db, auth.companyId, null, input);
  const order = await repo.insertOrder(db, auth.companyId, {
    ...textValues({ ...input, status: undefined }),
    name: input.name,
    clientId: refs.clientId,
    jobId: refs.jobId,
    supplierId: refs.supplierId,
    contactId: refs.contactId,
    createdBy: auth.user.id,
  });
  return getOrder(deps, order.id);
}

/** Saves the sent fields together (any status may be chosen). */
export async function updateOrder(deps: Deps, id: number, input: TOrderUpdate): Promise<TOrder> {
  const { db, auth } = deps;
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findOrder(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    const refs = await resolveReferences(t, auth.companyId, cur, input);
    await repo.updateOrder(t, auth.companyId, id, {
      ...textValues(input),
      ...(input.status !== undefined ? { status: input.status } : {}),
      clientId: refs.clientId,
      jobId: refs.jobId,
      supplierId: refs.supplierId,
      contactId: refs.contactId,
    });
  });
  return getOrder(deps, id);
}

/**
 * Duplicates an order with its items as a new pending order: 'seq' numbers it root id plus
 * the next free letter (409 after Z), 'new' by its own id; jobNumber 'keep' keeps the job,
 * 'none' drops it.
 */
export async function cloneOrder(deps: Deps, id: number, input: TOrderClone): Promise<TOrder> {
  const { db, auth } = deps;
  if (input.id !== undefined && input.id !== id) throw invalid({ id: [ORDER_MESSAGES.idMismatch] });
  const copyId = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const src = await repo.findOrder(t, auth.companyId, id, { forUpdate: true });
    if (!src) throw notFound();
    let numbering: { orderNumber?: string; sequence: string | null; parentId: number | null } = { sequence: null, parentId: null };
    if (input.orderNumber === 'seq') {
      const root = src.parentId ?? src.id;
      if (root !== src.id) await repo.findOrder(t, auth.companyId, root, { forUpdate: true });
      const letter = nextSequenceLetter(await repo.familyLetters(t, auth.companyId, root));
      if (!letter) throw conflict(ORDER_MESSAGES.sequenceFull(String(root)));
      numbering = { orderNumber: sequenceNumber(root, letter), sequence: letter, parentId: root };
    }
    const copy = await repo.insertOrder(t, auth.companyId, {
      name: src.name,
      description: src.description,
      clientId: src.clientId,
      jobId: input.jobNumber === 'keep' ? src.jobId : null,
      supplierId: src.supplierId,
      contactId: src.contactId,
      purchaseOrderNo: src.purchaseOrderNo,
      supplierQuoteNo: src.supplierQuoteNo,
      deliveryTo: src.deliveryTo,
      requiredBy: src.requiredBy,
      specialInstructions: src.specialInstructions,
      createdBy: auth.user.id,
      ...numbering,
    });
    const items = await repo.listItems(t, auth.companyId, id);
    await repo.insertItems(
      t,
      auth.companyId,
      items.map(({ item: i }) => ({ orderId: copy.id, costMatrixId: i.costMatrixId, quantity: i.quantity, details: i.details, costRate: i.costRate, sellRate: i.sellRate })),
    );
    return copy.id;
  });
  return getOrder(deps, copyId);
}

/** Deletes an order unless it was invoiced (409). */
export async function deleteOrder({ db, auth }: Deps, id: number) {
  try {
    return await deleteOrderOnce({ db, auth }, id);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(ORDER_MESSAGES.invoiced);
    throw err;
  }
}

async function deleteOrderOnce({ db, auth }: Deps, id: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const cur = await repo.findOrder(t, auth.companyId, id, { forUpdate: true });
    if (!cur) throw notFound();
    if (await repo.isInvoiced(t, auth.companyId, id)) throw conflict(ORDER_MESSAGES.invoiced);
    await repo.deleteOrder(t, auth.companyId, id);
    return { id: cur.id, name: cur.name, order_number: cur.orderNumber };
  });
}

// ---- items ----

export async function listOrderItems(deps: Deps, id: number) {
  const order = await getOrder(deps, id);
  return { data: order.items, summary: order.summary };
}

async function itemResult(deps: Deps, orderId: number, itemId: number, removed?: TOrderItem) {
  const order = await getOrder(deps, orderId);
  const item = removed ?? order.items.find((i) => i.id === itemId);
  if (!item) throw notFound();
  return { item, summary: order.summary, total_value: order.summary.total };
}

/** The order, locked; its items may change only while it is not invoiced. */
async function lockEditableOrder(t: TDb, companyId: number, orderId: number) {
  const order = await repo.findOrder(t, companyId, orderId, { forUpdate: true });
  if (!order) throw notFound();
  return order;
}

export async function createOrderItem(deps: Deps, orderId: number, input: TOrderItemCreate) {
  const { db, auth } = deps;
  const itemId = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockEditableOrder(t, auth.companyId, orderId);
    if (await repo.isInvoiced(t, auth.companyId, orderId)) throw conflict(ORDER_MESSAGES.itemInvoiced);
    const cost = await findPricedCost(t, auth.companyId, input.cost_matrix_id);
    if (!cost) throw invalid({ cost_matrix_id: [ORDER_MESSAGES.selectCostItem], ...(isBlankInput(input.sell_rate) ? { sell_rate: [ORDER_MESSAGES.enterOrderRate] } : {}) });
    const rates = prefillRates({ cost_rate: input.cost_rate, rate: input.sell_rate }, cost, ORDER_TIER);
    const [row] = await repo.insertItems(t, auth.companyId, [
      { orderId, costMatrixId: cost.id, quantity: input.quantity ?? '1.00', details: input.details, costRate: rates.cost_rate, sellRate: rates.rate },
    ]);
    await repo.updateOrder(t, auth.companyId, orderId, {});
    return row.id;
  });
  return itemResult(deps, orderId, itemId);
}

export async function updateOrderItem(deps: Deps, orderId: number, itemId: number, input: TOrderItemUpdate) {
  const { db, auth } = deps;
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockEditableOrder(t, auth.companyId, orderId);
    const row = await repo.findItem(t, auth.companyId, orderId, itemId);
    if (!row) throw notFound();
    if (await repo.isInvoiced(t, auth.companyId, orderId)) throw conflict(ORDER_MESSAGES.itemInvoiced);
    const cost = await findPricedCost(t, auth.companyId, input.cost_matrix_id ?? row.item.costMatrixId);
    if (!cost) throw invalid({ cost_matrix_id: [ORDER_MESSAGES.selectCostItem] });
    const { costRate, rate: sellRate } = changedRates({ cost_rate: input.cost_rate, rate: input.sell_rate }, 'sell_rate', cost, ORDER_TIER);
    await repo.updateItem(t, auth.companyId, itemId, {
      ...(input.cost_matrix_id !== undefined ? { costMatrixId: cost.id } : {}),
      ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
      ...(input.details !== undefined ? { details: input.details } : {}),
      ...(costRate !== undefined ? { costRate } : {}),
      ...(sellRate !== undefined ? { sellRate } : {}),
    });
    await repo.updateOrder(t, auth.companyId, orderId, {});
  });
  return itemResult(deps, orderId, itemId);
}

export async function deleteOrderItem(deps: Deps, orderId: number, itemId: number) {
  const { db, auth } = deps;
  const before = await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    await lockEditableOrder(t, auth.companyId, orderId);
    const row = await repo.findItem(t, auth.companyId, orderId, itemId);
    if (!row) throw notFound();
    if (await repo.isInvoiced(t, auth.companyId, orderId)) throw conflict(ORDER_MESSAGES.itemInvoiced);
    await repo.deleteItem(t, auth.companyId, itemId);
    await repo.updateOrder(t, auth.companyId, orderId, {});
    return toItem(row, false);
  });
  return itemResult(deps, orderId, itemId, before);
}
