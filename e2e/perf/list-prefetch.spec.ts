import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, test } from '../fixtures';

/** The queries of the requests for a list (`api`, its path) from now on, and when the first is sent. */
function listRequests(page: Page, api: string): { asked: string[]; first: Promise<void>; stop: () => void } {
  const asked: string[] = [];
  let sent!: () => void;
  const first = new Promise<void>((resolve) => (sent = resolve));
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname !== api) return;
    asked.push(url.search);
    sent();
  };
  page.on('request', onRequest);
  return { asked, first, stop: () => page.off('request', onRequest) };
}

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
  const requests = listRequests(page, api);
  // the page's module is served only once its list has been asked for: without the loader's request, it never would be
  await page.route(pageModule, async (route) => {
    await requests.first;
    await route.continue();
  });
  try {
    await goto(page, address);
    await rowsShown(page);
  } finally {
    await page.unroute(pageModule);
    requests.stop();
  }
  return requests.asked;
}

/** The newest record of a list, asked with the signed-in page's token. */
async function newestId(page: Page, list: 'quotes' | 'invoices' | 'jobs'): Promise<number> {
  return page.evaluate(async (name) => {
    const response = await fetch(`/api/${name}`, { headers: { Authorization: `Bearer ${localStorage.getItem('jobflow.token') ?? ''}` } });
    const body = (await response.json()) as { result: { data: Array<{ id: number }> } };
    return body.result.data[0].id;
  }, list);
}

/**
 * Opens a page by its address while every script but the entry and the signed-in shell (the
 * 'app' chunk, apps/web/vite.config.ts) is held back until the page's first request has been
 * sent, then waits for `shown`. The route's request needs nothing of the page's code: were its
 * API module split out with the page's shared chunks, the request would wait for them and the
 * page would never show.
 */
async function openHoldingAllButTheShell(page: Page, address: string, api: string, shown: string): Promise<string[]> {
  const requests = listRequests(page, api);
  const held = (url: URL) => /\/assets\/[^/]+\.js$/.test(url.pathname) && !/\/assets\/(index|app|rolldown-runtime)-[^/]+\.js$/.test(url.pathname);
  await page.route(held, async (route) => {
    await requests.first;
    await route.continue();
  });
  try {
    await goto(page, address);
    await page.locator(shown).first().waitFor();
  } finally {
    await page.unroute(held);
    requests.stop();
  }
  return requests.asked;
}

describe('record and list pages opened by their address', () => {
  test('send their first request as soon as the signed-in shell has run, before any of their own code arrives', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quoteId = await newestId(page, 'quotes');
    const invoiceId = await newestId(page, 'invoices');
    const jobId = await newestId(page, 'jobs');
    expect(await openHoldingAllButTheShell(page, `/quotes/${quoteId}`, `/api/quotes/${quoteId}`, '[data-testid="quote-name"]')).toEqual(['']);
    expect(await openHoldingAllButTheShell(page, `/invoices/${invoiceId}`, `/api/invoices/${invoiceId}`, '[data-testid="invoice-name"]')).toEqual(['']);
    expect(await openHoldingAllButTheShell(page, `/job/${jobId}`, `/api/jobs/${jobId}`, '[data-testid="job-name"]')).toEqual(['']);
    expect(await openHoldingAllButTheShell(page, '/quotes?sort=client_name&order=asc', '/api/quotes', 'main table tbody tr td')).toEqual(['?ipp=all&sort=client_name&order=asc']);
    expect(await openHoldingAllButTheShell(page, '/invoices', '/api/invoices', 'main table tbody tr td')).toEqual(['?ipp=all']);
    expect(await openHoldingAllButTheShell(page, '/jobs', '/api/jobs', 'main table tbody tr td')).toEqual(['?page=1&ipp=20']);
  });
});

describe('list pages opened by their address', () => {
  test('ask for their list while their code loads, once, with the filters and sort of the address', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    expect(await openHoldingThePage(page, '/jobs?sort=job_name&order=desc', '/api/jobs', /\/assets\/jobs-page-[^/]+\.js$/)).toEqual(['?page=1&ipp=20&sort=job_name&order=desc']);
    expect(await openHoldingThePage(page, '/quotes?sort=client_name&order=asc', '/api/quotes', /\/assets\/quotes-page-[^/]+\.js$/)).toEqual(['?ipp=all&sort=client_name&order=asc']);
    expect(await openHoldingThePage(page, '/invoices', '/api/invoices', /\/assets\/invoices-page-[^/]+\.js$/)).toEqual(['?ipp=all']);
  });

  test("a client user's jobs list with a filter they may not use asks once, without it", async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const requests = listRequests(page, '/api/jobs');
    await goto(page, '/jobs?status=invoiced');
    await rowsShown(page);
    requests.stop();
    expect(requests.asked).toEqual(['?page=1&ipp=20']);
  });
});
