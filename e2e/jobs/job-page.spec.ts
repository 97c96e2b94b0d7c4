import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  describe,
  expect,
  goto,
  launchContext,
  loginAs,
  requestsOf,
  screenshot,
  settled,
  shownStatus,
  test,
  urlOf,
  visibleText,
  waitForPath,
} from '../fixtures';
import { SCREENSHOTS_DIR } from '../paths';

const SPRING = 'Spring campaign key visual';
const MENU_BOARDS = 'Menu boards';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type TEnvelope<T> = { status: string; result: T; error?: string };
type TJobRow = { id: number; name: string; status: string };

/** Signs in through the API (no browser) and answers the bearer token. */
async function apiToken(email: string): Promise<string> {
  const lookup = await apiCall<{ company: { id: number } | null; clients: { id: number }[] }>('POST', '/api/auth/verify-email', null, { email });
  const body = lookup.company
    ? { login_as: 'company', company_id: lookup.company.id, email, password: DEMO_PASSWORD }
    : { login_as: 'client', company_id: lookup.clients[0]?.id, email, password: DEMO_PASSWORD };
  const login = await apiCall<{ access_token: string }>('POST', '/api/auth/login', null, body);
  return login.access_token;
}

async function apiCall<T>(method: string, pathname: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(urlOf(pathname), {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as TEnvelope<T>;
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${json.error ?? ''}`);
  return json.result;
}

/** Posts a file on a job's board through the API, as the token's user; answers the file's id. */
async function uploadOnBoard(token: string, jobId: number, board: 'team' | 'client', name: string, data: Buffer): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ type: 'comment', object_type: 'job', object_id: String(jobId), board })) form.append(k, v);
  form.append('file_upload', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const res = await fetch(urlOf('/api/files/upload'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const json = (await res.json()) as TEnvelope<{ file: { id: number } }>;
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${json.error ?? ''}`);
  return json.result.file.id;
}

/** A job of the demo tenant by its exact name, whatever its status. */
async function jobByName(token: string, name: string): Promise<TJobRow> {
  const list = await apiCall<{ data: TJobRow[] }>('GET', `/api/jobs?kw=${encodeURIComponent(name)}&ipp=50`, token);
  const job = list.data.find((j) => j.name === name);
  if (!job) throw new Error(`No job named ${name}`);
  return job;
}

/** A real 2 x 2 PNG, so the server's content check accepts it as an image. */
function pngBuffer(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.from([0, 76, 95, 213, 255, 255, 255, 0, 255, 255, 255, 76, 95, 213]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-count');
  await badge.waitFor({ state: 'attached' });
  return Number(await badge.getAttribute('data-count'));
}

/** Signs in as Sam in a browser of its own and reads the header badge (once it shows more than `above`, if given). */
async function samBadgeCount(above?: number): Promise<number> {
  const { context, close } = await launchContext();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await loginAs(page, DEMO_USERS.staff.email);
    if (above !== undefined) {
      // The badge polls every 10 s: give it a couple of rounds. If it never rises, the caller's expectation says so.
      await page
        .waitForFunction((n) => Number(document.querySelector('[data-testid="notification-count"]')?.getAttribute('data-count')) > n, above, { timeout: 25_000 })
        .catch(() => undefined);
    }
    return await badgeCount(page);
  } finally {
    await close();
  }
}

function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
}

async function confirmYes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
  await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
  await dialog.waitFor({ state: 'hidden' });
}

function responseTo(page: Page, method: string, pathname: string | RegExp) {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    const matches = typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname);
    return matches && res.request().method() === method;
  });
}

async function pickSelectOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fullPageShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

function jobHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

