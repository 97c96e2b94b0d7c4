import { DEMO_USERS, apiResult, apiSend, describe, goto, loginAs, logout, screenshot, test, toast } from '../fixtures';

describe('scratch', () => {
  test('create quote and job from requests; 768 px', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const me = await apiResult<{ id: number; client_id: number }>(page, '/api/options/auth-user');
    const mk = (name: string) => apiSend<{ id: number }>(page, 'POST', '/api/job-requests', { request_date: '2026-01-02', client_id: me.client_id, contact_id: me.id, name, description: '<p>x</p>' });
    await mk('Scratch quote');
    await mk('Scratch job');
    await logout(page);
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/account/job-requests');
    const table = page.getByRole('table', { name: 'Job requests' });
    await table.locator('tbody tr').filter({ hasText: 'Scratch quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'JOB REQUEST' });
    await dialog.getByRole('button', { name: 'Create Quote' }).click();
    await toast(page, 'Quote for this request have been created.').waitFor();
    await page.getByRole('dialog', { name: 'Quote created' }).waitFor();
    await screenshot(page, 'scratch-quote-created');
    await page.getByRole('button', { name: 'Open Quote' }).click();
    await page.waitForURL((u) => /^\/quotes\/\d+$/.test(u.pathname));
    console.log('quote url', page.url());
    await goto(page, '/account/job-requests');
    await table.locator('tbody tr').filter({ hasText: 'Scratch quote' }).click();
    await dialog.getByText('This request is accepted.').waitFor();
    await screenshot(page, 'scratch-accepted');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await table.locator('tbody tr').filter({ hasText: 'Scratch job' }).click();
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await page.waitForURL((u) => /^\/job\/\d+$/.test(u.pathname));
    console.log('job url', page.url());
    await page.setViewportSize({ width: 768, height: 900 });
    for (const p of ['/settings/team', '/settings', '/settings/client-users', '/settings/email-templates', '/account', '/account/job-requests', '/settings/user-types']) {
      await goto(page, p);
      await page.waitForTimeout(1500);
      await screenshot(page, `scratch-768${p.replace(/\//g, '-')}`);
    }
    await goto(page, '/settings/email-templates/1');
    await page.getByRole('textbox', { name: 'HTML body' }).waitFor();
    await screenshot(page, 'scratch-768-template');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(500);
    await screenshot(page, 'scratch-1280-template');
  });
});
