import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { incGst, lineTotals } from '@jobflow/contract';
import { clients, costMatrix, jobMembers, jobs, quotes, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Item = { id: number; sequence: number; cost_matrix_id: number; category_name: string; cost_description: string; sell_basis: string; quantity: string; details: string | null; cost_rate: string; quote_rate: string; markup: string; cost: string; quoted: string; invoiced: boolean };
type Summary = { total_quantity: string; total_cost: string; total: string; gst: string; total_inc_gst: string; gross_profit: string };
type Quote = {
  id: number;
  quote_number: string;
  name: string;
  status: string;
  status_date: string;
  client_id: number;
  client: { id: number; name: string; code: string; price_tier: string };
  job_id: number | null;
  job_no: string | null;
  job: { id: number; name: string; job_no: string } | null;
  manager_id: number | null;
  manager: { id: number; full_name: string } | null;
  creator: { id: number; full_name: string } | null;
  price_tier: string;
  hide_hours: boolean;
  sequence: string | null;
  parent_id: number | null;
  next_sequence_number: string | null;
  total_value: string;
  items: Item[];
  summary: Summary;
  job_created?: boolean;
  message?: string | null;
};
type List = { data: Quote[]; total: number; last_page: number; per_page: number; totals: { count: number; total_value: string } };

const get = (id: number, token = tok.superAdmin) => t.call<{ result: Quote }>('GET', `/api/quotes/${id}`, token);
const pick = (o: object, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));
const list = (qs = '', token = tok.superAdmin) => t.call<{ result: List }>('GET', `/api/quotes${qs}`, token);
const pdfText = async (url: string, token = tok.superAdmin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return { headers: res.headers, text: (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text };
};
const create = async (body: Record<string, unknown>) => {
  const res = await t.call<{ result: Quote }>('POST', '/api/quotes', tok.superAdmin, body);
  expect(res.status).toBe(200);
  return res.body.result;
};
const jobsOfQuote = async (quoteId: number) => t.database.db.select().from(jobs).where(eq(jobs.quoteId, quoteId));

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const code of ['ACME', 'BLUE', 'CITR', 'PRNT', 'HARB']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
  ids.jordan = (await db.select().from(users).where(eq(users.email, 'jordan@demo.jobflow.test')))[0].id;
  const q = async (name: string) => (await db.select().from(quotes).where(eq(quotes.name, name)))[0];
  ids.spring = (await q('Spring campaign')).id;
  ids.website = (await q('Website refresh')).id;
  ids.brand = (await q('Brand guidelines')).id;
  ids.event = (await q('Event photography')).id;
  ids.tradeShow = (await q('Trade show stand')).id;
  ids.bakery = (await q('Bakery rebrand')).id;
  ids.menuJob = (await db.select().from(jobs).where(eq(jobs.name, 'Menu boards')))[0].id;
  ids.videoJob = (await db.select().from(jobs).where(eq(jobs.name, 'Product launch video')))[0].id;
  ids.bakeryJob = (await db.select().from(jobs).where(eq(jobs.name, 'Bakery rebrand')))[0].id;
  ids.designer = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Senior designer')))[0].id;
});
afterAll(async () => t?.close());

