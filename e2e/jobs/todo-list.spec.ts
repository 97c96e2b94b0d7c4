import type { Page } from 'playwright-core';
import { DEMO_USERS, describe, expect, loginAs, screenshot, test, toast } from '../fixtures';

function todoWidget(page: Page) {
  return page.getByRole('region', { name: 'MY TO DO LIST' });
}

describe('to-do list', () => {
  test('staff add, edit, tick and delete to-do items', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    const widget = todoWidget(page);
    await widget.getByText('Update the menu board layouts').waitFor();
    await page.getByRole('table', { name: 'My active jobs' }).waitFor();
    await screenshot(page, 'dashboard-staff');

    // Add: no Delete while adding; the text is required.
    await widget.getByRole('button', { name: 'Add Item' }).click();
    const editor = widget.getByRole('textbox', { name: 'To-do item' });
    expect(await editor.getAttribute('placeholder')).toBe('New item details...');
    expect(await widget.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await widget.getByRole('button', { name: 'Save' }).click();
    await widget.getByText('This field is required').waitFor();
    const first = `Call the printer ${Date.now()}`;
    await editor.fill(first);
    await widget.getByRole('button', { name: 'Save' }).click();
    const firstItem = widget.getByRole('button', { name: first, exact: true });
    await firstItem.waitFor();

    // Edit by double-click.
    await firstItem.dblclick();
    expect(await editor.inputValue()).toBe(first);
    await widget.getByRole('button', { name: 'Delete' }).waitFor();
    await screenshot(page, 'todo-editing');
    const edited = `${first}, ask for a proof`;
    await editor.fill(edited);
    await widget.getByRole('button', { name: 'Save' }).click();
    const editedItem = widget.getByRole('button', { name: edited, exact: true });
    await editedItem.waitFor();
    await firstItem.waitFor({ state: 'detached' });
    // The closed editor hands the focus back to its item (saved, or closed with Esc from the keyboard).
    const focused = (locator: typeof editedItem) => locator.evaluate((el) => el === document.activeElement);
    await expect.poll(() => focused(editedItem)).toBe(true);
    await page.keyboard.press('Enter');
    await editor.waitFor();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => focused(editedItem)).toBe(true);

    // Tick: completed, and read-only from then on.
    const tick = widget.getByRole('checkbox', { name: `Complete: ${edited}` });
    await tick.check();
    // Once saved, the title is no longer an editable button and the box stays ticked and locked.
    await widget.getByRole('button', { name: edited, exact: true }).waitFor({ state: 'detached' });
    expect(await tick.isChecked()).toBe(true);
    expect(await tick.isDisabled()).toBe(true);
    const done = widget.getByText(edited, { exact: true });
    await done.dblclick();
    expect(await editor.count()).toBe(0);

    // Delete asks first; Cancel keeps the item.
    const second = `Book the courier ${Date.now()}`;
    await widget.getByRole('button', { name: 'Add Item' }).click();
    await editor.fill(second);
    await widget.getByRole('button', { name: 'Save' }).click();
    const secondItem = widget.getByRole('button', { name: second, exact: true });
    await secondItem.dblclick();
    await widget.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this todo item?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await widget.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'Todo item is deleted').waitFor();
    await secondItem.waitFor({ state: 'detached' });
    // ... and after a delete, to the next item: the newest open one was deleted, so the list's first now.
    await expect.poll(() => focused(widget.getByRole('list', { name: 'To-do items' }).getByRole('button').first())).toBe(true);
    await screenshot(page, 'dashboard-staff-after-todos');
  });

  test('a staff member without items sees the empty text', async ({ page }) => {
    await loginAs(page, DEMO_USERS.shared.email, 'Northwind Creative');
    await todoWidget(page).getByText('No items.').waitFor();
  });
});
