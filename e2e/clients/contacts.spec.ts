import { DEMO_USERS, columnTexts, describe, expect, goto, headerTexts, loginAs, test } from '../fixtures';
import { confirmYes, dialogTitled, fullPageShot, pickOption, rowTexts, toastWith } from './helpers';

/** Lists update after the search pause and a request: allow for a slow machine. */
const POLL = { timeout: 10_000 };

describe('contacts', () => {
  test('the contacts tab lists and searches every company’s contacts and adds one with a new company', async ({ page }) => {
    const stamp = Date.now();
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/clients');
    await page.getByRole('tab', { name: 'CONTACTS' }).click();
    await page.waitForURL((url) => url.pathname === '/clients' && url.searchParams.get('tab') === 'contacts');
    const contacts = page.getByRole('table', { name: 'Contacts', exact: true });
    expect(await headerTexts(contacts)).toEqual(['NAME', 'COMPANY', 'POSITION', 'EMAIL', '']);
    await contacts.getByText('Morgan Price').waitFor();

    // Search by name, then by company.
    const search = page.getByRole('textbox', { name: 'Search contacts' });
    await search.fill('Morgan');
    await expect.poll(() => columnTexts(contacts, 'NAME'), POLL).toEqual(['Morgan Price']);
    expect(await rowTexts(contacts)).toEqual([['Morgan Price', 'Acme Pty Ltd', 'Marketing Manager', DEMO_USERS.clientManager.email, '']]);
    expect(new URL(page.url()).searchParams.get('kw')).toBe('Morgan');
    await search.fill('Blue Harbour');
    await expect.poll(() => columnTexts(contacts, 'NAME'), POLL).toEqual(['Jamie Brooks', 'Pat Owens']);
    await search.fill('no such person');
    await page.getByText('No contacts found').waitFor();
    await fullPageShot(page, 'clients-contacts-empty-search');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await contacts.getByText('Morgan Price').waitFor();
    await fullPageShot(page, 'clients-contacts-list');

    // New contact: the company is required, or a new one is created with it.
    await page.getByRole('button', { name: 'New Contact' }).click();
    const add = dialogTitled(page, 'NEW CONTACT');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Please select the Company').waitFor();
    await add.getByText('Please select the email').waitFor();
    await add.getByText('Please enter first name').waitFor();
    await add.getByText('Please enter last name').waitFor();
    await fullPageShot(page, 'clients-new-contact-errors');
    await add.getByRole('button', { name: 'Or create a new company' }).click();
    await add.getByLabel('New company name').fill(`Fernleaf Paper ${stamp}`);
    await add.getByText('Supplier', { exact: true }).click();
    await add.getByLabel('First name').fill('Sasha');
    await add.getByLabel('Last name').fill(`Lee${stamp}`);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(`sasha.${stamp}@fernleaf.example`);
    await add.getByLabel('Position').fill('Account Manager');
    await fullPageShot(page, 'clients-new-contact-new-company');
    await add.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'New contact added successfully.').waitFor();
    await search.fill(`Lee${stamp}`);
    await expect.poll(() => rowTexts(contacts), POLL).toEqual([[`Sasha Lee${stamp}`, `Fernleaf Paper ${stamp}`, 'Account Manager', `sasha.${stamp}@fernleaf.example`, '']]);

    // The new company is a supplier; its link opens its page.
    await contacts.getByRole('link', { name: `Fernleaf Paper ${stamp}` }).click();
    await page.waitForURL((url) => /^\/suppliers\/\d+$/.test(url.pathname));
    await page.getByRole('table', { name: 'Contacts of this company' }).getByText(`Sasha Lee${stamp}`).waitFor();

    // An existing company chosen from the list; then the contact is deleted from the directory.
    await goto(page, '/clients?tab=contacts');
    await page.getByRole('button', { name: 'New Contact' }).click();
    await pickOption(page, add.getByRole('combobox', { name: 'Company' }), 'Citrus Media');
    await add.getByLabel('First name').fill('Toby');
    await add.getByLabel('Last name').fill(`Ng${stamp}`);
    await add.getByRole('textbox', { name: 'Email', exact: true }).fill(`toby.${stamp}@citrus.example`);
    await add.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'New contact added successfully.').waitFor();
    await search.fill(`Ng${stamp}`);
    await expect.poll(() => columnTexts(contacts, 'COMPANY'), POLL).toEqual(['Citrus Media']);
    await contacts.getByRole('button', { name: `Delete Toby Ng${stamp}` }).click();
    await page.getByRole('dialog').getByText(`Are you sure you want to delete Toby Ng${stamp}?`).waitFor();
    await confirmYes(page);
    await toastWith(page, `Contact Toby Ng${stamp} has been deleted`).waitFor();
    await page.getByText('No contacts found').waitFor();
  });

  test('removing a contact with history shows the server’s reason', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/clients');
    await page.getByRole('table', { name: 'Clients' }).getByText('Acme Pty Ltd', { exact: true }).click();
    await page.waitForURL((url) => /^\/clients\/\d+$/.test(url.pathname));
    const members = page.getByRole('table', { name: 'Contacts of this company' });
    await members.getByText('Riley Chen').waitFor();
    await members.getByRole('button', { name: 'Remove Riley Chen' }).click();
    await confirmYes(page);
    await toastWith(page, 'This contact has history').waitFor();
    await fullPageShot(page, 'clients-contact-remove-error');
    await members.getByText('Riley Chen').waitFor();
  });
});
