import { STATUS_LABELS, formatDueDate, formatMoney, type TJobListItem } from '@jobflow/contract';
import type { TableCell } from 'pdfmake/interfaces';
import { pdfHeader, pdfText, renderPdf } from '../../platform/pdf/pdf.ts';

/** The printed jobs list: the same rows as the screen, quote values only for those who may see them. */
export function jobsListPdf(opts: { companyName: string; rows: TJobListItem[]; withValue: boolean; total: number; totalQuoteValue?: string; showClient: boolean }) {
  const head = ['JOB NO', ...(opts.showClient ? ['CLIENT'] : []), 'JOB NAME', 'STATUS', 'DUE DATE', ...(opts.withValue ? ['QUOTE VALUE'] : [])];
  const body: TableCell[][] = [
    head.map((h) => ({ text: h, bold: true, fillColor: '#f1f3f5', alignment: h === 'QUOTE VALUE' ? 'right' : 'left' })),
    ...opts.rows.map((r) => [
      pdfText(r.job_no),
      ...(opts.showClient ? [pdfText(r.client.name)] : []),
      pdfText(r.name),
      STATUS_LABELS[r.status] ?? r.status,
      formatDueDate(r.due_date),
      ...(opts.withValue ? [{ text: formatMoney(r.quote_value ?? '0'), alignment: 'right' as const }] : []),
    ]),
  ];
  const widths = ['auto', ...(opts.showClient ? ['*'] : []), '*', 'auto', 'auto', ...(opts.withValue ? ['auto'] : [])];
  const printed = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return renderPdf({
    info: { title: 'Jobs', creator: 'Jobflow' },
    pageOrientation: 'landscape',
    content: [
      pdfHeader('JOBS', `${pdfText(opts.companyName)} · printed ${printed} UTC`),
      opts.rows.length
        ? { table: { headerRows: 1, widths, body }, layout: 'lightHorizontalLines' }
        : { text: 'No jobs found', italics: true, color: '#868e96' },
      {
        text: [`TOTAL JOBS: ${opts.total}`, ...(opts.withValue ? [`     TOTAL QUOTE VALUE: ${formatMoney(opts.totalQuoteValue ?? '0')}`] : [])],
        bold: true,
        margin: [0, 12, 0, 0],
      },
    ],
  });
}
