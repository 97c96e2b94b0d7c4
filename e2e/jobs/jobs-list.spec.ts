import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  DEMO_USERS,
  apiResult,
  columnTexts,
  describe,
  emptyText,
  expect,
  goto,
  headerTexts,
  loginAs,
  screenshot,
  test,
  toast,
} from '../fixtures';

type TJobsResult = { total: number; data: Array<{ name: string }>; total_quote_value?: string };

function jobsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Jobs' });
}

/** Waits until the list has loaded and no refresh is in flight. */
async function settled(page: Page): Promise<void> {
  await page.locator('table[aria-label="Jobs"]:not([aria-busy="true"])').waitFor();
}

/** Runs an action that reloads the list and waits for the answer with the expected query and its rows. */
async function reloadsList(page: Page, expected: (query: URLSearchParams) => boolean, action: () => Promise<void>) {
  await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/jobs' && expected(url.searchParams);
    }),
    action(),
  ]);
  await settled(page);
}

/** The server sorts names by lower(name). */
function byLowerCase(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

async function pick(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('jobs list', () => {
  test('a super admin filters, searches, sorts, sees the totals and prints the list', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/jobs');
    await settled(page);
    const table = jobsTable(page);
    expect(await headerTexts(table)).toEqual(['JOB NO', 'CLIENT', 'JOB NAME', 'STATUS', 'DUE DATE', 'QUOTE VALUE']);

    // The footer counts every matching job; the default list hides completed, invoiced and pending.
    const all = await apiResult<TJobsResult>(page, '/api/jobs?ipp=20');
    const totals = page.getByRole('region', { name: 'Jobs totals' });
    expect(await totals.locator('[data-summary="TOTAL JOBS"]').textContent()).toBe(String(all.total));
    expect(await totals.locator('[data-summary="TOTAL QUOTED"]').textContent()).toMatch(/^\$[\d,]+(\.\d{2})?$/);
    const statuses = await columnTexts(table, 'STATUS');
    expect(statuses.length).toBe(Math.min(all.total, 20));
    expect(statuses.filter((s) => ['Completed', 'Invoiced', 'Pending'].includes(s))).toEqual([]);
    // Default order for staff: client name ascending.
    const clients = await columnTexts(table, 'CLIENT');
    expect(clients).toEqual([...clients].sort(byLowerCase));
    await screenshot(page, 'jobs-list-super-admin');

    // Status filter, kept in the URL.
    await reloadsList(page, (q) => q.get('status') === 'testing', () => pick(page, 'Status', 'Testing'));
    expect(new URL(page.url()).searchParams.get('status')).toBe('testing');
    expect(new Set(await columnTexts(table, 'STATUS'))).toEqual(new Set(['Testing']));
    expect(await columnTexts(table, 'JOB NAME')).toContain('Annual report 2026');
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Testing', exact: true }).click(); // deselect
    await page.waitForURL((url) => !url.searchParams.has('status'));

    // Client filter.
    await reloadsList(page, (q) => q.has('client_id'), () => pick(page, 'Client', 'Blue Harbour Co'));
    expect(new URL(page.url()).searchParams.has('client_id')).toBe(true);
    expect(new Set(await columnTexts(table, 'CLIENT'))).toEqual(new Set(['Blue Harbour Co']));
    expect(await columnTexts(table, 'JOB NAME')).toEqual(expect.arrayContaining(['Menu boards', 'Brand guidelines']));
    await screenshot(page, 'jobs-list-client-filter');

    // Search applies while typing (debounced) and stays in the URL; a reload shows the same list.
    const search = page.getByRole('textbox', { name: 'Search jobs' });
    await reloadsList(page, (q) => q.get('kw') === 'menu', () => search.fill('menu'));
    expect(new URL(page.url()).searchParams.get('kw')).toBe('menu');
    expect(await columnTexts(table, 'JOB NAME')).toEqual(['Menu boards']);
    await reloadsList(page, (q) => q.get('kw') === 'menu', async () => {
      await page.reload();
    });
    expect(await search.inputValue()).toBe('menu');
    expect(await columnTexts(table, 'JOB NAME')).toEqual(['Menu boards']);

    // Nothing matches.
    await search.fill('no such job at all');
    await emptyText(page, 'No jobs found').waitFor();
    await screenshot(page, 'jobs-list-no-results');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('combobox', { name: 'Client', exact: true }).click();
    await page.getByRole('option', { name: 'Blue Harbour Co', exact: true }).click(); // deselect
    await page.waitForURL((url) => url.search === '');
    await settled(page);

    // Sort by job name, then the other way.
    const nameHeader = table.locator('thead th').filter({ hasText: 'JOB NAME' });
    await reloadsList(page, (q) => q.get('sort') === 'job_name' && q.get('order') === 'asc', () => nameHeader.click());
    const names = await columnTexts(table, 'JOB NAME');
    expect(names).toEqual([...names].sort(byLowerCase));
    await reloadsList(page, (q) => q.get('sort') === 'job_name' && q.get('order') === 'desc', () => nameHeader.click());
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    expect(await columnTexts(table, 'JOB NAME')).toEqual([...names].reverse());
    // For screen readers the title cell stays a column header that says how the table is sorted; its title is
    // the button, and from the keyboard Space sorts as Enter does (without scrolling the page).
    const nameTitle = nameHeader.getByRole('button', { name: /^JOB NAME/ });
    expect(await page.getByRole('columnheader', { name: /^JOB NAME/ }).getAttribute('aria-sort')).toBe('descending');
    expect(await table.locator('th[aria-sort]').count()).toBe(1);
    expect(await nameHeader.getAttribute('role')).toBeNull();
    await nameTitle.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    // (the ascending list is already in the browser's cache: no request)
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await columnTexts(table, 'JOB NAME')).toEqual(names);
    await page.keyboard.press('Enter');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await page.keyboard.press('Space');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('order')).toBe('asc');

    // Print: the PDF of the same list, saved by the browser as jobs.pdf.
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs/pdf'),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const requested = new URL(response.url()).searchParams;
    expect(requested.get('sort')).toBe('job_name');
    expect(requested.has('no_quote_value')).toBe(false);
    expect(download.suggestedFilename()).toBe('jobs.pdf');
    // Chromium keeps no copy of a body the page read as a blob, so the bytes come from the saved file.
    const bytes = fs.readFileSync(await download.path());
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(names[0]);
  });

  test('staff see no quote values, and print without them', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await goto(page, '/jobs');
    await settled(page);
    const table = jobsTable(page);
    const headers = await headerTexts(table);
    expect(headers).toEqual(['JOB NO', 'CLIENT', 'JOB NAME', 'STATUS', 'DUE DATE']);
    const totals = page.getByRole('region', { name: 'Jobs totals' });
    const all = await apiResult<TJobsResult>(page, '/api/jobs');
    expect(await totals.locator('[data-summary="TOTAL JOBS"]').textContent()).toBe(String(all.total));
    expect(await totals.locator('[data-summary="TOTAL QUOTED"]').count()).toBe(0);
    // The client is plain text for staff who are not super admins.
    expect(await table.getByRole('link', { name: 'Acme Pty Ltd' }).count()).toBe(0);
    await screenshot(page, 'jobs-list-staff');

    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs/pdf'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(new URL(response.url()).searchParams.get('no_quote_value')).toBe('1');
    expect(response.status()).toBe(200);
  });

  test('a client user sees their company jobs with no client column and no testing or invoiced filter', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    await goto(page, '/jobs');
    await settled(page);
    expect(await headerTexts(jobsTable(page))).toEqual(['JOB NO', 'JOB NAME', 'STATUS', 'DUE DATE']);
    expect(await page.getByRole('combobox', { name: 'Client', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Jobs totals' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Request New Job' }).waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    const options = (await page.getByRole('option').allTextContents()).map((t) => t.trim());
    expect(options).toEqual(['Pending', 'In Progress', 'With Client', 'Completed']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'jobs-list-client-user');
  });

  test('staff add a job and land on its page', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/jobs');
    await page.getByRole('button', { name: 'New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADD JOB' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Name and client are required: the generic message under each (spec 1 section 5).
    await dialog.getByText('This field is required').nth(1).waitFor();
    expect(await dialog.getByText('This field is required').count()).toBe(2);
    await screenshot(page, 'add-job-errors');

    const name = `Citrus menu photography ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Job name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Client', exact: true }).click();
    await page.getByRole('option', { name: 'Citrus Media', exact: true }).click();
    await dialog.getByRole('button', { name: 'Due date' }).click();
    await page.locator('.mantine-DatePickerInput-day:not([data-outside])').filter({ hasText: /^15$/ }).click();
    expect(await dialog.getByRole('button', { name: 'Due date' }).textContent()).toMatch(/^15-\d{2}-\d{4}$/);
    await screenshot(page, 'add-job-filled');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Job ${name} created`).waitFor();
    await page.waitForURL((url) => /^\/job\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop();
    const job = await apiResult<{ name: string; due_date: string | null }>(page, `/api/jobs/${id}`);
    expect(job.name).toBe(name);
    expect(job.due_date).toMatch(/^\d{4}-\d{2}-15$/);
  });

  test('a row opens its job', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await goto(page, '/jobs');
    await settled(page);
    await jobsTable(page).locator('tbody tr').filter({ hasText: 'Brand guidelines' }).locator('td').first().click();
    await page.waitForURL((url) => /^\/job\/\d+$/.test(url.pathname));
  });

  test('a search shows a job renamed on its page: the kept answer of the search is not served again', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const word = `Lantern${Date.now()}`;
    const clients = await apiResult<{ data: Array<{ id: number; name: string }> }>(page, '/api/clients?ipp=all');
    const client = clients.data.find((c) => c.name === 'Blue Harbour Co')!;
    const made = await page.evaluate(
      async ({ url, body }) => {
        const token = window.localStorage.getItem('jobflow.token');
        const res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return ((await res.json()) as { result: { id: number } }).result;
      },
      { url: '/api/jobs', body: { name: `${word} festival poster`, client_id: client.id } },
    );
    const table = jobsTable(page);
    // the search, asked twice (the second answer is the kept one)
    await goto(page, `/jobs?kw=${word}`);
    await settled(page);
    expect(await columnTexts(table, 'JOB NAME')).toEqual([`${word} festival poster`]);
    await reloadsList(page, (q) => q.get('kw') === word, async () => {
      await page.reload();
    });
    expect(await columnTexts(table, 'JOB NAME')).toEqual([`${word} festival poster`]);
    // renamed on its page
    await table.getByRole('link', { name: `${word} festival poster` }).click();
    await page.waitForURL((url) => url.pathname === `/job/${made.id}`);
    await page.getByTestId('job-name').hover();
    await page.getByRole('button', { name: 'Edit job name' }).click();
    await page.getByRole('textbox', { name: 'Job name' }).fill(`${word} parade poster`);
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/jobs/${made.id}`);
    await page.getByRole('textbox', { name: 'Job name' }).press('Enter');
    expect((await saved).status()).toBe(200);
    // back to the same search: the new name
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('kw') === word);
    await expect.poll(async () => columnTexts(table, 'JOB NAME')).toEqual([`${word} parade poster`]);
    await reloadsList(page, (q) => q.get('kw') === word, async () => {
      await page.reload();
    });
    expect(await columnTexts(table, 'JOB NAME')).toEqual([`${word} parade poster`]);
    await screenshot(page, 'jobs-list-search-after-rename');

    // Renamed and left at once: the name saves a second after its field is left, when the list is
    // already back on screen; the list shows the new name without a reload.
    await table.getByRole('link', { name: `${word} parade poster` }).click();
    await page.waitForURL((url) => url.pathname === `/job/${made.id}`);
    await page.getByTestId('job-name').hover();
    await page.getByRole('button', { name: 'Edit job name' }).click();
    await page.getByRole('textbox', { name: 'Job name' }).fill(`${word} harbour poster`);
    // (the save is held until the list shows the old name, however fast the machine)
    let listShown: () => void = () => {};
    const shown = new Promise<void>((resolve) => (listShown = resolve));
    const jobPath = `/api/jobs/${made.id}`;
    const isJob = (url: URL) => url.pathname === jobPath;
    await page.route(isJob, async (route) => {
      if (route.request().method() === 'POST') await shown;
      await route.continue();
    });
    const late = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === jobPath);
    await page.keyboard.press('Tab');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('kw') === word);
    await expect.poll(async () => columnTexts(table, 'JOB NAME')).toEqual([`${word} parade poster`]);
    listShown();
    expect((await late).status()).toBe(200);
    await expect.poll(async () => columnTexts(table, 'JOB NAME')).toEqual([`${word} harbour poster`]);
    await page.unroute(isJob);
  });
});
