import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { clients, costMatrix, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { multipart, SAMPLE, type TPart } from './helpers/multipart.ts';
import { EMAIL_TAGS, HOSTILE_CORPUS, isFormulaCell, maxLengthName, payload, unsafeHtmlReason, type THostilePayload } from './helpers/hostile-corpus.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type TJson = Record<string, unknown>;
type TAnswer = { status: number; body: TJson };

/** A value inside an answer by a dotted path ('result.item.details'). */
function at(body: unknown, pathText: string): unknown {
  return pathText.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as TJson)[k] : undefined), body);
}

const post = async (url: string, body: unknown, token = tok.superAdmin): Promise<TAnswer> => {
  const r = await t.call<TJson>('POST', url, token, body);
  return { status: r.status, body: r.body };
};
const get = async (url: string, token = tok.superAdmin): Promise<TJson> => {
  const r = await t.call<TJson>('GET', url, token);
  if (r.status !== 200) throw new Error(`GET ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const idOf = (a: TAnswer, pathText = 'result.id'): number => {
  if (a.status !== 200) throw new Error(`setup call answered ${a.status}: ${JSON.stringify(a.body).slice(0, 400)}`);
  return Number(at(a.body, pathText));
};
const sendMultipart = async (url: string, parts: TPart[], token: string): Promise<TAnswer> => {
  const m = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url, headers: { ...m.headers, authorization: `Bearer ${token}` }, payload: m.payload });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as TJson) : {} };
};
const fieldParts = (o: Record<string, string | number>): TPart[] => Object.entries(o).map(([name, value]) => ({ name, value: String(value) }));

/**
 * One text field of one write call. `write` sends the value (and answers the write's answer);
 * `read` answers the stored value as a page would load it.
 */
type TField = {
  label: string;
  kind: 'plain' | 'rich' | 'email-html';
  /** the key of the field in a 422's `errors` */
  key: string;
  max: number;
  /** the contract trims this field */
  trimmed: boolean;
  write: (value: string) => Promise<TAnswer>;
  read: (written: TAnswer) => Promise<unknown>;
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
  const acme = (await db.select().from(clients).where(eq(clients.code, 'ACME')))[0];
  ids.ACME = acme.id;
  ids.cost = (await db.select().from(costMatrix).where(eq(costMatrix.companyId, acme.companyId)))[0].id;

  ids.job = idOf(await post('/api/jobs', { name: 'Hostile job', client_id: ids.ACME }));
  ids.task = idOf(await post('/api/tasks', { job_id: ids.job, name: 'Hostile task', due_date: '2026-12-01' }));
  ids.quote = idOf(await post('/api/quotes', { name: 'Hostile quote', client_id: ids.ACME, job_id: ids.job }));
  ids.quoteItem = idOf(await post(`/api/quotes/${ids.quote}/items`, { cost_matrix_id: ids.cost, quantity: '1', details: 'x' }), 'result.item.id');
  ids.order = idOf(await post('/api/orders', { name: 'Hostile order', client_id: ids.ACME, job_id: ids.job }));
  ids.orderItem = idOf(await post(`/api/orders/${ids.order}/items`, { cost_matrix_id: ids.cost, quantity: '1', details: 'x' }), 'result.item.id');
  ids.invoice = idOf(await post('/api/invoices', { name: 'Hostile invoice', client_id: ids.ACME, job_id: ids.job }));
  ids.invoiceItem = idOf(await post(`/api/invoices/${ids.invoice}/items`, { cost_matrix_id: ids.cost, quantity: '1', description: 'x' }), 'result.item.id');
  ids.timesheet = idOf(
    await post('/api/timesheets', { job_id: ids.job, task_id: ids.task, session_date: '2026-10-01', start_time: '09:00', end_time: '10:00', break: 0, description: 'x' }),
  );
  ids.note = idOf(await post('/api/notes', { title: 'Hostile note', content: '<p>x</p>', client_id: ids.ACME }));
  ids.todo = idOf(await post('/api/notes', { type: 'todo', title: 'Hostile to-do' }));
  ids.client = idOf(await post('/api/clients', { name: 'Hostile client', email: 'hostile.client@example.com' }));
  ids.member = idOf(
    await post(`/api/clients/${ids.client}/members`, { client_id: ids.client, first_name: 'Hostile', last_name: 'Contact', email: 'hostile.contact@example.com', send_welcome: false }),
  );
  ids.category = idOf(await post('/api/cost-categories', { name: 'Hostile category' }));
  ids.template = idOf(await post('/api/email-templates', { name: 'Hostile template', email_subject: 'Hi', from_name: 'Us', from_email: 'us@example.com', email_body: '<p>x</p>' }));
  ids.userType = idOf(await post('/api/user-types', { title: 'Hostile type' }));
  const request = await sendMultipart(
    '/api/job-requests',
    fieldParts({ request_date: '2026-11-22', client_id: ids.ACME, contact_id: ids.clientUser, name: 'Hostile request', description: 'x' }),
    tok.clientUser,
  );
  ids.request = idOf(request);
});
afterAll(async () => t?.close());

/** A field changed by a partial update (POST url {key: value}) and read back from GET readUrl at readPath. */
function updated(label: string, kind: TField['kind'], url: () => string, key: string, max: number, readUrl: () => string, readPath: string, opts: { trimmed?: boolean; token?: () => string; extra?: TJson } = {}): TField {
  return {
    label,
    kind,
    key,
    max,
    trimmed: opts.trimmed ?? false,
    write: (value) => post(url(), { ...opts.extra, [key]: value }, opts.token?.()),
    read: async () => at(await get(readUrl(), opts.token?.()), readPath),
  };
}

const BASE_FIELDS: TField[] = [
  updated('job name', 'plain', () => `/api/jobs/${ids.job}`, 'name', 255, () => `/api/jobs/${ids.job}`, 'result.name', { trimmed: true }),
  updated('job description', 'rich', () => `/api/jobs/${ids.job}`, 'description', 100_000, () => `/api/jobs/${ids.job}`, 'result.description'),
  updated('task name', 'plain', () => `/api/tasks/${ids.task}`, 'name', 2000, () => `/api/tasks/${ids.task}`, 'result.name', { trimmed: true }),
  updated('task description', 'rich', () => `/api/tasks/${ids.task}`, 'description', 100_000, () => `/api/tasks/${ids.task}`, 'result.description'),
  {
    label: 'team comment',
    kind: 'rich',
    key: 'comment',
    max: 100_000,
    trimmed: true,
    write: (value) => post(`/api/jobs/${ids.job}/comments`, { board: 'team', comment: value }),
    read: async (w) => {
      const list = (await get(`/api/jobs/${ids.job}/comments?board=team`)).result as { data: Array<{ id: number; content: string }> };
      return list.data.find((c) => c.id === at(w.body, 'result.id'))?.content;
    },
  },
  {
    label: 'client comment (client user)',
    kind: 'rich',
    key: 'comment',
    max: 100_000,
    trimmed: true,
    write: (value) => post(`/api/jobs/${ids.job}/comments`, { board: 'client', comment: value }, tok.clientUser),
    read: async (w) => {
      const list = (await get(`/api/jobs/${ids.job}/comments?board=client`, tok.clientUser)).result as { data: Array<{ id: number; content: string }> };
      return list.data.find((c) => c.id === at(w.body, 'result.id'))?.content;
    },
  },
  {
    label: 'code comment',
    kind: 'plain',
    key: 'comment',
    max: 100_000,
    trimmed: true,
    write: (value) => post(`/api/jobs/${ids.job}/comments`, { board: 'team', comment: value, type: 'code' }),
    read: async (w) => at(w.body, 'result.content'),
  },
  updated('client note title', 'plain', () => `/api/notes/${ids.note}`, 'title', 255, () => `/api/notes/${ids.note}`, 'result.title', { trimmed: true }),
  updated('client note content', 'rich', () => `/api/notes/${ids.note}`, 'content', 200_000, () => `/api/notes/${ids.note}`, 'result.content', { trimmed: true }),
  {
    label: 'to-do title',
    kind: 'plain',
    key: 'title',
    max: 2000,
    trimmed: true,
    write: (value) => post('/api/notes', { type: 'todo', title: value }),
    read: async (w) => at(w.body, 'result.title'),
  },
  ...(['name', 'description'] as const).map(
    (key): TField => ({
      label: `job request ${key}`,
      kind: key === 'name' ? 'plain' : 'rich',
      key,
      max: key === 'name' ? 255 : 100_000,
      trimmed: true,
      write: (value) => sendMultipart(`/api/job-requests/${ids.request}`, fieldParts({ [key]: value }), tok.clientUser),
      read: async () => at(await get(`/api/job-requests/${ids.request}`, tok.clientUser), `result.${key}`),
    }),
  ),
  updated('client name', 'plain', () => `/api/clients/${ids.client}`, 'name', 255, () => `/api/clients/${ids.client}`, 'result.name', { trimmed: true }),
  updated('client address', 'plain', () => `/api/clients/${ids.client}`, 'address_1', 255, () => `/api/clients/${ids.client}`, 'result.address_1', { trimmed: true }),
  ...(['first_name', 'last_name', 'note'] as const).map((key) =>
    updated(`contact ${key}`, 'plain', () => `/api/clients/${ids.client}/members/${ids.member}`, key, key === 'note' ? 2000 : 128, () => '', '', {
      trimmed: true,
    }),
  ).map((f): TField => ({
    ...f,
    read: async () => {
      const members = at(await get(`/api/clients/${ids.client}`), 'result.members') as TJson[];
      return members.find((m) => m.id === ids.member)?.[f.key];
    },
  })),
  updated('team member last name', 'plain', () => `/api/users/${ids.staff}`, 'last_name', 128, () => `/api/users/${ids.staff}`, 'result.last_name', { trimmed: true }),
  updated('agency name', 'plain', () => '/api/user/company', 'name', 255, () => '/api/user/company', 'result.name', { trimmed: true }),
  updated('client company name (client manager)', 'plain', () => '/api/user/company', 'name', 255, () => '/api/user/company', 'result.name', {
    trimmed: true,
    token: () => tok.clientManager,
    extra: { codename: 'ACME' },
  }),
  updated('account first name', 'plain', () => '/api/user', 'first_name', 128, () => '/api/user', 'result.first_name', { trimmed: true, token: () => tok.staff }),
  updated('quote name', 'plain', () => `/api/quotes/${ids.quote}`, 'name', 255, () => `/api/quotes/${ids.quote}`, 'result.name', { trimmed: true }),
  updated('quote description', 'rich', () => `/api/quotes/${ids.quote}`, 'description', 100_000, () => `/api/quotes/${ids.quote}`, 'result.description'),
  updated('quote note', 'plain', () => `/api/quotes/${ids.quote}`, 'note', 10_000, () => `/api/quotes/${ids.quote}`, 'result.note'),
  updated('quote client PO', 'plain', () => `/api/quotes/${ids.quote}`, 'client_po', 128, () => `/api/quotes/${ids.quote}`, 'result.client_po'),
  {
    ...updated('quote item details', 'plain', () => `/api/quotes/${ids.quote}/items/${ids.quoteItem}`, 'details', 10_000, () => '', ''),
    read: async () => ((at(await get(`/api/quotes/${ids.quote}/items`), 'result.data') as TJson[]).find((i) => i.id === ids.quoteItem) ?? {}).details,
  },
  updated('order name', 'plain', () => `/api/orders/${ids.order}`, 'name', 255, () => `/api/orders/${ids.order}`, 'result.name', { trimmed: true }),
  updated('order description', 'plain', () => `/api/orders/${ids.order}`, 'description', 100_000, () => `/api/orders/${ids.order}`, 'result.description'),
  updated('order delivery to', 'plain', () => `/api/orders/${ids.order}`, 'delivery_to', 10_000, () => `/api/orders/${ids.order}`, 'result.delivery_to'),
  updated('order special instructions', 'plain', () => `/api/orders/${ids.order}`, 'special_instructions', 10_000, () => `/api/orders/${ids.order}`, 'result.special_instructions'),
  {
    ...updated('order item details', 'plain', () => `/api/orders/${ids.order}/items/${ids.orderItem}`, 'details', 10_000, () => '', '', { trimmed: true }),
    read: async () => ((at(await get(`/api/orders/${ids.order}/items`), 'result.data') as TJson[]).find((i) => i.id === ids.orderItem) ?? {}).details,
  },
  updated('invoice name', 'plain', () => `/api/invoices/${ids.invoice}`, 'name', 255, () => `/api/invoices/${ids.invoice}`, 'result.name', { trimmed: true }),
  updated('invoice description', 'rich', () => `/api/invoices/${ids.invoice}`, 'description', 100_000, () => `/api/invoices/${ids.invoice}`, 'result.description'),
  updated('invoice note', 'plain', () => `/api/invoices/${ids.invoice}`, 'note', 10_000, () => `/api/invoices/${ids.invoice}`, 'result.note'),
  {
    ...updated('invoice item description', 'plain', () => `/api/invoices/${ids.invoice}/items/${ids.invoiceItem}`, 'description', 10_000, () => '', '', { trimmed: true }),
    read: async () => ((at(await get(`/api/invoices/${ids.invoice}/items`), 'result.data') as TJson[]).find((i) => i.id === ids.invoiceItem) ?? {}).description,
  },
  updated('timesheet description', 'plain', () => `/api/timesheets/${ids.timesheet}`, 'description', 5000, () => `/api/timesheets/${ids.timesheet}`, 'result.description', { trimmed: true }),
  updated('cost matrix description', 'plain', () => `/api/cost-matrix/${ids.cost}`, 'description', 2000, () => `/api/cost-matrix/${ids.cost}`, 'result.description', { trimmed: true }),
  updated('cost category name', 'plain', () => `/api/cost-categories/${ids.category}`, 'name', 255, () => `/api/cost-categories/${ids.category}`, 'result.name', { trimmed: true }),
  updated('user type title', 'plain', () => `/api/user-types/${ids.userType}`, 'title', 128, () => '/api/user-types', '', { trimmed: true }),
  updated('email template subject', 'plain', () => `/api/email-templates/${ids.template}`, 'email_subject', 255, () => `/api/email-templates/${ids.template}`, 'result.email_subject', { trimmed: true }),
  updated('email template body', 'email-html', () => `/api/email-templates/${ids.template}`, 'email_body', 200_000, () => `/api/email-templates/${ids.template}`, 'result.email_body'),
];
const FIELDS: TField[] = BASE_FIELDS.map((f) =>
  f.label === 'user type title'
    ? {
        ...f,
        read: async () => {
          const list = at(await get('/api/user-types'), 'result') as TJson[] | { data: TJson[] };
          return (Array.isArray(list) ? list : list.data).find((u) => u.id === ids.userType)?.title;
        },
      }
    : f,
);

/** What a plain field should hold after this value was saved. */
function expectedPlain(field: TField, value: string): string {
  return field.trimmed ? value.trim() : value;
}

async function probe(field: TField, p: THostilePayload): Promise<void> {
  const what = `${field.label} <- ${p.id}`;
  const w = await field.write(p.text);
  expect(w.status, `${what}: ${JSON.stringify(w.body).slice(0, 300)}`).toBeLessThan(500);
  // Too long, or a NUL (which PostgreSQL text cannot hold): refused on the field.
  if (p.text.length > field.max || p.text.includes('\u0000')) {
    expect(w.status, what).toBe(422);
    expect((w.body.errors as Record<string, string[]> | undefined)?.[field.key]?.length, `${what}: ${JSON.stringify(w.body).slice(0, 300)}`).toBeGreaterThan(0);
    return;
  }
  expect(w.status, `${what}: ${JSON.stringify(w.body).slice(0, 300)}`).toBe(200);
  const stored = await field.read(w);
  expect(typeof stored, `${what}: stored ${String(stored)}`).toBe('string');
  const text = stored as string;
  if (field.kind === 'plain') {
    expect(text, what).toBe(expectedPlain(field, p.text));
  } else {
    expect(unsafeHtmlReason(text, field.kind === 'email-html' ? EMAIL_TAGS : undefined), `${what}: ${text.slice(0, 300)}`).toBeNull();
    // A mail can only load absolute images; a relative one (src=x) is dropped.
    if (field.kind === 'email-html') expect(text, what).not.toMatch(/<img[^>]*\ssrc="(?!https?:\/\/|data:image\/)/i);
    if (p.kind === 'sql' || p.kind === 'formula') {
      // Not markup: the words stay, HTML-escaped as text.
      const decoded = text.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
      expect(decoded, what).toBe(p.text.trim());
    }
  }
}

describe('hostile input through every text and rich-text field', () => {
  for (const field of FIELDS) {
    it(`${field.label}: never a 500; rich text is cleaned, plain text and SQL are stored as sent, too long is a 422 on the field`, async () => {
      for (const p of HOSTILE_CORPUS) await probe(field, p);
    });
  }
});

/** A file name as a browser sends it in multipart: quotes and line breaks percent-encoded (HTML spec). */
const asSent = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** What a stored or sent-back file name must never hold: a path, a control or bidi character, markup characters. */
function unsafeFileNameReason(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name)) return 'a control character';
  if (/[<>"/\\]/.test(name)) return 'a markup or path character';
  if (name.length > 200) return `${name.length} characters`;
  return null;
}

describe('hostile file names', () => {
  const uploads: Array<[string, (p: THostilePayload) => Promise<TAnswer>, (a: TAnswer) => Array<{ name: string; download_url: string }>]> = [
    [
      'job attachment (comment upload)',
      (p) =>
        sendMultipart(
          '/api/files/upload',
          [...fieldParts({ type: 'comment', object_type: 'job', object_id: ids.job, board: 'client' }), { name: 'file_upload', filename: asSent(`${p.text}.png`), data: SAMPLE.png, type: 'image/png' }],
          tok.clientUser,
        ),
      (a) => [at(a.body, 'result.file') as { name: string; download_url: string }],
    ],
    [
      'job request attachment',
      (p) => sendMultipart(`/api/job-requests/${ids.request}`, [{ name: 'file', filename: asSent(`../../${p.text}.pdf`), data: SAMPLE.pdf }], tok.clientUser),
      (a) => at(a.body, 'result.files') as Array<{ name: string; download_url: string }>,
    ],
  ];
  for (const [label, upload, filesOf] of uploads) {
    it(`${label}: never a 500; the stored name has no path, control or markup characters and downloads with a clean header`, async () => {
      for (const p of HOSTILE_CORPUS) {
        const res = await upload(p);
        expect(res.status, `${label} <- ${p.id}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
        if (res.status !== 200) {
          // Only a name longer than a multipart header may hold is refused.
          expect(p.kind, `${label} <- ${p.id}: ${res.status}`).toBe('long');
          continue;
        }
        for (const file of filesOf(res)) {
          expect(unsafeFileNameReason(file.name), `${label} <- ${p.id}: ${JSON.stringify(file.name)}`).toBeNull();
          const dl = await t.app.inject({ method: 'GET', url: file.download_url });
          expect(dl.statusCode).toBe(200);
          const disposition = String(dl.headers['content-disposition']);
          expect(disposition, p.id).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]*$/);
          expect(dl.headers['content-security-policy']).toContain('sandbox');
        }
      }
      // The board's comments (which name the files) still load.
      expect((await t.call('GET', `/api/jobs/${ids.job}/comments?board=client`, tok.clientUser)).status).toBe(200);
    });
  }
});