describe('who may use quotes', () => {
  it('only super admins: other staff and client users get 403, no token 401, another agency 404', async () => {
    const id = ids.website;
    const item = (await get(id)).body.result.items[0].id;
    const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/quotes'],
      ['GET', '/api/quotes/wip'],
      ['POST', '/api/quotes', { name: 'x', client_id: ids.ACME }],
      ['GET', `/api/quotes/${id}`],
      ['POST', `/api/quotes/${id}`, { name: 'x' }],
      ['POST', `/api/quotes/${id}/approve`],
      ['POST', `/api/quotes/${id}/job`, { quote_id: id }],
      ['POST', `/api/quotes/${id}/clone`, { id, quoteNumber: 'new', jobNumber: 'none' }],
      ['DELETE', `/api/quotes/${id}`],
      ['GET', `/api/quotes/${id}/items`],
      ['POST', `/api/quotes/${id}/items`, { cost_matrix_id: ids.designer }],
      ['POST', `/api/quotes/${id}/items/${item}`, { quantity: 2 }],
      ['DELETE', `/api/quotes/${id}/items/${item}`],
      ['GET', `/api/quotes/${id}/pdf`],
      ['GET', `/api/quotes/${id}/amount`],
    ];
    for (const [method, url, body] of calls) {
      for (const role of ['staff', 'clientManager', 'clientUser', 'shared']) {
        expect((await t.call(method, url, tok[role], body)).status, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await t.call(method, url, undefined, body)).status, `anonymous ${method} ${url}`).toBe(401);
      if (url.includes(`/${id}`)) expect((await t.call(method, url, tok.secondAdmin, body)).status, `second agency ${method} ${url}`).toBe(404);
    }
    // Nothing changed on the way.
    const after = (await get(id)).body.result;
    expect(after).toMatchObject({ name: 'Website refresh', status: 'with_client', job_id: expect.any(Number) });
    expect(after.items.map((i) => i.id)).toContain(item);
    // The second agency's list holds only its own quotes.
    const other = await list('', tok.secondAdmin);
    expect(other.body.result.data.map((q) => q.name)).toEqual(['Bakery rebrand']);
  });
});

