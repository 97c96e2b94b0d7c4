import { DEMO_USERS, columnTexts, describe, expect, loginAs, screenshot, test, toast, visibleText } from '../fixtures';

/** A 1 x 1 PNG: a real image, so the server's file-type check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('job requests', () => {
  test('a client user requests a job with an attachment and finds it among their active requests', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const requests = page.getByRole('table', { name: 'My active requests' });
    await requests.waitFor();
    // Client users see no COMPANY column on their jobs.
    const jobs = page.getByRole('table', { name: 'My active jobs' });
    await jobs.waitFor();
    expect(await jobs.locator('thead th').allTextContents()).not.toContain('COMPANY');
    await screenshot(page, 'dashboard-client-user');

    await page.getByRole('button', { name: 'Request New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW JOB REQUEST' });
    await dialog.waitFor();
    // The company is the user's own and cannot be changed; the contact defaults to the user.
    const company = dialog.getByRole('textbox', { name: 'Company' });
    expect(await company.inputValue()).toBe('Acme Pty Ltd');
    expect(await company.getAttribute('readonly')).not.toBeNull();
    const contact = dialog.getByRole('combobox', { name: 'Contact' });
    expect(await contact.inputValue()).toBe('Riley Chen');

    // Job name and description are required.
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect(await dialog.getByText('This field is required').count()).toBe(2);
    await screenshot(page, 'job-request-new-errors');

    // Without a contact the spec's toast shows.
    await dialog.locator('[aria-label="Clear contact"]').click();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, 'Please select the contact').waitFor();
    await contact.click();
    await page.getByRole('option', { name: 'Riley Chen' }).click();

    const name = `Autumn window display ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Job name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Three windows, installed by the end of the month.');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'brief.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('brief.png').waitFor();
    await screenshot(page, 'job-request-new-filled');

    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, 'Request submitted successfully.').waitFor();
    const thanks = page.getByRole('dialog', { name: 'Request submitted' });
    expect(await visibleText(thanks.getByText(/Thank you!/))).toBe('Thank you! Someone from the team will be in touch soon.');
    await screenshot(page, 'job-request-thank-you');
    await thanks.getByRole('button', { name: 'OK' }).click();
    await thanks.waitFor({ state: 'hidden' });
    // The focus is back on what opened the request, not lost to the page.
    const opener = page.getByRole('button', { name: 'Request New Job' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // The new request is among the active (pending) ones on the dashboard.
    const row = requests.locator('tbody tr').filter({ hasText: name });
    await row.waitFor();
    expect(await columnTexts(requests, 'CONTACT')).toContain('Riley Chen');
    expect(await row.textContent()).toContain('Pending');
    await screenshot(page, 'dashboard-client-user-after-request');

    // A row opens EDIT JOB REQUEST with the attachment, which can be removed after a confirmation.
    await row.click();
    const edit = page.getByRole('dialog', { name: 'EDIT JOB REQUEST' });
    await edit.getByRole('link', { name: 'brief.png' }).waitFor();
    expect(await edit.getByRole('textbox', { name: 'Job name' }).inputValue()).toBe(name);
    await screenshot(page, 'job-request-edit');
    await edit.getByRole('button', { name: 'Delete attachment brief.png' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this attachment?' });
    await confirm.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'The attachment is deleted').waitFor();
    await edit.getByRole('link', { name: 'brief.png' }).waitFor({ state: 'detached' });

    const renamed = `${name} (updated)`;
    await edit.getByRole('textbox', { name: 'Job name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Request is updated successfully.').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await requests.locator('tbody tr').filter({ hasText: renamed }).waitFor();
  });
});