/** PDF objects that run script, launch programs, submit or embed: none may appear. */
const ACTIVE_PDF = /\/(JS|JavaScript|Launch|OpenAction|AA|EmbeddedFile|EmbeddedFiles|RichMedia|SubmitForm|ImportData|XFA|AcroForm|GoToR|GoToE)\b/;

async function pdfOf(url: string): Promise<{ raw: string; text: string }> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok.superAdmin}` } });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  const raw = res.rawPayload.toString('latin1');
  const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text;
  return { raw, text };
}

describe('PDFs that show hostile text', () => {
  it('quote, order and invoice PDFs and the WIP reports and jobs list print it as text, with no script, launch or URI action', async () => {
    const set = async (url: string, body: TJson) => expect((await post(url, body)).status, `${url} ${JSON.stringify(body).slice(0, 100)}`).toBe(200);
    const sql = payload('sql-drop').text;
    const hyperlink = payload('formula-hyperlink').text;
    await set(`/api/jobs/${ids.job}`, { name: payload('script').text });
    await set(`/api/quotes/${ids.quote}`, { name: payload('img-onerror').text, description: payload('js-link').text, note: hyperlink, client_po: payload('formula-minus').text, status: 'pending' });
    await set(`/api/quotes/${ids.quote}/items/${ids.quoteItem}`, { details: sql });
    await set(`/api/orders/${ids.order}`, { name: payload('svg-onload').text, description: payload('nested-script').text, delivery_to: payload('unicode-scripts').text, special_instructions: payload('unicode-controls').text });
    await set(`/api/orders/${ids.order}/items/${ids.orderItem}`, { details: payload('formula-plus').text });
    await set(`/api/invoices/${ids.invoice}`, { name: payload('attribute-breakout').text, description: payload('js-link-obfuscated').text, note: payload('sql-union').text });
    await set(`/api/invoices/${ids.invoice}/items/${ids.invoiceItem}`, { description: payload('formula-at').text });
    await set(`/api/clients/${ids.ACME}`, { address_1: payload('details-ontoggle').text });

    const documents: Array<[string, string[]]> = [
      [`/api/quotes/${ids.quote}/pdf`, ['Image onerror', sql, 'Javascript link']],
      [`/api/orders/${ids.order}/pdf`, ['SVG onload', "+cmd|' /C calc'!A0"]],
      [`/api/invoices/${ids.invoice}/pdf`, ['Breakout', '@SUM(1+1)']],
      ['/api/quotes/wip', ['Image onerror']],
      ['/api/orders/wip', ['SVG onload']],
      ['/api/invoices/wip', ['Breakout']],
      [`/api/jobs/pdf?client_id=${ids.ACME}`, ['Script tag']],
    ];
    for (const [url, shown] of documents) {
      const { raw, text } = await pdfOf(url);
      expect(raw.startsWith('%PDF-'), url).toBe(true);
      expect(raw.match(ACTIVE_PDF)?.[0], url).toBeUndefined();
      expect(raw, url).not.toMatch(/\/URI\s*\(\s*(javascript|vbscript|data|file):/i);
      // The hostile text arrived as text (whitespace as the PDF lays it out).
      const flat = text.replace(/\s+/g, ' ');
      for (const s of shown) expect(flat, `${url} shows ${s}`).toContain(s.replace(/\s+/g, ' '));
    }
  });
});

/** RFC 4180 rows: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('timesheets.csv with hostile text', () => {
  it('neutralises every cell a spreadsheet would run (= + - @ tab carriage return) and keeps the rest as typed', async () => {
    const formulas = HOSTILE_CORPUS.filter((p) => p.kind === 'formula' || p.kind === 'sql' || p.kind === 'markup');
    const client = idOf(await post('/api/clients', { name: payload('formula-at').text, email: 'formula.client@example.com' }));
    const job = idOf(await post('/api/jobs', { name: payload('formula-hyperlink').text, client_id: client }));
    const task = idOf(await post('/api/tasks', { job_id: job, name: payload('formula-plus').text, due_date: '2026-12-01' }));
    for (const [i, p] of formulas.entries()) {
      const r = await post('/api/timesheets', { job_id: job, task_id: task, session_date: '2026-09-01', start_time: `${String(6 + (i % 12)).padStart(2, '0')}:00`, end_time: `${String(6 + (i % 12)).padStart(2, '0')}:30`, description: p.text });
      expect(r.status, `${p.id}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
    }
    // A tab or carriage return first cannot come through the API (text fields are trimmed); older or restored rows may hold one.
    const { timesheets } = await import('../src/db/schema/index.ts');
    const [row] = await t.database.db.select().from(timesheets).where(eq(timesheets.id, ids.timesheet));
    for (const description of [payload('formula-tab').text, payload('formula-cr').text]) {
      await t.database.db.insert(timesheets).values({ ...row, id: undefined, jobId: job, taskId: task, sessionDate: '2026-09-02', description });
    }

    const res = await t.app.inject({ method: 'GET', url: `/api/timesheets/csv?client_id=${client}`, headers: { authorization: `Bearer ${tok.superAdmin}` } });
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    const [header, ...records] = rows;
    expect(header[0]).toBe('Date');
    expect(records).toHaveLength(formulas.length + 2);
    for (const r of records) {
      expect(r).toHaveLength(header.length);
      for (const cell of r) expect(isFormulaCell(cell), `cell ${JSON.stringify(cell)}`).toBe(false);
    }
    const col = (name: string) => records.map((r) => r[header.indexOf(name)]);
    expect(new Set(col('Client'))).toEqual(new Set([`'${payload('formula-at').text}`]));
    expect(new Set(col('Job'))).toEqual(new Set([`'${payload('formula-hyperlink').text}`]));
    expect(col('Task').every((c) => c.endsWith(` | ${payload('formula-plus').text}`))).toBe(true);
    const descriptions = col('Description');
    for (const p of [...formulas, payload('formula-tab'), payload('formula-cr')]) {
      const typed = p.id === 'formula-tab' || p.id === 'formula-cr' ? p.text : p.text.trim();
      expect(descriptions, p.id).toContain(isFormulaCell(typed) ? `'${typed}` : typed);
    }
  });
});

