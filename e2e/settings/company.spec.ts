import { DEMO_USERS, describe, expect, goto, loginAs, screenshot, test, toast } from '../fixtures';

describe('settings: company', () => {
  test('a super admin edits the agency details', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings');
    const form = page.getByRole('form', { name: 'Company details' });
    const name = form.getByRole('textbox', { name: 'COMPANY NAME' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Northwind Creative');
    expect(await form.getByRole('textbox', { name: 'WEBSITE' }).inputValue()).toBe('https://northwind.example');
    // The agency has no portal URL or codename.
    expect(await form.getByRole('textbox', { name: 'CLIENT PORTAL URL' }).count()).toBe(0);
    expect(await form.getByRole('combobox', { name: 'STATE' }).inputValue()).toBe('NSW');
    await screenshot(page, 'settings-company');

    await name.fill('');
    await form.getByRole('textbox', { name: 'CONTACT EMAIL' }).fill('not an email');
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await form.getByText('This field is required').waitFor();
    await form.getByText('Invalid email address').waitFor();
    await screenshot(page, 'settings-company-errors');

    await name.fill('Northwind Creative');
    await form.getByRole('textbox', { name: 'CONTACT EMAIL' }).fill('studio@northwind.example');
    const originalAddress2 = await form.getByRole('textbox', { name: 'ADDRESS 2' }).inputValue();
    const address2 = `Suite ${Date.now() % 1000}`;
    await form.getByRole('textbox', { name: 'ADDRESS 2' }).fill(address2);
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(page, 'Company details saved successfully').waitFor();

    await page.reload();
    await form.getByRole('textbox', { name: 'ADDRESS 2' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'ADDRESS 2' }).inputValue()).toBe(address2);
    // Leave the demo data as it was.
    await form.getByRole('textbox', { name: 'ADDRESS 2' }).fill(originalAddress2);
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await toast(page, 'Company details saved successfully').waitFor();
  });
});
