import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, newestId, requestsOf, test } from '../fixtures';

/** A request to `api` itself, with or without a query. */
const to = (api: string) => new RegExp(`^${api}(\\?|$)`);

/** Waits until the page's table shows rows and no refresh is in flight. */
async function rowsShown(page: Page): Promise<void> {
  await page.locator('main table tbody tr td').first().waitFor();
  await page.locator('main table:not([aria-busy="true"])').first().waitFor();
}

/**
 * Opens a list page by its address while its page module is held back, and returns the
 * queries of the list requests sent: the route's loader asks for the list beside the
 * session while the page's code downloads (app/router.tsx, lib/prefetch.ts), and the page,
 * once there, reads that answer instead of asking again.
 */
async function openHoldingThePage(page: Page, address: string, api: string, pageModule: RegExp): Promise<string[]> {
  const requests = requestsOf(page);
  const first = requests.seen(to(api));
  // the page's module is served only once its list has been asked for: without the loader's request, it never would be
  await page.route(pageModule, async (route) => {
    await first;
    await route.continue();
  });
  try {
    await goto(page, address);
    await rowsShown(page);
  } finally {
    await page.unroute(pageModule);
    requests.stop();
  }
  return requests.queriesTo(api);
}

const SHELL_SCRIPT = /\/assets\/(index|app|rolldown-runtime)-[^/]+\.js$/;
const isScript = (pathname: string) => /\/assets\/[^/]+\.js$/.test(pathname);
const isPageScript = (pathname: string) => isScript(pathname) && !SHELL_SCRIPT.test(pathname);

/**
 * Opens a page by its address while every script, the entry's too, is held back until the
 * page's first request has been sent, then waits for `shown`: only the document itself can
 * send it (its inline script: `earlyScript` in apps/web/vite.config.ts). Returns the queries of
 * the requests to `api` (the app takes the document's answer instead of asking again) and how
 * many of the page's own scripts were asked for before the first of them.
 */
async function openHoldingEveryScript(signedIn: Page, address: string, api: string, shown: string): Promise<{ asked: string[]; scriptsBefore: number }> {
  // A tab of its own (the session is the browser's): the page before would still be asking for its later chunks.
  const page = await signedIn.context().newPage();
  const requests = requestsOf(page);
  const first = requests.seen(to(api));
  const held = (url: URL) => isScript(url.pathname);
  await page.route(held, async (route) => {
    await first;
    await route.continue();
  });
  try {
    await goto(page, address);
    await page.locator(shown).first().waitFor();
  } finally {
    await page.unroute(held);
    requests.stop();
    await page.close();
  }
  const before = requests.paths.slice(0, requests.paths.findIndex((path) => to(api).test(path)));
  return { asked: requests.queriesTo(api), scriptsBefore: before.filter(isPageScript).length };
}

describe('record and list pages opened by their address', () => {
  test('have their first request sent by the document, before any script has run, and take its answer', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quoteId = await newestId(page, 'quotes');
    const invoiceId = await newestId(page, 'invoices');
    const jobId = await newestId(page, 'jobs');
    const opened = [
      await openHoldingEveryScript(page, `/quotes/${quoteId}`, `/api/quotes/${quoteId}`, '[data-testid="quote-name"]'),
      await openHoldingEveryScript(page, `/invoices/${invoiceId}`, `/api/invoices/${invoiceId}`, '[data-testid="invoice-name"]'),
      await openHoldingEveryScript(page, `/job/${jobId}`, `/api/jobs/${jobId}`, '[data-testid="job-name"]'),
      await openHoldingEveryScript(page, '/quotes', '/api/quotes', 'main table tbody tr td'),
      await openHoldingEveryScript(page, '/invoices', '/api/invoices', 'main table tbody tr td'),
      await openHoldingEveryScript(page, '/jobs', '/api/jobs', 'main table tbody tr td'),
    ];
    expect(opened).toEqual([
      { asked: [''], scriptsBefore: 0 },
      { asked: [''], scriptsBefore: 0 },
      { asked: [''], scriptsBefore: 0 },
      { asked: ['?ipp=50'], scriptsBefore: 0 },
      { asked: ['?ipp=50'], scriptsBefore: 0 },
      { asked: ['?page=1&ipp=20'], scriptsBefore: 0 },
    ]);
  });
});

describe('list pages opened by their address', () => {
  test('ask for their list while their code loads, once, with the filters and sort of the address', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    expect(await openHoldingThePage(page, '/jobs?sort=job_name&order=desc', '/api/jobs', /\/assets\/jobs-page-[^/]+\.js$/)).toEqual(['?page=1&ipp=20&sort=job_name&order=desc']);
    expect(await openHoldingThePage(page, '/quotes?sort=client_name&order=asc', '/api/quotes', /\/assets\/quotes-page-[^/]+\.js$/)).toEqual(['?ipp=50&sort=client_name&order=asc']);
    expect(await openHoldingThePage(page, '/invoices', '/api/invoices', /\/assets\/invoices-page-[^/]+\.js$/)).toEqual(['?ipp=50']);
  });

  test("a client user's jobs list with a filter they may not use asks once, without it", async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const requests = requestsOf(page);
    await goto(page, '/jobs?status=invoiced');
    await rowsShown(page);
    requests.stop();
    expect(requests.queriesTo('/api/jobs')).toEqual(['?page=1&ipp=20']);
  });
});
