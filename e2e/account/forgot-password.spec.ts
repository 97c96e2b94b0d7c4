import {
  DEMO_USERS,
  describe,
  expect,
  goto,
  loginAs,
  loginWithPassword,
  logout,
  mailbox,
  seedTeamMember,
  submitEmail,
  test,
  waitForPath,
} from '../fixtures';

describe('forgot password', () => {
  test('a team member asks for a reset link, sets a new password from the mail and signs in with it', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const member = await seedTeamMember(page, { first_name: 'Forgetful' });
    await logout(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/forgot');
    await page.getByLabel('Email address').fill(member.email);
    const since = await mailbox.mark();
    await page.getByRole('button', { name: 'Send Reset Password Link' }).click();
    await page.getByText('If an account exists for that email, a reset link is on its way.').waitFor();

    const mail = await mailbox.waitFor(member.email, { since });
    expect(mail.subject).toContain('Reset your Jobflow password');
    const link = mailbox.link(mail, '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Retype password', { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await waitForPath(page, '/login');

    // The old password no longer works; the new one does.
    await submitEmail(page, member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('These credentials do not match our records.').waitFor();
    await loginWithPassword(page, member.email, 'a-brand-new-password');

    // The link works once.
    await logout(page);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password-1');
    await page.getByLabel('Retype password', { exact: true }).fill('another-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/This reset link is invalid or has expired/).first().waitFor();
    await goto(page, '/login');
  });
});
