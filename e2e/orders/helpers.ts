import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../fixtures';

/** Helpers of the orders journeys. */

export function ordersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Orders' });
}

export function itemsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Order items' });
}

/** Opens a select and picks the option whose text matches (job options carry the job number too). */
export async function pickMatching(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The figure of one label in a summary bar ('TOTAL COST' → '$960.00'). */
export async function summaryValue(bar: Locator, label: string): Promise<string> {
  const value = bar.locator(`[data-summary="${label}"]`);
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

/**
 * A screenshot into the journeys' screenshot folder, and a copy where ORDERS_SHOTS_DIR says
 * (for looking at the screens by hand).
 */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = await screenshot(page, name, { fullPage });
  const extra = process.env.ORDERS_SHOTS_DIR;
  if (extra) {
    fs.mkdirSync(extra, { recursive: true });
    fs.copyFileSync(file, path.join(extra, `${name}.png`));
  }
}
