import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, navLinkLabels, test, visibleText, waitForPath } from '../fixtures';

async function tabLabels(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('tablist', { name });
  await list.waitFor();
  return (await list.getByRole('tab').allTextContents()).map((t) => t.trim());
}

async function expectNotFound(page: Page, pathname: string): Promise<void> {
  await goto(page, pathname);
  await waitForPath(page, '/not-found');
  expect(await visibleText(page.getByRole('heading', { name: 'Page not found' }))).toBe('Page not found');
}

describe('navigation per role', () => {
  test('a super admin sees every area and every settings tab', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const greeting = page.getByRole('heading', { level: 1, name: new RegExp(DEMO_USERS.superAdmin.firstName) });
    expect(await visibleText(greeting)).toContain(DEMO_USERS.superAdmin.firstName);
    expect(await navLinkLabels(page)).toEqual([
      'Dashboard',
      'Jobs',
      'Notes',
      'Clients',
      'Orders',
      'Quotes',
      'Invoices',
      'Time',
      'Settings',
    ]);

    for (const [link, title] of [
      ['Notes', 'NOTES'],
      ['Clients', 'CLIENTS'],
      ['Orders', 'ORDERS'],
      ['Quotes', 'QUOTES'],
      ['Invoices', 'INVOICES'],
      ['Time', 'TIME'],
      ['Jobs', 'JOBS'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
      expect(await visibleText(page.getByRole('heading', { level: 1, name: title, exact: true }))).toBe(title);
    }

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/settings');
    expect(await tabLabels(page, 'Settings')).toEqual([
      'COMPANY',
      'TEAM',
      'USER TYPES',
      'COST CATEGORIES',
      'COST MATRIX',
      'CLIENT USERS',
      'XERO',
      'EMAIL TEMPLATES',
    ]);
    await page.getByRole('tab', { name: 'COST MATRIX' }).click();
    await waitForPath(page, '/settings/cost-matrix');

    await goto(page, '/account/job-requests');
    await waitForPath(page, '/account/job-requests');
    const accountTabs = await tabLabels(page, 'Account');
    expect(accountTabs.map((t) => t.replace(/\d+$/, ''))).toEqual(['PROFILE', 'NOTIFICATIONS', 'JOB REQUESTS']);
  });

  test('staff see Dashboard, Jobs and Time, and the admin areas are not found', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    expect(await navLinkLabels(page)).toEqual(['Dashboard', 'Jobs', 'Time']);
    // an admin list is not even asked for (it would only be refused: a 403 in the console)
    const adminLists: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(quotes|orders|invoices)(\?|$)/.test(r.url())) adminLists.push(r.url());
    });
    await expectNotFound(page, '/quotes');
    await expectNotFound(page, '/invoices');
    expect(adminLists, adminLists.join(" ")).toEqual([]);
    await expectNotFound(page, '/settings');
    await expectNotFound(page, '/account/job-requests');
    await goto(page, '/time');
    expect(await visibleText(page.getByRole('heading', { level: 1, name: 'TIME' }))).toBe('TIME');
  });

  test('a client manager sees Settings with company and client users, and no Time', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientManager.email);
    expect(await navLinkLabels(page)).toEqual(['Dashboard', 'Jobs', 'Settings']);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/settings');
    expect(await tabLabels(page, 'Settings')).toEqual(['COMPANY', 'CLIENT USERS']);
    await page.getByRole('tab', { name: 'CLIENT USERS' }).click();
    await waitForPath(page, '/settings/client-users');
    await expectNotFound(page, '/settings/team');
    await expectNotFound(page, '/time');
    await expectNotFound(page, '/invoices');
  });

  test('a client user sees Dashboard and Jobs only; settings is not found', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    expect(await navLinkLabels(page)).toEqual(['Dashboard', 'Jobs']);
    await expectNotFound(page, '/settings');
    await expectNotFound(page, '/time');
    await goto(page, '/account/notifications');
    expect(await tabLabels(page, 'Account')).toEqual(['PROFILE', 'NOTIFICATIONS']);
    // the staff address of the same screen leads to the client's, whose tab is the one selected
    await goto(page, '/account/account-notifications');
    await waitForPath(page, '/account/notifications');
    await page.getByRole('tab', { name: 'NOTIFICATIONS', selected: true }).waitFor();
  });

  test('unknown paths redirect to not-found, which links back to the dashboard', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await expectNotFound(page, '/no/such/page');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await waitForPath(page, '/');
  });
});
