import type { Page } from 'playwright-core';
import { HOSTILE_CORPUS, LONG_TEXT, XSS_FLAG, maxLengthName, payload } from '../../apps/server/test/helpers/hostile-corpus';
import { SAMPLE } from '../../apps/server/test/helpers/multipart';
import { DEMO_PASSWORD, DEMO_USERS, describe, expect, goto, loginAs, screenshot, test, urlOf } from '../fixtures';

/**
 * Hostile text seeded through the API into every kind of field, then every page that shows
 * it opened in Chromium as the super admin and as a client user: no payload may run (each
 * sets window.__xss when it does), no dialog may open, and the DOM holds no event handler
 * attribute or javascript: link.
 */

type TEnvelope<T> = { status: string; result: T; error?: string };

async function apiToken(email: string): Promise<string> {
  const lookup = await api<{ company: { id: number } | null; clients: { id: number }[] }>('POST', '/api/auth/verify-email', null, { email });
  const body = lookup.company
    ? { login_as: 'company', company_id: lookup.company.id, email, password: DEMO_PASSWORD }
    : { login_as: 'client', company_id: lookup.clients[0]?.id, email, password: DEMO_PASSWORD };
  return (await api<{ access_token: string }>('POST', '/api/auth/login', null, body)).access_token;
}