describe('quotes list', () => {
  it('hides cancelled and completed without a status filter, newest status first, with the footer totals', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const names = res.body.result.data.map((q) => q.name);
    expect(names.sort()).toEqual(['Brand guidelines', 'Event photography', 'Spring campaign', 'Website refresh']);
    const dates = res.body.result.data.map((q) => q.status_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.result.totals).toEqual({ count: 4, total_value: '18620.00' });
    expect(res.body.result.per_page).toBe(4);
    const spring = res.body.result.data.find((q) => q.id === ids.spring);
    expect(spring).toMatchObject({ quote_number: String(ids.spring), client: { code: 'ACME' }, job_no: expect.stringMatching(/^ACME\d+$/), total_value: '5180.00', manager: { full_name: 'Alex Morgan' }, creator: { full_name: 'Alex Morgan' } });
  });

  it('filters by status, client, manager, job, keyword and date range', async () => {
    expect((await list('?status=completed')).body.result.data.map((q) => q.name)).toEqual(['Trade show stand']);
    expect((await list('?exclude_status=')).body.result.totals.count).toBe(5);
    expect((await list('?exclude_status=pending,approved')).body.result.data.map((q) => q.name).sort()).toEqual(['Brand guidelines', 'Trade show stand', 'Website refresh']);
    expect((await list(`?client_id=${ids.CITR}`)).body.result.data.map((q) => q.name)).toEqual(['Event photography']);
    expect((await list(`?manager_id=${ids.jordan}`)).body.result.data.map((q) => q.name)).toEqual(['Website refresh']);
    const springJob = (await get(ids.spring)).body.result.job_id;
    expect((await list(`?job_id=${springJob}`)).body.result.data.map((q) => q.name)).toEqual(['Spring campaign']);
    expect((await list('?kw=photo')).body.result.data.map((q) => q.name)).toEqual(['Event photography']);
    expect((await list('?kw=citrus')).body.result.data.map((q) => q.name)).toEqual(['Event photography']);
    expect((await list(`?kw=${ids.brand}`)).body.result.data.map((q) => q.id)).toContain(ids.brand);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?date_start=${today}&date_end=${today}`)).body.result.totals.count).toBe(4);
    expect((await list('?date_end=2000-01-01')).body.result).toMatchObject({ data: [], total: 0, totals: { count: 0, total_value: '0.00' } });
    expect((await list('?status=lost')).status).toBe(422);
    expect((await list('?date_start=31-12-2024')).status).toBe(422);
  });

  it('sorts by each key both ways and pages when asked', async () => {
    for (const sort of ['quote_number', 'client_name', 'name', 'status', 'total_value']) {
      const asc = (await list(`?sort=${sort}&order=asc&exclude_status=`)).body.result.data.map((q) => q.id);
      const desc = (await list(`?sort=${sort}&order=desc&exclude_status=`)).body.result.data.map((q) => q.id);
      expect(asc).toHaveLength(5);
      if (sort !== 'client_name') expect(desc).toEqual([...asc].reverse());
    }
    const byValue = (await list('?sort=total_value&order=desc')).body.result.data.map((q) => q.total_value);
    expect(byValue).toEqual(['10200.00', '5180.00', '2240.00', '1000.00']);
    const byStatus = (await list('?sort=status&order=asc&exclude_status=')).body.result.data.map((q) => q.status);
    expect(byStatus).toEqual(['pending', 'in_progress', 'with_client', 'approved', 'completed']);
    const page = await list('?ipp=3&page=2');
    expect(page.body.result).toMatchObject({ total: 4, last_page: 2, per_page: 3, totals: { count: 4, total_value: '18620.00' } });
    expect(page.body.result.data).toHaveLength(1);
    expect((await list('?sort=secret')).status).toBe(422);
  });
  it('shows each quote as its detail does, its times to the millisecond (cut, not rounded)', async () => {
    await t.database.db.update(quotes).set({ statusDate: '2026-03-04 05:06:07.899999+00', createdAt: '2026-03-04 05:06:07.0005+00', managerId: ids.jordan, createdBy: ids.superAdmin }).where(eq(quotes.id, ids.brand));
    const rows = (await list('?exclude_status=')).body.result.data;
    expect(rows).toHaveLength(5);
    expect(rows.find((q) => q.id === ids.brand)).toMatchObject({ status_date: '2026-03-04T05:06:07.899Z', created_at: '2026-03-04T05:06:07.000Z' });
    for (const row of rows) {
      const { client, job, total_value, ...detail } = (await get(row.id)).body.result;
      expect(row).toEqual({ ...pick(detail, Object.keys(row)), client: { id: client.id, name: client.name, code: client.code }, total_value });
      expect(row.job_no).toBe(job?.job_no ?? null);
    }
  });
});

describe('quote detail', () => {
  it('derives markup, cost and quoted per item and the summary with GST and gross profit', async () => {
    const res = await get(ids.spring);
    expect(res.status).toBe(200);
    const q = res.body.result;
    expect(q).toMatchObject({ name: 'Spring campaign', status: 'approved', price_tier: 'tier1', client: { code: 'ACME', price_tier: 'tier1' }, hide_hours: false, sequence: null, next_sequence_number: `${ids.spring}A` });
    expect(q.job).toMatchObject({ name: 'Spring campaign key visual', job_no: `ACME${q.job_id}` });
    expect(q.items.map((i) => [i.sequence, i.cost_description, i.quantity, i.markup, i.cost, i.quoted, i.invoiced])).toEqual([
      [1, 'Art direction', '6.00', '660.00', '480.00', '1140.00', true],
      [2, 'Senior designer', '20.00', '1800.00', '1200.00', '3000.00', false],
      [3, 'A4 flyer, 1,000 copies', '2.00', '400.00', '640.00', '1040.00', false],
    ]);
    expect(q.summary).toEqual({ total_quantity: '28.00', total_cost: '2320.00', total: '5180.00', gst: '518.00', total_inc_gst: '5698.00', gross_profit: '2860.00' });
    expect(q.total_value).toBe('5180.00');
    const amount = await t.call<{ result: Summary & { total_value: string } }>('GET', `/api/quotes/${ids.spring}/amount`, tok.superAdmin);
    expect(amount.body.result).toMatchObject({ total_value: '5180.00', total_inc_gst: '5698.00' });
    const items = await t.call<{ result: { data: Item[]; summary: Summary } }>('GET', `/api/quotes/${ids.spring}/items?sort=quoted&order=desc`, tok.superAdmin);
    expect(items.body.result.data.map((i) => i.quoted)).toEqual(['3000.00', '1140.00', '1040.00']);
    expect((await get(999999)).status).toBe(404);
    expect((await get(ids.bakery)).status).toBe(404);
  });
});

describe('creating and saving quotes', () => {
  it('validates with the spec’s messages and refuses another agency’s ids', async () => {
    const empty = await t.call('POST', '/api/quotes', tok.superAdmin, { name: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { name: ['This field is required'], client_id: ['Please select the client'] } });
    for (const body of [
      { name: 'x', client_id: ids.HARB },
      { name: 'x', client_id: ids.ACME, job_id: ids.bakeryJob },
      { name: 'x', client_id: ids.ACME, job_id: ids.menuJob },
      { name: 'x', client_id: ids.ACME, manager_id: ids.secondAdmin },
      { name: 'x', client_id: ids.ACME, manager_id: ids.clientUser },
    ]) {
      expect((await t.call('POST', '/api/quotes', tok.superAdmin, body)).status, JSON.stringify(body)).toBe(422);
    }
    const badJob = await t.call('POST', '/api/quotes', tok.superAdmin, { name: 'x', client_id: ids.ACME, job_id: ids.menuJob });
    expect(badJob.body).toMatchObject({ errors: { job_id: ['Please select a job of this client.'] } });
  });

  it('creates a pending quote numbered by its id, priced at the client’s tier, managed by its creator', async () => {
    const q = await create({ name: 'Harbour signage', client_id: ids.BLUE, client_po: 'PO-77', description: '<p>Signs <script>x</script></p>' });
    expect(q).toMatchObject({ quote_number: String(q.id), status: 'pending', price_tier: 'tier2', client: { code: 'BLUE', price_tier: 'tier2' }, manager_id: ids.superAdmin, job_id: null, total_value: '0.00' });
    expect((q as unknown as { description: string }).description).toBe('<p>Signs </p>');
    const withJob = await create({ name: 'Launch video', client_id: ids.ACME, job_id: ids.videoJob, manager_id: ids.jordan });
    expect(withJob).toMatchObject({ job_id: ids.videoJob, manager: { full_name: 'Jordan Lee' } });
    // linked both ways: the job now points at its quote
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, ids.videoJob)))[0].quoteId).toBe(withJob.id);
  });

  it('saves fields and a status at once; a status change dates the status; a new client re-derives the tier', async () => {
    const q = await create({ name: 'Status test', client_id: ids.ACME });
    await t.database.db.update(quotes).set({ statusDate: '2020-01-01T00:00:00Z' }).where(eq(quotes.id, q.id));
    const named = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { name: 'Renamed', hide_hours: true });
    expect(named.body.result).toMatchObject({ name: 'Renamed', hide_hours: true, status: 'pending', job_created: false, message: null });
    expect(named.body.result.status_date.startsWith('2020-01-01')).toBe(true);
    const status = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'with_client' });
    expect(status.body.result.status).toBe('with_client');
    expect(Date.now() - new Date(status.body.result.status_date).getTime()).toBeLessThan(60_000);
    const moved = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { client_id: ids.CITR });
    expect(moved.body.result).toMatchObject({ client_id: ids.CITR, price_tier: 'tier3' });
    expect((await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'lost' })).status).toBe(422);
    expect((await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { name: '' })).status).toBe(422);
    expect((await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { client_id: ids.HARB })).status).toBe(422);
    expect((await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { job_id: ids.menuJob })).status).toBe(422);
    const ok = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { hide_hours: 0, job_id: null, manager_id: null });
    expect(ok.body.result).toMatchObject({ hide_hours: false, manager_id: null });
  });
});

describe('approving a quote', () => {
  it('creates its job once, links it both ways and says so', async () => {
    const q = await create({ name: 'Autumn catalogue', client_id: ids.ACME, description: '<p>24 pages</p>' });
    const res = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'approved', job_created: true, message: 'A job has been created' });
    const jobId = res.body.result.job_id;
    expect(jobId).toEqual(expect.any(Number));
    expect(res.body.result.job).toMatchObject({ name: 'Autumn catalogue', job_no: `ACME${jobId}` });
    const job = await t.call<{ result: { name: string; status: string; description: string; quote_id: number; managers: Array<{ id: number }>; client: { code: string } } }>('GET', `/api/jobs/${jobId}`, tok.superAdmin);
    expect(job.body.result).toMatchObject({ name: 'Autumn catalogue', status: 'in_progress', description: '<p>24 pages</p>', quote_id: q.id, client: { code: 'ACME' } });
    expect(job.body.result.managers.map((m) => m.id)).toEqual([ids.superAdmin]);
    // approving again (either way) keeps the one job
    const again = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}/approve`, tok.superAdmin);
    expect(again.body.result).toMatchObject({ job_id: jobId, job_created: false, message: null });
    const again2 = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'approved' });
    expect(again2.body.result.job_created).toBe(false);
    expect(await jobsOfQuote(q.id)).toHaveLength(1);
    expect((await t.call('POST', `/api/quotes/${q.id}/job`, tok.superAdmin, { quote_id: q.id })).status).toBe(409);
  });

  it('creates exactly one job when approvals arrive at the same time', async () => {
    const q = await create({ name: 'Race', client_id: ids.BLUE });
    const results = await Promise.all([
      t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}/approve`, tok.superAdmin),
      t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'approved' }),
      t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}/approve`, tok.superAdmin),
      t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}/job`, tok.superAdmin),
    ]);
    expect(results.filter((r) => r.status === 200 && r.body.result.job_created)).toHaveLength(1);
    expect(await jobsOfQuote(q.id)).toHaveLength(1);
    const final = (await get(q.id)).body.result;
    expect(final.job_id).toBe((await jobsOfQuote(q.id))[0].id);
  });

  it('POST /quotes/{id}/job creates the job on demand without changing the status', async () => {
    const q = await create({ name: 'On demand', client_id: ids.CITR });
    const res = await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}/job`, tok.superAdmin, { quote_id: q.id });
    expect(res.body.result).toMatchObject({ status: 'pending', job_created: true, message: 'A job has been created', job: { name: 'On demand' } });
    const members = await t.database.db.select().from(jobMembers).where(and(eq(jobMembers.jobId, res.body.result.job_id!), eq(jobMembers.isManager, true)));
    expect(members.map((m) => m.userId)).toEqual([ids.superAdmin]);
  });
});

