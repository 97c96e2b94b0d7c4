import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { DEMO_USERS, apiResult, apiSend, describe, emptyText, expect, goto, loginAs, screenshot, test } from '../fixtures';
import { confirmYes, dialogTitled, pickOption, toastWith } from '../clients/helpers';

/** Lists update after the search pause and a request: allow for a slow machine. */
const POLL = { timeout: 10_000 };

/** Types a time into a 24-hour TimePicker: hours, then minutes. */
async function setTime(scope: Locator, label: string, value: string): Promise<void> {
  const [h, m] = value.split(':');
  await scope.getByLabel(`${label} hours`).fill(h);
  await scope.getByLabel(`${label} minutes`).fill(m);
}

type TEntry = { id: number; description: string; duration: string; job: { job_no: string } };
type TJobsPage = { data: Array<{ id: number; name: string }> };
type TTimeList = { total: number; last_page: number; data: Array<{ id: number; name: string }> };

describe('time', () => {
  test('a staff member sees logged time on TIME, edits it, exports timesheets.csv and deletes a record', async ({ page }) => {
    const stamp = String(Date.now());
    await loginAs(page, DEMO_USERS.staff.email);
    const social = (await apiResult<TJobsPage>(page, '/api/jobs?kw=Social%20media%20kit&status=pending')).data[0];
    const log = (description: string, start: string, end: string, brk: number) =>
      apiSend<TEntry>(page, 'POST', '/api/timesheets', { job_id: social.id, session_date: '2026-06-15', start_time: start, end_time: end, break: brk, description });
    const banner = await log(`Banner resize, "v2" ${stamp}`, '09:00', '10:30', 10);
    const formula = await log(`=SUM(1+2) ${stamp}`, '13:00', '14:00', 0);
    expect([banner.duration, formula.duration]).toEqual(['1.33', '1.00']);
    const jobNo = banner.job.job_no;

    await goto(page, `/time?kw=${stamp}`);
    await expect.poll(() => page.getByRole('heading', { name: 'TIME', level: 1 }).isVisible()).toBe(true);
    // Staff see their own time: no user filter.
    expect(await page.getByRole('combobox', { name: 'Team member' }).count()).toBe(0);
    const table = page.getByRole('table', { name: 'Time by job' });
    const row = table.locator('tbody tr').filter({ hasText: 'Social media kit' }).first();
    await row.waitFor();
    expect((await row.locator('td').allTextContents()).map((t) => t.trim()).slice(1)).toEqual([jobNo, 'Citrus Media', 'Social media kit', '2.33']);
    await screenshot(page, 'time-data');

    await page.getByRole('button', { name: `Expand ${jobNo}` }).click();
    const records = page.getByRole('table', { name: `Time on ${jobNo} Social media kit` });
    await records.waitFor();
    await expect.poll(() => records.locator('tbody tr').count()).toBe(2);
    expect(await records.locator('tbody').textContent()).toContain('09:00–10:30 · 10 min break');
    await screenshot(page, 'time-expanded');

    // EDIT TIMESHEET from the record's date: a later end and a new description.
    await records.getByRole('button', { name: `Edit timesheet of 15/06/2026: Banner resize, "v2" ${stamp}` }).click();
    const dialog = dialogTitled(page, 'EDIT TIMESHEET');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Description').inputValue()).toBe(`Banner resize, "v2" ${stamp}`);
    // the form came after its skeleton: the focus is on its first field, not the close button, and no list pops open
    await expect
      .poll(() => page.evaluate(() => { const a = document.activeElement; return Boolean(a?.closest('[role="dialog"]')) && !a?.classList.contains('mantine-Modal-close') && a !== document.body; }))
      .toBe(true);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await dialog.getByLabel('Total time (hours)').inputValue()).toBe('1.33');
    await setTime(dialog, 'End time', '11:00');
    expect(await dialog.getByLabel('Total time (hours)').inputValue()).toBe('1.83');
    await setTime(dialog, 'End time', '08:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The end time must be after the start time').waitFor();
    await setTime(dialog, 'End time', '11:00');
    await dialog.getByLabel('Description').fill(`Banner resize, "v3" ${stamp}`);
    await screenshot(page, 'time-edit-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Timesheet updated successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.locator('td').last().textContent(), POLL).toBe('2.83');
    await records.getByText(`Banner resize, "v3" ${stamp}`).waitFor();

    // Export to CSV: the same filter, a header row, quoting and a neutralised formula.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('timesheets.csv');
    const lines = fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Date,Job No,Client,Job,Task,Team Member,Start,End,Break (min),Hours,Description',
      `15/06/2026,${jobNo},Citrus Media,Social media kit,,Sam Taylor,09:00,11:00,10,1.83,"Banner resize, ""v3"" ${stamp}"`,
      `15/06/2026,${jobNo},Citrus Media,Social media kit,,Sam Taylor,13:00,14:00,0,1.00,'=SUM(1+2) ${stamp}`,
    ]);

    // Delete asks first, then the record goes.
    await records.getByRole('button', { name: `Delete timesheet of 15/06/2026: =SUM(1+2) ${stamp}` }).click();
    await confirmYes(page);
    await toastWith(page, 'Timesheet record is deleted').waitFor();
    await expect.poll(() => row.locator('td').last().textContent(), POLL).toBe('1.83');

    // Filtered to nothing: the spec's empty text.
    await page.getByRole('textbox', { name: 'Search time' }).fill(`no-such-time-${stamp}`);
    await emptyText(page, 'No records found').waitFor(POLL);
    await screenshot(page, 'time-empty');

    await apiSend(page, 'DELETE', `/api/timesheets/${banner.id}`);
  });

  test('a super admin pages TIME: page 2 goes on from the middle of a day where page 1 stopped', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const before = await apiResult<TTimeList>(page, '/api/timesheets');
    const acme = (await apiResult<{ clients: Array<{ id: number; code: string }> }>(page, '/api/options')).clients.find((c) => c.code === 'ACME')!;
    // 22 new jobs, each with an hour on one of two days after all other time: 10 on the later
    // day, 12 on the earlier, so the second page (from the 21st job) starts inside the earlier day
    const stamp = Date.now();
    const made: Array<{ job: number; record: number; name: string }> = [];
    for (let i = 0; i < 22; i++) {
      const name = `Paging ${String(i).padStart(2, '0')} ${stamp}`;
      const job = await apiSend<{ id: number }>(page, 'POST', '/api/jobs', { name, client_id: acme.id });
      const session = { session_date: i < 12 ? '2031-02-01' : '2031-02-02', start_time: '09:00', end_time: '10:00', break: 0, description: `Paging check ${stamp}` };
      const record = await apiSend<{ id: number }>(page, 'POST', '/api/timesheets', { job_id: job.id, ...session });
      made.push({ job: job.id, record: record.id, name });
    }
    // newest day first, and the later job first within a day
    const order = [...made.slice(12).reverse(), ...made.slice(0, 12).reverse()].map((m) => m.name);
    try {
      await goto(page, '/time');
      const table = page.getByRole('table', { name: 'Time by job' });
      const names = () => table.locator('tbody tr').allTextContents();
      await expect.poll(async () => (await names()).length, POLL).toBe(20);
      const first = await names();
      order.slice(0, 20).forEach((name, i) => expect(first[i]).toContain(name));
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await pager.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(async () => (await names())[0] ?? '', POLL).toContain(order[20]);
      const second = await names();
      expect(second).toHaveLength(2 + before.total);
      expect(second[1]).toContain(order[21]);
      // then the jobs that were the first page before (their own order)
      before.data.forEach((job, i) => expect(second[2 + i]).toContain(job.name));
      expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      await screenshot(page, 'time-page-2');
    } finally {
      for (const m of made) await apiSend(page, 'DELETE', `/api/timesheets/${m.record}`);
    }
  });

  test('a super admin filters TIME by team member and opens a task’s records', async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/time');
    const table = page.getByRole('table', { name: 'Time by job' });
    await table.locator('tbody tr').first().waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Team member' }), 'Casey Nguyen');
    await page.waitForURL((url) => url.searchParams.has('user_id'));
    await expect.poll(() => table.locator('tbody tr').allTextContents(), POLL).toEqual([expect.stringContaining('Spring campaign key visual')]);
    const jobNo = (await table.locator('tbody tr td').nth(1).textContent())!.trim();
    await page.getByRole('button', { name: `Expand ${jobNo}` }).click();
    await page.getByRole('button', { name: '#2 | Concepts round 1' }).click();
    const records = page.getByRole('table', { name: 'Time on task #2 | Concepts round 1' });
    await records.getByText('Concept sketches').waitFor();
    // Both expansions have finished opening: the totals bar sits below the task's records.
    const totals = page.getByRole('region', { name: 'Time totals' });
    await expect.poll(async () => ((await totals.boundingBox())?.y ?? 0) > ((await records.boundingBox())?.y ?? 0) + ((await records.boundingBox())?.height ?? 0)).toBe(true);
    expect(await records.locator('tbody').textContent()).toContain('Casey Nguyen');
    await screenshot(page, 'time-admin-user-filter');
  });
});
