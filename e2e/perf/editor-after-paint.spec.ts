import { DEMO_USERS, describe, expect, goto, loginAs, newestId, test } from '../fixtures';

const EDITOR_CODE = /\/assets\/tiptap-editor-[^/]+\.js$/;

/**
 * The rich-text editor's code (tiptap, the largest part of the app) is asked for once the
 * page has painted, not while it renders (ui/rich-text-editor.tsx): on a slow machine its
 * download and start-up came before the quote's first paint (Lighthouse LCP, bench/web.ts).
 */
describe('the rich-text editor on the quote page', () => {
  test('asks for its code only once the quote is on the page', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quoteId = await newestId(page, 'quotes');
    // When the quote's name first enters the page, in the same task as React puts it there.
    await page.addInitScript(() => {
      const w = window as unknown as { __nameShownAt?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="quote-name"]')) {
          w.__nameShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await goto(page, `/quotes/${quoteId}`);
    const editor = page.getByRole('textbox', { name: 'Quote description' });
    await editor.waitFor();
    const { nameShownAt, codeAskedAt } = await page.evaluate(() => ({
      nameShownAt: (window as unknown as { __nameShownAt?: number }).__nameShownAt ?? NaN,
      codeAskedAt: performance.getEntriesByType('resource').find((e) => /\/assets\/tiptap-editor-[^/]+\.js$/.test(e.name))?.startTime ?? NaN,
    }));
    expect(nameShownAt).toBeGreaterThan(0);
    expect(codeAskedAt).toBeGreaterThan(nameShownAt);
  });

  test('pressed before its code is here, it takes the focus when the code comes', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quoteId = await newestId(page, 'quotes');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(EDITOR_CODE, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await goto(page, `/quotes/${quoteId}`);
      const pending = page.locator('#quote-description [aria-busy="true"]');
      await pending.waitFor();
      expect(await page.getByRole('textbox', { name: 'Quote description' }).count()).toBe(0);
      await pending.click();
      release();
      const editor = page.getByRole('textbox', { name: 'Quote description' });
      await editor.waitFor();
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
      await expect.poll(() => pending.count()).toBe(0);
    } finally {
      release();
      await page.unroute(EDITOR_CODE);
    }
  });
});
