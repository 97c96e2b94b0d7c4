import type { Locator, Page } from 'playwright-core';
import { DEMO_USERS, apiResult, apiSend, describe, expect, goto, loginAs, screenshot, test } from '../fixtures';

type TClient = { id: number; name: string; code: string; is_supplier: number };
type TOpenJob = { id: number; name: string; client_id: number };

/** What the page asked of /api/options and /api/options/jobs, from the moment this is called. */
function watchOptions(page: Page) {
  const seen = { startup: [] as Array<Record<string, unknown>>, jobQueries: [] as string[] };
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/api/options') void res.json().then((body: { result: Record<string, unknown> }) => seen.startup.push(body.result));
    if (url.pathname === '/api/options/jobs') seen.jobQueries.push(url.search);
  });
  return seen;
}

async function optionTexts(page: Page, select: Locator): Promise<string[]> {
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const texts = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

describe('job pickers', () => {
  test('the app starts without the agency’s jobs; ADD QUOTE’s job picker lists the chosen client’s open jobs', { timeout: 60_000 }, async ({ page }) => {
    const seen = watchOptions(page);
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const clients = (await apiResult<{ clients: TClient[] }>(page, '/api/options')).clients;
    const acme = clients.find((c) => c.code === 'ACME')!;
    const blue = clients.find((c) => c.code === 'BLUE')!;
    // A job made after the page loaded is in the picker (no reload).
    const fresh = await apiSend<{ id: number; name: string }>(page, 'POST', '/api/jobs', { name: `Picker job ${Date.now()}`, client_id: acme.id });
    const openJobs = await apiResult<TOpenJob[]>(page, '/api/options/jobs');
    const namesOf = (clientId: number) => openJobs.filter((j) => j.client_id === clientId).map((j) => j.name);
    expect(namesOf(acme.id)).toContain(fresh.name);
    expect(namesOf(blue.id).length).toBeGreaterThan(0);
    seen.jobQueries.length = 0;

    await goto(page, '/quotes');
    await page.getByRole('button', { name: 'New Quote' }).click();
    const add = page.getByRole('dialog', { name: 'ADD QUOTE' });
    const job = add.getByRole('combobox', { name: 'Job' });
    await job.waitFor();
    expect(await job.getAttribute('placeholder')).toBe('Select a client first');
    expect(await job.isDisabled()).toBe(true);

    await add.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: acme.name, exact: true }).click();
    await expect.poll(() => job.isDisabled()).toBe(false);
    expect(await optionTexts(page, job)).toEqual(namesOf(acme.id));
    await screenshot(page, 'job-picker-add-quote');

    await add.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: blue.name, exact: true }).click();
    await expect.poll(async () => (await optionTexts(page, job)).join('|')).toBe(namesOf(blue.id).join('|'));

    // The start-up options carry no jobs, and only the chosen clients' jobs were asked for.
    expect(seen.startup.length).toBeGreaterThan(0);
    for (const options of seen.startup) expect(options).not.toHaveProperty('jobs');
    expect(seen.jobQueries).toEqual([`?client_id=${acme.id}`, `?client_id=${blue.id}`]);
  });

  test('ADD INVOICE on a job names the preset job by its number and name', { timeout: 60_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const acme = (await apiResult<{ clients: TClient[] }>(page, '/api/options')).clients.find((c) => c.code === 'ACME')!;
    const made = await apiSend<{ id: number; name: string }>(page, 'POST', '/api/jobs', { name: `Invoice picker ${Date.now()}`, client_id: acme.id });
    await goto(page, `/job/${made.id}`);
    await page.locator('#job-invoices').getByRole('button', { name: 'Add invoice' }).click();
    const add = page.getByRole('dialog', { name: 'ADD INVOICE' });
    await expect.poll(() => add.getByRole('combobox', { name: 'Job' }).inputValue()).toBe(`ACME${made.id} · ${made.name}`);
    expect(await add.getByRole('combobox', { name: 'Client' }).inputValue()).toBe(acme.name);
  });

  test('a picker shows at most 100 options, and typing finds any of them (ADD ORDER lists every open job)', { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const stamp = Date.now();
    const client = await apiSend<{ id: number; name: string; code: string }>(page, 'POST', '/api/clients', { name: `Many Jobs ${stamp}`, email: `many-jobs-${stamp}@example.com` });
    const made: Array<{ id: number; name: string }> = [];
    for (let i = 0; i < 105; i += 15) {
      made.push(...(await Promise.all(Array.from({ length: Math.min(15, 105 - i) }, (_, k) => apiSend<{ id: number; name: string }>(page, 'POST', '/api/jobs', { name: `Limit probe ${stamp} ${String(i + k).padStart(3, '0')}`, client_id: client.id })))));
    }
    try {
      const open = await apiResult<TOpenJob[]>(page, '/api/options/jobs');
      expect(open.length).toBeGreaterThan(105);

      await goto(page, '/orders');
      await page.getByRole('button', { name: 'Add Order' }).click();
      const add = page.getByRole('dialog', { name: 'ADD ORDER' });
      const job = add.getByRole('combobox', { name: 'Job' });
      await expect.poll(() => job.getAttribute('placeholder')).toBe('No job');
      await job.click();
      await page.getByRole('listbox').waitFor();
      expect(await page.getByRole('option').count()).toBe(100);

      const last = made[made.length - 1];
      await job.fill(last.name);
      await expect.poll(() => page.getByRole('option').allTextContents()).toEqual([`${client.code}${last.id} · ${last.name}`]);
      await page.getByRole('option').first().click();
      await expect.poll(() => add.getByRole('combobox', { name: 'Company' }).inputValue()).toBe(client.name);
      await screenshot(page, 'job-picker-add-order');
    } finally {
      for (const j of made) await apiSend(page, 'POST', `/api/jobs/${j.id}`, { status: 'completed' });
    }
  });
});
