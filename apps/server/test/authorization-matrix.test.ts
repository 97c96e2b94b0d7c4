import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import * as s from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { multipart, SAMPLE } from './helpers/multipart.ts';
import { CALLERS, MATRIX, defaultIdKey, type TCaller, type TEntry, type TIdKey, type TOutcome } from './authorization-matrix.ts';

type TRoute = { method: string; url: string; isPublic: boolean };

// Every route the app registers, seen through Fastify's onRoute hook on each instance it builds.
const seen = vi.hoisted(() => new Map<string, { method: string; url: string; isPublic: boolean }>());
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const wrapped = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        const cfg = r.config as { public?: boolean } | undefined;
        seen.set(`${method} ${r.url}`, { method, url: r.url, isPublic: Boolean(cfg?.public) });
      }
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: wrapped, fastify: wrapped };
});

type TIds = Record<TIdKey, number | null>;
type TWorld = { t: TTestApp; tok: Record<TCaller, string | undefined>; nw: TIds; blue: TIds; sb: TIds };

const first = async (q: PromiseLike<Array<{ id: number }>>) => (await q)[0]?.id ?? null;

/** Looks up the records the matrix points at, adding the few the seed lacks (attachments, a team comment on a Blue job, a custom user type). */
async function prepare(t: TTestApp): Promise<TWorld> {
  const db = t.database.db;
  const company = async (name: string) => (await db.select().from(s.companies).where(eq(s.companies.name, name)))[0].id;
  const nwId = await company('Northwind Creative');
  const sbId = await company('Southbank Studio');
  const clientId = async (code: string, companyId: number) => (await db.select().from(s.clients).where(and(eq(s.clients.code, code), eq(s.clients.companyId, companyId))))[0].id;
  const jobByName = async (name: string) => first(db.select({ id: s.jobs.id }).from(s.jobs).where(eq(s.jobs.name, name)));

  async function idsFor(o: { companyId: number; clientId: number; job: string; jobRequest: string; note: string; quote: string; order: string | null; invoice: string; timesheet: string; teamUser: string; member: string }): Promise<TIds> {
    const job = (await jobByName(o.job))!;
    const author = (await db.select().from(s.users).where(and(eq(s.users.companyId, o.companyId), eq(s.users.userTypeId, 1))))[0].id;
    const comment = async (board: 'team' | 'client') =>
      (await first(db.select({ id: s.comments.id }).from(s.comments).where(and(eq(s.comments.jobId, job), eq(s.comments.board, board))).orderBy(asc(s.comments.id)))) ??
      (await db.insert(s.comments).values({ companyId: o.companyId, jobId: job, board, type: 'text', content: `<p>matrix ${board}</p>`, authorId: author }).returning())[0].id;
    const teamComment = await comment('team');
    const clientComment = await comment('client');
    const jobRequest = (await first(db.select({ id: s.jobRequests.id }).from(s.jobRequests).where(eq(s.jobRequests.name, o.jobRequest))))!;
    const file = async (v: Partial<typeof s.files.$inferInsert>) =>
      (await db.insert(s.files).values({ companyId: o.companyId, objectType: 'comment', name: 'matrix.txt', mime: 'text/plain', size: 1, storageKey: 'matrix-missing', uploadedBy: author, ...v }).returning())[0].id;
    // Its own client-board comment, so that deleting the comment of the matrix leaves the attachment.
    const fileComment = (await db.insert(s.comments).values({ companyId: o.companyId, jobId: job, board: 'client', type: 'text', content: '<p>matrix file</p>', authorId: author }).returning())[0].id;
    const jobAttachment = await file({ objectType: 'comment', jobId: job, commentId: fileComment });
    const jobRequestAttachment = await file({ objectType: 'job_request', jobRequestId: jobRequest });
    // A file on the team board: never shown to the client's contacts.
    await file({ objectType: 'comment', jobId: job, commentId: teamComment, name: 'team-only-matrix.txt' });
    const quote = await first(db.select({ id: s.quotes.id }).from(s.quotes).where(and(eq(s.quotes.companyId, o.companyId), eq(s.quotes.name, o.quote))));
    const order = o.order ? await first(db.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.name, o.order))) : null;
    const invoice = await first(db.select({ id: s.invoices.id }).from(s.invoices).where(eq(s.invoices.name, o.invoice)));
    const userType =
      (await first(db.select({ id: s.userTypes.id }).from(s.userTypes).where(and(eq(s.userTypes.companyId, o.companyId), eq(s.userTypes.title, 'Matrix'))))) ??
      (await db.insert(s.userTypes).values({ companyId: o.companyId, title: 'Matrix' }).returning())[0].id;
    const emailTemplate =
      (await first(db.select({ id: s.emailTemplates.id }).from(s.emailTemplates).where(eq(s.emailTemplates.companyId, o.companyId)))) ??
      (await db.insert(s.emailTemplates).values({ companyId: o.companyId, name: 'Matrix', emailSubject: 'Matrix', fromName: 'Matrix', fromEmail: 'matrix@example.com' }).returning())[0].id;
    return {
      job,
      task: await first(db.select({ id: s.tasks.id }).from(s.tasks).where(eq(s.tasks.jobId, job)).orderBy(asc(s.tasks.id))),
      teamComment,
      clientComment,
      jobAttachment,
      jobRequest,
      jobRequestAttachment,
      note: await first(db.select({ id: s.notes.id }).from(s.notes).where(eq(s.notes.title, o.note))),
      todo: await first(db.select({ id: s.notes.id }).from(s.notes).where(and(eq(s.notes.companyId, o.companyId), eq(s.notes.type, 'todo'))).orderBy(asc(s.notes.id))),
      costCategory: await first(db.select({ id: s.costCategories.id }).from(s.costCategories).where(eq(s.costCategories.companyId, o.companyId)).orderBy(asc(s.costCategories.id))),
      costMatrix: await first(db.select({ id: s.costMatrix.id }).from(s.costMatrix).where(eq(s.costMatrix.companyId, o.companyId)).orderBy(asc(s.costMatrix.id))),
      quote,
      quoteItem: quote ? await first(db.select({ id: s.quoteItems.id }).from(s.quoteItems).where(eq(s.quoteItems.quoteId, quote))) : null,
      order,
      orderItem: order ? await first(db.select({ id: s.orderItems.id }).from(s.orderItems).where(eq(s.orderItems.orderId, order))) : null,
      invoice,
      invoiceItem: invoice ? await first(db.select({ id: s.invoiceItems.id }).from(s.invoiceItems).where(eq(s.invoiceItems.invoiceId, invoice))) : null,
      timesheet: await first(db.select({ id: s.timesheets.id }).from(s.timesheets).where(eq(s.timesheets.description, o.timesheet))),
      teamUser: await first(db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, o.teamUser))),
      client: o.clientId,
      member: await first(db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, o.member))),
      userType,
      emailTemplate,
      company: o.companyId,
      file: jobAttachment,
      notification: await first(db.select({ id: s.notifications.id }).from(s.notifications).where(eq(s.notifications.userId, author)).orderBy(asc(s.notifications.id))),
    };
  }

  const acme = await clientId('ACME', nwId);
  const blueId = await clientId('BLUE', nwId);
  const nw = await idsFor({ companyId: nwId, clientId: acme, job: 'Spring campaign key visual', jobRequest: 'Christmas catalogue', note: 'Acme brand contacts', quote: 'Spring campaign', order: 'Spring flyers print run', invoice: 'Spring campaign deposit', timesheet: 'Moodboard research', teamUser: 'jordan@demo.jobflow.test', member: DEMO_LOGINS.clientUser });
  const blue = await idsFor({ companyId: nwId, clientId: blueId, job: 'Menu boards', jobRequest: 'Summer menu update', note: 'Blue Harbour billing', quote: 'Brand guidelines', order: 'Menu board printing', invoice: 'Trade show stand', timesheet: 'Menu layouts', teamUser: 'jordan@demo.jobflow.test', member: 'jamie@blueharbour.example' });
  const sb = await idsFor({ companyId: sbId, clientId: await clientId('HARB', sbId), job: 'Bakery rebrand', jobRequest: 'Easter signage', note: 'Bakery opening hours', quote: 'Bakery rebrand', order: null, invoice: 'Rebrand deposit', timesheet: 'Logo sketches', teamUser: DEMO_LOGINS.secondAdmin, member: DEMO_LOGINS.shared });
  const tok = { anonymous: undefined } as Record<TCaller, string | undefined>;
  tok.superAdmin = await t.login(DEMO_LOGINS.superAdmin);
  tok.staff = await t.login(DEMO_LOGINS.staff);
  tok.clientManager = await t.login(DEMO_LOGINS.clientManager);
  tok.clientUser = await t.login(DEMO_LOGINS.clientUser);
  tok.otherAdmin = await t.login(DEMO_LOGINS.secondAdmin);
  return { t, tok, nw, blue, sb };
}

