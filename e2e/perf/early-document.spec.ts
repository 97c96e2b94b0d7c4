import { DEMO_USERS, ENTRY_SCRIPT, describe, expect, goto, loginAs, newestId, openWithEntryHeld, requestsOf, test, urlOf } from '../fixtures';

/**
 * A signed-in page opened by its address starts its code and data from its document
 * (`earlyScript` and `startEarly` in apps/web/vite.config.ts; the server sends the route's own
 * document, apps/server/src/lib/web-documents.ts): the session's two requests, the record's,
 * and the page's scripts and styles all leave before the entry has even downloaded, and the
 * app takes the answers instead of asking again (src/lib/early-requests.ts).
 */
describe("a signed-in page's own document", () => {
  test("sends the session's and the quote's requests and asks for the page's code while the entry is held, each once", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quoteId = await newestId(page, 'quotes');
    const tab = await page.context().newPage();
    const requests = requestsOf(tab);
    const firstNeeds = Promise.all([
      requests.seen('/api/options/auth-user'),
      requests.seen('/api/options'),
      requests.seen(`/api/quotes/${quoteId}`),
      requests.seen(/^\/assets\/quote-page-[^/]+\.js$/),
      requests.seen(/^\/assets\/quote-page-[^/]+\.css$/),
    ]);
    // The entry is served only once all of these have been asked for: if any waited for the app, the page would never show.
    await tab.route(ENTRY_SCRIPT, async (route) => {
      await firstNeeds;
      await route.continue();
    });
    try {
      await goto(tab, `/quotes/${quoteId}`);
      await tab.getByTestId('quote-name').waitFor();
    } finally {
      await tab.unroute(ENTRY_SCRIPT);
      requests.stop();
    }
    const count = (path: string) => requests.paths.filter((p) => p === path).length;
    expect([count('/api/options/auth-user'), count('/api/options'), count(`/api/quotes/${quoteId}`)]).toEqual([1, 1, 1]);
    // The page's own files at low priority, after the entry (the first paint) and the shell.
    const priorities = await tab.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')]
          .map((link) => [new URL(link.href).pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1'), link.fetchPriority] as const)
          .filter(([href]) => /^\/assets\/(app|quote-page)\.(js|css)$/.test(href)),
      ),
    );
    expect(priorities).toEqual({ '/assets/app.js': 'auto', '/assets/app.css': 'auto', '/assets/quote-page.js': 'low', '/assets/quote-page.css': 'low' });
    await tab.close();
  });

  test('starts nothing without a session: before the entry has run, the quote’s address asked for the entry alone', async ({ page }) => {
    const requests = requestsOf(page);
    await openWithEntryHeld(page, '/quotes/1', async () => {
      const asked = requests.paths.filter((p) => p !== '/quotes/1');
      expect(asked.filter((p) => !/^\/assets\/(index|rolldown-runtime)-[^/]+\.(js|css)$/.test(p))).toEqual([]);
    });
    await page.getByLabel('Email address').waitFor();
    requests.stop();
  });

  test('with a token the server no longer accepts, the answers it got send the visitor to sign in', async ({ page }) => {
    await page.goto(urlOf('/login'));
    await page.evaluate(() => localStorage.setItem('jobflow.token', 'revoked-or-made-up'));
    const requests = requestsOf(page);
    await page.goto(urlOf('/quotes/1'));
    await page.getByLabel('Email address').waitFor();
    requests.stop();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The document's request was taken, not sent again.
    expect(requests.paths.filter((p) => p === '/api/options/auth-user')).toEqual(['/api/options/auth-user']);
  });
});
