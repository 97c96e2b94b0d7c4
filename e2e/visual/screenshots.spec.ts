import { DEMO_USERS, describe, goto, loginAs, screenshot, submitEmail, test, waitForPath } from '../fixtures';

/** Screens captured for review under test-results/screenshots (not compared, only looked at). */
describe('screenshots', () => {
  test('login steps', async ({ page }) => {
    await goto(page, '/login');
    await page.getByLabel('Email address').waitFor();
    await screenshot(page, 'login-1-email');

    await submitEmail(page, DEMO_USERS.shared.email);
    await page.getByRole('button', { name: 'Northwind Creative', exact: true }).waitFor();
    await screenshot(page, 'login-2-company');

    await page.getByRole('button', { name: 'Northwind Creative', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await screenshot(page, 'login-3-password-error');

    await page.setViewportSize({ width: 768, height: 900 });
    await screenshot(page, 'login-3-password-error-768');
  });

  test('shell', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await screenshot(page, 'shell-super-admin-1280');

    await goto(page, '/settings/team');
    await page.getByRole('tablist', { name: 'Settings' }).waitFor();
    await screenshot(page, 'settings-team-1280');

    await page.setViewportSize({ width: 768, height: 900 });
    await goto(page, '/jobs');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'drawer-768');

    await page.setViewportSize({ width: 1280, height: 800 });
    await goto(page, '/no/such/page');
    await waitForPath(page, '/not-found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found');
  });

  test('client user shell', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    await screenshot(page, 'shell-client-user-1280');
  });
});
