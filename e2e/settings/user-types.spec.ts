import { DEMO_USERS, apiSend, describe, expect, goto, loginAs, screenshot, seedTeamMember, test, toast } from '../fixtures';

describe('settings: user types', () => {
  test('a super admin adds, edits and deletes a user type; a type in use cannot be deleted', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings/user-types');
    const list = page.getByRole('list', { name: 'User types' });
    await list.getByText('Super Admin').waitFor();
    // Built-in types are listed without a delete button.
    expect(await list.getByRole('button', { name: 'Delete Super Admin' }).count()).toBe(0);
    await screenshot(page, 'settings-user-types');

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW USER TYPE' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This field is required').waitFor();
    const title = `Freelancer ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: 'Green' }).click();
    await screenshot(page, 'settings-user-types-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'User type updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await list.getByText(title).waitFor();

    const renamed = `${title} (contract)`;
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'EDIT USER TYPE' });
    expect(await edit.getByRole('combobox', { name: 'Color' }).inputValue()).toBe('Green');
    await edit.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await list.getByText(renamed).waitFor();

    // Given to a team member, the type cannot go: the server's reason shows.
    const types = await page.evaluate(async () => {
      const res = await fetch('/api/user-types', { headers: { Authorization: `Bearer ${localStorage.getItem('jobflow.token')}` } });
      return ((await res.json()) as { result: { id: number; title: string }[] }).result;
    });
    const created = types.find((t) => t.title === renamed);
    expect(created).toBeDefined();
    const member = await seedTeamMember(page, { user_type_id: created!.id });
    await list.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'This access level is given to 1 team member').waitFor();

    await apiSend(page, 'DELETE', `/api/users/${member.id}`);
    await list.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `User type ${renamed} has been deleted`).waitFor();
    await list.getByText(renamed).waitFor({ state: 'detached' });
  });

  test('a super admin renames a built-in type for the agency: the team shows the new name', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/settings/user-types');
    const list = page.getByRole('list', { name: 'User types' });
    await list.getByRole('button', { name: 'Edit Team Member' }).click();
    const edit = page.getByRole('dialog', { name: 'EDIT USER TYPE' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Designer');
    await edit.getByRole('combobox', { name: 'Color' }).click();
    await page.getByRole('option', { name: 'Green' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    try {
      await list.getByText('Designer').waitFor();
      // still built in: it cannot be deleted
      expect(await list.getByRole('button', { name: 'Delete Designer' }).count()).toBe(0);
      await list.getByLabel('Designer is built in').waitFor();
      await screenshot(page, 'settings-user-types-built-in-renamed');

      await goto(page, '/settings/team');
      const sam = page.locator('tbody tr').filter({ hasText: 'Sam' }).first();
      await sam.getByText('Designer').waitFor();
      await screenshot(page, 'settings-team-renamed-type');
    } finally {
      await apiSend(page, 'POST', '/api/user-types/3', { title: 'Team Member', color_class: 'primary' });
    }
  });
});