describe('cloning quotes', () => {
  it("'seq' numbers copies with the family's next letters: A, then B, also from a copy", async () => {
    const base = ids.event;
    const a = await t.call<{ result: Quote }>('POST', `/api/quotes/${base}/clone`, tok.superAdmin, { id: base, quoteNumber: 'seq', jobNumber: 'none' });
    expect(a.status).toBe(200);
    expect(a.body.result).toMatchObject({ quote_number: `${base}A`, sequence: 'A', parent_id: base, status: 'pending', name: 'Event photography', job_id: null, creator: { id: ids.superAdmin } });
    expect(a.body.result.items.map((i) => [i.cost_description, i.quantity, i.quote_rate])).toEqual([['Half-day shoot', '1.00', '1000.00']]);
    expect(a.body.result.summary.total).toBe('1000.00');
    const b = await t.call<{ result: Quote }>('POST', `/api/quotes/${base}/clone`, tok.superAdmin, { id: base, quoteNumber: 'seq', jobNumber: 'none' });
    expect(b.body.result.quote_number).toBe(`${base}B`);
    const c = await t.call<{ result: Quote }>('POST', `/api/quotes/${a.body.result.id}/clone`, tok.superAdmin, { quoteNumber: 'seq' });
    expect(c.body.result).toMatchObject({ quote_number: `${base}C`, parent_id: base });
    expect((await get(base)).body.result.next_sequence_number).toBe(`${base}D`);
    expect((await get(c.body.result.id)).body.result.next_sequence_number).toBe(`${base}D`);
  });

  it("'new' numbers the copy by its own id; jobNumber 'new' gives it a job of its own", async () => {
    const src = (await get(ids.brand)).body.result;
    const res = await t.call<{ result: Quote }>('POST', `/api/quotes/${ids.brand}/clone`, tok.superAdmin, { id: ids.brand, quoteNumber: 'new', jobNumber: 'new' });
    const copy = res.body.result;
    expect(copy).toMatchObject({ quote_number: String(copy.id), sequence: null, parent_id: null, price_tier: 'tier2' });
    expect(copy.job_id).not.toBe(src.job_id);
    expect(copy.job).toMatchObject({ name: 'Brand guidelines', job_no: `BLUE${copy.job_id}` });
    expect(copy.summary).toEqual(src.summary);
    expect(copy.items.every((i) => !i.invoiced)).toBe(true);
    expect((await get(ids.brand)).body.result.job_id).toBe(src.job_id);
    const none = await t.call<{ result: Quote }>('POST', `/api/quotes/${ids.brand}/clone`, tok.superAdmin, { quoteNumber: 'new', jobNumber: 'none' });
    expect(none.body.result.job_id).toBeNull();
  });

  it("jobNumber 'new' makes no job for a copy of a quote that has none (the choice is offered only when linked)", async () => {
    expect((await get(ids.event)).body.result.job_id).toBeNull();
    const jobsBefore = (await t.database.db.select().from(jobs)).length;
    const copy = await t.call<{ result: Quote }>('POST', `/api/quotes/${ids.event}/clone`, tok.superAdmin, { quoteNumber: 'new', jobNumber: 'new' });
    expect(copy.status).toBe(200);
    expect(copy.body.result.job_id).toBeNull();
    expect((await t.database.db.select().from(jobs)).length).toBe(jobsBefore);
  });

  it('copies of a copy stay unlinked from invoices, and the family ends after Z (409)', async () => {
    const spring = (await get(ids.spring)).body.result;
    const copy = (await t.call<{ result: Quote }>('POST', `/api/quotes/${ids.spring}/clone`, tok.superAdmin, { quoteNumber: 'seq', jobNumber: 'none' })).body.result;
    expect(copy.items.map((i) => i.invoiced)).toEqual([false, false, false]);
    expect(copy.summary).toEqual(spring.summary);
    await t.database.db.update(quotes).set({ sequence: 'Z' }).where(eq(quotes.id, copy.id));
    expect((await get(ids.spring)).body.result.next_sequence_number).toBeNull();
    const full = await t.call<{ error: string }>('POST', `/api/quotes/${ids.spring}/clone`, tok.superAdmin, { quoteNumber: 'seq', jobNumber: 'none' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(`Quote ${ids.spring} has used every sequence letter (A to Z). Choose a new number instead.`);
    expect((await t.call('POST', `/api/quotes/${ids.spring}/clone`, tok.superAdmin, { quoteNumber: 'new' })).status).toBe(200);
  });

  it('validates the choices', async () => {
    const bad = await t.call('POST', `/api/quotes/${ids.event}/clone`, tok.superAdmin, { jobNumber: 'keep' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { quoteNumber: ['Please choose the quote number.'] } });
    expect((await t.call('POST', `/api/quotes/${ids.event}/clone`, tok.superAdmin, { id: ids.brand, quoteNumber: 'new' })).status).toBe(422);
    expect((await t.call('POST', `/api/quotes/${ids.bakery}/clone`, tok.superAdmin, { quoteNumber: 'new' })).status).toBe(404);
  });
});

describe('deleting quotes', () => {
  it('refuses a quote with invoiced items or invoices (409) and deletes others with their items', async () => {
    const invoiced = await t.call<{ error: string }>('DELETE', `/api/quotes/${ids.spring}`, tok.superAdmin);
    expect(invoiced.status).toBe(409);
    expect(invoiced.body.error).toBe('This quote has invoiced items and cannot be deleted.');
    const q = await create({ name: 'Throwaway', client_id: ids.ACME });
    await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, quantity: 2 });
    const job = (await t.call<{ result: Quote }>('POST', `/api/quotes/${q.id}/job`, tok.superAdmin)).body.result.job_id!;
    const res = await t.call<{ result: { id: number; name: string } }>('DELETE', `/api/quotes/${q.id}`, tok.superAdmin);
    expect(res.body.result).toMatchObject({ id: q.id, name: 'Throwaway' });
    expect((await get(q.id)).status).toBe(404);
    // the job stays, no longer pointing at the deleted quote
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, job)))[0].quoteId).toBeNull();
    expect((await t.call('DELETE', `/api/quotes/${q.id}`, tok.superAdmin)).status).toBe(404);
  });
});

