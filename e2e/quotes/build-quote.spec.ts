import {
  DEMO_USERS,
  apiResult,
  columnTexts,
  describe,
  expect,
  goto,
  headerTexts,
  loginAs,
  test,
  waitForPath,
} from '../fixtures';
import { dialogTitled, listSettled, pdfTextOf, pick, responseTo, summaryValue, toastWith, type TQuoteApi } from './helpers';

describe('building a quote', () => {
  test('a super admin builds a quote from the cost matrix for a tier-2 client; the page and the PDF agree on the totals', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/quotes');

    // ADD QUOTE: the spec's messages, then the new quote opens.
    await page.getByRole('button', { name: 'New Quote' }).click();
    const add = dialogTitled(page, 'ADD QUOTE');
    await add.waitFor();
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('This field is required').waitFor();
    await add.getByText('Please select the client').waitFor();
    const name = `Harbour signage ${Date.now()}`;
    await add.getByRole('textbox', { name: 'Quote name' }).fill(name);
    await pick(page, 'Client', 'Blue Harbour Co', add);
    await add.getByRole('textbox', { name: 'Client PO' }).fill('PO-4410');
    await add.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `Quote "${name}" added successfully.`).waitFor();
    await page.waitForURL((url) => /^\/quotes\/\d+$/.test(url.pathname));
    const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('quote-name').filter({ hasText: name }).waitFor();
    // Blue Harbour is on price tier 2: the tier shows, read-only, from the client.
    expect(await page.getByTestId('quote-price-tier').textContent()).toBe('Tier 2');
    const table = page.getByRole('table', { name: 'Quote items' });
    expect(await headerTexts(table)).toEqual(['#', 'CATEGORY', 'ITEM', 'DETAILS', 'QTY/HOURS', 'MARKUP', 'COST RATE', 'COST', 'QUOTE RATE', 'QUOTED', 'Actions']);

    // A line from the Design category: the cost rate and the tier-2 sell price fill in.
    await page.getByRole('button', { name: 'Add Item' }).click();
    const item = dialogTitled(page, 'ADD QUOTE ITEM');
    await item.waitFor();
    await item.getByRole('button', { name: 'Save' }).click();
    await item.getByText('Please select the cost item').waitFor();
    await item.getByText('Please enter the quote rate').waitFor();
    expect(await item.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Design');
    await pick(page, 'Item', 'Senior designer', item);
    expect(await item.getByRole('textbox', { name: 'Cost rate' }).inputValue()).toBe('60.00');
    expect(await item.getByRole('textbox', { name: 'Quote rate' }).inputValue()).toBe('140.00');
    await item.getByRole('textbox', { name: 'Qty/Hours' }).fill('13.75');
    await item.getByRole('textbox', { name: 'Details' }).fill('Design hours');
    expect(await item.getByRole('group', { name: 'Line amounts' }).textContent()).toContain('Quoted $1,925.00');
    await item.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Quote item created successfully').waitFor();
    await item.waitFor({ state: 'hidden' });

    // Print has two records: the item is chosen by hand.
    await page.getByRole('button', { name: 'Add Item' }).click();
    await item.waitFor();
    await pick(page, 'Category', 'Print', item);
    await pick(page, 'Item', 'A4 flyer, 1,000 copies', item);
    expect(await item.getByRole('textbox', { name: 'Quote rate' }).inputValue()).toBe('500.00');
    await item.getByRole('textbox', { name: 'Qty/Hours' }).fill('3');
    await item.getByRole('textbox', { name: 'Details' }).fill('Print run');
    await item.getByRole('button', { name: 'Save' }).click();
    await item.waitFor({ state: 'hidden' });

    // Photography has one record: it is picked by itself.
    await page.getByRole('button', { name: 'Add Item' }).click();
    await item.waitFor();
    await pick(page, 'Category', 'Photography', item);
    await expect.poll(() => item.getByRole('textbox', { name: 'Quote rate' }).inputValue()).toBe('1050.00');
    expect(await item.getByRole('combobox', { name: 'Item' }).inputValue()).toBe('Half-day shoot');
    await item.getByRole('button', { name: 'Save' }).click();
    await item.waitFor({ state: 'hidden' });

    await table.locator('tbody tr').nth(2).waitFor();
    expect(await columnTexts(table, 'QUOTED')).toEqual(['$1,925.00', '$1,500.00', '$1,050.00']);
    expect(await summaryValue(page, 'Quote totals', 'TOTAL QUOTED')).toBe('$4,475.00');

    // A line's actions name themselves in a tooltip while the mouse rests on them (ui/mouse-tooltip.tsx).
    const editPrintRun = table.getByRole('button', { name: 'Edit Print run' });
    await editPrintRun.hover();
    const tip = page.getByRole('tooltip', { name: 'Edit Print run', exact: true });
    await tip.waitFor();
    await page.mouse.move(5, 5);
    await tip.waitFor({ state: 'detached' });

    // Editing sends only what changed.
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && /\/api\/quotes\/\d+\/items\/\d+$/.test(new URL(r.url()).pathname)),
      (async () => {
        await table.getByRole('button', { name: 'Edit Print run' }).click();
        const edit = dialogTitled(page, 'EDIT QUOTE ITEM');
        await edit.waitFor();
        expect(await edit.getByRole('combobox', { name: 'Item' }).inputValue()).toBe('A4 flyer, 1,000 copies');
        await edit.getByRole('textbox', { name: 'Qty/Hours' }).fill('2');
        await edit.getByRole('button', { name: 'Save' }).click();
      })(),
    ]);
    expect(request.postDataJSON()).toEqual({ quantity: '2.00' });
    await toastWith(page, 'Quote item updated successfully').waitFor();

    // Removing asks first.
    await table.getByRole('button', { name: 'Remove Half-day shoot' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete the item Half-day shoot?' });
    await confirm.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toastWith(page, 'Half-day shoot item is deleted').waitFor();
    await table.locator('tbody tr').nth(1).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Quote items"] tbody tr').length === 2);

    // 13.75 h x $140 + 2 x $500 = $2,925.00; GST $292.50; cost 13.75 x $60 + 2 x $320 = $1,465.00.
    expect(await columnTexts(table, 'QUOTED')).toEqual(['$1,925.00', '$1,000.00']);
    expect(await columnTexts(table, 'MARKUP')).toEqual(['$1,100.00', '$360.00']);
    expect(await summaryValue(page, 'Quote totals', 'TOTAL QTY')).toBe('15.75');
    expect(await summaryValue(page, 'Quote totals', 'TOTAL COST')).toBe('$1,465.00');
    expect(await summaryValue(page, 'Quote totals', 'TOTAL QUOTED')).toBe('$2,925.00');
    expect(await summaryValue(page, 'Quote totals', 'INC. GST')).toBe('$3,217.50');
    expect(await summaryValue(page, 'Quote totals', 'GROSS PROFIT')).toBe('$1,460.00');

    // The list shows the new value.
    const saved = await apiResult<TQuoteApi>(page, `/api/quotes/${quoteId}`);
    expect(saved.total_value).toBe('2925.00');

    // The PDF carries the same lines and totals; costs never print.
    const [response, download] = await Promise.all([
      responseTo(page, 'GET', `/api/quotes/${quoteId}/pdf`),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('sort')).toBe('sequence');
    expect(download.suggestedFilename()).toBe(`quote_${quoteId}.pdf`);
    const text = await pdfTextOf(await download.path());
    for (const s of ['Blue Harbour Co', name, 'PO-4410', 'Design hours', 'Print run', '13.75', '$140.00', '$1,925.00', '$500.00', '$1,000.00', '$2,925.00', '$292.50', '$3,217.50', 'GST (10%)', 'TOTAL INC. GST']) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain('$1,465.00');
    expect(text).not.toContain('Half-day shoot');
    expect(text.indexOf('Design hours')).toBeLessThan(text.indexOf('Print run'));

    // Sorted by QUOTED ascending on the page, the PDF follows.
    await table.locator('thead th').filter({ hasText: 'QUOTED' }).click();
    expect(await columnTexts(table, 'QUOTED')).toEqual(['$1,000.00', '$1,925.00']);
    const [sortedResponse, sortedDownload] = await Promise.all([
      responseTo(page, 'GET', `/api/quotes/${quoteId}/pdf`),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(Object.fromEntries(new URL(sortedResponse.url()).searchParams)).toEqual({ sort: 'quoted', order: 'asc' });
    const sorted = await pdfTextOf(await sortedDownload.path());
    expect(sorted.indexOf('Print run')).toBeLessThan(sorted.indexOf('Design hours'));

    // 'Hide hours in quote' saves at once and the PDF drops the hours.
    // Clicked, then its state read once saved: once in CI, Playwright's check() read the box
    // unticked right after its click (not seen again in nine runs here, alone or under load).
    // The journey still asserts what the user gets: the tick, the save and the PDF without hours.
    const hideHours = page.getByRole('checkbox', { name: 'Hide hours in quote' });
    const [hideSaved] = await Promise.all([responseTo(page, 'POST', `/api/quotes/${quoteId}`), hideHours.click()]);
    expect(hideSaved.status()).toBe(200);
    expect(hideSaved.request().postDataJSON()).toEqual({ hide_hours: true });
    await toastWith(page, 'Quote updated').waitFor();
    await expect.poll(() => hideHours.isChecked()).toBe(true);
    const [, hiddenDownload] = await Promise.all([
      responseTo(page, 'GET', `/api/quotes/${quoteId}/pdf`),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    const hidden = await pdfTextOf(await hiddenDownload.path());
    expect(hidden).not.toContain('13.75');
    expect(hidden).toContain('$1,925.00');

    // Back on the list, the quote shows with its value.
    await page.getByRole('link', { name: 'Back to all quotes' }).click();
    await waitForPath(page, '/quotes');
    await listSettled(page);
    const row = page.getByRole('table', { name: 'Quotes' }).locator('tbody tr').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('$2,925.00');
  });
});
