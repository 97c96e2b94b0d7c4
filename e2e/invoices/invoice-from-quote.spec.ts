import { DEMO_USERS, apiResult, describe, expect, goto, loginAs, test, toast, waitForPath } from '../fixtures';
import { dialogTitled, pdfTextOf, responseTo, summaryValue } from '../quotes/helpers';
import { invoiceItemsTable, seedApprovedQuote, shot, type TInvoiceApi } from './helpers';

describe('an invoice from a quote', () => {
  test('a super admin invoices a whole approved quote from its page, sees its lines and totals inc. GST, and downloads the PDF', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const stamp = Date.now();
    // BLUE prices at tier 2: 4 h of Senior designer at $140 and a Half-day shoot at $1,050.
    const quote = await seedApprovedQuote(page, 'BLUE', `Harbour launch ${stamp}`, [['Senior designer', '4'], ['Half-day shoot']]);
    await goto(page, `/quotes/${quote.id}`);

    await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
    const dialog = dialogTitled(page, 'CREATE INVOICE');
    await dialog.waitFor();
    const name = dialog.getByLabel('Invoice name');
    expect(await name.inputValue()).toBe(quote.name);
    // The name is required.
    await name.fill('');
    await dialog.getByRole('button', { name: 'Create Invoice' }).click();
    await dialog.getByText('This field is required').waitFor();
    const invoiceName = `Harbour launch invoice ${stamp}`;
    await name.fill(invoiceName);
    await dialog.getByLabel('Description').fill('Launch campaign, as quoted.');
    expect(await dialog.getByRole('checkbox', { name: 'Invoice the whole quote' }).isChecked()).toBe(true);
    await shot(page, 'create-from-quote-dialog', false);

    const [created] = await Promise.all([responseTo(page, 'POST', '/api/invoices'), dialog.getByRole('button', { name: 'Create Invoice' }).click()]);
    expect(created.request().postDataJSON()).toMatchObject({ quote_id: quote.id, name: invoiceName, full_quote: true });
    const invoice = ((await created.json()) as { result: TInvoiceApi }).result;
    await toast(page, `Invoice "${invoiceName}" added successfully.`).waitFor();

    // Asked whether to go to it, like after a clone.
    const ask = dialogTitled(page, 'Invoice created');
    await ask.waitFor();
    await shot(page, 'create-from-quote-go-to', false);
    await ask.getByRole('button', { name: 'Go to invoice' }).click();
    await waitForPath(page, `/invoices/${invoice.id}`);

    await page.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` }).waitFor();
    await page.getByTestId('invoice-name').filter({ hasText: invoiceName }).waitFor();
    const items = invoiceItemsTable(page);
    await items.getByRole('row').filter({ hasText: 'Senior designer' }).waitFor();
    expect(await items.locator('tbody tr').count()).toBe(2);
    const designer = items.getByRole('row').filter({ hasText: 'Senior designer' });
    for (const s of ['Quote', '4.00', '$140.00', '$560.00', '$56.00', '$616.00']) expect(await designer.textContent(), s).toContain(s);
    expect(await summaryValue(page, 'Invoice totals', 'TOTAL')).toBe('$1,610.00');
    expect(await summaryValue(page, 'Invoice totals', 'INC. GST')).toBe('$1,771.00');
    await shot(page, 'invoice-detail-from-quote');

    // The quote's lines are now invoiced: a second whole-quote invoice has nothing left to take.
    const saved = await apiResult<TInvoiceApi>(page, `/api/invoices/${invoice.id}`);
    expect(saved).toMatchObject({ total_value: '1610.00', job_id: quote.job_id });

    const [pdf, download] = await Promise.all([
      responseTo(page, 'GET', `/api/invoices/${invoice.id}/pdf`),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(download.suggestedFilename()).toBe(`invoice_${invoice.id}.pdf`);
    const text = await pdfTextOf(await download.path());
    for (const s of [invoiceName, 'Senior designer', 'Half-day shoot', '$560.00', '$1,050.00', '$1,610.00', '$1,771.00']) expect(text, s).toContain(s);
  });
});
