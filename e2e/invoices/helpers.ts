import type { Locator, Page } from 'playwright-core';
import { apiResult, apiSend, screenshot } from '../fixtures';
import { clientId, seedQuote, type TQuoteApi } from '../quotes/helpers';

/** Helpers of the invoices journeys: fresh records made through the API, so journeys do not meet. */

export type TInvoiceApi = {
  id: number;
  invoice_number: string;
  name: string;
  status: string;
  job_id: number | null;
  client_id: number;
  total_value: string;
  next_sequence_number: string | null;
  items: Array<{ id: number; type: string; description: string; amount: string; timesheet_id: number | null; task_id: number | null }>;
  summary: { total: string; total_inc_gst: string };
};

/** An approved quote (approving creates its job), with lines per cost record description. */
export async function seedApprovedQuote(page: Page, clientCode: string, name: string, lines: Array<[string, string?]>): Promise<TQuoteApi & { job_id: number }> {
  const quote = await seedQuote(page, clientCode, name, lines);
  const approved = await apiSend<TQuoteApi>(page, 'POST', `/api/quotes/${quote.id}`, { status: 'approved' });
  if (!approved.job_id) throw new Error('Approving the quote made no job');
  return { ...approved, job_id: approved.job_id };
}

type TCostRecord = { id: number; description: string };

/** A cost record of the demo agency by its description. */
export async function costRecordId(page: Page, description: string): Promise<number> {
  const records = (await apiResult<{ data: TCostRecord[] }>(page, '/api/cost-matrix?ipp=all')).data;
  const record = records.find((r) => r.description === description);
  if (!record) throw new Error(`No cost record ${description}`);
  return record.id;
}

/** A job with a time record (not on a task) and a completed task, and an invoice on that job. */
export async function seedInvoiceOnJob(page: Page, label: string) {
  const quote = await seedApprovedQuote(page, 'CITR', `${label} quote`, [['Half-day shoot']]);
  const jobId = quote.job_id;
  const timesheet = await apiSend<{ id: number }>(page, 'POST', '/api/timesheets', {
    job_id: jobId,
    cost_matrix_id: await costRecordId(page, 'Senior designer'),
    session_date: '2024-03-04',
    start_time: '09:00',
    end_time: '11:30',
    break: 0,
    description: `${label} layout session`,
  });
  const task = await apiSend<{ id: number; name: string }>(page, 'POST', '/api/tasks', { job_id: jobId, name: `${label} retouching`, due_date: '2024-03-08' });
  await apiSend(page, 'POST', `/api/tasks/${task.id}`, { status: 'completed' });
  const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `${label} invoice`, client_id: await clientId(page, 'CITR'), job_id: jobId });
  return { jobId, quote, timesheet, task, invoice };
}

export function invoicesTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Invoices' });
}

export function invoiceItemsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Invoice items' });
}

/** Waits until the invoices list has loaded and no refresh is in flight. */
export async function listSettled(page: Page): Promise<void> {
  await page.locator('table[aria-label="Invoices"]:not([aria-busy="true"])').waitFor();
}

/** A full-page screenshot into /tmp/shots-invoices (or INVOICES_SHOTS_DIR), for looking at the screens. */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await screenshot(page, name, { fullPage, dir: process.env.INVOICES_SHOTS_DIR ?? '/tmp/shots-invoices' });
}
