import type { Content, TableCell } from 'pdfmake/interfaces';
import { STATUS_LABELS } from '@jobflow/contract';
import { BRAND_COLOR, pdfText, renderPdf } from './pdf.ts';

/**
 * Printed business documents (quotes, purchase orders, invoices) and reports (WIP): an
 * agency letterhead, the parties, the lines, the totals. Feature-neutral: callers pass
 * plain strings, already formatted.
 */

export type TAgency = {
  name: string;
  address1?: string | null;
  address2?: string | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
};

export type TColumn = { header: string; width: string | number; align?: 'left' | 'right' | 'center' };
export type TTotalLine = { label: string; value: string; strong?: boolean };
export type TParty = { heading: string; lines: Array<string | null | undefined> };
export type TSection = { heading: string; text: string | null | undefined };

const MUTED = '#868e96';

/** Postal address lines of a company or client: street lines, then 'Suburb STATE 2000'. */
export function addressLines(a: Pick<TAgency, 'address1' | 'address2' | 'suburb' | 'state' | 'postcode'>): string[] {
  const locality = [a.suburb, a.state, a.postcode].filter((s) => s && s.trim()).join(' ');
  return [a.address1, a.address2, locality].filter((s): s is string => Boolean(s && s.trim()));
}

function letterhead(agency: TAgency, title: string, number: string): Content {
  const contact = [agency.phone ? `Phone ${agency.phone}` : '', agency.email ?? '', agency.website ?? ''].filter(Boolean);
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: pdfText(agency.name), fontSize: 16, bold: true, color: BRAND_COLOR },
          ...addressLines(agency).map((l) => ({ text: pdfText(l), color: MUTED })),
          ...contact.map((l) => ({ text: pdfText(l), color: MUTED })),
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: title, fontSize: 20, bold: true, alignment: 'right' as const },
          { text: pdfText(number), fontSize: 12, alignment: 'right' as const, margin: [0, 2, 0, 0] as [number, number, number, number] },
        ],
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

function details(meta: Array<[string, string | null | undefined]>, parties: TParty[]): Content {
  const metaRows = meta.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return {
    columns: [
      ...parties.map((p) => ({
        width: '*' as const,
        stack: [
          { text: p.heading.toUpperCase(), bold: true, color: MUTED, fontSize: 8, margin: [0, 0, 0, 2] as [number, number, number, number] },
          ...p.lines.filter((l): l is string => Boolean(l && l.trim())).map((l, i) => ({ text: pdfText(l), bold: i === 0 })),
        ],
      })),
      {
        width: 'auto' as const,
        table: {
          body: metaRows.map(([k, v]) => [
            { text: k.toUpperCase(), bold: true, color: MUTED, fontSize: 8 },
            { text: pdfText(v), alignment: 'right' as const },
          ]),
        },
        layout: 'noBorders',
      },
    ],
    columnGap: 16,
    margin: [0, 0, 0, 16],
  };
}

function sections(list: TSection[]): Content[] {
  return list
    .filter((s) => s.text && s.text.trim())
    .map((s) => ({
      stack: [
        { text: s.heading.toUpperCase(), bold: true, color: MUTED, fontSize: 8, margin: [0, 0, 0, 2] as [number, number, number, number] },
        { text: pdfText(s.text) },
      ],
      margin: [0, 0, 0, 12] as [number, number, number, number],
    }));
}

function linesTable(columns: TColumn[], rows: string[][], empty: string): Content {
  if (!rows.length) return { text: empty, italics: true, color: MUTED, margin: [0, 4, 0, 12] };
  const body: TableCell[][] = [
    columns.map((c) => ({ text: c.header, bold: true, fillColor: '#f1f3f5', alignment: c.align ?? 'left' })),
    ...rows.map((r) => r.map((cell, i) => ({ text: pdfText(cell), alignment: columns[i]?.align ?? 'left' }))),
  ];
  return {
    table: { headerRows: 1, widths: columns.map((c) => c.width), body, dontBreakRows: true },
    layout: 'jobflowLines',
    margin: [0, 0, 0, 8],
  };
}

function totalsBlock(totals: TTotalLine[]): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: totals.map((t) => [
            { text: t.label, bold: Boolean(t.strong), margin: [0, 1, 16, 1] as [number, number, number, number] },
            { text: pdfText(t.value), bold: Boolean(t.strong), alignment: 'right' as const, fontSize: t.strong ? 11 : 9 },
          ]),
        },
        layout: 'jobflowTotals',
      },
    ],
    margin: [0, 4, 0, 16],
  };
}

