import type { Page } from 'playwright-core';
import { DEMO_USERS, apiResult, apiSend, describe, expect, goto, loginAs, logout, screenshot, test, toast } from '../fixtures';

async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A fresh job of Acme's, so no other journey's quotes or orders show on it. */
async function freshJob(page: Page, name: string): Promise<{ id: number }> {
  const clients = await apiResult<{ data: { id: number; name: string }[] }>(page, '/api/clients?is_supplier=0&ipp=all');
  const acme = clients.data.find((c) => c.name === 'Acme Pty Ltd');
  if (!acme) throw new Error('Acme Pty Ltd is not seeded');
  return apiSend<{ id: number }>(page, 'POST', '/api/jobs', { name, client_id: acme.id });
}

describe('job page: quotes and orders panels', () => {
  test('a super admin adds a quote and an order from the job, duplicates the order on the job and deletes the quote', { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const job = await freshJob(page, `Shop fit-out ${Date.now()}`);
    await goto(page, `/job/${job.id}`);

    const quotes = page.locator('#job-quotes');
    const orders = page.locator('#job-orders');
    await quotes.getByRole('heading', { name: 'QUOTES (0)' }).waitFor();
    await quotes.getByText('No quotes yet.').waitFor();
    expect(await page.getByTestId('job-quotes-total').textContent()).toBe('$0');
    await orders.getByText('No orders yet.').waitFor();

    // '+' on QUOTES: the job (and its client) are preset; the quote joins the list, the page stays.
    await quotes.getByRole('button', { name: 'Add quote' }).click();
    const addQuote = page.getByRole('dialog', { name: 'ADD QUOTE' });
    await addQuote.getByRole('textbox', { name: 'Quote name' }).fill('Fit-out graphics');
    await addQuote.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Quote "Fit-out graphics" added successfully.').waitFor();
    await quotes.getByRole('heading', { name: 'QUOTES (1)' }).waitFor();
    const quoteLink = quotes.getByRole('link', { name: 'Fit-out graphics' });
    expect(await quoteLink.getAttribute('href')).toMatch(/^\/quotes\/\d+$/);
    expect(new URL(page.url()).pathname).toBe(`/job/${job.id}`);

    // '+' on ORDERS: supplier chosen, job preset.
    await orders.getByRole('button', { name: 'Add order' }).click();
    const addOrder = page.getByRole('dialog', { name: 'ADD ORDER' });
    await addOrder.getByRole('textbox', { name: 'Order name' }).fill('Vinyl print');
    await addOrder.getByRole('combobox', { name: 'Supplier' }).click();
    await page.getByRole('option', { name: 'PrintWorks Supply' }).click();
    await addOrder.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Order "Vinyl print" added successfully.').waitFor();
    await orders.getByRole('heading', { name: 'ORDERS (1)' }).waitFor();
    const orderRow = orders.getByRole('listitem').filter({ hasText: 'Vinyl print' });
    const orderNo = (await orderRow.locator('p').first().textContent())?.trim() ?? '';
    expect(orderNo).toMatch(/^\d+$/);

    // Duplicate the order keeping the job: the copy is the next letter and joins the list.
    await orders.getByRole('button', { name: `Duplicate order ${orderNo}` }).click();
    const clone = page.getByRole('dialog', { name: 'DUPLICATING ORDER' });
    await clone.getByRole('radio', { name: `Next in sequence: ${orderNo}A` }).check();
    await clone.getByRole('radio', { name: /Keep job/ }).check();
    await clone.getByRole('button', { name: 'Duplicate' }).click();
    await toast(page, 'This order has been cloned.').waitFor();
    await orders.getByRole('heading', { name: 'ORDERS (2)' }).waitFor();
    await orders.getByText(`${orderNo}A`, { exact: true }).waitFor();
    await screenshot(page, 'job-finance-panels');

    // Delete the quote from the panel.
    const quoteNo = (await quotes.getByRole('listitem').first().locator('p').first().textContent())?.trim() ?? '';
    await quotes.getByRole('button', { name: `Delete quote ${quoteNo}` }).click();
    await confirmYes(page);
    await toast(page, 'Quote Fit-out graphics has been deleted').waitFor();
    await quotes.getByRole('heading', { name: 'QUOTES (0)' }).waitFor();
    await logout(page);

    // Other staff have no finance panels (the finance calls are the super admin's).
    await loginAs(page, DEMO_USERS.staff.email);
    const spring = await apiResult<{ data: { id: number; name: string }[] }>(page, `/api/jobs?kw=${encodeURIComponent('Spring campaign key visual')}`);
    await goto(page, `/job/${spring.data[0].id}`);
    await page.getByRole('heading', { name: /TASKS \(\d+\)/ }).waitFor();
    expect(await page.locator('#job-quotes, #job-orders').count()).toBe(0);
  });
});
