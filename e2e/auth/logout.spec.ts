import { DEMO_USERS, describe, expect, goto, loginAs, test, waitForPath } from '../fixtures';

describe('logout', () => {
  test('logout returns to login, and the dashboard then asks to sign in again', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('jobflow.token'))).toBeNull();

    await goto(page, '/');
    await waitForPath(page, '/login');
    await page.getByLabel('Email address').waitFor();
  });

  test('a visitor without a session is sent to login', async ({ page }) => {
    await goto(page, '/jobs');
    await waitForPath(page, '/login');
  });

  test('a revoked token sends the user to login', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await page.evaluate(() => window.localStorage.setItem('jobflow.token', 'revoked-token'));
    await goto(page, '/jobs');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('jobflow.token'))).toBeNull();
  });
});
