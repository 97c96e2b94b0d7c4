import { DEMO_USERS, apiResult, describe, expect, goto, loginAs, test, waitForPath } from '../fixtures';
import { dialogTitled, listSettled, responseTo, seedQuote, toastWith, type TQuoteApi } from './helpers';

describe('duplicating quotes', () => {
  test("cloning with 'seq' twice numbers the copies A then B; the user chooses whether to open the copy", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const name = `Podcast artwork ${Date.now()}`;
    const quote = await seedQuote(page, 'ACME', name, [['Art direction', '2'], ['Senior designer', '5']]);
    await goto(page, `/quotes/${quote.id}`);
    await page.getByTestId('quote-name').filter({ hasText: name }).waitFor();

    // First copy: the next letter is A; stay on the original.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const dialog = dialogTitled(page, 'DUPLICATING QUOTE');
    await dialog.waitFor();
    const seq = dialog.getByRole('radio', { name: `Next in sequence: ${quote.id}A` });
    expect(await seq.isChecked()).toBe(true);
    // Not on a job: no job number choice.
    expect(await dialog.getByText('Job number').count()).toBe(0);
    const [first] = await Promise.all([responseTo(page, 'POST', `/api/quotes/${quote.id}/clone`), dialog.getByRole('button', { name: 'Duplicate' }).click()]);
    expect(first.request().postDataJSON()).toEqual({ id: quote.id, quoteNumber: 'seq', jobNumber: 'none' });
    const copyA = (await first.json()).result as TQuoteApi;
    expect(copyA.quote_number).toBe(`${quote.id}A`);
    await toastWith(page, 'This quote has been cloned.').waitFor();
    const ask = page.getByRole('dialog', { name: 'Quote duplicated' });
    await ask.getByText(`Quote ${quote.id}A is ready. Go to the new quote?`).waitFor();
    await ask.getByRole('button', { name: 'Stay here' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/quotes/${quote.id}`);

    // Second copy: B, and this time go to it.
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: `Next in sequence: ${quote.id}B` }).waitFor();
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await ask.getByText(`Quote ${quote.id}B is ready. Go to the new quote?`).waitFor();
    await ask.getByRole('button', { name: 'Go to the new quote' }).click();
    await page.waitForURL((url) => url.pathname !== `/quotes/${quote.id}` && /^\/quotes\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: `QUOTE ${quote.id}B` }).waitFor();
    // The copy carries the lines and totals.
    const copyB = await apiResult<TQuoteApi & { items: unknown[] }>(page, new URL(page.url()).pathname.replace('/quotes', '/api/quotes'));
    expect(copyB.items).toHaveLength(2);
    // 2 h art direction at $190 + 5 h design at $150 (Acme is on tier 1).
    expect(copyB.total_value).toBe('1130.00');

    // Both copies are in the list, next to the original.
    await goto(page, `/quotes?kw=${encodeURIComponent(name)}&sort=quote_number&order=asc`);
    await listSettled(page);
    const numbers = (await page.getByRole('table', { name: 'Quotes' }).locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
    expect(numbers).toEqual([String(quote.id), `${quote.id}A`, `${quote.id}B`]);
  });

  test("a quote on a job offers 'new' or no job for the copy; duplicating from the list goes to the copy", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const name = `Stand graphics ${Date.now()}`;
    const quote = await seedQuote(page, 'CITR', name, [['Senior designer', '3']]);
    await page.evaluate(async (id) => {
      const token = window.localStorage.getItem('jobflow.token');
      await fetch(`/api/quotes/${id}/job`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    }, quote.id);
    await goto(page, `/quotes?kw=${encodeURIComponent(name)}`);
    await listSettled(page);
    await page.getByRole('button', { name: `Duplicate quote ${quote.quote_number}` }).click();
    const dialog = dialogTitled(page, 'DUPLICATING QUOTE');
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: /^New job number/ }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'New number' }).check();
    await dialog.getByRole('radio', { name: 'No job' }).check();
    const [response] = await Promise.all([responseTo(page, 'POST', `/api/quotes/${quote.id}/clone`), dialog.getByRole('button', { name: 'Duplicate' }).click()]);
    expect(response.request().postDataJSON()).toEqual({ id: quote.id, quoteNumber: 'new', jobNumber: 'none' });
    const copy = (await response.json()).result as TQuoteApi;
    expect(copy.quote_number).toBe(String(copy.id));
    expect(copy.job_id).toBeNull();
    // From the list the user goes straight to the copy (spec 2: "elsewhere the user goes to the copy").
    await waitForPath(page, `/quotes/${copy.id}`);
    await page.getByRole('heading', { name: `QUOTE ${copy.id}` }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Quote duplicated' }).count()).toBe(0);
  });
});
