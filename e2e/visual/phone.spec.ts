import type { Locator } from 'playwright-core';
import { DEMO_USERS, describe, expect, goto, loginAs, screenshot, test } from '../fixtures';

const PHONE = { width: 390, height: 844 };
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on the page');
  return b;
};

/** A phone's width (390 px): tables scroll sideways rather than squeeze a column to nothing. */
describe('phone widths', () => {
  test('a team member reads task names, both discussion tabs and notifications', async ({ page }) => {
    await loginAs(page, DEMO_USERS.staff.email);
    await page.setViewportSize(PHONE);
    await goto(page, '/job/1');
    const taskCell = page.getByRole('cell').filter({ has: page.getByRole('button', { name: 'Moodboard', exact: true }) });
    await taskCell.waitFor();
    expect((await box(taskCell)).width).toBeGreaterThanOrEqual(170);
    const [team, client] = [page.getByRole('tab', { name: 'TEAM DISCUSSION' }), page.getByRole('tab', { name: 'CLIENT DISCUSSION' })];
    await client.scrollIntoViewIfNeeded();
    expect((await box(team)).y).toBe((await box(client)).y);
    await screenshot(page, 'phone-job-discussion');

    await goto(page, '/account/account-notifications');
    const job = page.getByRole('cell').filter({ has: page.getByRole('link', { name: /^#ACME1 - / }) }).first();
    await job.waitFor();
    expect((await box(job)).width).toBeGreaterThanOrEqual(190);
    await screenshot(page, 'phone-notifications');
  });

  test("a client's dashboard leads with Request New Job", async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    await page.setViewportSize(PHONE);
    await goto(page, '/');
    const request = page.getByRole('button', { name: 'Request New Job' });
    await request.waitFor();
    const jobs = page.getByText('MY ACTIVE JOBS', { exact: true });
    await jobs.waitFor();
    expect((await box(request)).y).toBeLessThan((await box(jobs)).y);
    await screenshot(page, 'phone-client-dashboard');
  });
});
