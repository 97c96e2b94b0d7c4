import { apiResult, DEMO_USERS, describe, expect, goto, loginAs, newestId, test } from '../fixtures';

/**
 * Notes every use of the browser's locale data (ICU) from the document's first script on:
 * Intl's constructors, localeCompare and the toLocale*String methods.
 */
function noteLocaleUses() {
  const w = window as unknown as { __localeUses: string[] };
  w.__localeUses = [];
  const note = (what: string) => w.__localeUses.push(`${what} ${(new Error().stack ?? '').split('\n')[3]?.trim() ?? ''}`);
  const wrap = <T extends object>(owner: T, key: keyof T & string, label: string) => {
    const original = owner[key] as unknown as (...args: unknown[]) => unknown;
    (owner as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
      note(label);
      return original.apply(this, args);
    };
  };
  wrap(String.prototype, 'localeCompare', 'localeCompare');
  wrap(Number.prototype, 'toLocaleString', 'Number.toLocaleString');
  wrap(Date.prototype, 'toLocaleString', 'Date.toLocaleString');
  wrap(Date.prototype, 'toLocaleDateString', 'Date.toLocaleDateString');
  for (const name of ['NumberFormat', 'Collator', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter'] as const) {
    const made = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as Record<string, unknown>)[name] = new Proxy(made, {
      construct: (target, args) => (note(`Intl.${name}`), new target(...args)),
      apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
    });
  }
}

/**
 * The first Intl object (or localeCompare) of a Chromium page costs it 7-30 ms of main thread
 * (its locale data), and each kind again: money was written by an Intl.NumberFormat made as the
 * app loaded, the job page's record numbers and tasks were sorted by a collator. Now money is
 * written from its cents and numbers and dates are compared as text (bench/results.md).
 */
describe('a first load', () => {
  test('of the signed-in pages writes money and sorts records without the locale data', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quoteId = await newestId(page, 'quotes');
    const invoiceId = await newestId(page, 'invoices');
    // a job with tasks to sort (by due date, at first) and a quote in its QUOTES panel
    const quotes = await apiResult<{ data: Array<{ job_id: number | null }> }>(page, '/api/quotes?ipp=all');
    let jobId: number | null = null;
    for (const id of new Set(quotes.data.map((q) => q.job_id).filter((id): id is number => id !== null))) {
      if ((await apiResult<unknown[]>(page, `/api/tasks?job_id=${id}`)).length >= 2) {
        jobId = id;
        break;
      }
    }
    expect(jobId, 'a demo job with a quote and two tasks').not.toBeNull();
    await page.addInitScript(noteLocaleUses);
    const pages: Array<[string, string]> = [
      ['/', 'main'],
      ['/jobs', 'main table tbody tr'],
      [`/job/${jobId}`, '#job-quotes a'],
      ['/quotes', 'main table tbody tr'],
      [`/quotes/${quoteId}`, '[data-testid="quote-name"]'],
      ['/invoices', 'main table tbody tr'],
      [`/invoices/${invoiceId}`, '[data-testid="invoice-name"]'],
      ['/time', 'main table tbody tr'],
    ];
    for (const [path, shown] of pages) {
      await goto(page, path);
      await page.locator(shown).first().waitFor();
      await page.waitForLoadState('networkidle');
      const uses = await page.evaluate(() => (window as unknown as { __localeUses?: string[] }).__localeUses);
      expect(uses, path).toEqual([]);
    }
  });
});
