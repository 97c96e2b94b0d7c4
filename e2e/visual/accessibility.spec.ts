import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DEMO_USERS, apiResult, describe, expect, goto, loginAs, settled, test } from '../fixtures';

/** axe-core's script, run in the page through the DevTools protocol (the app's CSP admits no injected script tag). */
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type TViolation = { id: string; impact: string; nodes: string[] };

/** The serious and critical violations axe-core finds on the page as it stands (UI.md: there are none). */
async function violations(page: Page): Promise<TViolation[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[]; html: string }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`) }));
  });
}

/** Each page once its data is in and nothing moves, with what axe-core finds on it. */
async function audit(page: Page, paths: string[]): Promise<Record<string, TViolation[]>> {
  const found: Record<string, TViolation[]> = {};
  for (const path of paths) {
    await goto(page, path);
    await page.waitForLoadState('networkidle');
    await settled(page);
    const v = await violations(page);
    if (v.length) found[path] = v;
  }
  return found;
}

/** UI.md: "axe-core reports no serious or critical violations on any page", for every role. */
describe('accessibility (axe-core)', () => {
  test('the sign-in screen', async ({ page }) => {
    expect(await audit(page, ['/login', '/forgot'])).toEqual({});
  });

  test("a super admin's pages", { timeout: 180_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quote = (await apiResult<{ data: { id: number }[] }>(page, '/api/quotes')).data[0];
    const invoice = (await apiResult<{ data: { id: number }[] }>(page, '/api/invoices')).data[0];
    const order = (await apiResult<{ data: { id: number }[] }>(page, '/api/orders')).data[0];
    const paths = ['/', '/jobs', '/job/1', '/quotes', '/invoices', '/orders', '/clients', '/clients/1', '/time', '/notes', '/account', '/account/account-notifications'];
    if (quote) paths.push(`/quotes/${quote.id}`);
    if (invoice) paths.push(`/invoices/${invoice.id}`);
    if (order) paths.push(`/orders/${order.id}`);
    for (const tab of ['', '/team', '/user-types', '/cost-categories', '/cost-matrix', '/client-users', '/xero', '/email-templates']) paths.push(`/settings${tab}`);
    expect(await audit(page, paths)).toEqual({});
  });

  test("a team member's pages", { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    expect(await audit(page, ['/', '/jobs', '/job/1', '/time', '/account', '/account/account-notifications'])).toEqual({});
  });

  test("a client user's pages", { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    expect(await audit(page, ['/', '/jobs', '/job/1', '/account', '/account/notifications'])).toEqual({});
  });

  test('a date picked with the keyboard hands the focus back to its field, inside the dialog', { timeout: 60_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await goto(page, '/job/1');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD TASK' });
    const due = dialog.getByRole('button', { name: 'Due date' });
    await expect.poll(() => due.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // the calendar's month buttons are named
    await page.getByRole('button', { name: 'Next month' }).waitFor();
    // Tab from the calendar's header to its days, then Enter picks the day in focus
    for (let i = 0; i < 5 && !(await page.evaluate(() => /\bmantine-\w+-day\b/.test(document.activeElement?.className ?? ''))); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await due.textContent())?.trim() ?? '').toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect.poll(() => due.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab goes on inside the dialog, not to the page behind it
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test('a form sent with errors puts the focus in the first field to fix', { timeout: 60_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/jobs');
    await page.getByRole('button', { name: 'New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD JOB' });
    await dialog.getByRole('textbox', { name: 'Job name' }).fill('A job without its client');
    await page.keyboard.press('Enter');
    const client = dialog.getByRole('textbox', { name: 'Client' }).or(dialog.getByRole('combobox', { name: 'Client' })).first();
    await expect.poll(() => client.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await client.getAttribute('aria-invalid')).toBe('true');
    // sent again as it is (the same error, nothing changes on the page): the focus goes there again
    await dialog.getByRole('textbox', { name: 'Job name' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => client.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
