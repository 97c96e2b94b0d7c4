import { DEMO_USERS, describe, goto, loginAs, screenshot, test } from '../fixtures';
import { dialogTitled, listSettled, pick, seedQuote } from './helpers';

/** Quote screens captured for review under test-results/screenshots (looked at, not compared). */
describe('quote screenshots', () => {
  test('list, detail, item dialog and duplicate dialog', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const long = `Very long quote name for the harbour-side summer festival signage, banners, wayfinding and printed programmes ${Date.now()}`;
    const quote = await seedQuote(page, 'BLUE', long, [
      ['Senior designer', '13.75'],
      ['Art direction', '4'],
      ['A4 flyer, 1,000 copies', '3'],
      ['Front-end development', '120'],
    ]);

    await goto(page, '/quotes');
    await listSettled(page);
    await screenshot(page, 'quotes-list');

    await goto(page, '/quotes?kw=no%20such%20quote');
    await listSettled(page);
    await screenshot(page, 'quotes-list-empty');

    await goto(page, `/quotes/${quote.id}`);
    await page.getByRole('table', { name: 'Quote items' }).locator('tbody tr').nth(3).waitFor();
    await screenshot(page, 'quote-detail');
    await page.evaluate(() => window.scrollTo(0, 520));
    await screenshot(page, 'quote-detail-items');
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: 'Add Item' }).click();
    const item = dialogTitled(page, 'ADD QUOTE ITEM');
    await item.waitFor();
    await pick(page, 'Category', 'Print', item);
    await pick(page, 'Item', 'Business cards, 250', item);
    await item.getByRole('textbox', { name: 'Qty/Hours' }).fill('4');
    await item.getByRole('textbox', { name: 'Details' }).fill('Cards for the festival crew');
    await screenshot(page, 'quote-item-modal');
    await item.getByRole('button', { name: 'Cancel' }).click();
    await item.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add Item' }).click();
    await item.waitFor();
    await item.getByRole('button', { name: 'Save' }).click();
    await item.getByText('Please enter the quote rate').waitFor();
    await screenshot(page, 'quote-item-modal-errors');
    await item.getByRole('button', { name: 'Cancel' }).click();
    await item.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await dialogTitled(page, 'DUPLICATING QUOTE').waitFor();
    await screenshot(page, 'quote-duplicate-dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'New Quote' }).count();
    await goto(page, '/quotes');
    await page.getByRole('button', { name: 'New Quote' }).click();
    await dialogTitled(page, 'ADD QUOTE').waitFor();
    await screenshot(page, 'quote-add-modal');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 768, height: 1000 });
    await goto(page, `/quotes/${quote.id}`);
    await page.getByRole('table', { name: 'Quote items' }).locator('tbody tr').nth(3).waitFor();
    await screenshot(page, 'quote-detail-768');
    await goto(page, '/quotes');
    await listSettled(page);
    await screenshot(page, 'quotes-list-768');
  });
});
