import { DEMO_USERS, apiSend, describe, expect, goto, loginAs, test, toast } from '../fixtures';
import { clientId, dialogTitled, pick, summaryValue } from '../quotes/helpers';
import { invoiceItemsTable, seedApprovedQuote, shot, type TInvoiceApi } from './helpers';

describe('invoice items and the job INVOICES panel', () => {
  test('an item added by hand is priced at tier1 when its rate is left as picked, edited, and counted in the totals', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `Hand lines ${Date.now()}`, client_id: await clientId(page, 'BLUE') });
    await goto(page, `/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = dialogTitled(page, 'ADD INVOICE ITEM');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter the description').waitFor();
    await pick(page, 'Category', 'Design', dialog);
    await pick(page, 'Item', 'Senior designer', dialog);
    // Invoices price at tier1 (spec 2 section 5), whatever the client's tier.
    expect(await dialog.getByLabel('Invoice rate').inputValue()).toBe('150.00');
    await dialog.getByLabel('Qty/Hours').fill('2');
    await dialog.getByLabel('Description').fill('Brand workshop');
    await shot(page, 'invoice-add-item-dialog', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Invoice item created successfully').waitFor();
    const items = invoiceItemsTable(page);
    await items.getByRole('row').filter({ hasText: 'Brand workshop' }).waitFor();
    expect(await summaryValue(page, 'Invoice totals', 'TOTAL')).toBe('$300.00');
    expect(await summaryValue(page, 'Invoice totals', 'INC. GST')).toBe('$330.00');

    await items.getByRole('button', { name: 'Edit Brand workshop' }).click();
    const edit = dialogTitled(page, 'EDIT INVOICE ITEM');
    await edit.getByLabel('Invoice rate').fill('160');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Invoice item updated successfully').waitFor();
    await expect.poll(() => summaryValue(page, 'Invoice totals', 'INC. GST')).toBe('$352.00');
  });

  test("the job page lists the job's invoices with TOTAL INVOICED", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const stamp = Date.now();
    const quote = await seedApprovedQuote(page, 'CITR', `Panel ${stamp}`, [['Half-day shoot']]);
    // CITR prices at tier 3: the whole quote is $1,000.
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { quote_id: quote.id, name: `Panel invoice ${stamp}`, full_quote: true });
    await goto(page, `/job/${quote.job_id}`);
    const panel = page.locator('#job-invoices');
    await panel.getByRole('link', { name: `Panel invoice ${stamp}` }).waitFor();
    expect(await panel.textContent()).toContain(invoice.invoice_number);
    await expect.poll(async () => page.getByTestId('job-invoices-total').textContent()).toBe('$1,000.00');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'job-invoices-panel');
  });
});
