import { DEMO_USERS, apiSend, describe, expect, goto, loginAs, test, toast, waitForPath } from '../fixtures';
import { clientId, dialogTitled, pick, responseTo } from '../quotes/helpers';
import { invoicesTable, listSettled, shot, type TInvoiceApi } from './helpers';

describe('the invoices list', () => {
  test('filters kept in the address, a new invoice, a duplicate numbered with the next letter, and a delete', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const stamp = Date.now();
    const acme = await clientId(page, 'ACME');
    const blue = await clientId(page, 'BLUE');
    const first = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `Ledger ${stamp} spring`, client_id: acme, invoice_date: '2024-01-01' });
    await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `Ledger ${stamp} summer`, client_id: blue, status: 'approved' });

    await goto(page, '/invoices');
    await page.getByRole('heading', { name: 'INVOICES' }).waitFor();
    const table = invoicesTable(page);
    await listSettled(page);
    expect((await table.locator('thead th').allTextContents()).map((t) => t.trim()).slice(0, 7)).toEqual([
      'INVOICE NO',
      'QUOTE/JOB NO',
      'NAME',
      'QUOTE/JOB NAME',
      'STATUS',
      'DATE',
      'CREATED BY',
    ]);

    // The keyword search applies as typed and lands in the address.
    await page.getByPlaceholder('SEARCH INVOICES...').fill(`Ledger ${stamp}`);
    await page.waitForURL((url) => url.searchParams.get('kw') === `Ledger ${stamp}`);
    await listSettled(page);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    const spring = table.getByRole('row').filter({ hasText: `Ledger ${stamp} spring` });
    expect(await spring.textContent()).toContain('1st Jan 2024');
    await shot(page, 'invoices-list');

    // Status and client filters, kept in the address (a reload shows the same list).
    await pick(page, 'Status', 'Approved');
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    await listSettled(page);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody').textContent()).toContain(`Ledger ${stamp} summer`);
    await pick(page, 'Client', 'Acme Pty Ltd');
    await page.waitForURL((url) => url.searchParams.get('client_id') === String(acme));
    await page.locator('.mantine-datatable-empty-state[data-active]').filter({ hasText: 'No invoices found' }).waitFor();
    await page.reload();
    await page.locator('.mantine-datatable-empty-state[data-active]').filter({ hasText: 'No invoices found' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Approved');
    await shot(page, 'invoices-list-empty');
    await goto(page, `/invoices?kw=${encodeURIComponent(`Ledger ${stamp}`)}`);
    await listSettled(page);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);

    // Duplicate with the next sequence letter: the copy is {number}A and opens.
    await page.getByRole('button', { name: `Duplicate invoice ${first.invoice_number}` }).click();
    const clone = dialogTitled(page, 'DUPLICATING INVOICE');
    await clone.getByRole('radio', { name: `Next in sequence: ${first.invoice_number}A` }).waitFor();
    expect(await clone.getByRole('radio', { name: `Next in sequence: ${first.invoice_number}A` }).isChecked()).toBe(true);
    await shot(page, 'invoice-duplicate-dialog', false);
    const [cloned] = await Promise.all([responseTo(page, 'POST', `/api/invoices/${first.id}/clone`), clone.getByRole('button', { name: 'Duplicate' }).click()]);
    expect(cloned.request().postDataJSON()).toEqual({ id: first.id, invoiceNumber: 'seq', jobNumber: 'none' });
    const copy = ((await cloned.json()) as { result: TInvoiceApi }).result;
    expect(copy.invoice_number).toBe(`${first.invoice_number}A`);
    await toast(page, 'This invoice has been cloned.').waitFor();
    await waitForPath(page, `/invoices/${copy.id}`);
    await page.getByRole('heading', { name: `Invoice #${first.invoice_number}A` }).waitFor();

    // Delete from the list, after confirming.
    await goto(page, `/invoices?kw=${encodeURIComponent(`Ledger ${stamp}`)}`);
    await listSettled(page);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: `Delete invoice ${copy.invoice_number}` }).click();
    await page.getByText(`Are you sure you want to delete invoice ${copy.invoice_number}`).waitFor();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `Invoice ${copy.name} has been deleted`).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
  });

  test('+ New Invoice asks the client, then opens the new invoice', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/invoices');
    await page.getByRole('button', { name: 'New Invoice' }).click();
    const dialog = dialogTitled(page, 'ADD INVOICE');
    const name = `Retainer ${Date.now()}`;
    await dialog.getByLabel('Invoice name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please select the client').waitFor();
    await pick(page, 'Client', 'Citrus Media', dialog);
    await shot(page, 'invoice-add-dialog', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Invoice "${name}" added successfully.`).waitFor();
    await page.waitForURL((url) => /^\/invoices\/\d+$/.test(url.pathname));
    await page.getByTestId('invoice-name').filter({ hasText: name }).waitFor();
  });
});
