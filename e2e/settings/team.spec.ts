import {
  DEMO_USERS,
  columnTexts,
  describe,
  expect,
  goto,
  headerTexts,
  launchContext,
  loginAs,
  loginWithPassword,
  mailbox,
  screenshot,
  seedTeamMember,
  test,
  toast,
  visibleText,
  waitForPath,
} from '../fixtures';

describe('settings: team', () => {
  test('a super admin invites a team member, who sets a password from the mail and signs in', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings/team');
    const table = page.getByRole('table', { name: 'Team members' });
    await table.locator('tbody tr').filter({ hasText: 'Sam' }).waitFor();
    expect(await headerTexts(table)).toEqual([
      'Avatar',
      'FIRST NAME',
      'LAST NAME',
      'TEAM',
      'EMAIL',
      'COST RATE',
      'BILLABLE RATE',
      'ACCESS LEVEL',
    ]);
    expect(await columnTexts(table, 'ACCESS LEVEL')).toContain('Super Admin');
    await screenshot(page, 'settings-team');

    // Filtered to nothing.
    await page.getByRole('textbox', { name: 'Search team' }).fill('nobody-is-called-this');
    await page.getByText('No users found').waitFor();
    await screenshot(page, 'settings-team-empty');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await table.locator('tbody tr').filter({ hasText: 'Sam' }).waitFor();

    // The access level filter.
    await page.getByRole('combobox', { name: 'Access level' }).click();
    await page.getByRole('option', { name: 'Account Manager' }).click();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Team members"] tbody tr').length === 1);
    expect(await columnTexts(table, 'FIRST NAME')).toEqual(['Jordan']);
    await page.getByRole('combobox', { name: 'Access level' }).click();
    await page.getByRole('option', { name: 'Account Manager' }).click();

    await page.getByRole('button', { name: 'New Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW TEAM MEMBER' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Access level' }).inputValue()).toBe('Team Member');
    expect(await dialog.getByRole('textbox', { name: 'Cost rate' }).inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'Save + Send Invite' }).click();
    expect(await dialog.getByText('This field is required').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'settings-team-new-errors');

    const stamp = Date.now();
    const email = `invitee.${stamp}@example.test`;
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Indigo');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Invitee${stamp}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: 'Studio' }).click();
    await dialog.getByRole('textbox', { name: 'Billable rate' }).fill('125.50');
    await dialog.getByLabel(/^Password/).fill('first-password-1');
    await dialog.getByLabel(/^Retype password/).fill('first-password-2');
    await dialog.getByRole('button', { name: 'Save + Send Invite' }).click();
    await dialog.getByText('Your password and retype password do not match').waitFor();
    await dialog.getByLabel(/^Retype password/).fill('first-password-1');
    await screenshot(page, 'settings-team-new-filled');

    const since = await mailbox.mark();
    await dialog.getByRole('button', { name: 'Save + Send Invite' }).click();
    await toast(page, 'New user added successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.locator('tbody tr').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('$125.50');

    // The invitation went out through SMTP with a one-time set-password link.
    const mail = await mailbox.waitFor(email, { since });
    expect(mail.subject).toContain('Northwind Creative');
    const link = mailbox.link(mail, '/reset-password');

    const invitee = await launchContext();
    try {
      const other = invitee.context.pages()[0] ?? (await invitee.context.newPage());
      await other.goto(link);
      await other.getByLabel('New password', { exact: true }).fill('my-own-password-1');
      await other.getByLabel('Retype password', { exact: true }).fill('my-own-password-1');
      await other.getByRole('button', { name: 'Reset Password' }).click();
      await waitForPath(other, '/login');
      await loginWithPassword(other, email, 'my-own-password-1');
      expect(await visibleText(other.getByRole('link', { name: 'Account' }))).toBe('II');
      // A team member (access level 3) has no settings.
      expect(await other.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    } finally {
      await invitee.close();
    }
  });

  test('a super admin edits a member, changes their password, and deletes a member without history', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const member = await seedTeamMember(page, { first_name: 'Emery' });
    await goto(page, '/settings/team');
    const table = page.getByRole('table', { name: 'Team members' });
    // A row opens from the keyboard as by a click (UI.md: every action reachable by Tab).
    const memberRow = table.locator('tbody tr').filter({ hasText: member.email });
    await memberRow.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'EDIT TEAM MEMBER' });
    await dialog.getByRole('textbox', { name: 'Role' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Emery');
    await dialog.getByRole('textbox', { name: 'Role' }).fill('Designer');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0400 000 000');
    await dialog.getByRole('textbox', { name: 'Cost rate' }).fill('55');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByLabel('New password', { exact: true }).fill('changed-password-1');
    await dialog.getByLabel(/^Retype password/).fill('changed-password-2');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Your password and retype password do not match').waitFor();
    await screenshot(page, 'settings-team-edit');
    await dialog.getByLabel(/^Retype password/).fill('changed-password-1');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'User updated successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await table.locator('tbody tr').filter({ hasText: member.email }).textContent()).toContain('$55.00');

    // A member with history cannot be deleted: the server's reason shows.
    await table.locator('tbody tr').filter({ hasText: DEMO_USERS.staff.email }).click();
    await dialog.getByRole('textbox', { name: 'Role' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'block them instead').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The new member has none.
    await table.locator('tbody tr').filter({ hasText: member.email }).click();
    await dialog.getByRole('textbox', { name: 'Role' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Role' }).inputValue()).toBe('Designer');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `${member.name} has been deleted`).waitFor();
    await table.locator('tbody tr').filter({ hasText: member.email }).waitFor({ state: 'detached' });
  });
});
