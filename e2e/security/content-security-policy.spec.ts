import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, loginAs, newestId, test, urlOf } from '../fixtures';

/**
 * The server sends a strict Content-Security-Policy (no 'unsafe-eval', inline scripts only by
 * their hashes: apps/server/src/plugins/app/security-headers.ts). No page of the app may break
 * it, even in a way its own code catches: each violation is an event (and a report, where a
 * report address is set) and makes the browser record where it came from, on the main thread
 * while the page loads. zod's probe for `new Function` (its compiled parsers) was one on every
 * page until the app switched them off (apps/web/src/lib/zod-config.ts).
 */

type TViolation = { directive: string; source: string; blocked: string };

/** Records every securitypolicyviolation of the documents `page` opens from now on. */
async function recordViolations(page: Page): Promise<() => Promise<TViolation[]>> {
  await page.addInitScript(() => {
    const seen: TViolation[] = [];
    (window as unknown as { __violations: TViolation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, source: `${event.sourceFile}:${event.lineNumber}`, blocked: event.blockedURI });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: TViolation[] }).__violations);
}

/**
 * Opens each of `pathnames` in turn, each until its code and data have come (no request for half
 * a second), and gives those whose document raised a violation, with what it raised.
 */
async function violationsOn(page: Page, violations: () => Promise<TViolation[]>, pathnames: string[]): Promise<Array<[string, TViolation[]]>> {
  const broken: Array<[string, TViolation[]]> = [];
  for (const pathname of pathnames) {
    await page.goto(urlOf(pathname), { waitUntil: 'networkidle' });
    const seen = await violations();
    if (seen.length) broken.push([pathname, seen]);
  }
  return broken;
}

describe('the Content-Security-Policy', () => {
  test('is not broken by the login screen or any page a super admin opens', async ({ page }) => {
    const violations = await recordViolations(page);
    expect(await violationsOn(page, violations, ['/login'])).toEqual([]);
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const quote = await newestId(page, 'quotes');
    const invoice = await newestId(page, 'invoices');
    const job = await newestId(page, 'jobs');
    const pages = ['/', '/jobs', `/job/${job}`, '/quotes', `/quotes/${quote}`, '/invoices', `/invoices/${invoice}`, '/time', '/clients'];
    expect(await violationsOn(page, violations, pages)).toEqual([]);
  });

  test('is not broken by the pages a client user opens', async ({ page }) => {
    const violations = await recordViolations(page);
    await loginAs(page, DEMO_USERS.clientUser.email);
    expect(await violationsOn(page, violations, ['/', '/jobs'])).toEqual([]);
  });
});
