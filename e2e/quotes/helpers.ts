import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiResult, apiSend } from '../fixtures';

/** Helpers of the quotes journeys. */

export type TQuoteApi = {
  id: number;
  quote_number: string;
  name: string;
  status: string;
  job_id: number | null;
  next_sequence_number: string | null;
  total_value: string;
};

type TOptionsApi = { clients: Array<{ id: number; name: string; code: string }> };

/** The demo agency's client with this code (ACME tier 1, BLUE tier 2, CITR tier 3). */
export async function clientId(page: Page, code: string): Promise<number> {
  const options = await apiResult<TOptionsApi>(page, '/api/options');
  const client = options.clients.find((c) => c.code === code);
  if (!client) throw new Error(`No client ${code} in the demo data`);
  return client.id;
}

type TCostRecord = { id: number; description: string };

/** A quote made through the API, with a line per cost record description given (quantity 1 unless said). */
export async function seedQuote(page: Page, clientCode: string, name: string, lines: Array<[string, string?]> = []): Promise<TQuoteApi> {
  const quote = await apiSend<TQuoteApi>(page, 'POST', '/api/quotes', { name, client_id: await clientId(page, clientCode) });
  if (lines.length) {
    const records = (await apiResult<{ data: TCostRecord[] }>(page, '/api/cost-matrix?ipp=all')).data;
    for (const [description, quantity = '1'] of lines) {
      const record = records.find((r) => r.description === description);
      if (!record) throw new Error(`No cost record ${description}`);
      await apiSend(page, 'POST', `/api/quotes/${quote.id}/items`, { cost_matrix_id: record.id, quantity });
    }
  }
  return quote;
}

export function dialogTitled(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

export function toastWith(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
}

/** Picks an option of a Mantine select found by its label (inside `scope`, the page by default). */
export async function pick(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function responseTo(page: Page, method: string, pathname: string | RegExp) {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    const matches = typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
    return matches && res.request().method() === method;
  });
}

/** The value shown in a summary bar (TOTAL QUOTED, INC. GST ...). */
export async function summaryValue(page: Page, region: string, label: string): Promise<string> {
  return ((await page.getByRole('region', { name: region }).locator(`[data-summary="${label}"]`).textContent()) ?? '').trim();
}

/** The text of a PDF the browser saved. */
export async function pdfTextOf(path: string): Promise<string> {
  const bytes = fs.readFileSync(path);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** Waits until the quotes list has loaded and no refresh is in flight. */
export async function listSettled(page: Page): Promise<void> {
  await page.locator('table[aria-label="Quotes"]:not([aria-busy="true"])').waitFor();
}