async function api<T>(method: string, pathname: string, token: string | null, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(urlOf(pathname), {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as TEnvelope<T>;
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${json.error ?? ''} ${JSON.stringify(json).slice(0, 300)}`);
  return json.result;
}

const form = (fields: Record<string, string | number>, files: Array<[string, Buffer, string]> = []): FormData => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  for (const [field, data, name] of files) f.append(field, new Blob([new Uint8Array(data)]), name);
  return f;
};

const MARKUP = HOSTILE_CORPUS.filter((p) => p.kind === 'markup');
/** Every markup payload in one rich-text body, each in its own paragraph. */
const ALL_MARKUP = MARKUP.map((p) => `<p>${p.text}</p>`).join('');
/** The longest job name allowed, without a space: the layout must not break on it. */
const LONG_NAME = maxLengthName(255, 'HOSTILE-LONG-NAME-');
const TAG = `hx${Date.now().toString(36)}`;
/** Names carry a tag, so the journey finds its own records among the demo data. */
const named = (id: string, text = payload(id).text) => `${TAG} ${text}`.slice(0, 255);

type TSeed = { jobId: number; longJobId: number; taskName: string; quoteId: number; orderId: number; invoiceId: number; noteId: number; templateId: number; clientId: number };
let seed: TSeed | null = null;

/** Seeds once per run: a job of Acme (the client user's company) full of hostile text, and a quote, order, invoice, note, time, request and client. */
async function seeded(): Promise<TSeed> {
  if (seed) return seed;
  const admin = await apiToken(DEMO_USERS.superAdmin.email);
  const client = await apiToken(DEMO_USERS.clientUser.email);
  const spring = (await api<{ data: Array<{ id: number; name: string; client_id: number }> }>('GET', `/api/jobs?kw=${encodeURIComponent('Spring campaign key visual')}`, admin)).data[0];
  const acme = spring.client_id;
  const job = await api<{ id: number }>('POST', '/api/jobs', admin, { name: named('script'), client_id: acme, description: `${ALL_MARKUP}<p>${LONG_TEXT}</p>` });
  const longJob = await api<{ id: number }>('POST', '/api/jobs', admin, { name: LONG_NAME, client_id: acme, description: `<p>${payload('unicode-controls').text}</p>` });
  const taskName = named('img-onerror');
  const task = await api<{ id: number }>('POST', '/api/tasks', admin, { job_id: job.id, name: taskName, due_date: '2026-12-01', description: ALL_MARKUP });
  for (const p of MARKUP) {
    await api('POST', `/api/jobs/${job.id}/comments`, admin, { board: 'team', comment: p.text });
    await api('POST', `/api/jobs/${job.id}/comments`, client, { board: 'client', comment: p.text });
  }
  await api('POST', `/api/jobs/${job.id}/comments`, admin, { board: 'team', comment: payload('script').text, type: 'code' });
  await api('POST', '/api/files/upload', client, form({ type: 'comment', object_type: 'job', object_id: job.id, board: 'client' }, [['file_upload', SAMPLE.png, `${payload('img-onerror').text}.png`]]));
  const quote = await api<{ id: number }>('POST', '/api/quotes', admin, { name: named('svg-onload'), client_id: acme, job_id: job.id, description: ALL_MARKUP, note: payload('formula-hyperlink').text, client_po: payload('sql-drop').text });
  const cost = (await api<Array<{ id: number }> | { data: Array<{ id: number }> }>('GET', '/api/cost-matrix?ipp=all', admin));
  const costId = (Array.isArray(cost) ? cost : cost.data)[0].id;
  await api('POST', `/api/quotes/${quote.id}/items`, admin, { cost_matrix_id: costId, quantity: '1', details: payload('attribute-breakout').text });
  const order = await api<{ id: number }>('POST', '/api/orders', admin, { name: named('nested-script'), client_id: acme, job_id: job.id, description: payload('js-link').text, delivery_to: payload('unicode-scripts').text });
  await api('POST', `/api/orders/${order.id}/items`, admin, { cost_matrix_id: costId, quantity: '1', details: payload('details-ontoggle').text });
  const invoice = await api<{ id: number }>('POST', '/api/invoices', admin, { name: named('attribute-breakout'), client_id: acme, job_id: job.id, description: ALL_MARKUP });
  await api('POST', `/api/invoices/${invoice.id}/items`, admin, { cost_matrix_id: costId, quantity: '1', description: payload('iframe-srcdoc').text });
  await api('POST', `/api/invoices/${invoice.id}`, admin, { note: payload('mention-handler').text });
  await api('POST', '/api/timesheets', admin, { job_id: job.id, task_id: task.id, session_date: new Date().toISOString().slice(0, 10), start_time: '09:00', end_time: '10:00', description: payload('svg-onload').text });
  const note = await api<{ id: number }>('POST', '/api/notes', admin, { title: named('js-link'), content: ALL_MARKUP, client_id: acme });
  await api('POST', '/api/notes', admin, { type: 'todo', title: named('img-onerror') });
  const newClient = await api<{ id: number }>('POST', '/api/clients', admin, { name: named('img-onerror'), email: `${TAG}@example.com`, address_1: payload('svg-onload').text });
  const template = await api<{ id: number }>('POST', '/api/email-templates', admin, { name: named('script'), email_subject: payload('img-onerror').text, from_name: 'Us', from_email: 'us@example.com', email_body: ALL_MARKUP });
  const me = await api<{ id: number }>('GET', '/api/user', client);
  await api(
    'POST',
    '/api/job-requests',
    client,
    form({ request_date: new Date().toISOString().slice(0, 10), client_id: acme, contact_id: me.id, name: named('details-ontoggle'), description: ALL_MARKUP }, [['file', SAMPLE.pdf, `${payload('attribute-breakout').text}.pdf`]]),
  );
  seed = { jobId: job.id, longJobId: longJob.id, taskName, quoteId: quote.id, orderId: order.id, invoiceId: invoice.id, noteId: note.id, templateId: template.id, clientId: newClient.id };
  return seed;
}

/** Collects every dialog (alert, confirm, prompt, beforeunload) the page opens, dismissing it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return dialogs;
}

/** What would have run: the flag, inline handlers, javascript: links, scripts and frames outside the app's own. */
async function traces(page: Page) {
  return page.evaluate((flag) => {
    const all = [...document.querySelectorAll('*')];
    return {
      flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
      handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`)),
      // The app's own e-mail preview is a frame sandboxed without scripts: what it shows cannot run.
      scriptLinks: [...document.querySelectorAll('a[href], iframe[src]:not([sandbox=""]), [srcdoc]:not(iframe[sandbox=""])')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('srcdoc') ?? '')
        .filter((href) => /^\s*(javascript|vbscript|data):/i.test(href) || /<script/i.test(href)),
      injected: [...document.querySelectorAll('body script, body iframe:not([sandbox=""]), body svg[onload], body details[ontoggle], body img[src="x"]')].map((el) => el.outerHTML.slice(0, 120)),
    };
  }, XSS_FLAG);
}

/**
 * Opens a page, waits for the hostile text to show and the network to settle (an image
 * error or a lazy chunk would have fired by then), and asserts nothing ran.
 */
async function visit(page: Page, dialogs: string[], pathname: string, shows: string, shot?: string): Promise<void> {
  await goto(page, pathname);
  await page
    .getByText(shows)
    .first()
    // A first visit loads the page's chunk: allow for a busy machine.
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(async (error: unknown) => {
      await screenshot(page, `hostile-missing${pathname.replace(/\W+/g, '-')}`);
      throw error;
    });
  await page.waitForLoadState('networkidle');
  const found = await traces(page);
  expect({ pathname, ...found, dialogs }).toEqual({ pathname, flag: null, handlers: [], scriptLinks: [], injected: [], dialogs: [] });
  // Long words wrap or scroll inside their box: the page itself never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 1) await screenshot(page, `hostile-overflow${pathname.replace(/\W+/g, '-')}`);
  expect({ pathname, overflow: Math.max(0, overflow) }).toEqual({ pathname, overflow: 0 });
  if (shot) await screenshot(page, shot);
}

