import { DEMO_USERS, apiResult, columnTexts, describe, emptyText, expect, goto, headerTexts, loginAs, test } from '../fixtures';
import { listSettled, pick, responseTo, seedQuote, toastWith } from './helpers';

type TListApi = { data: Array<{ name: string; status: string }>; totals: { count: number; total_value: string } };

function quotesTable(page: import('playwright-core').Page) {
  return page.getByRole('table', { name: 'Quotes' });
}

/** Runs an action that reloads the list and waits for the answer with the expected query. */
async function reloads(page: import('playwright-core').Page, expected: (q: URLSearchParams) => boolean, action: () => Promise<void>) {
  await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/quotes' && expected(url.searchParams);
    }),
    action(),
  ]);
  await listSettled(page);
}

function money(value: string): string {
  return `$${Number(value).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

describe('quotes list', () => {
  test('a super admin filters (kept in the URL), sorts, reads the totals and deletes a quote', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/quotes');
    await listSettled(page);
    const table = quotesTable(page);
    expect(await headerTexts(table)).toEqual(['QUOTE NO', 'CLIENT', 'QUOTE NAME', 'CREATED BY', 'STATUS', 'QUOTE VALUE', '']);

    // Without a status filter completed and cancelled quotes stay out; the footer counts every row.
    const open = await apiResult<TListApi>(page, '/api/quotes?ipp=all');
    const names = await columnTexts(table, 'QUOTE NAME');
    expect(names.length).toBe(open.totals.count);
    expect(names).not.toContain('Trade show stand');
    const footer = page.getByRole('region', { name: 'Quotes totals' });
    expect(await footer.locator('[data-summary="TOTAL QUOTES"]').textContent()).toBe(`${open.totals.count} | ${money(open.totals.total_value)}`);

    // Status filter.
    await reloads(page, (q) => q.get('status') === 'completed', () => pick(page, 'Status', 'Completed'));
    expect(new URL(page.url()).searchParams.get('status')).toBe('completed');
    expect(await columnTexts(table, 'QUOTE NAME')).toContain('Trade show stand');
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Completed', exact: true }).click(); // deselect
    await page.waitForURL((url) => !url.searchParams.has('status'));

    // Client filter, then the manager filter on top; a reload keeps both.
    await reloads(page, (q) => q.has('client_id'), () => pick(page, 'Client', 'Citrus Media'));
    expect(new Set(await columnTexts(table, 'CLIENT'))).toEqual(new Set(['Citrus Media']));
    expect(await columnTexts(table, 'QUOTE NAME')).toContain('Event photography');
    await reloads(page, (q) => q.has('manager_id') && q.has('client_id'), () => pick(page, 'Manager', 'Alex Morgan'));
    await reloads(page, (q) => q.has('manager_id'), () => page.reload().then(() => undefined));
    // The filters show their names once their options are in: the managers are a request of
    // their own, which may answer after the list (the field is blank meanwhile).
    await expect.poll(() => page.getByRole('combobox', { name: 'Client', exact: true }).inputValue(), { timeout: 5000 }).toBe('Citrus Media');
    await expect.poll(() => page.getByRole('combobox', { name: 'Manager', exact: true }).inputValue(), { timeout: 5000 }).toBe('Alex Morgan');
    await goto(page, '/quotes');
    await listSettled(page);

    // Date range: quotes created in the year 2000 → none.
    await reloads(page, (q) => q.get('date_start') === '2000-01-01' && q.get('date_end') === '2000-01-31', () =>
      goto(page, '/quotes?date_start=2000-01-01&date_end=2000-01-31'),
    );
    await emptyText(page, 'No quotes found').waitFor();
    expect(await page.getByRole('button', { name: 'Created between' }).textContent()).toContain('01/01/2000');
    await goto(page, '/quotes');
    await listSettled(page);

    // Search: nothing matches.
    const search = page.getByRole('textbox', { name: 'Search quotes' });
    await reloads(page, (q) => q.get('kw') === 'no such quote at all', () => search.fill('no such quote at all'));
    await emptyText(page, 'No quotes found').waitFor();
    expect(await page.getByRole('region', { name: 'Quotes totals' }).locator('[data-summary="TOTAL QUOTES"]').textContent()).toBe('0 | $0');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => url.search === '');
    await listSettled(page);

    // Sort by value, both ways.
    const valueHeader = table.locator('thead th').filter({ hasText: 'QUOTE VALUE' });
    await reloads(page, (q) => q.get('sort') === 'total_value' && q.get('order') === 'asc', () => valueHeader.click());
    const values = (await columnTexts(table, 'QUOTE VALUE')).map((v) => Number(v.replace(/[$,]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await reloads(page, (q) => q.get('sort') === 'total_value' && q.get('order') === 'desc', () => valueHeader.click());
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');

    // Delete asks first.
    const name = `Throwaway ${Date.now()}`;
    const quote = await seedQuote(page, 'ACME', name);
    await goto(page, `/quotes?kw=${encodeURIComponent(name)}`);
    await listSettled(page);
    await page.getByRole('button', { name: `Delete quote ${quote.quote_number}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete the quote ${quote.quote_number} ${name}?` });
    await Promise.all([responseTo(page, 'DELETE', `/api/quotes/${quote.id}`), confirm.getByRole('button', { name: "Yes, I'm sure" }).click()]);
    await toastWith(page, `Quote ${name} has been deleted`).waitFor();
    await emptyText(page, 'No quotes found').waitFor();

    // A quote with invoiced items stays, with the server's reason.
    await goto(page, '/quotes?kw=Spring%20campaign');
    await listSettled(page);
    const spring = await apiResult<TListApi & { data: Array<{ id: number; quote_number: string }> }>(page, '/api/quotes?kw=Spring%20campaign');
    const springId = spring.data[0].quote_number;
    await page.getByRole('button', { name: `Delete quote ${springId}` }).click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: "Yes, I'm sure" }).click();
    await toastWith(page, 'This quote has invoiced items and cannot be deleted.').waitFor();
  });
});
