import { apiResult, DEMO_USERS, describe, expect, goto, loginAs, screenshot, test } from '../fixtures';
import { connectXero, disconnectXero } from '../xero';

type XeroInfo = { state: string; connected: boolean; link: string | null; missing: string[]; redirectUri: string };

/**
 * The journey server talks to a local fake Xero built from the published contract
 * (global-setup): Connect goes through its consent screen and back, for real.
 */
describe('settings: xero', () => {
  test('a super admin connects the agency to Xero and sees the organisation, then disconnects', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await disconnectXero(page);
    await goto(page, '/settings/xero');
    await page.getByRole('heading', { name: 'Not connected to Xero', exact: true }).waitFor();
    const before = await apiResult<XeroInfo>(page, '/api/xero/info');
    expect(before).toMatchObject({ state: 'not_connected', connected: false, missing: [] });
    await screenshot(page, 'settings-xero-not-connected');

    await connectXero(page);
    await page.getByText('Demo Company (AU)').waitFor();
    await screenshot(page, 'settings-xero-connected');
    const after = await apiResult<XeroInfo & { organisationName: string }>(page, '/api/xero/info');
    expect(after).toMatchObject({ state: 'connected', connected: true, organisationName: 'Demo Company (AU)' });

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Xero' }).getByRole('button', { name: "Yes, I'm sure" }).click();
    await page.getByRole('heading', { name: 'Not connected to Xero', exact: true }).waitFor();
  });

  test('a failed attempt coming back from Xero is shown on the tab', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, `/settings/xero?xero_error=${encodeURIComponent('Access to Xero was not granted.')}`);
    await page.getByText('Xero did not connect').waitFor();
    await page.getByText('Access to Xero was not granted.').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL((url) => !url.searchParams.has('xero_error'));
    // the alert goes once the tab re-renders without the parameter (the address changes first)
    await page.getByText('Xero did not connect').waitFor({ state: 'detached' });
    expect(await page.getByText('Xero did not connect').count()).toBe(0);
  });
});
