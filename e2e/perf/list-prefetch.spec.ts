import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, test } from '../fixtures';

/**
 * Opens a list page by its address while its page module is held back, and returns the
 * queries of the list requests sent: the route's loader asks for the list beside the
 * session while the page's code downloads (app/router.tsx, lib/prefetch.ts), and the page,
 * once there, reads that answer instead of asking again.
 */
async function openHoldingThePage(page: Page, address: string, api: string, pageModule: RegExp): Promise<string[]> {
  const asked: string[] = [];
  let listAsked!: () => void;
  const whenAsked = new Promise<void>((resolve) => (listAsked = resolve));
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname !== api) return;
    asked.push(url.search);
    listAsked();
  };
  page.on('request', onRequest);
  // the page's module is served only once its list has been asked for: without the loader's request, it never would be
  await page.route(pageModule, async (route) => {
    await whenAsked;
    await route.continue();
  });
  try {
    await goto(page, address);
    await page.locator('main table tbody tr td').first().waitFor();
    await page.locator('main table:not([aria-busy="true"])').first().waitFor();
  } finally {
    await page.unroute(pageModule);
    page.off('request', onRequest);
  }
  return asked;
}

describe('list pages opened by their address', () => {
  test('ask for their list while their code loads, once, with the filters and sort of the address', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    expect(await openHoldingThePage(page, '/jobs?sort=job_name&order=desc', '/api/jobs', /\/assets\/jobs-page-[^/]+\.js$/)).toEqual(['?page=1&ipp=20&sort=job_name&order=desc']);
    expect(await openHoldingThePage(page, '/quotes?sort=client_name&order=asc', '/api/quotes', /\/assets\/quotes-page-[^/]+\.js$/)).toEqual(['?ipp=all&sort=client_name&order=asc']);
    expect(await openHoldingThePage(page, '/invoices', '/api/invoices', /\/assets\/invoices-page-[^/]+\.js$/)).toEqual(['?ipp=all']);
  });

  test("a client user's jobs list with a filter they may not use asks once, without it", async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/jobs') asked.push(url.search);
    });
    await goto(page, '/jobs?status=invoiced');
    await page.locator('main table tbody tr td').first().waitFor();
    await page.locator('main table:not([aria-busy="true"])').first().waitFor();
    expect(asked).toEqual(['?page=1&ipp=20']);
  });
});
