import type { Page } from 'playwright-core';
import {
  DEMO_USERS,
  apiResult,
  columnTexts,
  describe,
  expect,
  goto,
  headerTexts,
  loginAs,
  test,
  visibleText,
  waitForPath,
} from '../fixtures';
import { confirmYes, dialogTitled, fullPageShot, pickOption, responseTo, toastWith } from './helpers';

/** Lists update after the search pause and a request: allow for a slow machine. */
const POLL = { timeout: 10_000 };

type TClientDetail = { id: number; name: string; code: string; state: string | null; other_state: string | null; members: { full_name: string }[] };

function companyName(page: Page) {
  return page.getByTestId('company-name');
}

async function openNewCompanyPage(page: Page, kind: 'client' | 'supplier'): Promise<number> {
  await page.waitForURL((url) => new RegExp(`^/${kind}s/\\d+$`).test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

describe('clients', () => {
  test('a super admin adds a client, a contact and a note, and renames the client in place', async ({ page }) => {
    const stamp = Date.now();
    const name = `Kestrel Design ${stamp}`;
    const renamed = `Kestrel Design Studio ${stamp}`;
    const contactEmail = `robin.${stamp}@kestrel.example`;
    const noteTitle = `Kickoff call ${stamp}`;

    await loginAs(page, DEMO_USERS.superAdmin.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await waitForPath(page, '/clients');
    const clients = page.getByRole('table', { name: 'Clients' });
    expect(await headerTexts(clients)).toEqual(['COMPANY', 'EMAIL', 'PHONE', 'MANAGER', '']);
    await clients.getByText('Acme Pty Ltd', { exact: true }).waitFor();
    expect(await columnTexts(clients, 'COMPANY')).not.toContain('PrintWorks Supply');
    await fullPageShot(page, 'clients-list');

    // Add client: the required fields first, then a full record.
    await page.getByRole('button', { name: 'New Client' }).click();
    const add = dialogTitled(page, 'ADD CLIENT');
    await add.waitFor();
    expect(await add.getByLabel('Company name').evaluate((el) => el === document.activeElement)).toBe(true);
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('This field is required').first().waitFor();
    expect(await add.getByText('This field is required').count()).toBe(2);
    await add.getByLabel('Company name').fill(name);
    await add.getByLabel('Contact email').fill('not-an-email');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Invalid email address').waitFor();
    await add.getByLabel('Contact email').fill(`hello.${stamp}@kestrel.example`);
    await add.getByLabel('Phone').fill('02 9000 1234');
    await add.getByLabel('Address 1').fill('1 Harbour St');
    await add.getByLabel('Suburb').fill('Auckland');
    await expect.poll(() => add.getByLabel('Other state').count(), POLL).toBe(0);
    await pickOption(page, add.getByRole('combobox', { name: 'State' }), 'Other');
    await add.getByLabel('Other state').fill('New Zealand');
    await pickOption(page, add.getByRole('combobox', { name: 'Price tier' }), 'Tier 2');
    await pickOption(page, add.getByRole('combobox', { name: 'Manager' }), 'Alex Morgan');
    await fullPageShot(page, 'clients-add-modal');
    await add.getByRole('button', { name: 'Save' }).click();

    // Its page opens.
    const clientId = await openNewCompanyPage(page, 'client');
    expect(await visibleText(companyName(page))).toBe(name);
    await page.getByRole('link', { name: 'Back to all clients' }).waitFor();
    await page.getByText('CLIENT', { exact: true }).waitFor();
    const saved = await apiResult<TClientDetail>(page, `/api/clients/${clientId}`);
    expect(saved.code).toBe('KEST');
    expect(saved.state).toBe('Other');
    expect(saved.other_state).toBe('New Zealand');
    const details = page.getByRole('form', { name: 'Client details' });
    expect(await details.getByLabel('Other state').inputValue()).toBe('New Zealand');
    expect(await details.getByRole('combobox', { name: 'Price tier' }).inputValue()).toBe('Tier 2');
    await fullPageShot(page, 'clients-detail');

    // Details: save a change.
    await details.getByLabel('Website').fill('https://kestrel.example');
    await details.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Client updated').waitFor();

    // A contact: the passwords must match.
    const contacts = page.locator('#company-contacts');
    await contacts.getByText('No contacts yet').waitFor();
    await contacts.getByRole('button', { name: 'Add Contact' }).click();
    const contact = dialogTitled(page, 'NEW CONTACT');
    await contact.getByText(name).waitFor();
    await contact.getByLabel('First name').fill('Robin');
    await contact.getByLabel('Last name').fill('Hart');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByText('Please select the email').waitFor();
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(contactEmail);
    await contact.getByLabel('Position').fill('Creative Director');
    await contact.getByLabel('Phone').fill('0400 111 222');
    await contact.getByLabel('Notes').fill('Prefers calls in the morning.');
    await contact.getByLabel('Password', { exact: true }).fill('kestrel-pass-1');
    await contact.getByLabel('Password confirmation').fill('kestrel-pass-2');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByText('Password and password confirmation does not match!').waitFor();
    await fullPageShot(page, 'clients-contact-modal-errors');
    await contact.getByLabel('Password confirmation').fill('kestrel-pass-1');
    await contact.getByRole('switch', { name: 'Send welcome email' }).uncheck({ force: true });
    await contact.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'New contact added successfully.').waitFor();
    await contact.waitFor({ state: 'hidden' });
    const contactsTable = page.getByRole('table', { name: 'Contacts of this company' });
    await contactsTable.getByText('Robin Hart').waitFor();
    expect(await headerTexts(contactsTable)).toEqual(['NAME', 'POSITION', 'PHONE', 'EMAIL', 'NOTES', '']);
    expect(await columnTexts(contactsTable, 'POSITION')).toEqual(['Creative Director']);

    // Edit the contact.
    await contactsTable.getByRole('button', { name: 'Edit Robin Hart' }).click();
    const editContact = dialogTitled(page, 'EDIT CONTACT');
    expect(await editContact.getByLabel('Position').inputValue()).toBe('Creative Director');
    await editContact.getByLabel('Position').fill('Managing Director');
    await editContact.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Contact updated successfully.').waitFor();
    await expect.poll(() => columnTexts(contactsTable, 'POSITION'), POLL).toEqual(['Managing Director']);
    await fullPageShot(page, 'clients-detail-with-contact');

    // NOTES tab: empty, then a note added from here.
    await page.getByRole('tab', { name: 'NOTES' }).click();
    await waitForPath(page, `/clients/${clientId}/notes`);
    const notes = page.getByRole('table', { name: 'Notes' });
    await page.getByText('No notes found').waitFor();
    await fullPageShot(page, 'clients-notes-empty');
    await page.getByRole('button', { name: 'Add Note' }).click();
    const addNote = dialogTitled(page, 'ADD NOTE');
    await addNote.getByRole('button', { name: 'Save' }).click();
    expect(await addNote.getByText('This field is required').count()).toBe(2);
    await addNote.getByLabel('Title').fill(noteTitle);
    await addNote.getByLabel('Content').fill('Agenda: brand refresh.\nBudget to follow.');
    await addNote.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, `Note ${noteTitle} created`).waitFor();
    await notes.getByText(noteTitle).waitFor();
    expect(await headerTexts(notes)).toEqual(['TITLE', 'EXCERPT', 'CREATOR', 'LAST MODIFIED', '']);
    // The server's excerpt joins paragraphs without a space (reported): check both parts are there.
    const [excerpt] = await columnTexts(notes, 'EXCERPT');
    expect(excerpt).toMatch(/^Agenda: brand refresh\.\s?Budget to follow\.$/);
    expect(await columnTexts(notes, 'CREATOR')).toEqual(['Alex Morgan']);
    expect((await columnTexts(notes, 'LAST MODIFIED'))[0]).toMatch(/seconds? ago|a minute ago/);
    await fullPageShot(page, 'clients-notes-tab');

    // View, then edit.
    await notes.getByRole('button', { name: `View ${noteTitle}` }).click();
    const view = page.getByRole('dialog', { name: noteTitle });
    await view.getByText(name).waitFor();
    await view.getByText('Budget to follow.').waitFor();
    await fullPageShot(page, 'clients-note-view');
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    await notes.getByRole('button', { name: `Edit ${noteTitle}` }).click();
    const editNote = dialogTitled(page, 'EDIT NOTE');
    expect(await editNote.getByLabel('Content').inputValue()).toBe('Agenda: brand refresh.\nBudget to follow.');
    await editNote.getByLabel('Title').fill(`${noteTitle} (notes)`);
    await editNote.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Note updated successfully.').waitFor();
    await notes.getByText(`${noteTitle} (notes)`).waitFor();

    // Search and All.
    const search = page.getByRole('textbox', { name: 'Search notes' });
    await search.fill('no such note');
    await page.getByText('No notes found').waitFor();
    await page.getByRole('button', { name: 'All' }).click();
    await notes.getByText(`${noteTitle} (notes)`).waitFor();
    expect(await search.inputValue()).toBe('');

    // The name, edited in place, saved about a second after leaving the field.
    await page.getByRole('tab', { name: 'DETAILS + CONTACTS' }).click();
    await waitForPath(page, `/clients/${clientId}`);
    await companyName(page).hover();
    await page.getByRole('button', { name: 'Edit client name' }).click();
    const nameField = page.getByRole('textbox', { name: 'Client name' });
    await nameField.fill(renamed);
    const nameSaved = responseTo(page, 'POST', `/api/clients/${clientId}`);
    const blurredAt = Date.now();
    await nameField.press('Enter');
    expect(await visibleText(companyName(page))).toBe(renamed);
    expect((await nameSaved).status()).toBe(200);
    expect(Date.now() - blurredAt).toBeGreaterThanOrEqual(900);
    await page.reload();
    expect(await visibleText(companyName(page))).toBe(renamed);
    expect((await apiResult<TClientDetail>(page, `/api/clients/${clientId}`)).name).toBe(renamed);

    // Listed under the new name; then deleted from the list.
    await page.getByRole('link', { name: 'Back to all clients' }).click();
    await waitForPath(page, '/clients');
    await page.getByRole('textbox', { name: 'Search clients' }).fill(String(stamp));
    await clients.getByText(renamed).waitFor();
    await expect.poll(() => columnTexts(clients, 'COMPANY'), POLL).toEqual([renamed]);
    expect(await columnTexts(clients, 'MANAGER')).toEqual(['Alex Morgan']);
    await clients.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog').getByText(`Are you sure you want to delete ${renamed}?`).waitFor();
    await confirmYes(page);
    await toastWith(page, `Client ${renamed} has been deleted`).waitFor();
    await page.getByText('No clients found').waitFor();
  });

  test('a supplier is added from the suppliers tab, and a long name wraps', async ({ page }) => {
    const stamp = Date.now();
    const longName = `Longname Supplies ${stamp} `.padEnd(200, 'abcdefghij');
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/clients');
    await page.getByRole('tab', { name: 'SUPPLIERS' }).click();
    await waitForPath(page, '/suppliers');
    const suppliers = page.getByRole('table', { name: 'Suppliers' });
    await suppliers.getByText('PrintWorks Supply').waitFor();
    expect(await columnTexts(suppliers, 'COMPANY')).not.toContain('Acme Pty Ltd');

    await page.getByRole('button', { name: 'New Supplier' }).click();
    const add = dialogTitled(page, 'ADD SUPPLIER');
    expect(await add.getByRole('combobox', { name: 'Price tier' }).count()).toBe(0);
    await add.getByLabel('Company name').fill(longName);
    await add.getByLabel('Contact email').fill(`orders.${stamp}@longname.example`);
    await add.getByRole('textbox', { name: 'Code (4 characters)' }).fill('lngs');
    expect(await add.getByRole('textbox', { name: 'Code (4 characters)' }).inputValue()).toBe('LNGS');
    await add.getByRole('button', { name: 'Save' }).click();

    const supplierId = await openNewCompanyPage(page, 'supplier');
    expect(await visibleText(companyName(page))).toBe(longName);
    await page.getByText('SUPPLIER', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to all suppliers' }).waitFor();
    expect((await apiResult<TClientDetail>(page, `/api/clients/${supplierId}`)).code).toBe('LNGS');
    // Nothing overflows sideways with a 200-character name.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await fullPageShot(page, 'clients-supplier-long-name');

    // Opened under /clients, a supplier moves to its own address.
    await goto(page, `/clients/${supplierId}`);
    await waitForPath(page, `/suppliers/${supplierId}`);

    await page.getByRole('link', { name: 'Back to all suppliers' }).click();
    await page.getByRole('textbox', { name: 'Search suppliers' }).fill(String(stamp));
    await expect.poll(() => columnTexts(suppliers, 'COMPANY'), POLL).toEqual([longName]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await fullPageShot(page, 'clients-suppliers-long-name');
  });
});
