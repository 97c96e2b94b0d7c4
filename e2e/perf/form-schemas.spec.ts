import type { Page } from 'playwright-core';
import { apiResult, DEMO_USERS, describe, expect, goto, loginAs, newestId, screenshot, test, toast } from '../fixtures';

/** The chunk of the forms' schemas (apps/web/src/lib/form-schemas.ts), with zod under them. */
const CODE = /\/assets\/form-schemas-[^/]+\.js$/;
/** How many times the page has received that chunk. */
const asked = (page: Page) => page.evaluate((code) => performance.getEntriesByType('resource').filter((e) => new RegExp(code).test(e.name)).length, CODE.source);

/** The jobs list's ADD JOB dialog, opened; and every job the page asks to create from now on. */
async function openAddJob(page: Page) {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/jobs') creates.push(request.url());
  });
  await goto(page, '/jobs');
  await page.getByRole('button', { name: 'New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'ADD JOB' });
  await dialog.waitFor();
  return { dialog, creates };
}

/**
 * The forms' checks are not part of a page's first load (apps/web/src/lib/validate.ts): zod and
 * the contract's schemas took 15-33 ms of a slow machine's main thread and 24-27 KiB of gzipped
 * JS before a record page rendered (bench/results.md). They load at the first key or click.
 */
describe("the forms' checks", () => {
  test('load at the first click, not with the page, and a form shows its messages with them', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const invoiceId = await newestId(page, 'invoices');
    await goto(page, `/invoices/${invoiceId}`);
    await page.getByTestId('invoice-name').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await asked(page)).toBe(0);

    await goto(page, '/jobs');
    await page.locator('main table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await asked(page)).toBe(0);
    await page.getByRole('button', { name: 'New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD JOB' });
    await dialog.waitFor();
    await expect.poll(() => asked(page)).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required').nth(1).waitFor(); // the name's and the client's
    expect(await asked(page)).toBe(1);
  });

  test('submitted twice before they are here, a form waits for them and sends once', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CODE, async (route) => {
      await released;
      await route.continue();
    });
    try {
      const { dialog, creates } = await openAddJob(page);
      const name = `Double-clicked job ${Date.now()}`;
      await dialog.getByRole('textbox', { name: 'Job name' }).fill(name);
      await dialog.getByRole('combobox', { name: 'Client', exact: true }).click();
      await page.getByRole('option', { name: 'Citrus Media', exact: true }).click();
      // the schemas are still held: both presses wait for the same load
      await dialog.getByRole('button', { name: 'Save' }).dblclick();
      expect(await asked(page)).toBe(0);
      release();
      await page.waitForURL((url) => /^\/job\/\d+$/.test(url.pathname));
      await page.waitForLoadState('networkidle');
      expect(creates).toHaveLength(1);
      const id = new URL(page.url()).pathname.split('/').pop();
      expect((await apiResult<{ name: string }>(page, `/api/jobs/${id}`)).name).toBe(name);
    } finally {
      release();
      await page.unroute(CODE);
    }
  });

  test('that cannot be loaded, a toast says so and nothing is sent; the next Save loads them and checks', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await page.route(CODE, (route) => route.abort('internetdisconnected'));
    const { dialog, creates } = await openAddJob(page);
    try {
      await dialog.getByRole('textbox', { name: 'Job name' }).fill(`Offline job ${Date.now()}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Jobflow could not load part of the page. Check your connection and try again.').waitFor();
      await screenshot(page, 'form-checks-unavailable');
      expect(creates).toEqual([]);
      await expect.poll(() => dialog.isVisible()).toBe(true);
    } finally {
      await page.unroute(CODE);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required').waitFor(); // the client's: the name is filled
    expect(creates).toEqual([]);
  });
});
