import { DEMO_USERS, apiResult, describe, expect, goto, loginAs, shownStatus, test } from '../fixtures';
import { responseTo, seedQuote, toastWith, type TQuoteApi } from './helpers';

describe('approving a quote', () => {
  test("approving a quote without a job creates it: 'A job has been created', and the job opens from the notice", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const name = `Winter menu ${Date.now()}`;
    const quote = await seedQuote(page, 'BLUE', name, [['Senior designer', '4']]);
    await goto(page, `/quotes/${quote.id}`);
    await page.getByTestId('quote-name').filter({ hasText: name }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Related job' }).inputValue()).toBe('');

    const status = page.getByRole('combobox', { name: 'Quote status' });
    expect(await shownStatus(status)).toBe('Pending');
    const [response] = await Promise.all([
      responseTo(page, 'POST', `/api/quotes/${quote.id}`),
      (async () => {
        await status.click();
        await page.getByRole('option', { name: 'Approved', exact: true }).click();
      })(),
    ]);
    expect(response.request().postDataJSON()).toEqual({ status: 'approved' });
    const notice = toastWith(page, 'A job has been created');
    await notice.waitFor();
    expect(await shownStatus(status)).toBe('Approved');

    // The page links the new job at once.
    const saved = await apiResult<TQuoteApi>(page, `/api/quotes/${quote.id}`);
    expect(saved).toMatchObject({ status: 'approved', job_id: expect.any(Number) });
    await page.getByRole('link', { name: /^Open job / }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Related job' }).inputValue()).toBe(name);

    // The notice leads to the job, which carries the quote's name.
    await notice.getByRole('button', { name: 'Open the job' }).click();
    await page.waitForURL((url) => url.pathname === `/job/${saved.job_id}`);
    await page.getByTestId('job-name').filter({ hasText: name }).waitFor();

    // Approving again keeps the one job and says nothing more.
    await goto(page, `/quotes/${quote.id}`);
    await status.waitFor();
    await Promise.all([
      responseTo(page, 'POST', `/api/quotes/${quote.id}`),
      (async () => {
        await status.click();
        await page.getByRole('option', { name: 'With Client', exact: true }).click();
      })(),
    ]);
    const [again] = await Promise.all([
      responseTo(page, 'POST', `/api/quotes/${quote.id}`),
      (async () => {
        await status.click();
        await page.getByRole('option', { name: 'Approved', exact: true }).click();
      })(),
    ]);
    expect((await again.json()).result).toMatchObject({ job_created: false, job_id: saved.job_id });
    expect(await toastWith(page, 'A job has been created').count()).toBe(0);
  });

  test('the status changes from the list too, and an approval there says the job was created', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const name = `List approval ${Date.now()}`;
    const quote = await seedQuote(page, 'CITR', name, [['Half-day shoot']]);
    await goto(page, `/quotes?kw=${encodeURIComponent(name)}`);
    const select = page.getByRole('combobox', { name: `Status of quote ${quote.quote_number}` });
    await select.click();
    await Promise.all([responseTo(page, 'POST', `/api/quotes/${quote.id}`), page.getByRole('option', { name: 'Approved', exact: true }).click()]);
    await toastWith(page, 'A job has been created').waitFor();
    // The click on the status did not open the quote.
    expect(new URL(page.url()).pathname).toBe('/quotes');
    expect((await apiResult<TQuoteApi>(page, `/api/quotes/${quote.id}`)).status).toBe('approved');
  });
});
