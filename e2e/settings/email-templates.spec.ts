import { DEMO_USERS, apiResult, columnTexts, describe, expect, goto, headerTexts, loginAs, screenshot, test, toast, waitForPath } from '../fixtures';

type TTemplate = { id: number; name: string; email_subject: string; email_body: string };

describe('settings: email templates', () => {
  test('a super admin adds a template, edits it with a live preview, and deletes it', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings/email-templates');
    const table = page.getByRole('table', { name: 'Email templates' });
    await table.locator('tbody tr').filter({ hasText: 'Welcome' }).waitFor();
    expect(await headerTexts(table)).toEqual(['TEMPLATE ID', 'NAME', 'SUBJECT', 'FROM NAME', 'FROM EMAIL', 'Actions']);
    await screenshot(page, 'settings-email-templates');

    await page.getByRole('textbox', { name: 'Search templates' }).fill('nothing-matches-this');
    await page.getByText('No templates found').waitFor();
    await screenshot(page, 'settings-email-templates-empty');
    await page.getByRole('button', { name: 'Clear search' }).click();

    await page.getByRole('button', { name: 'New Email Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW EMAIL TEMPLATE' });
    // The sender is preset to the agency and the product's own address.
    expect(await dialog.getByRole('textbox', { name: 'From name' }).inputValue()).toBe('Northwind Creative');
    expect(await dialog.getByRole('textbox', { name: 'From email' }).inputValue()).toBe('no-reply@jobflow.local');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText('This field is required').count()).toBe(2);
    await screenshot(page, 'settings-email-templates-new');
    const name = `Quote follow-up ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your quote from {company_name}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Template added successfully').waitFor();
    await page.waitForURL((url) => /^\/settings\/email-templates\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // The template page: the settings tabs stay, with a way back to the list.
    await page.getByRole('heading', { name }).waitFor();
    const body = page.getByRole('textbox', { name: 'HTML body' });
    await body.fill('<p>Hello {first_name},</p><p>Here is <strong>your quote</strong>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Insert {login_url}' }).click();
    // The preview follows the body once it rests: placeholders show sample values, the script is gone.
    const preview = page.frameLocator('iframe[title="Preview of the email"]');
    await preview.getByText('https://jobflow.example/login').waitFor();
    await preview.getByText('Hello Jamie,').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Your quote from {company_name} is ready');
    await page.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'settings-email-template-page');
    // Enter in a field saves, as the Save button does.
    await page.getByRole('textbox', { name: 'Subject' }).press('Enter');
    await toast(page, 'Template updated').waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    const saved = await apiResult<TTemplate>(page, `/api/email-templates/${id}`);
    expect(saved.email_subject).toBe('Your quote from {company_name} is ready');
    // Stored sanitised, with the inserted placeholder.
    expect(saved.email_body).toContain('{login_url}');
    expect(saved.email_body).not.toContain('<script');

    // The name edits in place and saves about a second after it loses focus.
    const renamed = `${name} (v2)`;
    await page.getByRole('button', { name: 'Edit template name' }).click();
    const nameField = page.getByRole('textbox', { name: 'Template name' });
    await nameField.fill(renamed);
    await nameField.press('Enter');
    await page.getByRole('heading', { name: renamed }).waitFor();
    await expect.poll(async () => (await apiResult<TTemplate>(page, `/api/email-templates/${id}`)).name, { timeout: 5_000 }).toBe(renamed);

    await page.getByRole('link', { name: 'Back to all email templates' }).click();
    await waitForPath(page, '/settings/email-templates');
    const row = table.locator('tbody tr').filter({ hasText: renamed });
    await row.waitFor();
    expect(await columnTexts(table, 'TEMPLATE ID')).toContain(String(id));
    await row.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `Template ${renamed} has been deleted`).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
