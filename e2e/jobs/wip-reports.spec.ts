import { DEMO_USERS, describe, expect, goto, loginAs, test } from '../fixtures';
import { listSettled, pdfTextOf } from '../quotes/helpers';

describe('work-in-progress reports', () => {
  test('a super admin downloads the quotes, orders and invoices WIP reports of what the lists show', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);

    // The report holds the quotes the list shows: open ones, completed and cancelled left out.
    await goto(page, '/quotes');
    await listSettled(page);
    const [quotesWip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'WIP Report' }).click()]);
    expect(quotesWip.suggestedFilename()).toBe('quotes_wip.pdf');
    const quotesText = await pdfTextOf(await quotesWip.path());
    expect(quotesText).toContain('Spring campaign');
    expect(quotesText).toContain('Website refresh');
    // Completed quotes are not work in progress.
    expect(quotesText).not.toContain('Trade show stand');

    await goto(page, '/orders');
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    const [ordersWip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'WIP Report' }).click()]);
    expect(ordersWip.suggestedFilename()).toBe('orders_wip.pdf');
    const ordersText = await pdfTextOf(await ordersWip.path());
    expect(ordersText).toContain('Spring flyers print run');
    expect(ordersText).toContain('PrintWorks Supply');

    await goto(page, '/invoices');
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    const [invoicesWip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'WIP Report' }).click()]);
    expect(invoicesWip.suggestedFilename()).toBe('invoices_wip.pdf');
    const invoicesText = await pdfTextOf(await invoicesWip.path());
    // The seeded deposit is approved (open); the paid trade show invoice is completed.
    expect(invoicesText).toContain('Spring campaign deposit');
    expect(invoicesText).not.toContain('Trade show stand');
  });
});