describe('hostile searches', () => {
  it('search boxes take every payload literally; a NUL is a 422 on the field, never a 500', async () => {
    for (const url of ['/api/jobs', '/api/quotes', '/api/orders', '/api/invoices', '/api/timesheets', '/api/clients', '/api/notes?type=client']) {
      for (const p of HOSTILE_CORPUS) {
        const sep = url.includes('?') ? '&' : '?';
        const res = await t.call<TJson>('GET', `${url}${sep}kw=${encodeURIComponent(p.text.slice(0, 200))}`, tok.superAdmin);
        expect(res.status, `${url} kw=${p.id}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(p.text.includes('\u0000') ? 422 : 200);
        if (res.status === 422) expect((res.body.errors as Record<string, string[]>).kw).toHaveLength(1);
      }
    }
  });
});

describe('mail built from hostile names', () => {
  it('an invitation to a contact with a hostile name, from a template with the longest sender name and subject allowed, is sent with the names escaped', async () => {
    const { outbox } = await import('../src/db/schema/index.ts');
    const templates = at(await get('/api/email-templates?ipp=all'), 'result.data') as Array<{ id: number; slug: string | null }>;
    const welcome = templates.find((tpl) => tpl.slug === 'welcome');
    expect(welcome).toBeDefined();
    const fromName = maxLengthName(255, 'FROM"<b>');
    const subject = maxLengthName(255, 'Hi {first_name} {last_name} ');
    expect((await post(`/api/email-templates/${welcome!.id}`, { from_name: fromName, email_subject: subject })).status).toBe(200);
    const email = 'hostile.invitee@example.com';
    const firstName = payload('img-onerror').text;
    const invite = await post(`/api/clients/${ids.client}/members`, { client_id: ids.client, first_name: firstName, last_name: `LAST\r\nBcc: evil@example.com ${'M'.repeat(90)}`, email, send_welcome: true });
    expect(invite.status, JSON.stringify(invite.body).slice(0, 300)).toBe(200);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(unsafeHtmlReason(mail.html, EMAIL_TAGS), mail.html.slice(0, 300)).toBeNull();
    expect(mail.html).toContain('&lt;img src=x onerror=');
    // A subject and a sender name are text: the names as typed, never cut into another header.
    expect(mail.subject.startsWith(`Hi ${firstName} LAST Bcc: evil@example.com MMM`)).toBe(true);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(255);
    expect(mail.fromAddress).toMatch(/^"FROM<b>M+" <[^<>"\r\n]+>$/);
  });
});
