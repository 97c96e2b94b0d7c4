import { DEMO_USERS, apiResult, apiSend, describe, expect, goto, loginAs, shownStatus, test, toast } from '../fixtures';
import { clientId, pick, responseTo } from '../quotes/helpers';
import { seedApprovedQuote, shot, type TInvoiceApi } from './helpers';

describe('invoice details', () => {
  test('the status saves at once, the details save together, and the related job links to the job', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const stamp = Date.now();
    const quote = await seedApprovedQuote(page, 'CITR', `Details ${stamp}`, [['Half-day shoot']]);
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `Details invoice ${stamp}`, client_id: await clientId(page, 'CITR'), job_id: quote.job_id });
    await goto(page, `/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` }).waitFor();

    // The status dropdown saves at once.
    const status = page.getByRole('combobox', { name: 'Invoice status' });
    const [saved] = await Promise.all([
      responseTo(page, 'POST', `/api/invoices/${invoice.id}`),
      (async () => {
        await status.click();
        await page.getByRole('option', { name: 'Approved', exact: true }).click();
      })(),
    ]);
    expect(saved.request().postDataJSON()).toEqual({ status: 'approved' });
    await toast(page, 'Invoice updated').waitFor();
    expect(await shownStatus(status)).toBe('Approved');

    // The form: terms default to 30 days; the company has no clear button; Go to job leads to the job.
    const form = page.getByRole('form', { name: 'Invoice details' });
    expect(await form.getByRole('combobox', { name: 'Terms' }).inputValue()).toBe('30 days');
    await expect.poll(() => form.getByRole('link', { name: /Go to job/ }).getAttribute('href')).toBe(`/job/${quote.job_id}`);
    await form.getByLabel('Client PO').fill('PO-881');
    await pick(page, 'Terms', '15 days', form);
    await form.getByLabel('Note').fill('Pay by transfer.');
    await shot(page, 'invoice-details-form');
    const [formSave] = await Promise.all([responseTo(page, 'POST', `/api/invoices/${invoice.id}`), form.getByRole('button', { name: 'Save' }).click()]);
    expect(formSave.request().postDataJSON()).toMatchObject({ client_po: 'PO-881', terms: '15', note: 'Pay by transfer.', job_id: quote.job_id });
    const after = await apiResult<TInvoiceApi & { client_po: string; terms: string; status: string }>(page, `/api/invoices/${invoice.id}`);
    expect(after).toMatchObject({ client_po: 'PO-881', terms: '15', status: 'approved' });

    await form.getByRole('link', { name: /Go to job/ }).click();
    await page.waitForURL((url) => url.pathname === `/job/${quote.job_id}`);
    await page.locator('#job-invoices').getByRole('link', { name: `Details invoice ${stamp}` }).waitFor();
  });

  test('the note grows with its text from two lines to six, then scrolls', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const invoice = await apiSend<TInvoiceApi>(page, 'POST', '/api/invoices', { name: `Note ${Date.now()}`, client_id: await clientId(page, 'CITR') });
    await goto(page, `/invoices/${invoice.id}`);
    const note = page.getByRole('form', { name: 'Invoice details' }).getByLabel('Note');
    /** The lines the note's box shows: its height less its padding and border, in line heights; and whether it scrolls. */
    const shown = () =>
      note.evaluate((el) => {
        const style = getComputedStyle(el);
        const px = (v: string) => Number.parseFloat(v);
        const inner = el.getBoundingClientRect().height - px(style.paddingTop) - px(style.paddingBottom) - px(style.borderTopWidth) - px(style.borderBottomWidth);
        return { lines: Math.round(inner / px(style.lineHeight)), scrolls: el.scrollHeight > el.clientHeight + 1 };
      });
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join('\n');

    await expect.poll(shown).toEqual({ lines: 2, scrolls: false });
    await note.fill(lines(4));
    await expect.poll(shown).toEqual({ lines: 4, scrolls: false });
    await note.fill(lines(12));
    await expect.poll(shown).toEqual({ lines: 6, scrolls: true });
    await note.fill('Short again.');
    await expect.poll(shown).toEqual({ lines: 2, scrolls: false });
  });
});