/** A business document: letterhead, parties and numbers, notes, lines, totals, closing notes. */
export function businessDocument(doc: {
  title: string;
  number: string;
  agency: TAgency;
  parties: TParty[];
  meta: Array<[string, string | null | undefined]>;
  intro?: TSection[];
  columns: TColumn[];
  rows: string[][];
  emptyText?: string;
  totals: TTotalLine[];
  closing?: TSection[];
  footer: string;
}): Promise<Buffer> {
  return renderPdf({
    info: { title: `${doc.title} ${doc.number}`, author: doc.agency.name, creator: 'Jobflow' },
    footer: pdfText(doc.footer),
    content: [
      letterhead(doc.agency, doc.title, doc.number),
      details(doc.meta, doc.parties),
      ...sections(doc.intro ?? []),
      linesTable(doc.columns, doc.rows, doc.emptyText ?? 'No items.'),
      totalsBlock(doc.totals),
      ...sections(doc.closing ?? []),
    ],
  });
}

/**
 * Readies the PDF worker (server.ts, once listening): an invoice-like document of 60 lines is
 * laid out there and dropped, so that the first document a user asks for after a start does
 * not wait for pdfmake to load, read its fonts and compile its layout (about 0.6 s on a slow
 * machine, against 0.1-0.2 s warm).
 */
export async function warmPdfs(): Promise<void> {
  await businessDocument({
    title: 'TAX INVOICE',
    number: 'INV-000000',
    agency: { name: 'Jobflow', address1: '1 Example Street', suburb: 'Sydney', state: 'NSW', postcode: '2000', phone: '02 0000 0000', email: 'hello@example.com' },
    parties: [{ heading: 'Bill to', lines: ['Example client', '2 Example Road'] }],
    meta: [['Invoice date', '1 Jan 2026'], ['Due date', '31 Jan 2026']],
    intro: [{ heading: 'Notes', text: 'Warming up.' }],
    columns: [{ header: 'DESCRIPTION', width: '*' }, { header: 'QTY', width: 40, align: 'right' }, { header: 'RATE', width: 60, align: 'right' }, { header: 'AMOUNT', width: 70, align: 'right' }],
    rows: Array.from({ length: 60 }, (_, i) => [`Line ${i + 1}: design and artwork`, String(1 + (i % 7)), '$145.50', `$${(145.5 * (1 + (i % 7))).toFixed(2)}`]),
    totals: [{ label: 'Subtotal', value: '$0.00' }, { label: 'GST', value: '$0.00' }, { label: 'Total', value: '$0.00', strong: true }],
    footer: 'Jobflow',
  });
}

/** A report's summary: one row per status present (label, count, then `cells` of its rows), in the statuses' order. */
export function statusSummaryRows<T extends { status: string }>(statuses: readonly string[], rows: readonly T[], cells: (rows: T[]) => string[]): string[][] {
  return statuses.flatMap((status) => {
    const of = rows.filter((r) => r.status === status);
    return of.length ? [[STATUS_LABELS[status] ?? status, String(of.length), ...cells(of)]] : [];
  });
}

/** A landscape report (e.g. work in progress): heading, optional summary table, rows, totals. */
export function reportDocument(doc: {
  title: string;
  agency: TAgency;
  subtitle: string;
  summary?: { columns: TColumn[]; rows: string[][] };
  columns: TColumn[];
  rows: string[][];
  emptyText: string;
  totals: TTotalLine[];
}): Promise<Buffer> {
  return renderPdf({
    info: { title: doc.title, author: doc.agency.name, creator: 'Jobflow' },
    pageOrientation: 'landscape',
    footer: pdfText(`${doc.agency.name} · ${doc.title}`),
    content: [
      {
        columns: [
          { text: doc.title, fontSize: 16, bold: true, color: BRAND_COLOR },
          { stack: [{ text: pdfText(doc.agency.name), bold: true }, { text: pdfText(doc.subtitle), color: MUTED }], alignment: 'right' },
        ],
        margin: [0, 0, 0, 12],
      },
      ...(doc.summary && doc.summary.rows.length ? [{ columns: [{ width: 'auto' as const, stack: [linesTable(doc.summary.columns, doc.summary.rows, '')] }, { width: '*' as const, text: '' }] }] : []),
      linesTable(doc.columns, doc.rows, doc.emptyText),
      totalsBlock(doc.totals),
    ],
  });
}