describe('hostile input in the browser', () => {
  test('the probe itself sees a payload that runs and a dialog that opens', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.setContent(`<p>probe</p>${payload('img-onerror').text}<a href="javascript:void 0">x</a>`);
    await page.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === 1, XSS_FLAG);
    const found = await traces(page);
    expect(found.flag).toBe(1);
    expect(found.handlers).toEqual(['IMG[onerror]']);
    expect(found.scriptLinks).toEqual(['javascript:void 0']);
    expect(found.injected).toHaveLength(1);
    expect(dialogs).toEqual(['alert: 1']);
  });

  test('the super admin opens every page showing hostile text: nothing runs, no dialog opens', async ({ page }) => {
    const s = await seeded();
    const dialogs = watchDialogs(page);
    await loginAs(page, DEMO_USERS.superAdmin.email);
    await visit(page, dialogs, '/jobs', TAG, 'hostile-jobs-list');
    await visit(page, dialogs, `/job/${s.jobId}`, 'Javascript link', 'hostile-job-page');
    // The team board, the client board and a task's details.
    await page.getByRole('tab', { name: 'CLIENT DISCUSSION' }).click();
    await page.getByRole('tabpanel', { name: 'CLIENT DISCUSSION' }).getByText('Nested tags').first().waitFor();
    await page.getByRole('button', { name: s.taskName, exact: true }).click();
    await page.getByRole('region', { name: `Task ${s.taskName}` }).getByText('SVG onload').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await traces(page)).toEqual({ flag: null, handlers: [], scriptLinks: [], injected: [] });
    await visit(page, dialogs, `/job/${s.longJobId}`, 'HOSTILE-LONG-NAME', 'hostile-job-long-name');
    await visit(page, dialogs, '/notes', TAG);
    await visit(page, dialogs, `/notes/${s.noteId}`, 'Javascript link');
    await visit(page, dialogs, '/quotes', TAG);
    await visit(page, dialogs, `/quotes/${s.quoteId}`, 'Breakout', 'hostile-quote-page');
    await visit(page, dialogs, '/orders', TAG);
    await visit(page, dialogs, `/orders/${s.orderId}`, TAG);
    await visit(page, dialogs, '/invoices', TAG);
    await visit(page, dialogs, `/invoices/${s.invoiceId}`, TAG, 'hostile-invoice-page');
    await visit(page, dialogs, '/clients', TAG, 'hostile-clients');
    await visit(page, dialogs, `/clients/${s.clientId}`, TAG);
    await visit(page, dialogs, '/time', TAG);
    // The job's time records (under their task), with the hostile description.
    await page.getByRole('row').filter({ hasText: TAG }).getByRole('button', { name: /^Expand / }).click();
    await page.getByRole('button', { name: s.taskName }).click();
    await page.getByRole('table').filter({ hasText: 'SVG onload' }).last().waitFor();
    await page.waitForLoadState('networkidle');
    // The records slide open (a CSS transition): shoot once it has finished.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page, 'hostile-time');
    expect(await traces(page)).toEqual({ flag: null, handlers: [], scriptLinks: [], injected: [] });
    await visit(page, dialogs, '/account/job-requests', TAG);
    // The request's details: its rich-text description and the hostile attachment name.
    await page.getByRole('table', { name: 'Job requests' }).locator('tbody tr').filter({ hasText: TAG }).click();
    const request = page.getByRole('dialog', { name: 'JOB REQUEST' });
    await request.getByText('Nested tags').waitFor();
    await request.getByText('Breakout.pdf').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await screenshot(page, 'hostile-job-request-dialog');
    expect(await traces(page)).toEqual({ flag: null, handlers: [], scriptLinks: [], injected: [] });
    await page.keyboard.press('Escape');
    await visit(page, dialogs, `/settings/email-templates/${s.templateId}`, TAG);
    await visit(page, dialogs, '/', TAG);
  });

  test('a client user opens the pages showing hostile text: nothing runs, no dialog opens', async ({ page }) => {
    const s = await seeded();
    const dialogs = watchDialogs(page);
    await loginAs(page, DEMO_USERS.clientUser.email);
    await visit(page, dialogs, '/', TAG, 'hostile-client-dashboard');
    await visit(page, dialogs, '/jobs', TAG);
    await visit(page, dialogs, `/job/${s.jobId}`, 'Nested tags', 'hostile-client-job-page');
    await page.getByRole('button', { name: s.taskName, exact: true }).click();
    await page.getByRole('region', { name: `Task ${s.taskName}` }).getByText('SVG onload').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await traces(page)).toEqual({ flag: null, handlers: [], scriptLinks: [], injected: [] });
    await visit(page, dialogs, `/job/${s.longJobId}`, 'HOSTILE-LONG-NAME');
  });
});
