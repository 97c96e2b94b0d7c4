import type { Page } from 'playwright-core';
import {
  DEMO_USERS,
  columnTexts,
  describe,
  expect,
  goto,
  headerTexts,
  loginAs,
  mailbox,
  screenshot,
  test,
  toast,
  waitForPath,
} from '../fixtures';

async function tabLabels(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Settings' });
  await tabs.waitFor();
  return (await tabs.getByRole('tab').allTextContents()).map((t) => t.trim());
}

describe('settings: client manager', () => {
  test('a client manager edits the company and adds a client user, and cannot see TEAM', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientManager.email);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/settings');
    expect(await tabLabels(page)).toEqual(['COMPANY', 'CLIENT USERS']);

    const form = page.getByRole('form', { name: 'Company details' });
    const name = form.getByRole('textbox', { name: 'COMPANY NAME' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Acme Pty Ltd');
    const portal = form.getByRole('textbox', { name: 'CLIENT PORTAL URL' });
    expect(await portal.inputValue()).toMatch(/\/\d+\/acme$/);
    expect(await portal.getAttribute('readonly')).not.toBeNull();
    expect(await form.getByRole('textbox', { name: 'WEBSITE' }).count()).toBe(0);
    await screenshot(page, 'settings-company-client-manager');

    // The codename rule.
    const codename = form.getByRole('textbox', { name: 'CODENAME' });
    expect(await codename.inputValue()).toBe('ACME');
    await codename.fill('AC!');
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await form.getByText('Allow alphabetic characters, numbers, dashes or underscores only').waitFor();
    await codename.fill('ACME');

    const originalPhone = await form.getByRole('textbox', { name: 'CONTACT PHONE' }).inputValue();
    const phone = `02 9${Date.now() % 10_000_000}`;
    await form.getByRole('textbox', { name: 'CONTACT PHONE' }).fill(phone);
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(page, 'Company details saved successfully').waitFor();
    await page.reload();
    await form.getByRole('textbox', { name: 'CONTACT PHONE' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'CONTACT PHONE' }).inputValue()).toBe(phone);

    // CLIENT USERS: the own company's users only.
    await page.getByRole('tab', { name: 'CLIENT USERS' }).click();
    await waitForPath(page, '/settings/client-users');
    const table = page.getByRole('table', { name: 'Client users' });
    await table.locator('tbody tr').filter({ hasText: 'Riley' }).waitFor();
    expect(await headerTexts(table)).toEqual(['Avatar', 'FIRST NAME', 'LAST NAME', 'COMPANY', 'EMAIL', 'ACCESS LEVEL', 'STATUS']);
    expect(new Set(await columnTexts(table, 'COMPANY'))).toEqual(new Set(['Acme Pty Ltd']));
    await screenshot(page, 'settings-client-users-client-manager');

    await page.getByRole('button', { name: 'New Client User' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW CLIENT USER' });
    const company = dialog.getByRole('textbox', { name: 'Company' });
    expect(await company.inputValue()).toBe('Acme Pty Ltd');
    expect(await company.getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Please enter first name', 'Please enter last name', 'Please enter the email', 'Please select the access level']) {
      await dialog.getByText(message).waitFor();
    }
    await screenshot(page, 'settings-client-users-new-errors');

    const email = `new.client.${Date.now()}@acme.example`;
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Sky');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Walker');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Access level' }).click();
    await page.getByRole('option', { name: 'Client', exact: true }).click();
    await dialog.getByLabel(/^Password$/).fill('client-password-1');
    await dialog.getByLabel(/^Password confirmation/).fill('client-password-2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password and password confirmation does not match!').waitFor();
    await dialog.getByLabel(/^Password confirmation/).fill('client-password-1');
    const since = await mailbox.mark();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Client user created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.locator('tbody tr').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    // 'Send welcome email' was left ticked.
    const mail = await mailbox.waitFor(email, { since });
    expect(mailbox.link(mail, '/reset-password')).toContain('token=');

    // Blocked, then removed (no history yet).
    await row.click();
    const edit = page.getByRole('dialog', { name: 'EDIT CLIENT USER' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Blocked' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Client user updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await row.filter({ hasText: 'Blocked' }).waitFor();
    await row.click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'Sky Walker has been deleted').waitFor();
    await row.waitFor({ state: 'detached' });

    // TEAM is for super admins only.
    await goto(page, '/settings/team');
    await waitForPath(page, '/not-found');

    // Leave the demo company as it was.
    await goto(page, '/settings');
    await form.getByRole('textbox', { name: 'CONTACT PHONE' }).fill(originalPhone);
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(page, 'Company details saved successfully').waitFor();
  });
});

describe('settings: client users (super admin)', () => {
  test('a super admin sees every company, picks the company of a new user, and filters to nothing', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings/client-users');
    const table = page.getByRole('table', { name: 'Client users' });
    await table.locator('tbody tr').filter({ hasText: 'Jamie' }).waitFor();
    const companies = new Set(await columnTexts(table, 'COMPANY'));
    expect(companies.has('Acme Pty Ltd') && companies.has('Blue Harbour Co')).toBe(true);
    await screenshot(page, 'settings-client-users');

    await page.getByRole('textbox', { name: 'Search client users' }).fill('nobody-is-called-this');
    await page.getByText('No users found').waitFor();
    await screenshot(page, 'settings-client-users-empty');

    await page.getByRole('button', { name: 'New Client User' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW CLIENT USER' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please select the company').waitFor();
    await dialog.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Blue Harbour Co' }).waitFor();
    await screenshot(page, 'settings-client-users-new-admin');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
