import { apiResult, DEMO_USERS, describe, expect, goto, loginAs, screenshot, test } from '../fixtures';

type XeroInfo = { state: string; connected: boolean; link: string | null; missing: string[]; redirectUri: string };

/**
 * The journey server runs without Xero credentials: the tab explains how to connect, and
 * nothing breaks. (The connect flow itself runs against a local fake Xero in
 * apps/server/test/xero.test.ts.)
 */
describe('settings: xero', () => {
  test('without credentials, a super admin is told which variables to set', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings/xero');
    await page.getByRole('heading', { name: 'Xero is not set up on this server' }).waitFor();
    await page.getByText('XERO_CLIENT_ID', { exact: true }).waitFor();
    await page.getByText('XERO_CLIENT_SECRET', { exact: true }).waitFor();
    await page.getByText(/\/api\/xero\/callback$/).waitFor();
    expect(await page.getByRole('link', { name: 'Connect' }).count()).toBe(0);
    await screenshot(page, 'settings-xero-not-configured');

    const info = await apiResult<XeroInfo>(page, '/api/xero/info');
    expect(info).toMatchObject({ state: 'not_configured', connected: false, link: null, missing: ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET'] });
  });

  test('a failed attempt coming back from Xero is shown on the tab', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, `/settings/xero?xero_error=${encodeURIComponent('Access to Xero was not granted.')}`);
    await page.getByText('Xero did not connect').waitFor();
    await page.getByText('Access to Xero was not granted.').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL((url) => !url.searchParams.has('xero_error'));
    expect(await page.getByText('Xero did not connect').count()).toBe(0);
  });
});
