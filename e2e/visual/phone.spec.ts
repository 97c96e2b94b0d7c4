import type { Locator } from 'playwright-core';
import { DEMO_USERS, apiResult, describe, expect, goto, loginAs, screenshot, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on the page');
  return b;
};

/** A phone's width (390 px): tables scroll sideways rather than squeeze a column to nothing. */
describe('phone widths', () => {
  test('a team member reads task names, both discussion tabs and notifications', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await page.setViewportSize(PHONE);
    await goto(page, '/job/1');
    const taskCell = page.getByRole('cell').filter({ has: page.getByRole('button', { name: 'Moodboard', exact: true }) });
    await taskCell.waitFor();
    expect((await box(taskCell)).width).toBeGreaterThanOrEqual(170);
    const [team, client] = [page.getByRole('tab', { name: 'TEAM DISCUSSION' }), page.getByRole('tab', { name: 'CLIENT DISCUSSION' })];
    await client.scrollIntoViewIfNeeded();
    expect((await box(team)).y).toBe((await box(client)).y);
    await screenshot(page, 'phone-job-discussion');

    await goto(page, '/account/account-notifications');
    const job = page.getByRole('cell').filter({ has: page.getByRole('link', { name: /^#ACME1 - / }) }).first();
    await job.waitFor();
    expect((await box(job)).width).toBeGreaterThanOrEqual(190);
    await screenshot(page, 'phone-notifications');
  });

  test("a client's dashboard leads with Request New Job", async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    await page.setViewportSize(PHONE);
    await goto(page, '/');
    const request = page.getByRole('button', { name: 'Request New Job' });
    await request.waitFor();
    const jobs = page.getByText('MY ACTIVE JOBS', { exact: true });
    await jobs.waitFor();
    expect((await box(request)).y).toBeLessThan((await box(jobs)).y);
    await screenshot(page, 'phone-client-dashboard');
  });

  test('a wide table shows there is more to either side', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await page.setViewportSize(PHONE);
    await goto(page, '/jobs');
    const table = page.locator('.mantine-datatable').first();
    await table.getByRole('cell', { name: 'ACME1', exact: true }).waitFor();
    // the edge shadows (the library's, shown while there is more that way): wide and dark enough to see
    const edge = (side: 'left' | 'right') =>
      table.locator(`.mantine-datatable-scroll-area-${side}-shadow`).evaluate((el) => {
        const style = getComputedStyle(el);
        return { width: el.getBoundingClientRect().width, opacity: Number(style.opacity), dark: /0\.1\d?\)/.test(style.backgroundImage) };
      });
    await expect.poll(() => edge('right')).toEqual({ width: 20, opacity: 1, dark: true });
    expect((await edge('left')).opacity).toBe(0);
    await screenshot(page, 'phone-jobs-more-to-the-right');
    // scrolled to its end: the hint moves to the left edge
    const rows = await box(table);
    await page.mouse.move(rows.x + rows.width / 2, rows.y + rows.height / 2);
    await page.mouse.wheel(2_000, 0);
    await expect.poll(async () => [(await edge('left')).opacity, (await edge('right')).opacity]).toEqual([1, 0]);
    await screenshot(page, 'phone-jobs-more-to-the-left');
  });

  test("a super admin's finance and settings screens: words kept whole, totals aligned, an item's fields in view", { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await page.setViewportSize(PHONE);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    /** How many lines a cell's text takes. */
    const lines = (cell: Locator) =>
      cell.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });

    // a table narrower than its columns keeps each e-mail on one line and scrolls instead
    await goto(page, '/clients');
    const email = page.getByRole('cell', { name: 'hello@acme.example', exact: true });
    await email.waitFor();
    expect(await lines(email)).toBe(1);
    await screenshot(page, 'phone-clients');

    // the totals under a quote's items: one a line, every figure starting at the same x
    const quotes = await apiResult<{ data: { id: number; total_value: string }[] }>(page, '/api/quotes');
    const quote = quotes.data.find((q) => Number(q.total_value) > 0);
    if (!quote) throw new Error('no quote with items in the demo data');
    await goto(page, `/quotes/${quote.id}`);
    const figures = page.locator('[data-summary]');
    await figures.first().waitFor();
    const xs = await figures.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(xs.length).toBeGreaterThan(3);
    expect(new Set(xs).size).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // Add Item: the category is focused, its list waits for a click instead of covering the fields
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog');
    const category = dialog.getByRole('combobox', { name: 'Category' });
    await expect.poll(() => category.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('listbox').count()).toBe(0);
    await screenshot(page, 'phone-quote-add-item');
    await page.keyboard.press('Escape');
  });
});