describe('quote PDFs', () => {
  it('is a real agency document: agency details, client, number, date, items, totals with GST', async () => {
    const q = (await get(ids.spring)).body.result;
    const { headers, text } = await pdfText(`/api/quotes/${ids.spring}/pdf`);
    expect(headers['content-disposition']).toBe(`attachment; filename="quote_${ids.spring}.pdf"`);
    for (const s of ['Northwind Creative', 'Level 3, 12 Crown St', 'Surry Hills NSW 2010', 'studio@northwind.example', 'QUOTE', `#${q.quote_number}`, 'Acme Pty Ltd', '1 George St', 'PO-1001', 'Spring campaign', 'Art direction', 'Creative direction', 'Key visual and adaptations', '$5,180.00', '$518.00', '$5,698.00', 'TOTAL INC. GST', 'GST (10%)']) {
      expect(text, s).toContain(s);
    }
    expect(text).toContain(new Date().toISOString().slice(0, 10).split('-').reverse().join('/')); // seeded today
    // costs and markup are never printed
    expect(text).not.toContain('$2,320.00');
    expect(text).not.toContain('$1,800.00');
  });

  it('respects hide_hours for time-based lines and the item sort', async () => {
    const q = await create({ name: 'Hours test', client_id: ids.BLUE });
    await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, quantity: '13.75', details: 'Design hours' });
    const flyer = (await t.database.db.select().from(costMatrix).where(eq(costMatrix.description, 'A4 flyer, 1,000 copies')))[0].id;
    await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: flyer, quantity: '3', details: 'Print run' });
    const shown = (await pdfText(`/api/quotes/${q.id}/pdf`)).text;
    expect(shown).toContain('13.75');
    expect(shown).toContain('$140.00'); // tier2 hourly rate
    expect(shown).toContain('$1,925.00'); // 13.75 x 140
    expect(shown.indexOf('Design hours')).toBeLessThan(shown.indexOf('Print run'));
    await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { hide_hours: true });
    const hidden = (await pdfText(`/api/quotes/${q.id}/pdf`)).text;
    expect(hidden).not.toContain('13.75');
    expect(hidden).not.toContain('$140.00');
    expect(hidden).toContain('$1,925.00');
    expect(hidden).toContain('$500.00'); // the flyer rate still shows
    const totals = lineTotals([{ quantity: '13.75', cost_rate: '60', rate: '140' }, { quantity: '3', cost_rate: '320', rate: '500' }]);
    expect(hidden).toContain('$3,425.00');
    expect(totals.total_inc_gst).toBe(incGst('3425.00'));
    expect(hidden).toContain('$3,767.50');
    const sorted = (await pdfText(`/api/quotes/${q.id}/pdf?sort=quoted&order=asc`)).text;
    expect(sorted.indexOf('Print run')).toBeLessThan(sorted.indexOf('Design hours'));
    expect((await t.call('GET', `/api/quotes/${q.id}/pdf?sort=nope`, tok.superAdmin)).status).toBe(422);
  });

  it('prints the work-in-progress report of open quotes with their values', async () => {
    const open = (await list()).body.result;
    const { headers, text } = await pdfText('/api/quotes/wip');
    expect(headers['content-disposition']).toContain('quotes_wip.pdf');
    expect(text).toContain('QUOTES WORK IN PROGRESS');
    expect(text).toContain('Northwind Creative');
    expect(text).toContain('Website refresh');
    expect(text).toContain('$10,200.00');
    expect(text).not.toContain('Trade show stand');
    expect(text).toContain(`TOTAL QUOTES`);
    expect(text).toContain(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(Number(open.totals.total_value)).replace('A$', '$'));
    const filtered = (await pdfText(`/api/quotes/wip?client_id=${ids.CITR}&status=completed`)).text;
    expect(filtered).toContain('Trade show stand');
    expect(filtered).not.toContain('Website refresh');
    const other = (await pdfText('/api/quotes/wip', tok.secondAdmin)).text;
    expect(other).toContain('Bakery rebrand');
    expect(other).not.toContain('Website refresh');
  });
});

describe('database links', () => {
  it('keeps quote and job links consistent for the quotes it created', async () => {
    const rows = await t.database.db.select().from(quotes).where(inArray(quotes.name, ['Autumn catalogue', 'Race', 'On demand']));
    for (const q of rows) {
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, q.jobId!));
      expect(job.quoteId).toBe(q.id);
      expect(job.clientId).toBe(q.clientId);
    }
  });
});
