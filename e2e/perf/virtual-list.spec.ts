import type { Locator, Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, screenshot, settled, test } from '../fixtures';
import { listSettled } from '../quotes/helpers';

const ROWS = 10_000;
const nameOf = (i: number) => `Scale quote ${String(i).padStart(5, '0')}`;

/**
 * Answers GET /api/quotes with ROWS quotes made from the first real one, so the list can be
 * tried at agency scale without a data set of that size. The answer waits until the page has
 * asked for the virtualizer's code (at most 3 s), so that whether it asks before its list has
 * come does not depend on how fast this machine loads the page.
 */
async function serveManyQuotes(page: Page): Promise<void> {
  const virtualizerAsked = new Promise<void>((resolve) => {
    page.on('request', (request) => {
      if (/\/virtual-data-table-[\w-]+\.js$/.test(request.url())) resolve();
    });
  });
  await page.route(
    (url) => url.pathname === '/api/quotes',
    async (route) => {
      await Promise.race([virtualizerAsked, new Promise((resolve) => setTimeout(resolve, 3000))]);
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: Array<Record<string, unknown>>; totals: { count: number; total_value: string } } };
      const template = body.result.data[0];
      if (!template) throw new Error('the demo data has no open quote to copy');
      const data = Array.from({ length: ROWS }, (_, i) => ({
        ...template,
        id: 1_000_000 + i,
        quote_number: String(500_000 + i + 1),
        name: nameOf(i + 1),
        total_value: `${(i + 1) * 10}.00`,
      }));
      const result = { ...body.result, data, total: ROWS, last_page: 1, current_page: 1, per_page: ROWS, totals: { count: ROWS, total_value: '500050000.00' } };
      await route.fulfill({ response, json: { ...body, result } });
    },
  );
}

/**
 * Waits for `work` (a page.evaluate awaiting frames, which has no timeout of its own) for at most
 * `ms`, then fails naming the step: a stalled page then says where, not only that the test ran out
 * of time.
 */
async function within<T>(step: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not done after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the element has the focus, asked within 2 s: inside expect.poll, which waits for each
 * try to end, a locator's default wait (15 s) would outlast the test's time at its last try.
 */
const hasFocus = (element: Locator) => element.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 });

const rowCount = (page: Page) => page.locator('table[aria-label="Quotes"] tbody tr').count();

/**
 * How the first row of the quotes table and its cells are marked up: their classes, data
 * attributes and inline styles (a virtualised row is plain HTML made to match what
 * mantine-datatable's Mantine components render, ui/virtual-data-table.tsx).
 */
function firstRowMarkup(page: Page) {
  return page.locator('table[aria-label="Quotes"] tbody tr:not([aria-hidden])').first().evaluate((row) => {
    const attributes = (el: Element) =>
      Object.fromEntries(
        [...el.attributes]
          .filter((a) => a.name === 'class' || a.name === 'style' || (a.name.startsWith('data-') && a.name !== 'data-index'))
          .map((a) => [a.name, a.value]),
      );
    return { row: attributes(row), cells: [...row.children].map(attributes) };
  });
}

/**
 * How many pixels of two screenshots differ by more than a faint antialiasing (a channel apart by
 * over 40 of 255), compared in the page (a canvas decodes the PNGs).
 */
function pixelsApart(page: Page, a: Buffer, b: Buffer): Promise<{ sameSize: boolean; differing: number }> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = [await pixels(a), await pixels(b)];
      if (x.width !== y.width || x.height !== y.height) return { sameSize: false, differing: -1 };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if ([0, 1, 2].some((k) => Math.abs(x.data[i + k] - y.data[i + k]) > 40)) differing++;
      }
      return { sameSize: true, differing };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

