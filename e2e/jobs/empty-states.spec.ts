import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, emptyText, expect, goto, loginAs, screenshot, test } from '../fixtures';

/** Answers every list call on `pathname` with an empty page, to see the empty states. */
async function emptyList(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'SUCCESS',
          result: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 20, total_quote_value: '0.00' },
        }),
      }),
  );
}

describe('empty states', () => {
  test('dashboard and jobs list with nothing to show', async ({ page }) => {
    await emptyList(page, '/api/jobs');
    await emptyList(page, '/api/job-requests');
    await loginAs(page, DEMO_USERS.clientUser.email);
    await emptyText(page, 'No active jobs').waitFor();
    await emptyText(page, 'No requests found').waitFor();
    await screenshot(page, 'dashboard-client-user-empty');

    await goto(page, '/jobs');
    await page.getByRole('heading', { name: 'No open jobs' }).waitFor();
    await screenshot(page, 'jobs-list-empty-client-user');
  });

  test('staff with no active jobs and no to-do items', async ({ page }) => {
    await emptyList(page, '/api/jobs');
    await loginAs(page, DEMO_USERS.shared.email, 'Northwind Creative');
    await emptyText(page, 'No active jobs').waitFor();
    await page.getByText('No items.').waitFor();
    await screenshot(page, 'dashboard-staff-empty');

    await goto(page, '/jobs');
    await page.getByRole('heading', { name: 'No open jobs' }).waitFor();
    await page.getByRole('button', { name: 'New Job' }).first().waitFor();
    await screenshot(page, 'jobs-list-empty-staff');
  });

  test('a list whose request fails says so and offers to try again, instead of loading forever', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/jobs',
      (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'FAILED', error: 'Internal server error' }) }) : route.fallback()),
    );
    await goto(page, '/jobs');
    await page.getByText('This list could not be loaded.').waitFor();
    const table = page.locator('.mantine-datatable').first();
    expect(await table.getAttribute('aria-busy')).toBeNull();
    await screenshot(page, 'jobs-list-failed');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await table.getByRole('cell', { name: 'ACME1', exact: true }).waitFor();
    expect(await page.getByText('This list could not be loaded.').count()).toBe(0);
  });
});
