import {
  ORDER_STATUSES,
  STATUS_LABELS,
  formatDate,
  formatMoney,
  fromCents,
  toCents,
  gstOf,
  incGst,
  sumMoney,
  todayIso,
  type TOrder,
  type TOrderListQuery,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { addressLines, businessDocument, reportDocument, statusSummaryRows, type TAgency } from '../../platform/pdf/document.ts';
import * as repo from './orders.repository.ts';
import { getOrder, listOrders } from './orders.service.ts';

type Deps = { db: TDb; auth: TAuthContext };

/** Statuses the WIP report leaves out when no status is chosen. */
const WIP_EXCLUDED = ['completed', 'cancelled'];

const formatQuantity = (q: string) => q.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
const day = (isoTs: string) => formatDate(isoTs.slice(0, 10));

function agencyOf(row: Awaited<ReturnType<typeof repo.findAgency>>): TAgency {
  return { name: row.name, address1: row.address1, address2: row.address2, suburb: row.suburb, state: row.state, postcode: row.postcode, phone: row.phone, email: row.email, website: row.website };
}

/**
 * The purchase order as the supplier receives it: what the agency orders and pays, so the
 * lines show cost rates and cost amounts (never the sell side or markup).
 */
export async function orderPdf(deps: Deps, id: number): Promise<{ order: TOrder; pdf: Buffer }> {
  const order = await getOrder(deps, id);
  const [agencyRow, supplier] = await Promise.all([
    repo.findAgency(deps.db, deps.auth.companyId),
    order.supplier_id ? repo.findCompany(deps.db, deps.auth.companyId, order.supplier_id) : Promise.resolve(null),
  ]);
  const agency = agencyOf(agencyRow);
  const totals = { total: order.summary.total_cost, gst: gstOf(order.summary.total_cost), inc: incGst(order.summary.total_cost) };
  const pdf = await businessDocument({
    title: 'PURCHASE ORDER',
    number: `#${order.order_number}`,
    agency,
    parties: [
      { heading: 'Supplier', lines: supplier ? [supplier.name, ...addressLines(supplier), supplier.email, supplier.phone] : ['No supplier chosen'] },
      { heading: 'Deliver to', lines: [order.delivery_to ?? ''] },
    ],
    meta: [
      ['Order no', order.order_number],
      ['Date', day(order.created_at)],
      ['Required by', order.required_by ? formatDate(order.required_by) : ''],
      ['Our PO no', order.purchase_order_no],
      ['Supplier quote no', order.supplier_quote_no],
      ['Supplier invoice/PO', order.supplier_invoice_po],
      ['Job no', order.job_no],
      ['Client', order.client.name],
      ['Ordered by', order.creator?.full_name],
    ],
    intro: [
      { heading: 'Order', text: order.name },
      { heading: 'Description', text: order.description },
      { heading: 'Special instructions', text: order.special_instructions },
    ],
    columns: [
      { header: '#', width: 18 },
      { header: 'ITEM', width: '*' },
      { header: 'QTY', width: 'auto', align: 'right' },
      { header: 'RATE', width: 'auto', align: 'right' },
      { header: 'AMOUNT', width: 'auto', align: 'right' },
    ],
    rows: order.items.map((i, n) => [
      String(n + 1),
      `${i.details}\n${i.category_name} · ${i.cost_description}`,
      formatQuantity(i.quantity),
      formatMoney(i.cost_rate),
      formatMoney(i.cost),
    ]),
    totals: [
      { label: 'SUBTOTAL (EX GST)', value: formatMoney(totals.total) },
      { label: 'GST (10%)', value: formatMoney(totals.gst) },
      { label: 'TOTAL INC. GST', value: formatMoney(totals.inc), strong: true },
    ],
    closing: [{ heading: 'Please quote', text: `Order ${order.order_number} on your invoice and delivery documents.` }],
    footer: `${agency.name} · Purchase order ${order.order_number}`,
  });
  return { order, pdf };
}

/** Work in progress: the open orders (the list's filters; completed and cancelled hidden by default) with cost, sell and markup. */
export async function ordersWipPdf(deps: Deps, q: TOrderListQuery): Promise<Buffer> {
  const list = await listOrders(deps, { ...q, ipp: 'all', page: 1 }, WIP_EXCLUDED);
  const agency = agencyOf(await repo.findAgency(deps.db, deps.auth.companyId));
  const cost = sumMoney(list.data.map((r) => r.cost));
  const sell = sumMoney(list.data.map((r) => r.total_value));
  const markup = (r: { cost: string; total_value: string }) => fromCents(toCents(r.total_value) - toCents(r.cost));
  return reportDocument({
    title: 'ORDERS WORK IN PROGRESS',
    agency,
    subtitle: `Printed ${formatDate(todayIso())}`,
    summary: {
      columns: [
        { header: 'STATUS', width: 'auto' },
        { header: 'ORDERS', width: 'auto', align: 'right' },
        { header: 'COST', width: 'auto', align: 'right' },
        { header: 'SELL', width: 'auto', align: 'right' },
      ],
      rows: statusSummaryRows(ORDER_STATUSES, list.data, (rows) => [formatMoney(sumMoney(rows.map((r) => r.cost))), formatMoney(sumMoney(rows.map((r) => r.total_value)))]),
    },
    columns: [
      { header: 'ORDER NO', width: 'auto' },
      { header: 'JOB NO', width: 'auto' },
      { header: 'SUPPLIER', width: '*' },
      { header: 'ORDER', width: '*' },
      { header: 'STATUS', width: 'auto' },
      { header: 'DATE', width: 'auto' },
      { header: 'CREATED BY', width: 'auto' },
      { header: 'COST', width: 'auto', align: 'right' },
      { header: 'SELL', width: 'auto', align: 'right' },
      { header: 'MARKUP', width: 'auto', align: 'right' },
    ],
    rows: list.data.map((r) => [
      r.order_number,
      r.job_no ?? '',
      r.supplier?.name ?? '',
      r.name,
      STATUS_LABELS[r.status] ?? r.status,
      day(r.created_at),
      r.creator?.full_name ?? '',
      formatMoney(r.cost),
      formatMoney(r.total_value),
      formatMoney(markup(r)),
    ]),
    emptyText: 'No orders found',
    totals: [
      { label: 'TOTAL ORDERS', value: String(list.total) },
      { label: 'TOTAL COST (EX GST)', value: formatMoney(cost) },
      { label: 'TOTAL SELL (EX GST)', value: formatMoney(sell) },
      { label: 'TOTAL MARKUP', value: formatMoney(markup({ cost, total_value: sell })), strong: true },
    ],
  });
}
