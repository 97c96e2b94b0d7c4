import type { Page } from 'playwright-core';
import {
  DEMO_USERS,
  apiResult,
  apiSend,
  describe,
  expect,
  goto,
  loginAs,
  loginWithPassword,
  logout,
  screenshot,
  seedTeamMember,
  test,
  toast,
  waitForPath,
} from '../fixtures';

async function tabLabels(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Account' });
  await tabs.waitFor();
  return (await tabs.getByRole('tab').allTextContents()).map((t) => t.trim());
}

async function badgeCount(page: Page): Promise<string | null> {
  return page.getByTestId('notification-count').getAttribute('data-count');
}

describe('account', () => {
  test('a team member changes the to-do period and the password, and opens a notification', async ({ page }) => {
    // A fresh member, mentioned in a comment on a job by the super admin.
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const member = await seedTeamMember(page, { first_name: 'Mentioned' });
    const jobs = await apiResult<{ data: { id: number; name: string; job_no: string }[] }>(page, '/api/jobs?ipp=1&page=1');
    const job = jobs.data[0];
    await apiSend(page, 'POST', `/api/jobs/${job.id}/comments`, {
      board: 'team',
      comment: `<p>Could <span data-type="mention" data-id="${member.id}">@${member.name}</span> check the proofs?</p>`,
    });
    await logout(page);

    await loginWithPassword(page, member.email, member.password);
    await page.waitForFunction(() => document.querySelector('[data-testid="notification-count"]')?.getAttribute('data-count') === '1');
    await page.getByRole('link', { name: 'Account' }).click();
    await waitForPath(page, '/account');
    // The heading is the user's full name.
    await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
    expect(await tabLabels(page)).toEqual(['PROFILE', 'NOTIFICATIONS1']);

    // PROFILE: required fields, then the to-do period.
    const profile = page.getByRole('region', { name: 'PROFILE' });
    const firstName = profile.getByRole('textbox', { name: 'First name' });
    await firstName.waitFor();
    expect(await profile.getByRole('combobox', { name: 'Hide ticked to-do items after' }).inputValue()).toBe('1 week');
    await firstName.fill('');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await profile.getByText('This field is required').waitFor();
    await firstName.fill('Mentioned');
    await profile.getByRole('combobox', { name: 'Hide ticked to-do items after' }).click();
    await page.getByRole('option', { name: '1 day' }).click();
    await screenshot(page, 'account-profile');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();
    // The session user (used by the dashboard's to-do list) has the new period.
    expect((await apiResult<{ period_for_ticked_todo_items: string }>(page, '/api/options/auth-user')).period_for_ticked_todo_items).toBe('-1 day');

    // CHANGE PASSWORD.
    const password = page.getByRole('region', { name: 'CHANGE PASSWORD' });
    await password.getByRole('button', { name: 'Update Password' }).click();
    await password.getByText('Please enter the password').waitFor();
    await password.getByLabel(/^New password/).fill('a-new-password-1');
    await password.getByLabel(/^Retype password/).fill('a-new-password-2');
    await password.getByRole('button', { name: 'Update Password' }).click();
    await password.getByText('Your password and retype password do not match').waitFor();
    await screenshot(page, 'account-password-errors');
    await password.getByLabel(/^Retype password/).fill('a-new-password-1');
    await password.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password updated successfully').waitFor();

    // NOTIFICATIONS: the unread mention is highlighted; opening it marks it read and opens the job.
    await page.getByRole('tab', { name: /NOTIFICATIONS/ }).click();
    await waitForPath(page, '/account/account-notifications');
    const table = page.getByRole('table', { name: 'Notifications' });
    const row = table.locator('tbody tr').filter({ hasText: `#${job.job_no} - ${job.name}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('mentioned you');
    expect(await row.getByText('Unread').count()).toBe(1);
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await screenshot(page, 'account-notifications');
    await row.click();
    await waitForPath(page, `/job/${job.id}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="notification-count"]')?.getAttribute('data-count') === '0');
    expect(await badgeCount(page)).toBe('0');
    await page.goBack();
    await waitForPath(page, '/account/account-notifications');
    await row.waitFor();
    expect(await row.getByText('Unread').count()).toBe(0);

    // The new password signs in.
    await logout(page);
    await loginWithPassword(page, member.email, 'a-new-password-1');
  });

  test('a client user without notifications sees so, and has no to-do setting', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const clients = await apiResult<{ data: { id: number; name: string }[] }>(page, '/api/clients?is_supplier=0&kw=Citrus');
    const citrus = clients.data[0];
    const stamp = Date.now();
    const email = `quiet.${stamp}@citrus.example`;
    await apiSend(page, 'POST', `/api/clients/${citrus.id}/members`, {
      first_name: 'Quiet',
      last_name: `Client${stamp % 10_000}`,
      email,
      is_manager: 0,
      enabled: 1,
      password: 'quiet-password-1',
      password_confirmation: 'quiet-password-1',
      send_welcome: false,
    });
    await logout(page);

    await loginWithPassword(page, email, 'quiet-password-1');
    await goto(page, '/account');
    await page.getByRole('region', { name: 'PROFILE' }).getByRole('textbox', { name: 'First name' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Hide ticked to-do items after' }).count()).toBe(0);
    await screenshot(page, 'account-profile-client');
    await page.getByRole('tab', { name: 'NOTIFICATIONS' }).click();
    await waitForPath(page, '/account/notifications');
    await page.getByText('No notifications.').waitFor();
    await screenshot(page, 'account-notifications-empty');
  });
});
