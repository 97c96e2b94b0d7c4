import { MESSAGES } from '@jobflow/contract';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  describe,
  expect,
  goto,
  loginAs,
  submitEmail,
  test,
  visibleText,
  waitForPath,
} from '../fixtures';

describe('login', () => {
  test('the email step has focus and validates the address', async ({ page }) => {
    await goto(page, '/login');
    const email = page.getByLabel('Email address');
    await email.waitFor();
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await visibleText(page.getByText(MESSAGES.required))).toBe(MESSAGES.required);

    await submitEmail(page, 'not-an-email');
    expect(await visibleText(page.getByText(MESSAGES.invalidEmail))).toBe(MESSAGES.invalidEmail);
  });

  test('an unknown email shows the no-account alert', async ({ page }) => {
    await goto(page, '/login');
    await submitEmail(page, 'nobody@nowhere.jobflow.test');
    expect(await visibleText(page.getByRole('alert'))).toContain(MESSAGES.noAccount);
  });

  test('one matching company skips the choice; back returns to the email step', async ({ page }) => {
    await goto(page, '/login');
    await submitEmail(page, DEMO_USERS.superAdmin.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor();
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText(/companies associated with your email/).count()).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Email address').waitFor();
  });

  test('a wrong password shows the alert above the form', async ({ page }) => {
    await goto(page, '/login');
    await submitEmail(page, DEMO_USERS.superAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = await visibleText(page.getByRole('alert'));
    expect(alert).toContain(MESSAGES.wrongPassword);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('an empty password is required', async ({ page }) => {
    await goto(page, '/login');
    await submitEmail(page, DEMO_USERS.superAdmin.email);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await visibleText(page.getByText(MESSAGES.required))).toBe(MESSAGES.required);
  });

  test('an email known to two companies asks which one, and signs in to the chosen agency', async ({ page }) => {
    await goto(page, '/login');
    await submitEmail(page, DEMO_USERS.shared.email);
    const prompt =
      "We've found 2 companies associated with your email, please select one you would like to work on";
    expect(await visibleText(page.getByText(prompt, { exact: true }))).toBe(prompt);
    await page.getByRole('button', { name: 'Northwind Creative', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Harbour Bakery (via Southbank Studio)', exact: true }).waitFor();

    // Back from the password step returns to the choice when several companies matched.
    await page.getByRole('button', { name: 'Harbour Bakery (via Southbank Studio)', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText(prompt, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Northwind Creative', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/');
    const greeting = page.getByRole('heading', { level: 1, name: new RegExp(DEMO_USERS.shared.firstName) });
    expect(await visibleText(greeting)).toContain(DEMO_USERS.shared.firstName);
    // Staff at Northwind: Time but not the super admin areas.
    await page.getByRole('link', { name: 'Time', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Quotes', exact: true }).count()).toBe(0);
  });

  test('the shared email can sign in to the client company of the other agency', async ({ page }) => {
    await loginAs(page, DEMO_USERS.shared.email, 'Harbour Bakery (via Southbank Studio)');
    const greeting = page.getByRole('heading', { level: 1, name: new RegExp(DEMO_USERS.shared.firstName) });
    expect(await visibleText(greeting)).toContain(DEMO_USERS.shared.firstName);
    // A client manager of Harbour Bakery: Settings, no Time.
    await page.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Time', exact: true }).count()).toBe(0);
  });

  test('the forgot page validates, then confirms the request', async ({ page }) => {
    await goto(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/forgot');
    await page.getByRole('button', { name: 'Send Reset Password Link' }).click();
    expect(await visibleText(page.getByText(MESSAGES.required))).toBe(MESSAGES.required);
    await page.getByLabel('Email address').fill(DEMO_USERS.staff.email);
    await page.getByRole('button', { name: 'Send Reset Password Link' }).click();
    await page.getByText('If an account exists for that email, a reset link is on its way.').waitFor();
    await page.getByRole('link', { name: 'Login instead' }).click();
    await waitForPath(page, '/login');
  });
});
