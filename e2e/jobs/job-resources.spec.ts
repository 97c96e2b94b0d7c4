import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { DEMO_USERS, apiResult, apiSend, describe, expect, goto, loginAs, logout, screenshot, test } from '../fixtures';
import { clientId } from '../quotes/helpers';
import { dialogTitled, pickOption, toastWith } from '../clients/helpers';

/** Types a time into a 24-hour TimePicker: hours, then minutes. */
async function setTime(scope: Locator, label: string, value: string): Promise<void> {
  const [h, m] = value.split(':');
  await scope.getByLabel(`${label} hours`).fill(h);
  await scope.getByLabel(`${label} minutes`).fill(m);
}

const hoursOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('job page: resources', () => {
  test("a super admin puts a team member and a manager on a new job and sets its expected duration; the member finds it among their own jobs", async ({ page }) => {
    await loginAs(page, DEMO_USERS.superAdmin.email);
    const name = `Trade show booth ${Date.now()}`;
    const job = await apiSend<{ id: number; job_no: string }>(page, 'POST', `/api/clients/${await clientId(page, 'ACME')}/jobs`, { name });
    await goto(page, `/job/${job.id}`);
    const resources = page.locator('section').filter({ has: page.getByRole('heading', { name: 'RESOURCES' }) });
    // The creator manages it; nobody works on it yet.
    await resources.getByRole('list', { name: 'MANAGERS' }).getByText('Alex Morgan').waitFor();
    await resources.getByText('No team members').waitFor();

    await resources.getByRole('button', { name: 'Edit Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'EDIT TEAM' });
    await dialog.waitFor();
    await dialog.getByLabel('Team members').click();
    await page.getByRole('option', { name: 'Sam Taylor', exact: true }).click();
    // the creator, who manages it, works on it too: one person in both lists
    await page.getByRole('option', { name: 'Alex Morgan', exact: true }).click();
    await dialog.getByLabel('Team members').press('Escape');
    await dialog.getByLabel('Managers').click();
    await page.getByRole('option', { name: 'Casey Nguyen', exact: true }).click();
    await dialog.getByLabel('Managers').press('Escape');
    await dialog.getByLabel('Expected duration (hours)').fill('12.5');
    await screenshot(page, 'job-edit-team');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Team members updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await resources.getByRole('list', { name: 'TEAM MEMBERS' }).getByText('Sam Taylor').waitFor();
    await resources.getByRole('list', { name: 'TEAM MEMBERS' }).getByText('Alex Morgan').waitFor();
    expect((await resources.getByRole('list', { name: 'MANAGERS' }).getByRole('listitem').allTextContents()).map((t) => t.replace(/^[A-Z]{2}/, '').trim())).toEqual(['Alex Morgan', 'Casey Nguyen']);
    expect(await resources.locator('[data-figure="EXPECTED DURATION"]').textContent()).toBe('12.50 h');
    const saved = await apiResult<{ members: Array<{ full_name: string }>; managers: Array<{ full_name: string }>; expected_duration: string }>(page, `/api/jobs/${job.id}`);
    expect(saved.members.map((m) => m.full_name).sort()).toEqual(['Alex Morgan', 'Sam Taylor']);
    expect(saved.expected_duration).toBe('12.50');
    await screenshot(page, 'job-resources-team');

    // Sam now has it among their own jobs (the default list of other staff) and may edit the team, not the duration.
    await logout(page);
    await loginAs(page, DEMO_USERS.staff.email);
    await goto(page, '/jobs');
    await page.getByRole('table').getByText(name).waitFor();
    await goto(page, `/job/${job.id}`);
    // (opened before the team list has come: Alex, in both lists, is one option)
    await resources.getByRole('button', { name: 'Edit Team' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Managers').waitFor();
    expect(await dialog.getByLabel('Expected duration (hours)').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  test('a team member logs time from the job, sees it on TIME and exports it: hours and the task total grow by the session', { timeout: 90_000 }, async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    const jobs = await apiResult<{ data: { id: number; name: string }[] }>(page, `/api/jobs?kw=${encodeURIComponent('Spring campaign key visual')}`);
    const job = jobs.data.find((j) => j.name === 'Spring campaign key visual');
    if (!job) throw new Error('The seeded job is missing');
    await goto(page, `/job/${job.id}`);

    const resources = page.locator('section').filter({ has: page.getByRole('heading', { name: 'RESOURCES' }) });
    await resources.getByText('Sam Taylor').waitFor();
    // Other staff see their own hours and no expected duration (the super admin's).
    expect(await resources.getByText('EXPECTED DURATION').count()).toBe(0);
    const mine = resources.locator('[data-figure="MY TIME LOGGED"]');
    await expect.poll(async () => (await mine.textContent())?.includes('…')).toBe(false);
    const before = hoursOf(await mine.textContent());
    const taskRow = page.locator('#job-tasks tbody tr').filter({ hasText: 'Final artwork' });
    const taskCells = taskRow.locator('td');
    const totalIndex = (await page.locator('#job-tasks thead th').allTextContents()).map((t) => t.trim()).indexOf('TOTAL TIME');
    const taskBefore = hoursOf(await taskCells.nth(totalIndex).textContent());

    await resources.getByRole('button', { name: 'Add Time' }).click();
    const dialog = dialogTitled(page, 'ADD TIME');
    // The job has tasks, so one must be chosen.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please select the task').waitFor();
    await pickOption(page, dialog.getByRole('combobox', { name: 'Task' }), '#3 | Final artwork');
    await setTime(dialog, 'Start time', '09:00');
    await setTime(dialog, 'End time', '10:45');
    await dialog.getByRole('textbox', { name: 'Break (min)' }).fill('15');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Total time (hours)' }).inputValue()).toBe('1.50');
    const description = `Final artwork: type pass ${Date.now()}`;
    await dialog.getByLabel('Description').fill(description);
    await screenshot(page, 'job-add-time');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Timesheet added successfully.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(async () => hoursOf(await mine.textContent())).toBeCloseTo(before + 1.5, 2);
    await expect.poll(async () => hoursOf(await taskCells.nth(totalIndex).textContent())).toBeCloseTo(taskBefore + 1.5, 2);
    await screenshot(page, 'job-resources-after-time');

    // The TIME screen has it under the job's task, and the CSV export carries it.
    await goto(page, `/time?kw=${encodeURIComponent(description)}`);
    const table = page.getByRole('table', { name: 'Time by job' });
    const row = table.locator('tbody tr').filter({ hasText: 'Spring campaign key visual' }).first();
    await row.waitFor();
    expect((await row.locator('td').last().textContent())?.trim()).toBe('1.50');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('timesheets.csv');
    const lines = fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Spring campaign key visual,#3 | Final artwork,Sam Taylor,09:00,10:45,15,1.50,');
    expect(lines[1].endsWith(description)).toBe(true);
  });
});