describe('a virtualised list', () => {
  test('10,000 quotes: only the rows near the window are in the page, the last one is reached by scrolling', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    // the demo's few quotes: mantine-datatable's own rows
    await goto(page, '/quotes');
    await listSettled(page);
    const plainMarkup = await firstRowMarkup(page);
    await serveManyQuotes(page);
    const t0 = Date.now();
    const log = (what: string) => console.log(`${Date.now() - t0} ms: ${what}`);
    await goto(page, '/quotes');
    log('goto');
    await listSettled(page);
    log('settled');
    const table = page.getByRole('table', { name: 'Quotes' });
    // The virtualizer loads with the first long list (the first rows show as a plain table meanwhile).
    await page.locator('table[aria-label="Quotes"][aria-rowcount]').waitFor();
    await table.getByRole('link', { name: nameOf(1), exact: true }).waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
    log(`rows ${await rowCount(page)}`);
    expect(await rowCount(page)).toBeLessThan(100);
    // A virtualised row looks like the library's: the same classes, data attributes and
    // styles on the row and on each cell.
    expect(await firstRowMarkup(page)).toEqual(plainMarkup);
    expect(await page.getByRole('region', { name: 'Quotes totals' }).locator('[data-summary="TOTAL QUOTES"]').textContent()).toBe('10000 | $500,050,000.00');

    // What scrolling may change (bench/results.md, scrolling the long lists): the rows and the
    // two spacer rows standing for the rows not rendered, not the table's own style (a style on
    // the table made the browser restyle every element of it at each step), and no row carries
    // a closed dropdown (each would be positioned as its row mounts).
    const tableStyles = () => table.evaluate((t) => [t.getAttribute('style'), t.closest('.mantine-datatable')?.getAttribute('style') ?? null]);
    const stylesAtTop = await tableStyles();
    expect(await table.locator('tbody tr[aria-hidden="true"]').count()).toBe(1); // below the slice only
    // (nor the toolbar's filters: a select's options are made when it opens, app/theme.ts)
    expect(await page.locator('.mantine-Popover-dropdown').count()).toBe(0);
    // The virtualizer was asked for while the list was (ui/data-table.tsx), not once it had come.
    const [listEnd, virtualizerStart] = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const list = entries.find((e) => new URL(e.name).pathname === '/api/quotes');
      const chunk = entries.find((e) => /\/virtual-data-table-[\w-]+\.js$/.test(e.name));
      return [list?.responseEnd ?? NaN, chunk?.startTime ?? NaN];
    });
    expect(virtualizerStart).toBeLessThan(listEnd);

    // A row action's tooltip is made when the mouse first comes (ui/row-actions.tsx): it shows
    // beside its button once the mouse rests there, and goes when the mouse leaves.
    const deleteFirst = table.getByRole('button', { name: `Delete quote 500001`, exact: true });
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await deleteFirst.hover();
    const tip = page.getByRole('tooltip', { name: 'Delete', exact: true });
    await tip.waitFor();
    const [tipBox, buttonBox] = [await tip.boundingBox(), await deleteFirst.boundingBox()];
    expect(tipBox && buttonBox && Math.abs(tipBox.x + tipBox.width / 2 - (buttonBox.x + buttonBox.width / 2)) < 2 && tipBox.y + tipBox.height <= buttonBox.y).toBe(true);
    await screenshot(page, 'quotes-list-row-action-tooltip');
    await page.mouse.move(5, 400);
    await tip.waitFor({ state: 'detached' });
    log('tooltip shown and gone');

    // A row's status is its face until used (ui/status-select.tsx): no dropdown behind it (Mantine's
    // Select keeps a hidden input beside its own). The keyboard reaches it, the focus moves into
    // the dropdown that takes its place, and the arrow key opens its options.
    expect(await table.locator('tbody input[type="hidden"]').count()).toBe(0);
    const firstStatus = table.getByRole('combobox', { name: 'Status of quote 500001', exact: true });
    const faceShot = await firstStatus.screenshot();
    await table.getByRole('link', { name: nameOf(1), exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(firstStatus)).toBe(true);
    expect(await table.locator('tbody input[type="hidden"]').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Approved', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('option', { name: 'Approved', exact: true }).waitFor({ state: 'detached' });
    // The face is drawn as the Select that takes its place (a plain button, not Mantine's input):
    // once the focus has moved on, the Select shows the face's pixels (text antialiasing apart).
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(firstStatus)).toBe(false);
    expect(await within('comparing the status face with its Select', 10_000, pixelsApart(page, faceShot, await firstStatus.screenshot()))).toEqual({ sameSize: true, differing: 0 });
    log('status face checked');

    // A steady scroll, 40 px a frame for 40 frames (about 31 rows): the rendered rows change a
    // chunk at a time (virtual-range.ts), in a few frames, not in nearly every frame.
    const framesWithNewRows = await within('a steady scroll of 40 frames', 15_000, page.evaluate(async () => {
      const body = document.querySelector('table[aria-label="Quotes"] tbody')!;
      let changed = false;
      const observer = new MutationObserver(() => (changed = true));
      observer.observe(body, { childList: true });
      let frames = 0;
      for (let i = 0; i < 40; i++) {
        window.scrollBy(0, 40);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        if (changed) frames++;
        changed = false;
      }
      observer.disconnect();
      return frames;
    }));
    expect(framesWithNewRows).toBeGreaterThan(0);
    expect(framesWithNewRows).toBeLessThanOrEqual(8);
    log(`steady scroll: rows changed in ${framesWithNewRows} of 40 frames`);

    // When the rows change (virtual-data-table.tsx, useWindowRows): a step of a scroll renders
    // them after its scroll event, as a transition between frames (inside the event, the whole
    // table rendered in one task: 150-320 ms at 4x CPU); a jump renders them inside its scroll
    // event, so the frame it lands on has its rows. The window's scroll event reaches the
    // document first, then the window's listeners in turn: one on the document notes the rows,
    // one added to the window now (after the virtualizer's) sees what changed in between.
    const whenRowsChange = await within('40 steps and a jump, watching the scroll events', 15_000, page.evaluate(async () => {
      const body = document.querySelector('table[aria-label="Quotes"] tbody')!;
      const rendered = () => [...body.querySelectorAll('tr[aria-rowindex]')].map((r) => r.getAttribute('aria-rowindex')).join();
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      let atEvent = rendered();
      let inside = 0;
      let middleFilled = false;
      const onEvent = () => {
        atEvent = rendered();
      };
      const onScroll = () => {
        if (rendered() !== atEvent) inside++;
        const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        middleFilled = Boolean(el?.closest('table[aria-label="Quotes"] tbody tr')?.textContent?.trim());
      };
      document.addEventListener('scroll', onEvent);
      window.addEventListener('scroll', onScroll);
      let after = 0;
      for (let i = 0; i < 40; i++) {
        const before = rendered();
        window.scrollBy(0, 40);
        await frame();
        // (a transition may take a few frames: any change since the step counts)
        if (rendered() !== before) after++;
      }
      const stepInside = inside;
      // a jump half way down the list
      inside = 0;
      window.scrollTo(0, document.documentElement.scrollHeight / 2);
      await frame();
      document.removeEventListener('scroll', onEvent);
      window.removeEventListener('scroll', onScroll);
      return { stepInside, stepAfter: after, jumpInside: inside, middleFilled };
    }));
    expect(whenRowsChange).toEqual({ stepInside: 0, stepAfter: expect.any(Number) as number, jumpInside: 1, middleFilled: true });
    expect(whenRowsChange.stepAfter).toBeGreaterThan(0);

    // Scroll down a screen at a time, as a reader would (timed, logged: the machine is shared).
    const steps = await within('20 screen-sized scroll steps', 15_000, page.evaluate(async () => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        window.scrollBy(0, window.innerHeight * 0.9);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        times.push(Math.round(performance.now() - t));
      }
      return times.sort((x, y) => x - y);
    }));
    log(`20 screen-sized scroll steps: median ${steps[10]} ms, slowest ${steps[19]} ms`);
    expect(await rowCount(page)).toBeLessThan(100);
    expect(await tableStyles()).toEqual(stylesAtTop);
    // Mid-list: a spacer above and below, and together with the rendered rows they are the list's height.
    const spacers = table.locator('tbody tr[aria-hidden="true"]');
    expect(await spacers.count()).toBe(2);
    const heights = await table.evaluate((t) => {
      const rows = [...t.querySelectorAll('tbody tr')];
      return { body: t.querySelector('tbody')!.getBoundingClientRect().height, rows: rows.reduce((n, r) => n + r.getBoundingClientRect().height, 0), rendered: rows.length - 2 };
    });
    expect(Math.abs(heights.body - heights.rows)).toBeLessThan(1);
    // the spacers stand for the rows not rendered: the body is about a row's height per quote
    expect(heights.body).toBeGreaterThan(ROWS * 30);
    expect(heights.rendered).toBeLessThan(100);

    // The bottom: the last quote (measured rows may have moved the end a little: settle there).
    const last = table.getByRole('link', { name: nameOf(ROWS), exact: true });
    for (let i = 0; i < 10 && !(await last.isVisible()); i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settled(page, 500); // the rows the scroll brings
    }
    log('at the bottom');
    await last.waitFor();
    expect(await rowCount(page)).toBeLessThan(100);
    const lastRow = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: nameOf(ROWS), exact: true }) });
    expect(await lastRow.getAttribute('aria-rowindex')).toBe(String(ROWS + 1));

    // Columns stay aligned with their titles whichever rows are rendered.
    const th = await table.locator('thead th').filter({ hasText: 'QUOTE VALUE' }).boundingBox();
    const td = await lastRow.locator('td').nth(5).boundingBox();
    expect(th && td && Math.abs(th.x - td.x) < 1 && Math.abs(th.width - td.width) < 1).toBe(true);
    expect((await lastRow.locator('td').nth(5).textContent())?.trim()).toBe('$100,000.00');

    await screenshot(page, 'quotes-list-10000-bottom');

    // Back to the top: the first rows again, still few in the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await table.getByRole('link', { name: nameOf(1), exact: true }).waitFor();
    expect(await rowCount(page)).toBeLessThan(100);
    await screenshot(page, 'quotes-list-10000-top');
  });

  test("2,000 contacts: the CONTACTS tab renders only the rows near the window; the last one is reached by scrolling", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const CONTACTS = 2_000;
    const contactName = (i: number) => `Scale contact ${String(i).padStart(4, '0')}`;
    await page.route(
      (url) => url.pathname === '/api/clients/members',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { result: { data: Array<Record<string, unknown>> } };
        const template = body.result.data[0];
        const data = Array.from({ length: CONTACTS }, (_, i) => ({ ...template, id: 2_000_000 + i, first_name: 'Scale', last_name: `contact ${String(i + 1).padStart(4, '0')}`, full_name: contactName(i + 1) }));
        await route.fulfill({ response, json: { ...body, result: { ...body.result, data, total: CONTACTS, per_page: CONTACTS } } });
      },
    );
    await goto(page, '/clients?tab=contacts');
    const table = page.getByRole('table', { name: 'Contacts', exact: true });
    await page.locator('table[aria-label="Contacts"][aria-rowcount]').waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe(String(CONTACTS + 1));
    await table.getByText(contactName(1), { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBeLessThan(100);
    // the last row is reached by scrolling
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await table.getByText(contactName(CONTACTS), { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBeLessThan(100);
  });
});
