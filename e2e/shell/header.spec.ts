import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, mainNav, screenshot, test, urlOf, visibleText, waitForPath } from '../fixtures';

type TCounts = { numberOfUnreadComments: number; numberOfPendingRequests: number };

async function countsFor(page: Page): Promise<TCounts> {
  return page.evaluate(async (url) => {
    const token = window.localStorage.getItem('jobflow.token');
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { result: TCounts };
    return body.result;
  }, urlOf('/api/user/notifications'));
}

/** The counts once the bell shows them, and what it totals. */
async function shownCounts(page: Page): Promise<TCounts & { total: number }> {
  const counts = await countsFor(page);
  const total = counts.numberOfUnreadComments + counts.numberOfPendingRequests;
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="notification-count"]')?.getAttribute('data-count') === String(n),
    total,
  );
  return { ...counts, total };
}

/** Where a super admin's bell leads: unread comments first, then pending requests, else the account. */
const superAdminBellPath = (c: TCounts) =>
  c.numberOfUnreadComments + c.numberOfPendingRequests === 0 ? '/account' : c.numberOfUnreadComments > 0 ? '/account/account-notifications' : '/account/job-requests';

describe('header', () => {
  test('the avatar shows the initials and opens the account page', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const avatar = page.getByRole('link', { name: 'Account' });
    expect((await avatar.textContent())?.trim()).toBe('AM');
    await avatar.click();
    await waitForPath(page, '/account');
    expect(await visibleText(page.getByRole('heading', { level: 1, name: 'Alex Morgan' }))).toBe('Alex Morgan');
    await page.getByRole('tab', { name: 'PROFILE' }).waitFor();
  });

  test('the super admin badge counts unread comments and pending requests and opens the right page', async ({
    page,
  }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const counts = await shownCounts(page);
    expect(await page.getByTestId('notification-count').getAttribute('data-count')).toBe(String(counts.total));
    await page.getByRole('button', { name: 'Notifications' }).click();
    await waitForPath(page, superAdminBellPath(counts));
  });

  test("the bell's tooltip shows the count while the mouse rests on it, and goes when it leaves", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const counts = await shownCounts(page);
    const label = counts.total === 1 ? '1 notification' : `${counts.total} notifications`;
    // Made when the mouse first comes (ui/mouse-tooltip.tsx), not with the header.
    expect(await page.getByRole('tooltip').count()).toBe(0);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.hover();
    const tip = page.getByRole('tooltip', { name: label, exact: true });
    await tip.waitFor();
    const [tipBox, bellBox] = [await tip.boundingBox(), await bell.boundingBox()];
    // centred on the bell, above or below it, not over it
    expect(tipBox && bellBox && Math.abs(tipBox.x + tipBox.width / 2 - (bellBox.x + bellBox.width / 2)) < 2).toBe(true);
    expect(tipBox && bellBox && (tipBox.y + tipBox.height <= bellBox.y || tipBox.y >= bellBox.y + bellBox.height)).toBe(true);
    await screenshot(page, 'header-bell-tooltip');
    await page.mouse.move(400, 500);
    await tip.waitFor({ state: 'detached' });
    // the bell still opens where the notifications wait
    await bell.click();
    await waitForPath(page, superAdminBellPath(counts));
  });

  test("when the tooltip's code cannot be loaded the bell works without it, and the next pointing loads it", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.waitFor();
    // The tooltip's chunk is asked for at the first pointing (ui/mouse-tooltip.tsx), not before.
    const CHUNK = /\/assets\/tooltip-view-[\w-]+\.js$/;
    expect(await page.evaluate((source) => performance.getEntriesByType('resource').some((e) => new RegExp(source).test(e.name)), CHUNK.source)).toBe(false);
    await page.route(CHUNK, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (r) => CHUNK.test(r.url()));
    await bell.hover();
    await failed;
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.unroute(CHUNK);
    await page.mouse.move(400, 500);
    await bell.hover();
    await page.getByRole('tooltip', { name: /notifications?$/ }).waitFor();
    await bell.click();
    await page.waitForURL((url) => url.pathname.startsWith('/account'));
  });

  test('a client user badge goes to their notifications or the account page', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const counts = await countsFor(page);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await waitForPath(page, counts.numberOfUnreadComments > 0 ? '/account/notifications' : '/account');
  });

  test('below 1024 px the navigation moves into the Menu drawer', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await loginAs(page, DEMO_USERS.superAdmin.email);
    expect(await mainNav(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Invoices', exact: true }).click();
    await waitForPath(page, '/invoices');
    await drawer.waitFor({ state: 'hidden' });
  });

  test('the progress bar finishes once the page has loaded', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await goto(page, '/time');
    await page.getByRole('heading', { level: 1, name: 'TIME' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-mounted]') === null, undefined, { timeout: 5_000 });
  });
});
