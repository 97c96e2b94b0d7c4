import {
  INVOICES_WIP_EXCLUDED,
  INVOICE_ITEM_TYPE_LABELS,
  INVOICE_STATUSES,
  INVOICE_TERM_LABELS,
  STATUS_LABELS,
  formatDate,
  formatMoney,
  gstOf,
  incGst,
  sumMoney,
  todayIso,
  type TInvoice,
  type TInvoiceListQuery,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import { addressLines, businessDocument, reportDocument, statusSummaryRows, type TAgency } from '../../platform/pdf/document.ts';
import * as repo from './invoices.repository.ts';
import { getInvoice, listInvoices } from './invoices.service.ts';

type Deps = { db: TDb; auth: TAuthContext };

/** '6.00' → '6', '0.50' → '0.5' */
const formatQuantity = (q: string) => q.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
const termsLabel = (terms: string) => INVOICE_TERM_LABELS[terms as keyof typeof INVOICE_TERM_LABELS] ?? `${terms} days`;

function agencyOf(row: Awaited<ReturnType<typeof repo.findAgency>>): TAgency {
  return { name: row.name, address1: row.address1, address2: row.address2, suburb: row.suburb, state: row.state, postcode: row.postcode, phone: row.phone, email: row.email, website: row.website };
}

/** The tax invoice as the client receives it: every line with its type, quantity, rate and amount, then subtotal, GST and total. */
export async function invoicePdf(deps: Deps, id: number): Promise<{ invoice: TInvoice; pdf: Buffer }> {
  const invoice = await getInvoice(deps, id);
  const [agencyRow, client] = await Promise.all([repo.findAgency(deps.db, deps.auth.companyId), repo.findClientAddress(deps.db, deps.auth.companyId, invoice.client_id)]);
  const agency = agencyOf(agencyRow);
  const pdf = await businessDocument({
    title: 'TAX INVOICE',
    number: `#${invoice.invoice_number}`,
    agency,
    parties: [
      {
        heading: 'Bill to',
        lines: [invoice.client.name, invoice.contact ? `Attn: ${invoice.contact.full_name}` : null, ...(client ? addressLines(client) : []), client?.email, client?.phone],
      },
    ],
    meta: [
      ['Invoice no', invoice.invoice_number],
      ['Invoice date', formatDate(invoice.invoice_date)],
      ['Terms', termsLabel(invoice.terms)],
      ['Due date', formatDate(invoice.due_date)],
      ['Client PO', invoice.client_po],
      ['Job no', invoice.job?.job_no],
      ['Quote no', invoice.quote?.quote_number],
      ['Paid', formatDate(invoice.paid_date)],
    ],
    intro: [
      { heading: 'Invoice', text: invoice.name },
      { heading: 'Description', text: htmlToText(invoice.description) },
    ],
    columns: [
      { header: '#', width: 18 },
      { header: 'TYPE', width: 'auto' },
      { header: 'DESCRIPTION', width: '*' },
      { header: 'QTY/HOURS', width: 'auto', align: 'right' },
      { header: 'RATE', width: 'auto', align: 'right' },
      { header: 'AMOUNT', width: 'auto', align: 'right' },
    ],
    rows: invoice.items.map((i, n) => [
      String(n + 1),
      INVOICE_ITEM_TYPE_LABELS[i.type],
      i.description + (i.cost ? `\n${i.cost.category.name} · ${i.cost.description}` : ''),
      formatQuantity(i.quantity),
      formatMoney(i.rate),
      formatMoney(i.amount),
    ]),
    totals: [
      { label: 'SUBTOTAL (EX GST)', value: formatMoney(invoice.summary.total) },
      { label: 'GST (10%)', value: formatMoney(invoice.summary.gst) },
      { label: 'TOTAL INC. GST', value: formatMoney(invoice.summary.total_inc_gst), strong: true },
    ],
    closing: [
      { heading: 'Notes', text: invoice.note },
      { heading: 'Payment', text: invoice.due_date ? `Please pay by ${formatDate(invoice.due_date)}, quoting invoice ${invoice.invoice_number}.` : `Please quote invoice ${invoice.invoice_number} with your payment.` },
    ],
    footer: `${agency.name} · Invoice ${invoice.invoice_number}`,
  });
  return { invoice, pdf };
}

/** Work in progress: the open invoices (the list's filters; completed and cancelled hidden by default) with their values. */
export async function invoicesWipPdf(deps: Deps, q: TInvoiceListQuery): Promise<Buffer> {
  const list = await listInvoices(deps, { ...q, ipp: 'all', page: 1 }, INVOICES_WIP_EXCLUDED);
  const agency = agencyOf(await repo.findAgency(deps.db, deps.auth.companyId));
  const total = list.totals.total_value;
  return reportDocument({
    title: 'INVOICES WORK IN PROGRESS',
    agency,
    subtitle: `Printed ${formatDate(todayIso())}`,
    summary: {
      columns: [
        { header: 'STATUS', width: 'auto' },
        { header: 'INVOICES', width: 'auto', align: 'right' },
        { header: 'VALUE (EX GST)', width: 'auto', align: 'right' },
      ],
      rows: statusSummaryRows(INVOICE_STATUSES, list.data, (rows) => [formatMoney(sumMoney(rows.map((r) => r.total_value)))]),
    },
    columns: [
      { header: 'INVOICE NO', width: 'auto' },
      { header: 'CLIENT', width: '*' },
      { header: 'NAME', width: '*' },
      { header: 'QUOTE/JOB NO', width: 'auto' },
      { header: 'STATUS', width: 'auto' },
      { header: 'DATE', width: 'auto' },
      { header: 'CREATED BY', width: 'auto' },
      { header: 'VALUE (EX GST)', width: 'auto', align: 'right' },
      { header: 'INC. GST', width: 'auto', align: 'right' },
    ],
    rows: list.data.map((r) => [
      r.invoice_number,
      r.client.name,
      r.name,
      [r.quote?.quote_number, r.job?.job_no].filter(Boolean).join(' / '),
      STATUS_LABELS[r.status] ?? r.status,
      formatDate(r.invoice_date),
      r.creator?.full_name ?? '',
      formatMoney(r.total_value),
      formatMoney(incGst(r.total_value)),
    ]),
    emptyText: 'No invoices found',
    totals: [
      { label: 'TOTAL INVOICES', value: String(list.totals.count) },
      { label: 'TOTAL VALUE (EX GST)', value: formatMoney(total) },
      { label: 'GST', value: formatMoney(gstOf(total)) },
      { label: 'TOTAL INC. GST', value: formatMoney(incGst(total)), strong: true },
    ],
  });
}
