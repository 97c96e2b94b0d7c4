import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from 'playwright-core';
import { DEMO_USERS, apiResult, apiSend, columnTexts, describe, emptyText, expect, goto, headerTexts, loginAs, test, visibleText, waitForPath } from '../fixtures';
import { confirmYes, dialogTitled, pickOption, responseTo, toastWith } from '../clients/helpers';
import { itemsTable, ordersTable, pickMatching, shot, summaryValue } from './helpers';

/** Lists update after the search pause and a request: allow for a slow machine. */
const POLL = { timeout: 10_000 };

type TOrder = {
  id: number;
  order_number: string;
  name: string;
  status: string;
  job_id: number | null;
  job_no: string | null;
  supplier: { id: number; name: string } | null;
  purchase_order_no: string | null;
  required_by: string | null;
  description: string | null;
  items: Array<{ details: string; quantity: string; cost: string; sell: string }>;
  summary: { total_cost: string; total: string; total_inc_gst: string };
};
type TOption = { id: number; name: string };
type TOptions = { clients: Array<TOption & { code: string; is_supplier: number }>; jobs: Array<TOption & { client_id: number }> };

/** The clients from the start-up options and every open job (GET /options/jobs). */
async function optionsOf(page: Page): Promise<TOptions> {
  const [options, jobs] = await Promise.all([
    apiResult<Omit<TOptions, 'jobs'>>(page, '/api/options'),
    apiResult<TOptions['jobs']>(page, '/api/options/jobs'),
  ]);
  return { ...options, jobs };
}

function orderIdOf(page: Page): number {
  const match = /^\/orders\/(\d+)$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`Not on an order page: ${page.url()}`);
  return Number(match[1]);
}

async function waitForOrderPage(page: Page): Promise<number> {
  await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
  await page.getByTestId('order-name').waitFor();
  return orderIdOf(page);
}