describe('job page', () => {
  // One long journey through every part of the page: give it more than the default minute.
  test('a super admin works on a job: status, name, tasks, discussion with a mention, files', { timeout: 180_000 }, async ({ page }) => {
    const samBefore = await samBadgeCount();
    const adminToken = await apiToken(DEMO_USERS.superAdmin.email);
    const spring = await jobByName(adminToken, SPRING);
    const renamed = `${SPRING} (e2e)`;
    const taskName = `Check print proofs ${Date.now()}`;

    try {
      await loginAs(page, DEMO_USERS.superAdmin.email);
      await goto(page, '/jobs');
      await page.getByRole('link', { name: SPRING, exact: true }).click();
      await waitForPath(page, `/job/${spring.id}`);
      // the address changes before the lazily loaded page replaces the list (whose heading is JOBS)
      await jobHeading(page).filter({ hasText: new RegExp(`${spring.id}$`) }).waitFor();
      expect(await visibleText(jobHeading(page))).toMatch(new RegExp(`${spring.id}$`));
      expect(await visibleText(page.getByTestId('job-name'))).toBe(SPRING);
      await page.getByRole('link', { name: 'Back to all jobs' }).waitFor();
      await page.getByText('Acme Pty Ltd', { exact: true }).first().waitFor();

      // Status: saved at once.
      const status = page.getByRole('combobox', { name: 'Job status', exact: true });
      expect(await shownStatus(status)).toBe('In Progress');
      const statusSaved = responseTo(page, 'POST', `/api/jobs/${spring.id}`);
      await pickSelectOption(page, status, 'With Client');
      expect((await statusSaved).status()).toBe(200);
      await toast(page, 'Job updated').waitFor();
      expect(await shownStatus(status)).toBe('With Client');

      // Name: inline, saved about a second after leaving the field.
      await page.getByTestId('job-name').hover();
      await page.getByRole('button', { name: 'Edit job name' }).click();
      const nameField = page.getByRole('textbox', { name: 'Job name' });
      // emptied and Enter: the message, the focus kept, and Esc gives the name back
      await nameField.fill('');
      await nameField.press('Enter');
      await page.getByText('This field is required').waitFor();
      expect(await nameField.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await visibleText(page.getByTestId('job-name'))).toBe(SPRING);
      await page.getByTestId('job-name').hover();
      await page.getByRole('button', { name: 'Edit job name' }).click();
      await nameField.fill(renamed);
      const nameSaved = responseTo(page, 'POST', `/api/jobs/${spring.id}`);
      const blurredAt = Date.now();
      await nameField.press('Enter');
      expect(await visibleText(page.getByTestId('job-name'))).toBe(renamed);
      expect((await nameSaved).status()).toBe(200);
      expect(Date.now() - blurredAt).toBeGreaterThanOrEqual(900);
      await page.reload();
      await page.getByTestId('job-name').waitFor();
      expect(await visibleText(page.getByTestId('job-name'))).toBe(renamed);
      expect(await shownStatus(page.getByRole('combobox', { name: 'Job status', exact: true }))).toBe('With Client');

      // Tasks: add, change the status, delete.
      const tasks = page.locator('#job-tasks');
      await expect.poll(async () => (await tasks.locator('thead th').allTextContents()).map((t) => t.trim())).toEqual([
        'NUMBER',
        'TASK',
        'DUE DATE',
        'STATUS',
        'TOTAL TIME',
        'Actions',
      ]);
      const countBefore = Number(/\((\d+)\)/.exec(await visibleText(tasks.getByRole('heading')))?.[1]);
      await tasks.getByRole('button', { name: 'Add Task' }).click();
      const modal = page.getByRole('dialog', { name: 'ADD TASK' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Save' }).click();
      expect(await modal.getByText('This field is required').count()).toBe(2);
      const today = new Date();
      await modal.getByRole('button', { name: /Due date/ }).click();
      await page.getByRole('button', { name: `${today.getDate()} ${MONTHS[today.getMonth()]} ${today.getFullYear()}`, exact: true }).click();
      await modal.getByRole('textbox', { name: 'Task name' }).fill(taskName);
      await modal.getByRole('button', { name: 'Save' }).click();
      await toast(page, `Task ${taskName} created`).waitFor();
      await modal.waitFor({ state: 'hidden' });
      await tasks.getByRole('heading', { name: `TASKS (${countBefore + 1})` }).waitFor();
      const row = tasks.getByRole('row').filter({ hasText: taskName });
      const dd = String(today.getDate()).padStart(2, '0');
      const mm = String(today.getMonth() + 1).padStart(2, '0');
      // a task's due date in the default format (spec 1 section 9: only the job's shows DD-MM-YYYY)
      expect(await visibleText(row)).toContain(`${dd}/${mm}/${today.getFullYear()}`);
      expect(await row.textContent()).toContain('Pending');

      await row.getByRole('button', { name: taskName, exact: true }).click();
      const details = page.getByRole('region', { name: `Task ${taskName}` });
      await details.waitFor();
      await details.getByText('No description...').waitFor();
      await details.getByRole('button', { name: 'Edit Task Description' }).waitFor();
      const taskSaved = responseTo(page, 'POST', /^\/api\/tasks\/\d+$/);
      await pickSelectOption(page, details.getByRole('combobox', { name: 'Task status', exact: true }), 'Approved');
      const savedTask = (await (await taskSaved).json()) as TEnvelope<{ status: string }>;
      expect(savedTask.result.status).toBe('approved');
      await row.getByText('Approved').waitFor();

      await row.getByRole('button', { name: `Delete task ${taskName}` }).click();
      await page.getByText('Are you sure you want to delete this task?').waitFor();
      await confirmYes(page);
      await toast(page, `Task ${taskName} has been deleted`).waitFor();
      await row.waitFor({ state: 'detached' });
      await tasks.getByRole('heading', { name: `TASKS (${countBefore})` }).waitFor();

      // Team discussion with an @mention of Sam.
      const discussion = page.getByRole('region', { name: 'Discussion' });
      expect((await discussion.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['TEAM DISCUSSION', 'CLIENT DISCUSSION']);
      const teamPanel = discussion.getByRole('tabpanel', { name: 'TEAM DISCUSSION' });
      const teamEditor = teamPanel.getByRole('textbox', { name: 'Comment' });
      expect(await teamPanel.getByRole('button', { name: 'Post Comment' }).isDisabled()).toBe(true);
      await teamEditor.click();
      await page.keyboard.type('Proofs are ready, ');
      await page.keyboard.type('@Sam');
      // A screen reader hears the person the arrows are on: the editor's active descendant is that option.
      const sam = page.getByRole('option', { name: 'Sam Taylor' });
      expect(await sam.getAttribute('aria-selected')).toBe('true');
      expect(await teamEditor.getAttribute('aria-activedescendant')).toBe(await sam.getAttribute('id'));
      expect(await teamEditor.getAttribute('aria-controls')).toBe(await page.getByRole('listbox', { name: 'People to mention' }).getAttribute('id'));
      await sam.click();
      expect(await teamEditor.getAttribute('aria-activedescendant')).toBeNull();
      await page.keyboard.type('please check the colours.');
      const mentionPosted = responseTo(page, 'POST', `/api/jobs/${spring.id}/comments`);
      await teamPanel.getByRole('button', { name: 'Post Comment' }).click();
      const posted = (await (await mentionPosted).json()) as TEnvelope<{ content: string }>;
      expect(posted.result.content).toMatch(/<span[^>]*data-type="mention"[^>]*>@Sam Taylor<\/span>/);
      expect(posted.result.content).toMatch(/data-id="\d+"/);
      await toast(page, 'Your comment posted successfully').waitFor();
      const mentionComment = teamPanel.getByRole('listitem').filter({ hasText: 'please check the colours.' });
      await mentionComment.locator('.mention', { hasText: '@Sam Taylor' }).waitFor();
      expect(await mentionComment.textContent()).toContain('Alex Morgan');
      expect(await mentionComment.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(1);

      // Code snippet on the team board, then delete it.
      await teamPanel.getByText('Code Snippet', { exact: true }).click();
      await teamPanel.getByRole('textbox', { name: 'Code snippet' }).fill('const palette = ["#4c5fd5", "warm"]; // v2');
      await teamPanel.getByRole('button', { name: 'Post Code Snippet' }).click();
      await toast(page, 'Code snippet posted successfully').waitFor();
      const codeComment = teamPanel.getByRole('listitem').filter({ has: page.locator('pre') }).filter({ hasText: 'const palette' });
      await codeComment.waitFor();
      await codeComment.getByRole('button', { name: 'Delete comment' }).click();
      await page.getByText('Are you sure you want to delete this discussion record?').waitFor();
      await confirmYes(page);
      await toast(page, 'Selected comment is deleted').waitFor();
      await codeComment.waitFor({ state: 'detached' });
      // The focus goes on to the next comment's Delete, not to the page.
      const nextDelete = mentionComment.getByRole('button', { name: 'Delete comment' });
      await expect.poll(() => nextDelete.evaluate((el) => el === document.activeElement)).toBe(true);

      // Client discussion: a comment, then a file that also lists under ATTACHMENTS.
      await discussion.getByRole('tab', { name: 'CLIENT DISCUSSION' }).click();
      const clientPanel = discussion.getByRole('tabpanel', { name: 'CLIENT DISCUSSION' });
      await clientPanel.getByRole('textbox', { name: 'Comment' }).click();
      await page.keyboard.type('Here is the warmer palette we discussed.');
      await clientPanel.getByRole('button', { name: 'Post Comment' }).click();
      await toast(page, 'Your comment posted successfully').waitFor();
      await clientPanel.getByRole('listitem').filter({ hasText: 'Here is the warmer palette we discussed.' }).waitFor();

      await clientPanel.getByText('Files', { exact: true }).click();
      expect(await clientPanel.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);
      await clientPanel.locator('input[type="file"]').setInputFiles({ name: 'palette-swatch.png', mimeType: 'image/png', buffer: pngBuffer() });
      await clientPanel.getByRole('button', { name: 'Upload File' }).click();
      await toast(page, 'File palette-swatch.png uploaded successfully').waitFor();
      await clientPanel.getByRole('link', { name: 'palette-swatch.png' }).waitFor();
      const attachments = page.locator('#job-attachments');
      const attachmentLink = attachments.getByRole('link', { name: 'palette-swatch.png' });
      await attachmentLink.waitFor();
      expect(await attachmentLink.getAttribute('href')).toMatch(/^\/api\/files\/\d+\/download\?/);
      await attachments.getByText(/^\d+ B$/).first().waitFor();

      await fullPageShot(page, 'job-page-staff-full');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'job-page-staff-1280');

      await attachments.getByRole('button', { name: 'Delete attachment palette-swatch.png' }).click();
      await page.getByText('Are you sure you want to delete this attachment?').waitFor();
      await confirmYes(page);
      await toast(page, 'Attachment palette-swatch.png has been deleted').waitFor();
      await attachmentLink.waitFor({ state: 'detached' });
      // The file's comment on the board goes with it.
      await clientPanel.getByRole('link', { name: 'palette-swatch.png' }).waitFor({ state: 'detached' });

      // Sam hears of the mention (and of the other posts on the job).
      const samAfter = await samBadgeCount(samBefore);
      expect(samAfter).toBeGreaterThan(samBefore);

      // Ten a page, newest first; 'Load older' brings the rest.
      for (let i = 1; i <= 10; i++) {
        await apiCall('POST', `/api/jobs/${spring.id}/comments`, adminToken, { board: 'team', type: 'code', comment: `step(${i});` });
      }
      await page.reload();
      const teamList = page.getByRole('list', { name: 'Team comments' });
      await teamList.getByText('step(10);').waitFor();
      expect(await teamList.getByRole('listitem').count()).toBe(10);
      expect(await teamList.getByText('please check the colours.').count()).toBe(0);
      // Other journeys may have posted on this board too: page back until the oldest (seeded) post shows.
      const loadOlder = page.getByRole('button', { name: 'Load older' });
      await loadOlder.click();
      await teamList.getByText('please check the colours.').waitFor();
      while ((await teamList.getByText('Concepts are up on the board.', { exact: false }).count()) === 0) {
        const before = await teamList.getByRole('listitem').count();
        await loadOlder.click();
        await teamList.getByRole('listitem').nth(before).waitFor();
      }
      await loadOlder.waitFor({ state: 'detached' });
    } finally {
      await apiCall('POST', `/api/jobs/${spring.id}`, adminToken, { name: SPRING, status: spring.status });
    }
  });

  test('the layout holds a 200-character job name', { timeout: 90_000 }, async ({ page }) => {
    const adminToken = await apiToken(DEMO_USERS.superAdmin.email);
    const spring = await jobByName(adminToken, SPRING);
    const longName = `Spring ${'campaign key visual with adaptations for every store format '.repeat(4)}`.slice(0, 199) + '.';
    await apiCall('POST', `/api/jobs/${spring.id}`, adminToken, { name: longName });
    try {
      await loginAs(page, DEMO_USERS.superAdmin.email);
      await goto(page, `/job/${spring.id}`);
      expect(await visibleText(page.getByTestId('job-name'))).toBe(longName);
      await page.getByRole('heading', { name: /TASKS \(\d+\)/ }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'job-page-staff-long-name-1280');
      await page.setViewportSize({ width: 768, height: 900 });
      // Read once the narrower layout has settled (the header wraps, the panels stack).
      await settled(page);
      const narrowOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(narrowOverflow).toBeLessThanOrEqual(0);
      await fullPageShot(page, 'job-page-staff-long-name-768');
    } finally {
      await apiCall('POST', `/api/jobs/${spring.id}`, adminToken, { name: SPRING });
    }
  });

  test("a client user reads their job, talks on the client board only, and cannot open another client's job", { timeout: 90_000 }, async ({
    page,
  }) => {
    const adminToken = await apiToken(DEMO_USERS.superAdmin.email);
    const spring = await jobByName(adminToken, SPRING);
    const menuBoards = await jobByName(adminToken, MENU_BOARDS);
    // A proof the studio posted for the client: listed for the client without Delete.
    const proof = await uploadOnBoard(adminToken, spring.id, 'client', 'studio-proof.png', pngBuffer());

    await loginAs(page, DEMO_USERS.clientUser.email);
    await goto(page, `/job/${spring.id}`);
    expect(await visibleText(page.getByTestId('job-name'))).toBe(SPRING);
    await page.getByRole('heading', { name: /TASKS \(\d+\)/ }).waitFor();

    const discussion = page.getByRole('region', { name: 'Discussion' });
    await discussion.getByRole('tab', { name: 'CLIENT DISCUSSION' }).waitFor();
    expect((await discussion.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(['CLIENT DISCUSSION']);
    expect(await page.getByRole('combobox', { name: 'Job status', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit job name' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Task' }).count()).toBe(0);
    await page.locator('#job-tasks thead th').first().waitFor();
    const headers = (await page.locator('#job-tasks thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(['NUMBER', 'TASK', 'DUE DATE', 'STATUS']);
    await page.getByText('Looks great, can we see a warmer palette?').waitFor();

    // Files larger than upload_max_filesize are refused before they are sent.
    const clientPanel = discussion.getByRole('tabpanel', { name: 'CLIENT DISCUSSION' });
    await clientPanel.getByText('Files', { exact: true }).click();
    await clientPanel.locator('input[type="file"]').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await clientPanel.getByText('huge.pdf is larger than the 10 MB upload limit.').waitFor();
    expect(await clientPanel.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);
    await clientPanel.getByText('Comment', { exact: true }).click();
    await clientPanel.getByRole('textbox', { name: 'Comment' }).click();
    const reply = `Thanks, the warmer palette works for us (${Date.now()}).`;
    await page.keyboard.type(reply);
    await clientPanel.getByRole('button', { name: 'Post Comment' }).click();
    await toast(page, 'Your comment posted successfully').waitFor();
    const own = clientPanel.getByRole('listitem').filter({ hasText: reply });
    await own.getByText('Riley Chen').waitFor();
    await own.getByRole('button', { name: 'Delete comment' }).waitFor();

    // A file the client uploads lists in ATTACHMENTS with Delete; files of others have none. A
    // board takes design files too (the spec limits its files by size only).
    await clientPanel.getByText('Files', { exact: true }).click();
    const psd = Buffer.concat([Buffer.from('8BPS\x00\x01', 'latin1'), Buffer.alloc(64)]);
    await clientPanel.locator('input[type="file"]').setInputFiles({ name: 'our-logo.psd', mimeType: 'image/vnd.adobe.photoshop', buffer: psd });
    await clientPanel.getByRole('button', { name: 'Upload File' }).click();
    await toast(page, 'File our-logo.psd uploaded successfully').waitFor();
    const attachments = page.locator('#job-attachments');
    await attachments.getByRole('link', { name: 'our-logo.psd' }).waitFor();
    const deletes = attachments.getByRole('button', { name: /^Delete attachment / });
    expect(await deletes.count()).toBe(1);
    expect(await deletes.getAttribute('aria-label')).toBe('Delete attachment our-logo.psd');
    await attachments.getByRole('link', { name: 'studio-proof.png' }).waitFor(); // the studio's file shows, without Delete
    await attachments.scrollIntoViewIfNeeded();
    await screenshot(page, 'job-page-client-own-attachment');
    await deletes.click();
    await page.getByText('Are you sure you want to delete this attachment?').waitFor();
    await confirmYes(page);
    await toast(page, 'Attachment our-logo.psd has been deleted').waitFor();
    await attachments.getByRole('link', { name: 'our-logo.psd' }).waitFor({ state: 'detached' });
    await clientPanel.getByText('Comment', { exact: true }).click();

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'job-page-client-1280');
    await fullPageShot(page, 'job-page-client-full');

    // The page left open past a link's life (15 minutes): the click asks for a fresh link and
    // the file downloads, rather than the server's "This download link has expired".
    const staleHref = await attachments.getByRole('link', { name: 'studio-proof.png' }).getAttribute('href');
    await page.clock.setFixedTime(new Date(Date.now() + 16 * 60_000));
    const [fresh, download] = await Promise.all([
      page.waitForResponse((r) => /\/api\/files\/\d+\/link$/.test(new URL(r.url()).pathname)),
      page.waitForEvent('download'),
      attachments.getByRole('link', { name: 'studio-proof.png' }).click(),
    ]);
    expect(fresh.status()).toBe(200);
    expect(download.suggestedFilename()).toBe('studio-proof.png');
    expect(download.url()).not.toContain(staleHref);
    expect((await fs.promises.readFile((await download.path()) as string)).subarray(1, 4).toString()).toBe('PNG');

    await apiCall('DELETE', `/api/jobs/${spring.id}/attachments/${proof}`, adminToken);

    const sent = requestsOf(page);
    await goto(page, `/job/${menuBoards.id}`);
    await toast(page, 'You are not allowed to view this job.').waitFor();
    expect(await toast(page, 'You are not allowed to view this job.').textContent()).toContain('Invalid Request');
    await waitForPath(page, '/jobs');
    // asked once: the page answers its route's refused prefetch instead of asking again
    expect(sent.queriesTo(`/api/jobs/${menuBoards.id}`)).toEqual(['']);
    sent.stop();
  });
});
