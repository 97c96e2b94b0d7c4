import type { Page } from 'playwright-core';
import { DEMO_USERS, apiResult, describe, expect, goto, loginAs, logout, screenshot, test, toast, urlOf, visibleText } from '../fixtures';

/** A 1 x 1 PNG: a real image, so the server's file-type check accepts it. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A new pending request from the signed-in client user, with one attachment. */
async function requestAsClient(page: Page, name: string): Promise<{ id: number; request_no: string }> {
  const me = await apiResult<{ id: number; client_id: number }>(page, '/api/options/auth-user');
  return page.evaluate(
    async ({ url, me, name, png }) => {
      const form = new FormData();
      form.append('request_date', new Date().toISOString().slice(0, 10));
      form.append('client_id', String(me.client_id));
      form.append('contact_id', String(me.id));
      form.append('name', name);
      form.append('description', '<p>Two sizes, <strong>by Friday</strong>.</p>');
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'brief.png');
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('jobflow.token')}` },
        body: form,
      });
      return ((await res.json()) as { result: { id: number; request_no: string } }).result;
    },
    { url: urlOf('/api/job-requests'), me, name, png: PNG_BASE64 },
  );
}

describe('account: job requests', () => {
  test('a super admin opens a pending request, removes its attachment, rejects it and deletes it', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const name = `Shelf talkers ${Date.now()}`;
    const created = await requestAsClient(page, name);
    await logout(page);

    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/account/job-requests');
    const table = page.getByRole('table', { name: 'Job requests' });
    const row = table.locator('tbody tr').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(created.request_no);
    expect(await row.textContent()).toContain('Acme Pty Ltd');
    expect(await row.textContent()).toContain('Pending');
    await screenshot(page, 'account-job-requests');

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'JOB REQUEST' });
    await dialog.getByRole('heading', { name }).waitFor();
    expect(await visibleText(dialog.getByText('by Friday'))).toBe('by Friday');
    expect(await dialog.getByText('Riley Chen').count()).toBe(1);
    const file = dialog.getByRole('link', { name: 'brief.png' });
    expect(await file.getAttribute('href')).toContain('/api/files/');
    await screenshot(page, 'account-job-request-dialog');

    await dialog.getByRole('button', { name: 'Delete attachment brief.png' }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'The attachment is deleted').waitFor();
    await dialog.getByText('No attachments.').waitFor();

    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'The request has been rejected.').waitFor();
    await dialog.getByText('This request is cancelled.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create Quote' }).count()).toBe(0);
    await row.filter({ hasText: 'Cancelled' }).waitFor();
    await screenshot(page, 'account-job-request-cancelled');

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes, I'm sure" }).click();
    await toast(page, 'The request has been deleted.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
  });

  test('a super admin turns a client request into a job, which carries its attachment and shows on the client’s side', async ({ page }) => {
    await loginAs(page, DEMO_USERS.clientUser.email);
    const name = `Window decals ${Date.now()}`;
    await requestAsClient(page, name);
    await logout(page);

    await loginAs(page, DEMO_USERS.superAdmin.email);
    await goto(page, '/account/job-requests');
    const row = page.getByRole('table', { name: 'Job requests' }).locator('tbody tr').filter({ hasText: name });
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'JOB REQUEST' });
    await dialog.getByRole('heading', { name }).waitFor();
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await toast(page, 'New job is added successfully.').waitFor();
    await page.waitForURL(/\/job\/\d+$/);
    const jobId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText(name).first().waitFor();
    await page.locator('#job-attachments').getByRole('link', { name: 'brief.png' }).waitFor();
    await screenshot(page, 'job-from-request');

    // The request now reads accepted, and the client sees the job in its list.
    await goto(page, '/account/job-requests');
    await row.filter({ hasText: 'Accepted' }).waitFor();
    await logout(page);
    await loginAs(page, DEMO_USERS.clientUser.email);
    await goto(page, `/job/${jobId}`);
    await page.getByText(name).first().waitFor();
  });
});
