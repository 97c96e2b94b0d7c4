import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, mainNav, test, waitForPath } from '../fixtures';

/** Marks the page's document: a page loaded again would not have the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/**
 * The app's links (apps/web/src/ui/link.tsx, in place of react-router's Link): a plain click
 * opens the page in the app, without loading the document again; a click with Ctrl is the
 * browser's (a new tab) and the page stays where it was.
 */
describe('links', () => {
  test('a plain click opens the page in the app; a Ctrl click opens it in a new tab and the page stays', async ({ context, page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const nav = mainNav(page);
    const jobs = nav.getByRole('link', { name: 'Jobs', exact: true });
    expect(await jobs.getAttribute('href')).toBe('/jobs');
    await markDocument(page);
    await jobs.click();
    await waitForPath(page, '/jobs');
    await page.getByRole('heading', { level: 1, name: 'JOBS' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);

    const quotes = nav.getByRole('link', { name: 'Quotes', exact: true });
    const opened = context.waitForEvent('page');
    await quotes.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === '/quotes');
    expect(new URL(page.url()).pathname).toBe('/jobs');
    expect(await isSameDocument(page)).toBe(true);
    await tab.close();
  });

  test('the sign-in screen links to the password reset, and back', async ({ page }) => {
    await goto(page, '/login');
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    expect(await forgot.getAttribute('href')).toBe('/forgot');
    await markDocument(page);
    await forgot.click();
    await waitForPath(page, '/forgot');
    await page.goBack();
    await waitForPath(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
  });
});
