import { DEMO_USERS, apiResult, apiSend, describe, expect, goto, loginAs, test, toast } from '../fixtures';
import { clientId, responseTo } from '../quotes/helpers';
import { invoiceItemsTable, seedInvoiceOnJob, shot, type TInvoiceApi } from './helpers';

describe('related items of an invoice', () => {
  test('a time record and a task of the job move onto the invoice once; removing the line offers the time record again', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const label = `Moves ${Date.now()}`;
    const { invoice, timesheet, task, jobId } = await seedInvoiceOnJob(page, label);
    await goto(page, `/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` }).waitFor();

    // RELATED TIME: the job's time record, movable.
    await page.getByRole('tab', { name: 'RELATED TIME' }).click();
    // the tab is kept in the address (written once the tab has switched)
    await page.waitForURL((url) => url.searchParams.get('tab') === 'time');
    const time = page.getByRole('table', { name: 'Related time' });
    const timeRow = time.getByRole('row').filter({ hasText: `${label} layout session` });
    await timeRow.waitFor();
    expect(await timeRow.textContent()).toContain('2.50');
    await shot(page, 'related-time-before');
    const moveTime = page.getByRole('button', { name: `Move time record ${timesheet.id} onto the invoice` });
    const [moved] = await Promise.all([responseTo(page, 'POST', `/api/invoices/${invoice.id}/move-item`), moveTime.click()]);
    expect(moved.request().postDataJSON()).toEqual({ type: 'time', id: timesheet.id });
    await toast(page, 'Timesheet record moved successfully').waitFor();
    await page.getByRole('img', { name: `time record ${timesheet.id}: On this invoice` }).waitFor();
    // The move control is gone: the same record cannot be moved twice.
    expect(await moveTime.count()).toBe(0);
    await shot(page, 'related-time-moved');

    // RELATED TASKS: the completed task.
    await page.getByRole('tab', { name: 'RELATED TASKS' }).click();
    const tasks = page.getByRole('table', { name: 'Related tasks' });
    await tasks.getByRole('row').filter({ hasText: `${label} retouching` }).waitFor();
    const moveTask = page.getByRole('button', { name: `Move task ${task.id} onto the invoice` });
    await moveTask.click();
    await toast(page, 'Task moved successfully').waitFor();
    await page.getByRole('img', { name: `task ${task.id}: On this invoice` }).waitFor();
    expect(await moveTask.count()).toBe(0);
    await shot(page, 'related-tasks-moved');

    // The other tabs of this job: its approved quote's item, and no orders.
    await page.getByRole('tab', { name: 'RELATED QUOTES' }).click();
    await page.getByRole('table', { name: 'Related quote items' }).getByRole('row').filter({ hasText: 'Half-day shoot' }).waitFor();
    await shot(page, 'related-quotes');
    await page.getByRole('tab', { name: 'RELATED ORDERS' }).click();
    await page.locator('.mantine-datatable-empty-state[data-active]').filter({ hasText: 'No related order items.' }).waitFor();
    await shot(page, 'related-orders-empty');

    // Both lines are on the invoice, with their types.
    await page.getByRole('tab', { name: 'INVOICE DETAILS' }).click();
    const items = invoiceItemsTable(page);
    await items.getByRole('row').filter({ hasText: `${label} layout session` }).waitFor();
    expect(await items.locator('tbody tr').count()).toBe(2);
    expect(await items.getByRole('row').filter({ hasText: `${label} layout session` }).textContent()).toContain('Time');
    await shot(page, 'invoice-detail-moved-lines');
    const saved = await apiResult<TInvoiceApi>(page, `/api/invoices/${invoice.id}`);
    const timeLine = saved.items.find((i) => i.timesheet_id === timesheet.id);
    expect(timeLine).toBeDefined();

    // Removing the time line frees the record: RELATED TIME offers it again.
    await items.getByRole('button', { name: `Remove ${timeLine?.description}` }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `${timeLine?.description} item is deleted`).waitFor();
    expect(await items.locator('tbody tr').count()).toBe(1);
    await page.getByRole('tab', { name: 'RELATED TIME' }).click();
    await page.getByRole('button', { name: `Move time record ${timesheet.id} onto the invoice` }).waitFor();
    expect(await page.getByRole('img', { name: `time record ${timesheet.id}: On this invoice` }).count()).toBe(0);

    // Another invoice of the same job names the invoice the task is on, with a link to it, instead of a bare check.
    const other = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `${label} second invoice`, client_id: invoice.client_id, job_id: jobId });
    await goto(page, `/invoices/${other.id}?tab=tasks`);
    await page.getByRole('img', { name: `task ${task.id}: On invoice ${invoice.invoice_number}` }).waitFor();
    const onFirst = page.getByRole('table', { name: 'Related tasks' }).getByRole('link', { name: `Invoice ${invoice.invoice_number}` });
    expect(await onFirst.getAttribute('href')).toBe(`/invoices/${invoice.id}`);
    await shot(page, 'related-tasks-on-another-invoice');
  });

  test('an invoice without a job lists nothing in its related tabs', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `No job ${Date.now()}`, client_id: await clientId(page, 'ACME') });
    await goto(page, `/invoices/${invoice.id}?tab=quotes`);
    await page.locator('.mantine-datatable-empty-state[data-active]').filter({ hasText: 'No related quote items.' }).waitFor();
    await page.getByText('This invoice has no related job').waitFor();
  });
});
