import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../fixtures';

/** Helpers of the clients and notes journeys. */

export function toastWith(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
}

/** Answers the confirmation dialog of a delete with "Yes, I'm sure". */
export async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function dialogTitled(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

export function responseTo(page: Page, method: string, pathname: string | RegExp) {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    const matches = typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
    return matches && res.request().method() === method;
  });
}

/** A screenshot of the whole page (long forms and tables). */
export async function fullPageShot(page: Page, name: string): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return screenshot(page, name, { fullPage: true });
}

/** The rows of a table as arrays of trimmed cell texts. */
export async function rowTexts(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 0; i < count; i++) out.push((await rows.nth(i).locator('td').allTextContents()).map((t) => t.trim()));
  return out;
}