describe('orders', () => {
  test('a super admin raises an order to a supplier on a job, prices an item from the cost matrix and downloads it', async ({ page }) => {
    const stamp = Date.now();
    const name = `Roll-up banners ${stamp}`;
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const options = await optionsOf(page);
    const acme = options.clients.find((c) => c.code === 'ACME')!;
    const website = options.jobs.find((j) => j.name === 'Website refresh')!;

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await waitForPath(page, '/orders');
    const table = ordersTable(page);
    expect(await headerTexts(table)).toEqual(['ORDER NO', 'JOB NO', 'SUPPLIER', 'DETAILS', 'COST', 'STATUS', 'CREATED BY', 'Actions']);
    await table.getByText('Spring flyers print run').waitFor();
    await shot(page, 'orders-list');

    // ADD ORDER: the job brings its company; the supplier is chosen.
    await page.getByRole('button', { name: 'Add Order' }).click();
    const add = dialogTitled(page, 'ADD ORDER');
    await add.waitFor();
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Please select the client').waitFor();
    await add.getByLabel('Order name').fill(name);
    await pickMatching(page, add.getByRole('combobox', { name: 'Job' }), new RegExp(`^ACME${website.id} · Website refresh$`));
    await expect.poll(() => add.getByRole('combobox', { name: 'Company' }).inputValue()).toBe(acme.name);
    await pickOption(page, add.getByRole('combobox', { name: 'Supplier' }), 'PrintWorks Supply');
    // the description is optional (spec 1 section 5) and stays editable on the order
    await add.getByLabel('Description').fill('Banners for the launch stand');
    await shot(page, 'orders-add-order-modal', false);
    await add.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `Order "${name}" added successfully.`).waitFor();
    const orderId = await waitForOrderPage(page);
    expect(await visibleText(page.getByRole('heading', { level: 1 }))).toBe(`Order #${orderId}`);
    expect(await visibleText(page.getByTestId('order-name'))).toBe(name);
    const details = page.getByRole('form', { name: 'Order details' });
    expect(await details.getByRole('combobox', { name: 'Job' }).inputValue()).toBe(`ACME${website.id} · Website refresh`);
    expect(await details.getByRole('combobox', { name: 'Supplier' }).inputValue()).toBe('PrintWorks Supply');
    expect(await details.getByLabel('Description').inputValue()).toBe('Banners for the launch stand');

    // An item from the cost matrix: the category, then its item, which pre-fills both rates (tier1).
    await page.getByRole('button', { name: 'Add Item' }).click();
    const itemDialog = dialogTitled(page, 'ADD ORDER ITEM');
    await itemDialog.waitFor();
    await pickOption(page, itemDialog.getByRole('combobox', { name: 'Category' }), 'Print');
    await pickOption(page, itemDialog.getByRole('combobox', { name: 'Item' }), 'A4 flyer, 1,000 copies');
    await expect.poll(() => itemDialog.getByLabel('Cost rate').inputValue()).toBe('320.00');
    expect(await itemDialog.getByLabel('Sell rate').inputValue()).toBe('520.00');
    await itemDialog.getByRole('button', { name: 'Save' }).click();
    await itemDialog.getByText('Please enter the details').waitFor();
    await itemDialog.getByLabel('Details').fill('Roll-up banner stands, 850 x 2000');
    await itemDialog.getByLabel('Qty').fill('3');
    await shot(page, 'orders-item-modal', false);
    await itemDialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Order item created successfully').waitFor();
    await itemDialog.waitFor({ state: 'hidden' });

    const items = itemsTable(page);
    expect(await headerTexts(items)).toEqual(['CATEGORY', 'ITEM', 'DETAILS', 'QTY', 'MARKUP', 'COST RATE', 'COST', 'SELL RATE', 'SELL', 'Actions']);
    expect(await columnTexts(items, 'DETAILS')).toEqual(['Roll-up banner stands, 850 x 2000']);
    expect(await columnTexts(items, 'COST')).toEqual(['$960.00']);
    expect(await columnTexts(items, 'SELL')).toEqual(['$1,560.00']);
    expect(await columnTexts(items, 'MARKUP')).toEqual(['$600.00']);
    const totals = page.getByRole('region', { name: 'Order totals' });
    expect(await summaryValue(totals, 'TOTAL COST')).toBe('$960.00');
    expect(await summaryValue(totals, 'TOTAL SELL')).toBe('$1,560.00');
    expect(await summaryValue(totals, 'INC. GST')).toBe('$1,716.00');
    expect(await summaryValue(totals, 'GROSS PROFIT')).toBe('$600.00');

    // The fields are saved together with one Save.
    await details.getByLabel('Purchase order no').fill(`PO-${stamp}`);
    await details.getByLabel('Delivery to').fill('Acme loading dock');
    await details.getByLabel('Description').fill('Banners and stands for the launch');
    await details.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Order updated').waitFor();
    await expect.poll(async () => (await apiResult<TOrder>(page, `/api/orders/${orderId}`)).purchase_order_no, POLL).toBe(`PO-${stamp}`);
    expect((await apiResult<TOrder>(page, `/api/orders/${orderId}`)).description).toBe('Banners and stands for the launch');
    await shot(page, 'orders-order-detail');
    // Usable at 768 px too (UI.md): nothing overlaps, the page does not scroll sideways.
    await page.setViewportSize({ width: 768, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await shot(page, 'orders-order-detail-768');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Download: order_{id}.pdf to the supplier, with the item and the total.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`order_${orderId}.pdf`);
    const file = await download.path();
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of ['PrintWorks Supply', name, 'Banners and stands for the launch', 'A4 flyer, 1,000 copies', 'Roll-up banner stands, 850 x 2000', `ACME${website.id}`, '$960.00', '$1,056.00']) {
      expect(text, expected).toContain(expected);
    }

    // The list shows it with its job number (a link to the job), supplier and cost.
    await page.getByRole('link', { name: 'Back to all orders' }).click();
    await waitForPath(page, '/orders');
    await page.getByRole('textbox', { name: 'Search orders' }).fill(String(stamp));
    await expect.poll(() => columnTexts(table, 'DETAILS'), POLL).toEqual([`${name}Acme Pty Ltd`]);
    expect(new URL(page.url()).searchParams.get('kw')).toBe(String(stamp));
    expect(await columnTexts(table, 'ORDER NO')).toEqual([String(orderId)]);
    expect(await columnTexts(table, 'SUPPLIER')).toEqual(['PrintWorks Supply']);
    expect(await columnTexts(table, 'COST')).toEqual(['$960.00']);
    expect(await columnTexts(table, 'STATUS')).toEqual(['Pending']);
    expect(await columnTexts(table, 'CREATED BY')).toEqual(['Alex Morgan']);
    await table.getByRole('link', { name: `ACME${website.id}` }).click();
    await waitForPath(page, `/job/${website.id}`);
  });

  test('the list filters by supplier and creator in the address, and says when nothing matches', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/orders');
    const table = ordersTable(page);
    await table.getByText('Menu board printing').waitFor();

    await pickOption(page, page.getByRole('combobox', { name: 'Created by' }), 'Jordan Lee');
    await expect.poll(() => columnTexts(table, 'CREATED BY'), POLL).toEqual(['Jordan Lee']);
    expect(await columnTexts(table, 'DETAILS')).toEqual(['Menu board printingBlue Harbour Co']);
    expect(new URL(page.url()).searchParams.get('created_by')).toMatch(/^\d+$/);

    await pickOption(page, page.getByRole('combobox', { name: 'Supplier' }), 'Studio Lighting Hire');
    await emptyText(page, 'No orders found').waitFor();
    expect(new URL(page.url()).searchParams.get('supplier_id')).toMatch(/^\d+$/);
    await shot(page, 'orders-list-no-results');

    // A reload keeps the filters.
    await page.reload();
    await emptyText(page, 'No orders found').waitFor();
    expect(await page.getByRole('combobox', { name: 'Supplier' }).inputValue()).toBe('Studio Lighting Hire');
    expect(await page.getByRole('combobox', { name: 'Created by' }).inputValue()).toBe('Jordan Lee');
  });

  test('an order is renamed in place, its status changed, duplicated with the next sequence letter and a copy deleted', async ({ page }) => {
    const stamp = Date.now();
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const options = await optionsOf(page);
    const spring = options.jobs.find((j) => j.name === 'Spring campaign key visual')!;
    const supplier = options.clients.find((c) => c.code === 'PRNT')!;
    const made = await apiSend<TOrder>(page, 'POST', '/api/orders', { name: `Poster run ${stamp}`, job_id: spring.id, supplier_id: supplier.id });
    const base = made.id;

    await goto(page, `/orders/${base}`);
    await waitForOrderPage(page);

    // The name saves about a second after the edit ends, once.
    const renamed = `Poster print run ${stamp}`;
    await page.getByRole('button', { name: 'Edit order name' }).click();
    const nameBox = page.getByRole('textbox', { name: 'Order name' });
    await nameBox.fill(renamed);
    const saved = responseTo(page, 'POST', `/api/orders/${base}`);
    await nameBox.press('Enter');
    await saved;
    await toastWith(page, 'Order updated').waitFor();
    await expect.poll(async () => (await apiResult<TOrder>(page, `/api/orders/${base}`)).name, POLL).toBe(renamed);

    // The status dropdown saves at once.
    await pickOption(page, page.getByRole('combobox', { name: 'Order status' }), 'Approved');
    await expect.poll(async () => (await apiResult<TOrder>(page, `/api/orders/${base}`)).status, POLL).toBe('approved');

    // Duplicate with 'seq': the copy is {id}A, keeps the job and opens.
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    const clone = dialogTitled(page, 'DUPLICATING ORDER');
    await clone.waitFor();
    const seq = clone.getByRole('radio', { name: `Next in sequence: ${base}A` });
    expect(await seq.isChecked()).toBe(true);
    expect(await clone.getByRole('radio', { name: `Keep job ACME${spring.id}` }).isChecked()).toBe(true);
    await shot(page, 'orders-duplicate-dialog', false);
    await clone.getByRole('button', { name: 'Duplicate' }).click();
    await toastWith(page, 'This order has been cloned.').waitFor();
    await page.waitForURL((url) => url.pathname !== `/orders/${base}` && /^\/orders\/\d+$/.test(url.pathname));
    await page.getByTestId('order-name').waitFor();
    const copyId = orderIdOf(page);
    await expect.poll(() => visibleText(page.getByRole('heading', { level: 1 })), POLL).toBe(`Order #${base}A`);
    const copy = await apiResult<TOrder>(page, `/api/orders/${copyId}`);
    expect(copy).toMatchObject({ order_number: `${base}A`, name: renamed, status: 'pending', job_id: spring.id, supplier: { name: 'PrintWorks Supply' } });

    // From the list: the next copy is {id}B, without the job; then it is deleted.
    await goto(page, `/orders?kw=${stamp}`);
    const table = ordersTable(page);
    await expect.poll(() => columnTexts(table, 'ORDER NO'), POLL).toEqual([`${base}A`, String(base)]);
    await table.getByRole('button', { name: `Duplicate order ${base}`, exact: true }).click();
    await clone.waitFor();
    await clone.getByRole('radio', { name: `Next in sequence: ${base}B` }).waitFor();
    await clone.getByRole('radio', { name: 'No job' }).check();
    await clone.getByRole('button', { name: 'Duplicate' }).click();
    await toastWith(page, 'This order has been cloned.').waitFor();
    await waitForOrderPage(page);
    await expect.poll(() => visibleText(page.getByRole('heading', { level: 1 })), POLL).toBe(`Order #${base}B`);
    const second = await apiResult<TOrder>(page, `/api/orders/${orderIdOf(page)}`);
    expect(second.job_id).toBeNull();

    await goto(page, `/orders?kw=${stamp}`);
    await expect.poll(() => columnTexts(table, 'ORDER NO'), POLL).toEqual([`${base}B`, `${base}A`, String(base)]);
    await table.getByRole('button', { name: `Delete order ${base}B` }).click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).waitFor();
    await shot(page, 'orders-delete-confirm', false);
    await confirmYes(page);
    await toastWith(page, `Order ${renamed} has been deleted`).waitFor();
    await expect.poll(() => columnTexts(table, 'ORDER NO'), POLL).toEqual([`${base}A`, String(base)]);
  });
});
