import { DEMO_USERS, ENTRY_SCRIPT, describe, expect, goto, loginAs, openWithEntryHeld, requestsOf, test } from '../fixtures';

const SHELL = /^\/assets\/app-[^/]+\.js$/;

/**
 * A page's document (index.html, or a signed-in page's own: e2e/perf/early-document.spec.ts)
 * asks for the signed-in shell's chunk at once when a session is stored, beside the entry,
 * instead of after the entry has run (apps/web/vite.config.ts); the server allows that inline
 * script by its hash in the Content-Security-Policy.
 */
describe('the signed-in shell', () => {
  test('is asked for by the document, while the entry still downloads, when a session is stored', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const requests = requestsOf(page);
    const shellAsked = requests.seen(SHELL);
    // The entry is served only once the shell has been asked for: without the document's own
    // request, the entry would have to run first, and the page would never show.
    await page.route(ENTRY_SCRIPT, async (route) => {
      await shellAsked;
      await route.continue();
    });
    try {
      await goto(page, '/jobs');
      await page.locator('main table tbody tr td').first().waitFor();
    } finally {
      await page.unroute(ENTRY_SCRIPT);
      requests.stop();
    }
    expect(requests.paths.filter((path) => SHELL.test(path)).length).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
  });

  test('is not asked for by the document without a session (the login screen paints without it)', async ({ page }) => {
    await openWithEntryHeld(page, '/login', async () => {
      const preloads = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloads.filter((href) => /\/assets\/app-/.test(href))).toEqual([]);
    });
    await page.getByLabel('Email address').waitFor();
  });
});
