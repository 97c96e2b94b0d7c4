import type { Locator, Page } from 'playwright-core';
import { DEMO_USERS, apiResult, apiSend, columnTexts, describe, emptyText, expect, goto, loginAs, screenshot, test, toast } from '../fixtures';

/** Picks an option of a Mantine select by its accessible name. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('settings: cost categories and cost matrix', () => {
  test('a super admin adds a category and a priced record in it, finds, edits and bulk-deletes the record', async ({ page }) => {
    const stamp = String(Date.now()).slice(-7);
    const categoryName = `Signage ${stamp}`;
    const description = `Shopfront decal ${stamp}`;
    await loginAs(page, DEMO_USERS.superAdmin.email);

    // A new category in the numbered list.
    await goto(page, '/settings/cost-categories');
    const categories = page.getByRole('list', { name: 'Cost categories' });
    await categories.getByText('Design', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const addCategory = page.getByRole('dialog', { name: 'NEW COST CATEGORY' });
    await addCategory.getByRole('textbox', { name: 'Name' }).fill(categoryName);
    await addCategory.getByRole('textbox', { name: 'Description' }).fill('Vinyl, decals and window graphics');
    await addCategory.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Category created/updated successfully').waitFor();
    await addCategory.waitFor({ state: 'hidden' });
    await categories.getByText(categoryName).waitFor();

    // A record in it, with a sell price per tier.
    await goto(page, '/settings/cost-matrix');
    const table = page.getByRole('table', { name: 'Cost matrix' });
    await table.getByText('Art direction').waitFor();
    await page.getByRole('button', { name: 'New Record' }).click();
    const add = page.getByRole('dialog', { name: 'NEW COST RECORD' });
    await choose(page, add, 'Category', categoryName);
    await add.getByRole('textbox', { name: 'Description' }).fill(description);
    await choose(page, add, 'Sell basis', 'Time');
    await add.getByRole('textbox', { name: 'Cost', exact: true }).fill('40');
    await add.getByRole('textbox', { name: 'Tier 1 sell' }).fill('1,295.5');
    await add.getByRole('textbox', { name: 'Tier 2 sell' }).fill('90');
    await add.getByRole('textbox', { name: 'Tier 3 sell' }).fill('85');
    await add.getByRole('textbox', { name: 'Tier 4 sell' }).fill('80');
    await add.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Cost matrix record created successfully.').waitFor();
    await add.waitFor({ state: 'hidden' });

    // Found by keyword: the filter lands in the URL and the row shows formatted money.
    await page.getByRole('textbox', { name: 'Search cost matrix' }).fill(stamp);
    await page.waitForURL((url) => url.searchParams.get('kw') === stamp);
    await table.getByText(description).waitFor();
    await expect.poll(() => columnTexts(table, 'TYPE/DETAILS')).toEqual([description]);
    expect(await columnTexts(table, 'CATEGORY')).toEqual([categoryName]);
    expect(await columnTexts(table, 'SELL BASIS')).toEqual(['Time']);
    expect(await columnTexts(table, 'COST')).toEqual(['$40.00']);
    expect(await columnTexts(table, 'TIER 1 SELL')).toEqual(['$1,295.50']);
    expect(await columnTexts(table, 'TIER 4 SELL')).toEqual(['$80.00']);

    // Found by category: only its record; a sell basis it does not have finds nothing.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('kw'));
    await choose(page, page, 'Category', categoryName);
    await page.waitForURL((url) => url.searchParams.has('category_id'));
    await expect.poll(() => columnTexts(table, 'TYPE/DETAILS')).toEqual([description]);
    await choose(page, page, 'Sell basis', 'Quantity');
    await emptyText(page, 'No records found').waitFor();
    await page.getByRole('combobox', { name: 'Sell basis' }).click();
    await page.getByRole('option', { name: 'Quantity', exact: true }).click(); // deselects
    await page.waitForURL((url) => !url.searchParams.has('sell_basis'));
    await table.getByText(description).waitFor();
    await screenshot(page, 'settings-cost-matrix');

    // A category in use cannot be deleted: the server's reason shows.
    await goto(page, '/settings/cost-categories');
    await categories.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `The category "${categoryName}" is used by 1 cost matrix record`).waitFor();
    await page.goBack();
    await table.getByText(description).waitFor();

    // Edited: only the changed fields are sent.
    await table.getByRole('button', { name: description, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'EDIT COST RECORD' });
    const tier1 = edit.getByRole('textbox', { name: 'Tier 1 sell' });
    expect(await tier1.inputValue()).toBe('1295.50');
    await tier1.fill('99');
    await edit.getByRole('textbox', { name: 'Xero code' }).fill('260');
    const sent = page.waitForRequest((req) => req.method() === 'POST' && /\/api\/cost-matrix\/\d+$/.test(req.url()));
    await edit.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({ sell_tier1: '99.00', xero_code: '260' });
    await toast(page, 'Cost matrix record updated successfully.').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => columnTexts(table, 'TIER 1 SELL')).toEqual(['$99.00']);

    // Saving without a change reports success and sends nothing.
    let updates = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && /\/api\/cost-matrix\/\d+$/.test(req.url())) updates += 1;
    });
    await table.getByRole('button', { name: description, exact: true }).click();
    await edit.getByRole('textbox', { name: 'Xero code' }).waitFor();
    expect(await edit.getByRole('textbox', { name: 'Xero code' }).inputValue()).toBe('260');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(updates).toBe(0);

    // Ticked and deleted together.
    await table.getByRole('checkbox', { name: `Select ${description}` }).check();
    await page.getByRole('button', { name: 'Delete selected items' }).click();
    await page.getByText(`Are you sure you want to delete ${description}?`).waitFor();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'Cost matrix record has been deleted').waitFor();
    await emptyText(page, 'No records found').waitFor();
    expect(await page.getByRole('button', { name: 'Delete selected items' }).count()).toBe(0);

    // Now unused, the category goes too.
    await goto(page, '/settings/cost-categories');
    await categories.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, `Category ${categoryName} has been deleted`).waitFor();
    await categories.getByText(categoryName).waitFor({ state: 'detached' });
  });

  test('required fields show the spec messages and nothing is saved', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);

    await goto(page, '/settings/cost-categories');
    await page.getByRole('button', { name: 'Add New' }).click();
    const category = page.getByRole('dialog', { name: 'NEW COST CATEGORY' });
    await category.getByRole('textbox', { name: 'Name' }).fill('   ');
    await category.getByRole('button', { name: 'Save' }).click();
    await category.getByText('This field is required').waitFor();
    await category.getByRole('button', { name: 'Cancel' }).click();
    await category.waitFor({ state: 'hidden' });

    await goto(page, '/settings/cost-matrix');
    await page.getByRole('table', { name: 'Cost matrix' }).getByText('Art direction').waitFor();
    await page.getByRole('button', { name: 'New Record' }).click();
    const add = page.getByRole('dialog', { name: 'NEW COST RECORD' });
    // Focus lands on the first field.
    const categoryField = add.getByRole('combobox', { name: 'Category' });
    await expect.poll(() => categoryField.evaluate((el) => el === document.activeElement)).toBe(true);
    await add.getByRole('textbox', { name: 'Cost', exact: true }).fill('twelve');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Please select the Category').waitFor();
    await add.getByText('This field is required').waitFor();
    await add.getByText('Please enter an amount, e.g. 120.50').waitFor();
    await screenshot(page, 'settings-cost-matrix-dialog-errors');
    // A corrected field drops its message.
    await choose(page, add, 'Category', 'Design');
    await add.getByText('Please select the Category').waitFor({ state: 'detached' });
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'hidden' });
  });

  test('the matrix pages by 20; ticking a whole last page and deleting it goes back to the page before', async ({ page }) => {
    const stamp = String(Date.now()).slice(-7);
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const category = await apiSend<{ id: number }>(page, 'POST', '/api/cost-categories', { name: `Paging ${stamp}` });
    for (let i = 1; i <= 23; i += 1) {
      await apiSend(page, 'POST', '/api/cost-matrix', {
        category_id: category.id,
        description: `Item ${stamp} ${String(i).padStart(2, '0')}`,
        sell_tier1: String(i),
      });
    }

    await goto(page, `/settings/cost-matrix?category_id=${category.id}`);
    const table = page.getByRole('table', { name: 'Cost matrix' });
    await table.getByText(`Item ${stamp} 01`).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(20);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual(['1', '2']);

    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => columnTexts(table, 'TYPE/DETAILS')).toEqual([21, 22, 23].map((i) => `Item ${stamp} ${i}`));

    await table.getByRole('checkbox', { name: 'Select all records on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected items' }).click();
    await page.getByText('Are you sure you want to delete the 3 selected items?').waitFor();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, '3 cost matrix records have been deleted').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await table.getByText(`Item ${stamp} 01`).waitFor();
    await pager.waitFor({ state: 'detached' });

    const left = await apiResult<{ data: { id: number }[] }>(page, `/api/cost-matrix?ipp=all&category_id=${category.id}`);
    expect(left.data).toHaveLength(20);
    await apiSend(page, 'POST', '/api/cost-matrix/delete', { ids: left.data.map((r) => r.id) });
    await apiSend(page, 'DELETE', `/api/cost-categories/${category.id}`);
  });
});
