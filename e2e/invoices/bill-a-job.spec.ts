import { extractText, getDocumentProxy } from 'unpdf';
import fs from 'node:fs';
import { DEMO_USERS, apiResult, apiSend, describe, expect, goto, loginAs, screenshot, test, toast } from '../fixtures';
import { clientId } from '../quotes/helpers';
import { connectXero } from '../xero';
import { costRecordId, invoiceItemsTable, seedApprovedQuote, type TInvoiceApi } from './helpers';

type TLine = TInvoiceApi['items'][number] & { quantity: string; rate: string; quote_item_id: number | null; order_id: number | null };
type TInvoice = Omit<TInvoiceApi, 'items' | 'summary'> & { items: TLine[]; summary: { total: string; gst: string; total_inc_gst: string }; xero_invoice_id: string | null };

const cents = (s: string) => Math.round(Number(s) * 100);
const money = (c: number) => `$${(c / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('billing a job', () => {
  test('a super admin bills a quote item, a time record, an order and a task of a job, checks the totals on screen and in the PDF, and the status change syncs to Xero', { timeout: 120_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await connectXero(page);

    // A job with everything that can be billed: its approved quote, a time record, an approved order and a completed task.
    const label = `Billing ${Date.now()}`;
    const quote = await seedApprovedQuote(page, 'CITR', `${label} quote`, [['Half-day shoot', '2']]);
    const jobId = quote.job_id;
    const quoteItem = (await apiResult<{ items: { id: number }[] }>(page, `/api/quotes/${quote.id}`)).items[0];
    const timesheet = await apiSend<{ id: number }>(page, 'POST', '/api/timesheets', {
      job_id: jobId,
      cost_matrix_id: await costRecordId(page, 'Senior designer'),
      session_date: '2026-11-02',
      start_time: '09:00',
      end_time: '12:15',
      break: 15,
      description: `${label} layout`,
    });
    const suppliers = await apiResult<{ data: { id: number; name: string }[] }>(page, '/api/clients?is_supplier=1&ipp=all');
    const printWorks = suppliers.data.find((s) => s.name === 'PrintWorks Supply');
    const order = await apiSend<{ id: number }>(page, 'POST', '/api/orders', { name: `${label} print`, job_id: jobId, client_id: await clientId(page, 'CITR'), supplier_id: printWorks?.id });
    await apiSend(page, 'POST', `/api/orders/${order.id}/items`, { cost_matrix_id: await costRecordId(page, 'A4 flyer, 1,000 copies'), quantity: '3', details: 'Event flyers' });
    await apiSend(page, 'POST', `/api/orders/${order.id}`, { status: 'approved' });
    const task = await apiSend<{ id: number }>(page, 'POST', '/api/tasks', { job_id: jobId, name: `${label} retouching`, due_date: '2026-11-20' });
    await apiSend(page, 'POST', `/api/tasks/${task.id}`, { status: 'completed' });
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `${label} invoice`, client_id: await clientId(page, 'CITR'), job_id: jobId });

    await goto(page, `/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` }).waitFor();
    const moves: Array<[tab: string, button: string, message: string]> = [
      ['RELATED QUOTES', `Move quote item ${quoteItem.id} onto the invoice`, 'Quote item moved successfully'],
      ['RELATED TIME', `Move time record ${timesheet.id} onto the invoice`, 'Timesheet record moved successfully'],
      ['RELATED ORDERS', `Move order ${order.id} onto the invoice`, 'Order item moved successfully'],
      ['RELATED TASKS', `Move task ${task.id} onto the invoice`, 'Task moved successfully'],
    ];
    for (const [tab, button, message] of moves) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: button }).click();
      await toast(page, message).waitFor();
      await page.getByRole('button', { name: button }).waitFor({ state: 'detached' });
    }

    // Four lines; the totals are the sum of the lines to the cent, and GST is 10%.
    await page.getByRole('tab', { name: 'INVOICE DETAILS' }).click();
    const items = invoiceItemsTable(page);
    await expect.poll(() => items.locator('tbody tr').count()).toBe(4);
    const saved = await apiResult<TInvoice>(page, `/api/invoices/${invoice.id}`);
    expect(saved.items.map((i) => i.type).sort()).toEqual(['order', 'quote', 'task', 'timesheet']);
    const time = saved.items.find((i) => i.type === 'timesheet');
    expect(time?.quantity).toBe('3.00');
    const total = saved.items.reduce((sum, i) => sum + cents(i.amount), 0);
    expect(cents(saved.summary.total)).toBe(total);
    expect(cents(saved.summary.gst)).toBe(Math.round(total / 10));
    expect(cents(saved.summary.total_inc_gst)).toBe(total + Math.round(total / 10));
    const totals = page.getByRole('region', { name: 'Invoice totals' });
    expect(await totals.locator('[data-summary="TOTAL"]').textContent()).toBe(money(total));
    expect(await totals.locator('[data-summary="INC. GST"]').textContent()).toBe(money(cents(saved.summary.total_inc_gst)));
    await screenshot(page, 'invoice-billed-job');

    // The PDF has every line and the same totals.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice_${invoice.id}.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(await download.path()))), { mergePages: true });
    for (const line of saved.items) expect(text).toContain(line.description.slice(0, 20));
    expect(text).toContain(money(total));
    expect(text).toContain(money(cents(saved.summary.total_inc_gst)));

    // Approving pushes the invoice to Xero (the fake): the spec's notice, and the Xero id is kept.
    const status = page.getByRole('combobox', { name: 'Invoice status' });
    await status.click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await toast(page, 'Invoice synced to XERO').waitFor();
    const synced = await apiResult<TInvoice>(page, `/api/invoices/${invoice.id}`);
    expect(synced.xero_invoice_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(synced.xero_invoice_id).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  test('when Xero refuses an invoice, the invoice page says why', { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await connectXero(page);
    // A cost record whose Xero account code the organisation does not have.
    const label = `Refused ${Date.now()}`;
    const categories = await apiResult<{ data: { id: number; name: string }[] }>(page, '/api/cost-categories');
    const record = await apiSend<{ id: number }>(page, 'POST', '/api/cost-matrix', {
      category_id: categories.data[0].id,
      description: `${label} record`,
      sell_basis: 'quantity',
      cost: '10',
      sell_tier1: '25',
      xero_code: '999',
    });
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `${label} invoice`, client_id: await clientId(page, 'ACME') });
    await apiSend(page, 'POST', `/api/invoices/${invoice.id}/items`, { cost_matrix_id: record.id, description: `${label} line`, quantity: '2' });

    await goto(page, `/invoices/${invoice.id}`);
    const status = page.getByRole('combobox', { name: 'Invoice status' });
    await status.click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    await toast(page, 'Invoice updated').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Xero did not take this invoice' });
    await alert.getByText("Account code '999' is not a valid code for this document.", { exact: false }).waitFor();
    // said at once in a toast too, and kept as the header's badge
    await toast(page, 'Xero sync failed').filter({ hasText: "Account code '999'" }).waitFor();
    const badge = page.locator('header .mantine-Badge-root');
    await badge.filter({ hasText: 'Xero sync failed' }).waitFor();
    expect(await toast(page, 'Invoice synced to XERO').count()).toBe(0);
    await screenshot(page, 'invoice-xero-refused');

    // The account code put right, Try again sends it: synced, and the alert goes.
    await apiSend(page, 'POST', `/api/cost-matrix/${record.id}`, { xero_code: '200' });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await toast(page, 'Invoice synced to XERO').waitFor();
    await alert.waitFor({ state: 'detached' });
    await badge.filter({ hasText: 'Synced to Xero' }).waitFor();
    const synced = await apiResult<TInvoice>(page, `/api/invoices/${invoice.id}`);
    expect(synced.xero_invoice_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(synced.status).toBe('approved');
  });
});
