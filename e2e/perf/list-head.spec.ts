import type { Page, Route } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, requestsOf, screenshot, test } from '../fixtures';

const ROWS = 400;
const HEAD = 50;

type TList = { path: string; api: string; table: string; noun: string; name: (i: number) => string };
const QUOTES: TList = { path: '/quotes', api: '/api/quotes', table: 'Quotes', noun: 'quotes', name: (i) => `Long list quote ${String(i).padStart(3, '0')}` };
const INVOICES: TList = { path: '/invoices', api: '/api/invoices', table: 'Invoices', noun: 'invoices', name: (i) => `Long list invoice ${String(i).padStart(3, '0')}` };

/**
 * Answers the list's requests with ROWS rows made from its first real one, as a big agency's list
 * would be: its first rows (`ipp=50`) at once, with the totals of all; the whole list (`ipp=all`)
 * only when the test calls `release` (or, with `failFirst`, a server error the first time).
 */
async function serveLongList(page: Page, list: TList, options: { failFirst?: boolean } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let wholeAsked = 0;
  const matcher = (url: URL) => url.pathname === list.api;
  await page.route(
    matcher,
    async (route: Route) => {
      const ipp = new URL(route.request().url()).searchParams.get('ipp');
      if (ipp === 'all') {
        wholeAsked++;
        await released;
        if (options.failFirst && wholeAsked === 1) return route.fulfill({ status: 500, json: { status: 'ERROR', error: 'Internal error' } });
      }
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: Array<Record<string, unknown>> } };
      const template = body.result.data[0];
      if (!template) throw new Error(`the demo data has no row of ${list.api} to copy`);
      const count = ipp === 'all' ? ROWS : Math.min(Number(ipp), ROWS);
      const data = Array.from({ length: count }, (_, i) => ({ ...template, id: 1_000_000 + i, name: list.name(i + 1), total_value: '10.00' }));
      const result = { ...body.result, data, total: ROWS, last_page: ipp === 'all' ? 1 : Math.ceil(ROWS / count), current_page: 1, per_page: count, totals: { count: ROWS, total_value: '4000.00' } };
      await route.fulfill({ response, json: { ...body, result } });
    },
  );
  return { release, stop: () => page.unroute(matcher) };
}

const table = (page: Page, list: TList) => page.locator(`table[aria-label="${list.table}"]`);
const restNotice = (page: Page) => page.getByTestId('list-rest');
/** The table's column titles and their widths, in px. */
const columnWidths = (page: Page, list: TList) =>
  table(page, list)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => `${cell.textContent ?? ''} ${Math.round(cell.getBoundingClientRect().width)}`));