type TAnswer = { status: number; body: string; type: string; raw: Buffer };

/** Calls one route as one caller with one id set; null when the id set lacks a record the path needs. */
async function hit(w: TWorld, key: string, entry: TEntry, caller: TCaller, ids: TIds): Promise<TAnswer | null> {
  const [method, pattern] = key.split(' ');
  let url = pattern;
  for (const m of pattern.matchAll(/:(\w+)/g)) {
    const id = ids[entry.ids?.[m[1]] ?? defaultIdKey(key, m[1])];
    if (id === null) return null;
    url = url.replace(`:${m[1]}`, String(id));
  }
  if (entry.query) url += `?${entry.query}`;
  const headers: Record<string, string> = w.tok[caller] ? { authorization: `Bearer ${w.tok[caller]}` } : {};
  let payload: string | Buffer | object | undefined;
  if (key === 'POST /api/files/upload') {
    const form = multipart([{ name: 'type', value: 'comment' }, { name: 'object_type', value: 'job' }, { name: 'object_id', value: String(ids.job) }, { name: 'board', value: 'client' }, { name: 'file_upload', filename: 'matrix.png', data: SAMPLE.png, type: 'image/png' }]);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (key === 'POST /api/job-requests') {
    const form = multipart([{ name: 'name', value: 'Matrix request' }, { name: 'description', value: '<p>x</p>' }]);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (method === 'POST') {
    payload = (typeof entry.body === 'function' ? entry.body(ids) : entry.body) ?? {};
  }
  const res = await w.t.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
  return { status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? ''), raw: res.rawPayload };
}

function outcomeOf(status: number): TOutcome | number {
  if ((status >= 200 && status < 400) || status === 400 || status === 409 || status === 422) return 'allow';
  if (status === 401 || status === 403 || status === 404) return status;
  return status;
}

const routeKeys = Object.keys(MATRIX);
const hasIds = (key: string) => key.includes('/:');
const isDestructive = (key: string) => Boolean(MATRIX[key].destructive);
/** Children before parents, and the records others hang from (clients, users, pricing) last. */
const LAST = ['/api/clients', '/api/users', '/api/user-types', '/api/cost-matrix', '/api/cost-categories', '/api/xero', '/api/auth/logout'];
const destructiveOrder = routeKeys.filter(isDestructive).sort((a, b) => {
  const rank = (k: string) => (LAST.findIndex((p) => k.split(' ')[1].startsWith(p)) + 1) * 10 - (k.match(/:/g)?.length ?? 0);
  return rank(a) - rank(b);
});

/** Which callers must never get a 2xx with which foreign id set, and what they get instead. */
function crossChecks(w: TWorld): Array<{ caller: TCaller; ids: TIds; label: string; allowed: TOutcome[] }> {
  return [
    { caller: 'superAdmin', ids: w.sb, label: 'Southbank ids', allowed: [404] },
    { caller: 'staff', ids: w.sb, label: 'Southbank ids', allowed: [403, 404] },
    { caller: 'clientManager', ids: w.blue, label: 'Blue Harbour ids', allowed: [403, 404] },
    { caller: 'clientUser', ids: w.blue, label: 'Blue Harbour ids', allowed: [403, 404] },
  ];
}

/** Runs one caller over the given routes; returns one line per mismatch. */
async function runOwn(w: TWorld, keys: string[], caller: TCaller): Promise<string[]> {
  const bad: string[] = [];
  for (const key of keys) {
    const entry = MATRIX[key];
    const ids = caller === 'otherAdmin' && !hasIds(key) ? w.sb : w.nw;
    const res = await hit(w, key, entry, caller, caller === 'otherAdmin' ? w.nw : ids);
    if (!res) continue;
    const got = outcomeOf(res.status);
    if (got !== entry.expect[caller]) bad.push(`${key} as ${caller}: expected ${entry.expect[caller]}, got ${res.status} ${res.body.slice(0, 160)}`);
  }
  return bad;
}

async function runCross(w: TWorld, keys: string[], only?: TCaller): Promise<string[]> {
  const bad: string[] = [];
  for (const check of crossChecks(w)) {
    if (only && check.caller !== only) continue;
    for (const key of keys) {
      const entry = MATRIX[key];
      if (!hasIds(key) || entry.noCrossCheck || entry.expect[check.caller] !== 'allow') continue;
      const res = await hit(w, key, entry, check.caller, check.ids);
      if (!res) continue;
      const got = outcomeOf(res.status);
      if (!check.allowed.includes(got as TOutcome)) bad.push(`${key} as ${check.caller} with ${check.label}: expected ${check.allowed.join('/')}, got ${res.status} ${res.body.slice(0, 160)}`);
    }
  }
  return bad;
}

let w: TWorld;
beforeAll(async () => {
  w = await prepare(await createTestApp());
});
afterAll(async () => w?.t.close());

describe('the route table', () => {
  it('every route of the app is in the matrix, and the matrix names no route the app lacks', () => {
    const api = [...seen.values()].filter((r: TRoute) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    const inApp = new Set(api.map((r) => `${r.method} ${r.url}`));
    expect(inApp.size).toBeGreaterThan(100);
    expect([...inApp].filter((k) => !(k in MATRIX)), 'routes missing from apps/server/test/authorization-matrix.ts').toEqual([]);
    expect(routeKeys.filter((k) => !inApp.has(k)), 'matrix entries for routes the app lacks').toEqual([]);
  });
  it('a public route is exactly one the matrix lets anonymous callers reach', () => {
    const publicInApp = [...seen.values()].filter((r) => r.isPublic && r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`).sort();
    const anonymousReach = routeKeys.filter((k) => MATRIX[k].expect.anonymous !== 401).sort();
    expect(publicInApp).toEqual(anonymousReach);
  });
});

describe('every route as every caller', () => {
  const safe = routeKeys.filter((k) => !isDestructive(k));
  it.each(CALLERS)('%s gets what the matrix says on the agency’s own records', async (caller) => {
    expect(await runOwn(w, safe, caller)).toEqual([]);
  });
  it('another agency’s ids and another client company’s ids are never reached', async () => {
    expect(await runCross(w, safe)).toEqual([]);
  });
  it('anonymous callers are refused the destructive routes too', async () => {
    expect(await runOwn(w, destructiveOrder, 'anonymous')).toEqual([]);
  });
});

describe('destructive routes, on a fresh database per caller', () => {
  it.each(CALLERS.filter((c) => c !== 'anonymous'))('%s', async (caller) => {
    const fresh = await prepare(await createTestApp());
    try {
      const foreign = caller === 'otherAdmin' ? fresh.nw : caller.startsWith('client') ? fresh.blue : fresh.sb;
      const before = await existing(fresh, foreign);
      const bad = [...(await runCross(fresh, destructiveOrder, caller))];
      if (caller === 'otherAdmin') bad.push(...(await runOwn(fresh, destructiveOrder, caller)));
      expect(await existing(fresh, foreign), 'foreign records still there').toEqual(before);
      if (caller !== 'otherAdmin') bad.push(...(await runOwn(fresh, destructiveOrder, caller)));
      expect(bad).toEqual([]);
    } finally {
      await fresh.t.close();
    }
  });
});

/** Which of the given records still exist (their keys). */
async function existing(w: TWorld, ids: TIds): Promise<string[]> {
  const db = w.t.database.db;
  const lookup: Array<[TIdKey, PromiseLike<Array<{ id: number }>>]> = [];
  const q = (key: TIdKey, table: typeof s.jobs | typeof s.tasks | typeof s.comments | typeof s.jobRequests | typeof s.notes | typeof s.quotes | typeof s.orders | typeof s.invoices | typeof s.timesheets | typeof s.users | typeof s.clients | typeof s.costMatrix | typeof s.files) => {
    const id = ids[key];
    if (id !== null) lookup.push([key, db.select({ id: table.id }).from(table as typeof s.jobs).where(eq(table.id, id))]);
  };
  q('job', s.jobs); q('task', s.tasks); q('teamComment', s.comments); q('clientComment', s.comments); q('jobRequest', s.jobRequests);
  q('note', s.notes); q('quote', s.quotes); q('order', s.orders); q('invoice', s.invoices); q('timesheet', s.timesheets);
  q('teamUser', s.users); q('member', s.users); q('client', s.clients); q('costMatrix', s.costMatrix); q('jobAttachment', s.files); q('jobRequestAttachment', s.files);
  const out: string[] = [];
  for (const [key, p] of lookup) if ((await p).length) out.push(key);
  return out;
}

// ---------------------------------------------------------------------------------------
// Rows that must not leak from lists and reports.

const SOUTHBANK = ['Bakery rebrand', 'Harbour Bakery', 'Rebrand deposit', 'Logo sketches', 'Bakery opening hours', 'Book the bakery shoot', 'Easter signage', 'Paper Mill', 'Billie', 'First logo ideas'];
const NORTHWIND = ['Spring campaign', 'Acme', 'Blue Harbour', 'Citrus', 'Moodboard', 'Christmas catalogue', 'Summer menu', 'Send Acme', 'PrintWorks', 'Alex Morgan', 'Sam Taylor', 'Menu board'];
/** Records of Blue Harbour and Citrus Media that Acme's contacts must not see. */
const OTHER_CLIENTS = ['Blue Harbour', 'Menu boards', 'Brand guidelines', 'Citrus', 'Podcast cover art', 'Trade show', 'Social media kit', 'Summer menu update', 'Blue Harbour billing', 'Menu layouts', 'Jamie Brooks', 'Pat Owens', 'Drew Patel'];

const LISTS = [
  '/api/jobs?ipp=all', '/api/jobs?ipp=all&status=all', '/api/jobs/pdf', '/api/tasks', '/api/quotes?ipp=all', '/api/quotes/wip', '/api/orders?ipp=all', '/api/orders/wip',
  '/api/invoices?ipp=all', '/api/invoices/wip', '/api/timesheets?ipp=all', '/api/timesheets/csv', '/api/notes?ipp=all', '/api/notes?type=todo', '/api/clients?ipp=all',
  '/api/clients?ipp=all&is_supplier=1', '/api/clients/members?ipp=all', '/api/user/notifications', '/api/user/related-comments', '/api/job-requests?ipp=all', '/api/options',
  '/api/users?ipp=all', '/api/cost-matrix?ipp=all', '/api/cost-categories', '/api/email-templates', '/api/user-types',
];

async function textOf(res: TAnswer): Promise<string> {
  if (res.type.includes('pdf')) return (await extractText(new Uint8Array(res.raw), { mergePages: true })).text;
  return res.body;
}

describe('lists and reports leak no rows', () => {
  const cases: Array<[TCaller, string[]]> = [
    ['superAdmin', SOUTHBANK],
    ['staff', SOUTHBANK],
    ['clientManager', [...SOUTHBANK, ...OTHER_CLIENTS]],
    ['clientUser', [...SOUTHBANK, ...OTHER_CLIENTS]],
    ['otherAdmin', NORTHWIND],
  ];
  it.each(cases)('%s', async (caller, forbidden) => {
    const leaks: string[] = [];
    let reached = 0;
    for (const url of LISTS) {
      const res = await w.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.tok[caller]}` } });
      if (res.statusCode >= 500) leaks.push(`${url}: ${res.statusCode}`);
      if (res.statusCode !== 200) continue;
      reached++;
      const text = await textOf({ status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? ''), raw: res.rawPayload });
      for (const name of forbidden) if (text.toLowerCase().includes(name.toLowerCase())) leaks.push(`${url} shows “${name}”`);
    }
    expect(reached).toBeGreaterThan(3);
    expect(leaks).toEqual([]);
  });
  // The same lists filtered by another tenant's or another client company's ids.
  const FILTERED = [
    '/api/jobs?ipp=all&client_id={client}', '/api/jobs/pdf?client_id={client}', '/api/tasks?job_id={job}', '/api/tasks?client_id={client}',
    '/api/clients/members?ipp=all&client_id={client}', '/api/job-requests?ipp=all&client_id={client}', '/api/timesheets?ipp=all&job_id={job}',
    '/api/timesheets?ipp=all&client_id={client}', '/api/timesheets/csv?client_id={client}', '/api/quotes?ipp=all&client_id={client}',
    '/api/quotes/wip?client_id={client}', '/api/orders?ipp=all&client_id={client}', '/api/orders/wip?client_id={client}',
    '/api/invoices?ipp=all&client_id={client}&job_id={job}', '/api/invoices/wip?client_id={client}', '/api/jobs/{job}/comments?board=client',
  ];
  it.each(cases)('%s, filtering by foreign ids', async (caller, forbidden) => {
    const foreign = caller === 'otherAdmin' ? w.nw : caller.startsWith('client') ? w.blue : w.sb;
    const leaks: string[] = [];
    for (const pattern of FILTERED) {
      const url = pattern.replace('{client}', String(foreign.client)).replace('{job}', String(foreign.job));
      const res = await w.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${w.tok[caller]}` } });
      if (res.statusCode >= 500) leaks.push(`${url}: ${res.statusCode}`);
      if (res.statusCode !== 200) continue;
      const text = await textOf({ status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? ''), raw: res.rawPayload });
      for (const name of forbidden) if (text.toLowerCase().includes(name.toLowerCase())) leaks.push(`${url} shows “${name}”`);
    }
    expect(leaks).toEqual([]);
  });
  it('client contacts never read the team board of their own job', async () => {
    for (const caller of ['clientManager', 'clientUser'] as const) {
      const res = await w.t.app.inject({ method: 'GET', url: `/api/jobs/${w.nw.job}/comments?board=team`, headers: { authorization: `Bearer ${w.tok[caller]}` } });
      expect(res.body).not.toContain('Concepts are up on the board');
      const all = await w.t.app.inject({ method: 'GET', url: `/api/user/related-comments`, headers: { authorization: `Bearer ${w.tok[caller]}` } });
      expect(all.body).not.toContain('Concepts are up on the board');
      const job = await w.t.app.inject({ method: 'GET', url: `/api/jobs/${w.nw.job}`, headers: { authorization: `Bearer ${w.tok[caller]}` } });
      expect(job.statusCode).toBe(200);
      expect(job.body).toContain('matrix.txt');
      expect(job.body).not.toContain('team-only-matrix.txt');
    }
  });
  it('the lists show the caller’s own rows, so the checks above look at real data', async () => {
    const jobs = await w.t.app.inject({ method: 'GET', url: '/api/jobs?ipp=all', headers: { authorization: `Bearer ${w.tok.clientUser}` } });
    expect(jobs.body).toContain('Spring campaign key visual');
    const other = await w.t.app.inject({ method: 'GET', url: '/api/invoices/wip', headers: { authorization: `Bearer ${w.tok.otherAdmin}` } });
    expect(await textOf({ status: other.statusCode, body: other.body, type: String(other.headers['content-type']), raw: other.rawPayload })).toContain('Rebrand deposit');
  });
});


describe('ids of another agency inside request bodies', () => {
  it('are refused, never saved and never a server error', async () => {
    const sb = w.sb;
    const nw = w.nw;
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/api/jobs', { name: 'X', client_id: sb.client, due_date: '2026-12-30', member_ids: [sb.teamUser], manager_ids: [sb.teamUser] }],
      ['/api/jobs', { name: 'X', client_id: nw.client, quote_id: sb.quote, due_date: '2026-12-30' }],
      ['/api/tasks', { name: 'X', job_id: sb.job, due_date: '2026-12-30' }],
      ['/api/timesheets', { job_id: sb.job, user_id: sb.teamUser, task_id: sb.task, cost_matrix_id: sb.costMatrix, session_date: '2026-11-20', start_time: '09:00', end_time: '10:00', description: 'x' }],
      ['/api/quotes', { name: 'X', client_id: sb.client, status: 'pending', job_id: sb.job, manager_id: sb.teamUser }],
      ['/api/orders', { name: 'X', client_id: sb.client, status: 'pending', job_id: sb.job, supplier_id: sb.client, contact_id: sb.member }],
      ['/api/invoices', { name: 'X', client_id: sb.client, job_id: sb.job, status: 'pending' }],
      ['/api/notes', { title: 'X', content: 'x', client_id: sb.client }],
      [`/api/jobs/${nw.job}`, { member_ids: [sb.teamUser], manager_ids: [sb.teamUser] }],
      [`/api/quotes/${nw.quote}`, { client_id: sb.client, job_id: sb.job }],
      [`/api/invoices/${nw.invoice}`, { client_id: sb.client, job_id: sb.job, contact_id: sb.member, quote_id: sb.quote }],
      [`/api/orders/${nw.order}`, { supplier_id: sb.client, job_id: sb.job }],
      [`/api/quotes/${nw.quote}/items`, { cost_matrix_id: sb.costMatrix, quantity: '1', details: 'x', quote_rate: '1.00' }],
      [`/api/invoices/${nw.invoice}/move-item`, { type: 'time', id: sb.timesheet }],
      [`/api/invoices/${nw.invoice}/move-item`, { type: 'task', id: sb.task }],
      [`/api/invoices/${nw.invoice}/move-item`, { type: 'quote', id: sb.quoteItem }],
      [`/api/users/${nw.teamUser}`, { user_type_id: sb.userType }],
      [`/api/cost-matrix/${nw.costMatrix}`, { category_id: sb.costCategory }],
      ['/api/cost-matrix', { description: 'x', category_id: sb.costCategory, sell_basis: 'time', cost: '1' }],
      [`/api/clients/${nw.client}`, { manager_id: sb.teamUser }],
      [`/api/clients/${nw.client}/members/${nw.member}`, { client_id: sb.client }],
      ['/api/users', { first_name: 'A', last_name: 'B', email: 'ab@example.com', user_type_id: 3, department_id: 99_999, password: 'Abcdef-12345', password_confirmation: 'Abcdef-12345' }],
    ];
    const bad: string[] = [];
    for (const [url, body] of cases) {
      const res = await w.t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${w.tok.superAdmin}` } });
      if (![403, 404, 409, 422].includes(res.statusCode)) bad.push(`${url} ${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(bad).toEqual([]);
  });
});
