import {
  QUOTE_STATUSES,
  STATUS_LABELS,
  formatDate,
  formatMoney,
  gstOf,
  incGst,
  sumMoney,
  todayIso,
  type TQuote,
  type TQuoteItemsQuery,
  type TQuoteListQuery,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import { addressLines, businessDocument, reportDocument, statusSummaryRows, type TAgency } from '../../platform/pdf/document.ts';
import * as repo from './quotes.repository.ts';
import { getQuote, listQuotes, sortItems } from './quotes.service.ts';

type Deps = { db: TDb; auth: TAuthContext };

/** '6.00' → '6', '0.50' → '0.5' */
export const formatQuantity = (q: string) => q.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
const day = (isoTs: string) => formatDate(isoTs.slice(0, 10));

function agencyOf(row: Awaited<ReturnType<typeof repo.findAgency>>): TAgency {
  return { name: row.name, address1: row.address1, address2: row.address2, suburb: row.suburb, state: row.state, postcode: row.postcode, phone: row.phone, email: row.email, website: row.website };
}

/**
 * The quote as the client receives it: no costs or markup. With hide_hours, time-based
 * lines show their amount only (no hours, no hourly rate).
 */
export async function quotePdf(deps: Deps, id: number, q: TQuoteItemsQuery): Promise<{ quote: TQuote; pdf: Buffer }> {
  const quote = await getQuote(deps, id);
  const [agencyRow, client] = await Promise.all([repo.findAgency(deps.db, deps.auth.companyId), repo.findClientAddress(deps.db, deps.auth.companyId, quote.client_id)]);
  const agency = agencyOf(agencyRow);
  const rows = sortItems(quote.items, q.sort, q.order).map((i, n) => {
    const hidden = quote.hide_hours && i.sell_basis === 'time';
    return [
      String(n + 1),
      [i.category_name, i.cost_description].join(' · ') + (i.details ? `\n${i.details}` : ''),
      hidden ? '' : formatQuantity(i.quantity),
      hidden ? '' : formatMoney(i.quote_rate),
      formatMoney(i.quoted),
    ];
  });
  const pdf = await businessDocument({
    title: 'QUOTE',
    number: `#${quote.quote_number}`,
    agency,
    parties: [
      {
        heading: 'Quote for',
        lines: [quote.client.name, ...(client ? addressLines(client) : []), client?.email, client?.phone],
      },
    ],
    meta: [
      ['Quote no', quote.quote_number],
      ['Date', day(quote.created_at)],
      ['Client PO', quote.client_po],
      ['Job no', quote.job_no],
      ['Prepared by', quote.manager?.full_name],
    ],
    intro: [
      { heading: 'Quote', text: quote.name },
      { heading: 'Description', text: htmlToText(quote.description) },
    ],
    columns: [
      { header: '#', width: 18 },
      { header: 'ITEM', width: '*' },
      { header: quote.hide_hours ? 'QTY' : 'QTY/HOURS', width: 'auto', align: 'right' },
      { header: 'RATE', width: 'auto', align: 'right' },
      { header: 'AMOUNT', width: 'auto', align: 'right' },
    ],
    rows,
    totals: [
      { label: 'SUBTOTAL (EX GST)', value: formatMoney(quote.summary.total) },
      { label: 'GST (10%)', value: formatMoney(quote.summary.gst) },
      { label: 'TOTAL INC. GST', value: formatMoney(quote.summary.total_inc_gst), strong: true },
    ],
    closing: [{ heading: 'Notes', text: quote.note }],
    footer: `${agency.name} · Quote ${quote.quote_number}`,
  });
  return { quote, pdf };
}

/** Work in progress: the open quotes (the list's filters; cancelled and completed hidden by default) with their values. */
export async function quotesWipPdf(deps: Deps, q: TQuoteListQuery): Promise<Buffer> {
  const list = await listQuotes(deps, { ...q, ipp: 'all', page: 1 });
  const agency = agencyOf(await repo.findAgency(deps.db, deps.auth.companyId));
  const total = list.totals.total_value;
  return reportDocument({
    title: 'QUOTES WORK IN PROGRESS',
    agency,
    subtitle: `Printed ${formatDate(todayIso())}`,
    summary: {
      columns: [
        { header: 'STATUS', width: 'auto' },
        { header: 'QUOTES', width: 'auto', align: 'right' },
        { header: 'VALUE (EX GST)', width: 'auto', align: 'right' },
      ],
      rows: statusSummaryRows(QUOTE_STATUSES, list.data, (rows) => [formatMoney(sumMoney(rows.map((r) => r.total_value)))]),
    },
    columns: [
      { header: 'QUOTE NO', width: 'auto' },
      { header: 'CLIENT', width: '*' },
      { header: 'QUOTE NAME', width: '*' },
      { header: 'STATUS', width: 'auto' },
      { header: 'MANAGER', width: 'auto' },
      { header: 'DATE', width: 'auto' },
      { header: 'JOB NO', width: 'auto' },
      { header: 'VALUE (EX GST)', width: 'auto', align: 'right' },
      { header: 'INC. GST', width: 'auto', align: 'right' },
    ],
    rows: list.data.map((r) => [
      r.quote_number,
      r.client.name,
      r.name,
      STATUS_LABELS[r.status] ?? r.status,
      r.manager?.full_name ?? '',
      day(r.created_at),
      r.job_no ?? '',
      formatMoney(r.total_value),
      formatMoney(incGst(r.total_value)),
    ]),
    emptyText: 'No quotes found',
    totals: [
      { label: 'TOTAL QUOTES', value: String(list.totals.count) },
      { label: 'TOTAL VALUE (EX GST)', value: formatMoney(total) },
      { label: 'GST', value: formatMoney(gstOf(total)) },
      { label: 'TOTAL INC. GST', value: formatMoney(incGst(total)), strong: true },
    ],
  });
}