describe('a long unpaged list', () => {
  test('shows its first rows at once, with the totals of all, then every row once the rest has come', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    for (const list of [QUOTES, INVOICES]) {
      const requests = requestsOf(page);
      const { release, stop } = await serveLongList(page, list);
      await goto(page, list.path);
      await expect.poll(() => restNotice(page).textContent().catch(() => ''), { timeout: 15_000 }).toBe(`Showing the first ${HEAD} of ${ROWS} ${list.noun}; loading the rest…`);
      // the first rows are there, in order, and the table says it is still filling
      await expect.poll(() => table(page, list).locator('tbody tr').filter({ hasText: list.name(1) }).count()).toBe(1);
      expect(await table(page, list).getAttribute('aria-busy')).toBe('true');
      expect(await table(page, list).locator('tbody tr').filter({ hasText: list.name(HEAD + 1) }).count()).toBe(0);
      if (list === QUOTES) {
        expect(await page.locator('[data-summary="TOTAL QUOTES"]').textContent()).toBe(`${ROWS} | $4,000.00`);
        // scrolled to the end of the first rows: their last, then the notice
        await restNotice(page).scrollIntoViewIfNeeded();
        await table(page, list).locator('tbody tr').filter({ hasText: list.name(HEAD) }).waitFor();
        await screenshot(page, 'quotes-list-first-rows');
      }
      release();
      // every row: the table counts them (aria-rowcount, the header row too) and the notice goes
      await expect.poll(() => table(page, list).getAttribute('aria-rowcount'), { timeout: 15_000 }).toBe(String(ROWS + 1));
      await restNotice(page).waitFor({ state: 'detached' });
      await expect.poll(() => table(page, list).getAttribute('aria-busy')).toBe(null);
      requests.stop();
      expect(requests.queriesTo(list.api)).toEqual([`?ipp=${HEAD}`, '?ipp=all']);
      await stop();
    }
  });

  test('keeps its first rows when the rest fails to come, and Try again brings it', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const { release } = await serveLongList(page, QUOTES, { failFirst: true });
    await goto(page, QUOTES.path);
    // the rest fails once the page shows the first rows (a failure before the page is there is its own to retry: lib/prefetch.ts)
    await expect.poll(() => restNotice(page).textContent().catch(() => ''), { timeout: 15_000 }).toContain('loading the rest');
    await table(page, QUOTES).locator('tbody tr').filter({ hasText: QUOTES.name(1) }).waitFor();
    const loadingColumns = await columnWidths(page, QUOTES);
    release();
    await expect.poll(() => restNotice(page).textContent().catch(() => ''), { timeout: 15_000 }).toContain(`Showing the first ${HEAD} of ${ROWS} quotes. The rest could not be loaded.`);
    expect(await table(page, QUOTES).locator('tbody tr').filter({ hasText: QUOTES.name(1) }).count()).toBe(1);
    // the rows shown keep their columns, and the table is no longer busy
    expect(await columnWidths(page, QUOTES)).toEqual(loadingColumns);
    expect(await table(page, QUOTES).getAttribute('aria-busy')).toBe(null);
    await restNotice(page).scrollIntoViewIfNeeded();
    await expect.poll(() => table(page, QUOTES).locator('tbody tr').filter({ hasText: QUOTES.name(HEAD) }).isVisible()).toBe(true);
    await screenshot(page, 'quotes-list-rest-failed');
    await restNotice(page).getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => table(page, QUOTES).getAttribute('aria-rowcount'), { timeout: 15_000 }).toBe(String(ROWS + 1));
    await restNotice(page).waitFor({ state: 'detached' });
  });

  test("reads the rest's answer only once its first rows are painted (reading 12 MB holds the page)", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await page.addInitScript(() => {
      const w = window as unknown as { __firstRowAt?: number; __wholeReadAt?: number };
      for (const key of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
        const read = Response.prototype[key] as (this: Response) => Promise<unknown>;
        (Response.prototype as unknown as Record<string, unknown>)[key] = function (this: Response) {
          if (this.url.includes('ipp=all')) w.__wholeReadAt ??= performance.now();
          return read.call(this);
        };
      }
      const rows = new MutationObserver(() => {
        if (w.__firstRowAt === undefined && document.querySelector('table[aria-label="Quotes"] tbody tr a')) w.__firstRowAt = performance.now();
      });
      document.addEventListener('DOMContentLoaded', () => rows.observe(document.body, { childList: true, subtree: true }));
    });
    const { release } = await serveLongList(page, QUOTES);
    release(); // the rest comes as soon as it is asked for
    await goto(page, QUOTES.path);
    await expect.poll(() => table(page, QUOTES).getAttribute('aria-rowcount'), { timeout: 15_000 }).toBe(String(ROWS + 1));
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __firstRowAt?: number; __wholeReadAt?: number };
      return { firstRowAt: w.__firstRowAt, wholeReadAt: w.__wholeReadAt, shownAt: performance.getEntriesByName('list-head-shown').map((e) => e.startTime) };
    });
    // the notice under the first rows said so once they were painted, and the rest's body was read after
    expect(seen.shownAt).toHaveLength(1);
    expect(seen.firstRowAt).toBeLessThan(seen.shownAt[0]!);
    expect(seen.wholeReadAt).toBeGreaterThanOrEqual(seen.shownAt[0]!);
  });
});
