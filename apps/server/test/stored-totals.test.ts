import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clients, costMatrix, timesheets, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

/**
 * The totals the lists read from stored columns (a quote's and an invoice's total, a job's
 * TOTAL QUOTED and its per-status totals, the TIME list's hours and latest date per job and
 * per agency) are kept by database triggers. After every kind of write they must equal the
 * totals computed from the lines.
 */
let t: TTestApp;
let admin: string;
const ids: Record<string, number> = {};

async function ok<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await t.call<{ result: T }>(method, url, admin, body);
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** Every row whose stored total differs from the one computed from scratch. */
async function drift() {
  // PGlite and node-postgres both answer { rows }
  const rows = async (q: ReturnType<typeof sql>) => (await t.database.db.execute(q)) as unknown as { rows: unknown[] };
  const list = (r: { rows: unknown[] }) => r.rows;
  return {
    quotes: list(await rows(sql`select q.id, q.total_value, coalesce((select sum(round(i.quote_rate * i.quantity, 2)) from quote_items i where i.company_id = q.company_id and i.quote_id = q.id), 0) as computed
      from quotes q where q.total_value <> coalesce((select sum(round(i.quote_rate * i.quantity, 2)) from quote_items i where i.company_id = q.company_id and i.quote_id = q.id), 0)`)),
    invoices: list(await rows(sql`select n.id, n.total_value from invoices n
      where n.total_value <> coalesce((select sum(round(i.rate * i.quantity, 2)) from invoice_items i where i.company_id = n.company_id and i.invoice_id = n.id), 0)`)),
    orders: list(await rows(sql`select o.id from orders o
      where o.total_cost <> coalesce((select sum(round(i.cost_rate * i.quantity, 2)) from order_items i where i.company_id = o.company_id and i.order_id = o.id), 0)
         or o.total_sell <> coalesce((select sum(round(i.sell_rate * i.quantity, 2)) from order_items i where i.company_id = o.company_id and i.order_id = o.id), 0)`)),
    jobs: list(await rows(sql`select j.id, j.quote_value from jobs j
      where j.quote_value <> coalesce((select sum(q.total_value) from quotes q where q.company_id = j.company_id and q.job_id = j.id and q.status <> 'cancelled'), 0)`)),
    jobTime: list(await rows(sql`select coalesce(a.job_id, b.job_id) as job_id from
      (select company_id, job_id, hours, records, last_session_date from job_time where records > 0) a
      full join (select company_id, job_id, sum(duration) as hours, count(*)::int as records, max(session_date) as last_session_date from timesheets group by company_id, job_id) b
      on a.company_id = b.company_id and a.job_id = b.job_id
      where a.job_id is null or b.job_id is null or a.hours <> b.hours or a.records <> b.records or a.last_session_date is distinct from b.last_session_date`)),
    jobStatusTotals: list(await rows(sql`select coalesce(a.company_id, b.company_id) as company_id, coalesce(a.status, b.status) as status from
      (select company_id, status, jobs, quote_value from job_status_totals where jobs <> 0 or quote_value <> 0) a
      full join (select company_id, status, count(*)::int as jobs, sum(quote_value) as quote_value from jobs group by company_id, status) b
      on a.company_id = b.company_id and a.status = b.status
      where a.company_id is null or b.company_id is null or a.jobs <> b.jobs or a.quote_value <> b.quote_value`)),
    companyTime: list(await rows(sql`select coalesce(a.company_id, b.company_id) as company_id from
      (select company_id, jobs, hours from company_time where jobs <> 0 or hours <> 0) a
      full join (select company_id, count(distinct job_id)::int as jobs, sum(duration) as hours from timesheets group by company_id) b
      on a.company_id = b.company_id
      where a.company_id is null or b.company_id is null or a.jobs <> b.jobs or a.hours <> b.hours`)),
    companyDayTime: list(await rows(sql`select coalesce(a.company_id, b.company_id) as company_id, coalesce(a.session_date, b.session_date) as session_date from
      (select company_id, session_date, hours, records from company_day_time where records <> 0 or hours <> 0) a
      full join (select company_id, session_date, sum(duration) as hours, count(*)::int as records from timesheets group by company_id, session_date) b
      on a.company_id = b.company_id and a.session_date = b.session_date
      where a.company_id is null or b.company_id is null or a.hours <> b.hours or a.records <> b.records`)),
    companyDayJobs: list(await rows(sql`select coalesce(a.company_id, b.company_id) as company_id, coalesce(a.last_session_date, b.last_session_date) as last_session_date from
      (select company_id, last_session_date, jobs from company_day_jobs) a
      full join (select company_id, last_session_date, count(*)::int as jobs from (select company_id, job_id, max(session_date) as last_session_date from timesheets group by company_id, job_id) j group by company_id, last_session_date) b
      on a.company_id = b.company_id and a.last_session_date = b.last_session_date
      where a.company_id is null or b.company_id is null or a.jobs <> b.jobs`)),
    userJobTime: list(await rows(sql`select coalesce(a.job_id, b.job_id) as job_id, coalesce(a.user_id, b.user_id) as user_id from
      (select company_id, user_id, job_id, hours, records, last_session_date from user_job_time where records > 0) a
      full join (select company_id, user_id, job_id, sum(duration) as hours, count(*)::int as records, max(session_date) as last_session_date from timesheets group by company_id, user_id, job_id) b
      on a.company_id = b.company_id and a.user_id = b.user_id and a.job_id = b.job_id
      where a.job_id is null or b.job_id is null or a.hours <> b.hours or a.records <> b.records or a.last_session_date is distinct from b.last_session_date`)),
    orderStatusTotals: list(await rows(sql`select coalesce(a.company_id, b.company_id) as company_id, coalesce(a.status, b.status) as status from
      (select company_id, status, orders, cost, sell from order_status_totals where orders <> 0 or cost <> 0 or sell <> 0) a
      full join (select company_id, status, count(*)::int as orders, sum(total_cost) as cost, sum(total_sell) as sell from orders group by company_id, status) b
      on a.company_id = b.company_id and a.status = b.status
      where a.company_id is null or b.company_id is null or a.orders <> b.orders or a.cost <> b.cost or a.sell <> b.sell`)),
    billedRecords: list(await rows(sql`select t.id from timesheets t
      where t.invoiced <> exists (select 1 from invoice_items ii where ii.timesheet_id = t.id and ii.company_id = t.company_id)`)),
    billedTasks: list(await rows(sql`select k.id from tasks k
      where k.invoiced <> exists (select 1 from invoice_items ii where ii.task_id = k.id and ii.company_id = k.company_id)`)),
    memberStatus: list(await rows(sql`select m.id from job_members m join jobs j on j.company_id = m.company_id and j.id = m.job_id where m.job_status <> j.status`)),
    jobTimeClient: list(await rows(sql`select t.job_id from job_time t join jobs j on j.company_id = t.company_id and j.id = t.job_id where t.client_id <> j.client_id`)),
  };
}
const NO_DRIFT = { quotes: [], invoices: [], orders: [], jobs: [], jobTime: [], jobStatusTotals: [], companyTime: [], companyDayTime: [], companyDayJobs: [], userJobTime: [], orderStatusTotals: [], billedRecords: [], billedTasks: [], memberStatus: [], jobTimeClient: [] };

type TJobRow = { id: number; quote_value?: string };
async function jobValue(jobId: number) {
  const job = await ok<TJobRow>('GET', `/api/jobs/${jobId}`);
  return job.quote_value;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_LOGINS.superAdmin);
  const db = t.database.db;
  ids.ACME = (await db.select().from(clients).where(eq(clients.code, 'ACME')))[0].id;
  ids.cost = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Senior designer')))[0].id;
  ids.jobA = (await ok<{ id: number }>('POST', '/api/jobs', { name: 'Totals A', client_id: ids.ACME })).id;
  ids.jobB = (await ok<{ id: number }>('POST', '/api/jobs', { name: 'Totals B', client_id: ids.ACME })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('stored totals follow every write', () => {
  it('the demo data and a fresh database start without drift', async () => {
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it("a job's TOTAL QUOTED follows its quotes' lines, status, job link, copies and deletion", async () => {
    const quote = await ok<{ id: number }>('POST', '/api/quotes', { name: 'Stored total', client_id: ids.ACME, job_id: ids.jobA });
    const items = await Promise.all(
      ['1', '2.5', '0.5'].map((quantity) => ok<{ item: { id: number } }>('POST', `/api/quotes/${quote.id}/items`, { cost_matrix_id: ids.cost, quantity, quote_rate: '33.33', cost_rate: '10' })),
    );
    // 33.33 + 83.325 → 83.33 + 16.665 → 16.67: each line rounded half-up to the cent first
    expect((await ok<{ total_value: string }>('GET', `/api/quotes/${quote.id}`)).total_value).toBe('133.33');
    expect(await jobValue(ids.jobA)).toBe('133.33');

    await ok('POST', `/api/quotes/${quote.id}/items/${items[0].item.id}`, { quantity: '3' });
    await ok('DELETE', `/api/quotes/${quote.id}/items/${items[2].item.id}`);
    expect(await jobValue(ids.jobA)).toBe('183.32');
    expect(await drift()).toEqual(NO_DRIFT);

    await ok('POST', `/api/quotes/${quote.id}`, { status: 'cancelled' });
    expect(await jobValue(ids.jobA)).toBe('0.00');
    await ok('POST', `/api/quotes/${quote.id}`, { status: 'pending' });
    expect(await jobValue(ids.jobA)).toBe('183.32');

    const copy = await ok<{ id: number }>('POST', `/api/quotes/${quote.id}/clone`, { quoteNumber: 'seq', jobNumber: 'none' });
    expect((await ok<{ total_value: string }>('GET', `/api/quotes/${copy.id}`)).total_value).toBe('183.32');
    expect(await jobValue(ids.jobA)).toBe('183.32');
    await ok('POST', `/api/quotes/${copy.id}`, { job_id: ids.jobA });
    expect(await jobValue(ids.jobA)).toBe('366.64');

    await ok('POST', `/api/quotes/${copy.id}`, { job_id: ids.jobB });
    expect(await jobValue(ids.jobA)).toBe('183.32');
    expect(await jobValue(ids.jobB)).toBe('183.32');

    await ok('DELETE', `/api/quotes/${quote.id}`);
    expect(await jobValue(ids.jobA)).toBe('0.00');
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it('twenty quote lines written at once leave the stored totals exact', async () => {
    const quote = await ok<{ id: number }>('POST', '/api/quotes', { name: 'Race total', client_id: ids.ACME, job_id: ids.jobB });
    const before = await jobValue(ids.jobB);
    await Promise.all(Array.from({ length: 20 }, (_, n) => ok('POST', `/api/quotes/${quote.id}/items`, { cost_matrix_id: ids.cost, quantity: String(n + 1), quote_rate: '1.01', cost_rate: '1' })));
    // 1.01 x (1 + ... + 20) = 212.10
    expect((await ok<{ total_value: string }>('GET', `/api/quotes/${quote.id}`)).total_value).toBe('212.10');
    expect(Number(await jobValue(ids.jobB))).toBeCloseTo(Number(before) + 212.1, 2);
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it("an invoice's stored total follows its lines, and a copy gets its own", async () => {
    const invoice = await ok<{ id: number }>('POST', '/api/invoices', { name: 'Stored invoice', client_id: ids.ACME });
    const lines = await Promise.all(
      ['1', '2'].map((quantity) => ok<{ item: { id: number } }>('POST', `/api/invoices/${invoice.id}/items`, { cost_matrix_id: ids.cost, description: 'Design', quantity, rate: '99.99' })),
    );
    await ok('POST', `/api/invoices/${invoice.id}/items/${lines[0].item.id}`, { quantity: '4' });
    const copy = await ok<{ id: number }>('POST', `/api/invoices/${invoice.id}/clone`, { invoiceNumber: 'new', jobNumber: 'none' });
    await ok('DELETE', `/api/invoices/${invoice.id}/items/${lines[1].item.id}`);
    const list = await ok<{ data: Array<{ id: number; total_value: string }> }>('GET', '/api/invoices?ipp=all');
    expect(list.data.find((i) => i.id === invoice.id)?.total_value).toBe('399.96');
    expect(list.data.find((i) => i.id === copy.id)?.total_value).toBe('599.94');
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it('whether a record or a task is invoiced follows lines added, moved to another record or task, taken off and deleted with their invoice', async () => {
    const db = t.database.db;
    const invoice = await ok<{ id: number }>('POST', '/api/invoices', { name: 'Billed flags', client_id: ids.ACME });
    const made = await Promise.all(
      ['09:00', '10:00', '11:00'].map((start_time, i) =>
        ok<{ id: number }>('POST', '/api/timesheets', { job_id: ids.jobA, cost_matrix_id: ids.cost, session_date: '2041-01-01', start_time, end_time: `1${i}:30`, break: 0, description: 'Billed' }),
      ),
    );
    const [r1, r2, r3] = made.map((r) => r.id).sort((a, b) => a - b);
    const free = (await db.execute(sql`select k.id from tasks k where k.company_id = (select company_id from invoices where id = ${invoice.id})
      and not exists (select 1 from invoice_items ii where ii.task_id = k.id) order by k.id limit 2`)) as unknown as { rows: Array<{ id: number }> };
    const [k1, k2] = free.rows.map((r) => r.id);
    const flags = async () => {
      const res = (await db.execute(sql`select (select array_agg(id order by id) from timesheets where id in (${r1}, ${r2}, ${r3}) and invoiced) as records,
        (select array_agg(id order by id) from tasks where id in (${k1}, ${k2}) and invoiced) as tasks`)) as unknown as { rows: Array<{ records: number[] | null; tasks: number[] | null }> };
      return res.rows[0];
    };
    expect(await flags()).toEqual({ records: null, tasks: null });
    // two records and a task in one statement
    await db.execute(sql`insert into invoice_items (company_id, invoice_id, type, description, quantity, rate, timesheet_id, task_id)
      select company_id, id, case when x.ts is null then 'task' else 'timesheet' end, 'Line', 1, 10, x.ts, x.tk from invoices, (values (${r1}::int, null::int), (${r2}, null), (null, ${k1})) as x(ts, tk) where id = ${invoice.id}`);
    expect(await flags()).toEqual({ records: [r1, r2], tasks: [k1] });
    // one line moves from r1 to r3 while another moves from k1 to k2, in one statement; then one from r2 back to r1, the other staying
    await db.execute(sql`update invoice_items set timesheet_id = case when timesheet_id = ${r1} then ${r3} else timesheet_id end,
      task_id = case when task_id = ${k1} then ${k2} else task_id end where invoice_id = ${invoice.id}`);
    expect(await flags()).toEqual({ records: [r2, r3], tasks: [k2] });
    await db.execute(sql`update invoice_items set timesheet_id = case when timesheet_id = ${r2}::int then ${r1}::int else timesheet_id end where invoice_id = ${invoice.id} and timesheet_id is not null`);
    expect(await flags()).toEqual({ records: [r1, r3], tasks: [k2] });
    expect(await drift()).toEqual(NO_DRIFT);
    // a line taken off through the API, then the invoice deleted with the rest
    const lines = await ok<{ data: Array<{ id: number; timesheet_id: number | null }> }>('GET', `/api/invoices/${invoice.id}/items`);
    await ok('DELETE', `/api/invoices/${invoice.id}/items/${lines.data.find((l) => l.timesheet_id === r3)!.id}`);
    expect(await flags()).toEqual({ records: [r1], tasks: [k2] });
    await ok('DELETE', `/api/invoices/${invoice.id}`);
    expect(await flags()).toEqual({ records: null, tasks: null });
    expect(await drift()).toEqual(NO_DRIFT);
    // freed, the records can be deleted again (and leave the time tests below as they were)
    for (const id of [r1, r2, r3]) await ok('DELETE', `/api/timesheets/${id}`);
  });
});

describe("the jobs list's count and TOTAL QUOTED per status", () => {
  type TJobList = { total: number; total_quote_value?: string; data: Array<{ id: number }> };
  /** The list's count and total for a query, and the same computed from the jobs themselves. */
  async function listed(query: string) {
    return ok<TJobList>('GET', `/api/jobs?${query}`).then((r) => ({ total: r.total, value: r.total_quote_value }));
  }
  async function computed(statuses: string[]) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(j.quote_value), 0)::numeric(14,2)::text as v from jobs j join users u on u.company_id = j.company_id
          where u.email = ${DEMO_LOGINS.superAdmin} and j.status in (${sql.join(statuses.map((x) => sql`${x}`), sql`, `)})`,
    )) as unknown as { rows: Array<{ n: number; v: string }> };
    return { total: res.rows[0].n, value: res.rows[0].v };
  }

  it('follow new jobs, status moves and quote values, and match the jobs they count', async () => {
    const quote = await ok<{ id: number }>('POST', '/api/quotes', { name: 'Status totals', client_id: ids.ACME, job_id: ids.jobB });
    await ok('POST', `/api/quotes/${quote.id}/items`, { cost_matrix_id: ids.cost, quantity: '2', quote_rate: '50', cost_rate: '10' });
    const before = await listed('status=testing');
    await ok('POST', `/api/jobs/${ids.jobB}`, { status: 'testing' });
    const after = await listed('status=testing');
    expect(after.total).toBe(before.total + 1);
    expect(Number(after.value)).toBeCloseTo(Number(before.value) + Number(await jobValue(ids.jobB)), 2);
    expect(await listed('status=testing')).toEqual(await computed(['testing']));
    // the default list (open jobs), another exclusion, and every tab
    expect(await listed('')).toEqual(await computed(['in_progress', 'testing', 'with_client']));
    expect(await listed('exclude_status=invoiced')).toEqual(await computed(['pending', 'in_progress', 'testing', 'with_client', 'completed']));
    for (const status of ['pending', 'in_progress', 'testing', 'with_client', 'completed', 'invoiced']) expect(await listed(`status=${status}`)).toEqual(await computed([status]));
    await ok('POST', `/api/jobs/${ids.jobB}`, { status: 'in_progress' });
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it('twenty jobs moving opposite ways at once neither deadlock nor drift', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => ok<{ id: number }>('POST', '/api/jobs', { name: `Mover ${i}`, client_id: ids.ACME })));
    await Promise.all(made.slice(10).map((j) => ok('POST', `/api/jobs/${j.id}`, { status: 'with_client' })));
    // ten go in_progress → with_client while ten go with_client → in_progress
    await Promise.all(made.map((j, i) => ok('POST', `/api/jobs/${j.id}`, { status: i < 10 ? 'with_client' : 'in_progress' })));
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await listed('status=with_client')).toEqual(await computed(['with_client']));
  });
});

describe("a person's jobs (their member rows carry the job's status)", () => {
  type TJobList = { total: number; total_quote_value?: string; data: Array<{ id: number }> };
  /** The jobs a person is on in some statuses, read from the jobs and members themselves. */
  async function computed(userId: number, statuses: string[]) {
    const res = (await t.database.db.execute(
      sql`select j.id, j.quote_value from jobs j join users u on u.company_id = j.company_id where u.email = ${DEMO_LOGINS.superAdmin}
          and j.status in (${sql.join(statuses.map((x) => sql`${x}`), sql`, `)})
          and exists (select 1 from job_members m where m.company_id = j.company_id and m.job_id = j.id and m.user_id = ${userId}) order by j.id`,
    )) as unknown as { rows: Array<{ id: number; quote_value: string }> };
    return { total: res.rows.length, ids: res.rows.map((r) => r.id), value: res.rows.reduce((a, r) => a + Number(r.quote_value), 0).toFixed(2) };
  }
  async function listed(query: string, token = admin) {
    const res = await t.call<{ result: TJobList }>('GET', `/api/jobs?ipp=all&${query}`, token);
    expect(res.status, query).toBe(200);
    const r = res.body.result;
    return { total: r.total, ids: r.data.map((j) => j.id).sort((a, b) => a - b), value: r.total_quote_value };
  }

  it("follow status moves and people changes, for the filter and for staff's own list", async () => {
    const staffToken = await t.login(DEMO_LOGINS.staff);
    const staffId = (await t.call<{ result: { id: number } }>('GET', '/api/user', staffToken)).body.result.id;
    const open = ['in_progress', 'testing', 'with_client'];
    const job = await ok<{ id: number }>('POST', '/api/jobs', { name: 'Person filter', client_id: ids.ACME });
    const check = async () => {
      const want = await computed(staffId, open);
      expect({ ...(await listed(`user_id=${staffId}`)) }).toEqual(want);
      // staff with no filter see their own open jobs (no quote values for them)
      const own = await listed('', staffToken);
      expect({ total: own.total, ids: own.ids }).toEqual({ total: want.total, ids: want.ids });
      for (const status of ['pending', 'in_progress', 'testing', 'with_client', 'completed', 'invoiced']) {
        expect(await listed(`user_id=${staffId}&status=${status}`), status).toEqual(await computed(staffId, [status]));
      }
      // paged (the page and the footer from one query): every page's footer is the whole count, past the end is the last page
      const all = await t.call<{ result: TJobList }>('GET', `/api/jobs?ipp=all&sort=job_name&user_id=${staffId}`, admin);
      for (const page of [1, 2, 99]) {
        const res = await t.call<{ result: TJobList & { current_page: number; last_page: number } }>('GET', `/api/jobs?ipp=2&page=${page}&sort=job_name&user_id=${staffId}`, admin);
        const last = Math.max(1, Math.ceil(want.total / 2));
        expect(res.body.result, `page ${page}`).toMatchObject({ total: want.total, total_quote_value: want.value, last_page: last, current_page: Math.min(page, last) });
        const from = (Math.min(page, last) - 1) * 2;
        expect(res.body.result.data.map((j) => j.id), `page ${page}`).toEqual(all.body.result.data.slice(from, from + 2).map((j) => j.id));
      }
      expect(await drift()).toEqual(NO_DRIFT);
      return want.ids;
    };
    expect(await check()).not.toContain(job.id);
    await ok('POST', `/api/jobs/${job.id}`, { member_ids: [staffId] });
    expect(await check()).toContain(job.id);
    await ok('POST', `/api/jobs/${job.id}`, { status: 'completed' });
    expect(await check()).not.toContain(job.id);
    expect((await listed(`user_id=${staffId}&status=completed`)).ids).toContain(job.id);
    await ok('POST', `/api/jobs/${job.id}`, { status: 'testing' });
    expect(await check()).toContain(job.id);
    // off the job, then its manager
    await ok('POST', `/api/jobs/${job.id}`, { member_ids: [] });
    expect(await check()).not.toContain(job.id);
    await ok('POST', `/api/jobs/${job.id}`, { manager_ids: [staffId] });
    expect(await check()).toContain(job.id);
  });
});

describe('order totals', () => {
  it("an order's stored cost and sell follow its lines, and the list's totals add them up", async () => {
    const supplier = (await t.database.db.select().from(clients).where(eq(clients.code, 'PRNT')))[0].id;
    const order = await ok<{ id: number }>('POST', '/api/orders', { name: 'Stored order', client_id: ids.ACME, supplier_id: supplier });
    const lines = await Promise.all(
      ['1', '3'].map((quantity) => ok<{ item: { id: number } }>('POST', `/api/orders/${order.id}/items`, { cost_matrix_id: ids.cost, details: 'Print run', quantity, cost_rate: '10.01', sell_rate: '15.5' })),
    );
    await ok('POST', `/api/orders/${order.id}/items/${lines[1].item.id}`, { quantity: '2' });
    const list = await ok<{ data: Array<{ id: number; cost: string; total_value: string }> }>('GET', `/api/orders?kw=${encodeURIComponent('Stored order')}`);
    expect(list.data.find((o) => o.id === order.id)).toMatchObject({ cost: '30.03', total_value: '46.50' });
    await ok('DELETE', `/api/orders/${order.id}/items/${lines[0].item.id}`);
    expect(await drift()).toEqual(NO_DRIFT);
  });

  it("the list's count, cost and sell per status tab follow new orders, lines, status moves and deletion", async () => {
    type TOrders = { data: Array<{ id: number; status: string; cost: string; total_value: string }>; total: number; totals: { count: number; cost: string; total_value: string } };
    const cents = (v: string) => Math.round(Number(v) * 100);
    /** The header the list shows, and the same added up from every order it lists. */
    const header = async (query: string) => {
      const page = await ok<TOrders>('GET', `/api/orders?${query}`);
      const all = await ok<TOrders>('GET', `/api/orders?ipp=all&${query}`);
      const added = { count: all.data.length, cost: all.data.reduce((a, o) => a + cents(o.cost), 0), sell: all.data.reduce((a, o) => a + cents(o.total_value), 0) };
      expect({ count: page.totals.count, cost: cents(page.totals.cost), sell: cents(page.totals.total_value) }, query).toEqual(added);
      expect(page.total, query).toBe(added.count);
      return added;
    };
    const supplier = (await t.database.db.select().from(clients).where(eq(clients.code, 'PRNT')))[0].id;
    const before = { all: await header(''), pending: await header('status=pending'), approved: await header('status=approved') };

    const order = await ok<{ id: number }>('POST', '/api/orders', { name: 'Tab totals', client_id: ids.ACME, supplier_id: supplier });
    await ok('POST', `/api/orders/${order.id}/items`, { cost_matrix_id: ids.cost, details: 'Run', quantity: '4', cost_rate: '2.50', sell_rate: '4' });
    expect(await header('')).toEqual({ count: before.all.count + 1, cost: before.all.cost + 1000, sell: before.all.sell + 1600 });
    expect(await header('status=pending')).toEqual({ count: before.pending.count + 1, cost: before.pending.cost + 1000, sell: before.pending.sell + 1600 });

    await ok('POST', `/api/orders/${order.id}`, { status: 'approved' });
    expect(await header('status=pending')).toEqual(before.pending);
    expect(await header('status=approved')).toEqual({ count: before.approved.count + 1, cost: before.approved.cost + 1000, sell: before.approved.sell + 1600 });
    await header('kw=Tab totals');
    expect(await drift()).toEqual(NO_DRIFT);

    await ok('DELETE', `/api/orders/${order.id}`);
    expect(await header('')).toEqual(before.all);
    expect(await header('status=approved')).toEqual(before.approved);
    expect(await drift()).toEqual(NO_DRIFT);
  });
});

describe('the TIME list reads the per-job summary', () => {
  type TTimeList = { data: Array<{ id: number; duration: string }>; total: number; total_duration: string };
  const record = (session_date: string, start_time: string, end_time: string) => ({
    job_id: ids.jobA, cost_matrix_id: ids.cost, session_date, start_time, end_time, break: 0, description: 'Stored time',
  });

  it('hours and the latest date follow adds, edits and deletes, and match the list read from the records', async () => {
    const a = await ok<{ id: number }>('POST', '/api/timesheets', record('2026-01-10', '09:00', '11:00'));
    const b = await ok<{ id: number }>('POST', '/api/timesheets', record('2031-01-12', '09:00', '10:30'));
    expect(await drift()).toEqual(NO_DRIFT);
    // the job worked on latest comes first
    let list = await ok<TTimeList>('GET', '/api/timesheets');
    expect(list.data[0]).toMatchObject({ id: ids.jobA, duration: '3.50' });

    await ok('POST', `/api/timesheets/${a.id}`, { session_date: '2026-01-11', end_time: '12:00' });
    await ok('DELETE', `/api/timesheets/${b.id}`);
    expect(await drift()).toEqual(NO_DRIFT);
    list = await ok<TTimeList>('GET', '/api/timesheets');
    expect(list.data.find((j) => j.id === ids.jobA)?.duration).toBe('3.00');

    // The same list through the records (a date range covering everything) agrees.
    const all = await ok<TTimeList>('GET', '/api/timesheets');
    const fromRecords = await ok<TTimeList>('GET', '/api/timesheets?date_start=1900-01-01&date_end=2999-12-31');
    expect(fromRecords.total).toBe(all.total);
    expect(fromRecords.total_duration).toBe(all.total_duration);
    expect(fromRecords.data.map((j) => [j.id, j.duration])).toEqual(all.data.map((j) => [j.id, j.duration]));
    const byClient = await ok<TTimeList>('GET', `/api/timesheets?client_id=${ids.ACME}`);
    expect(byClient.data.map((j) => j.id)).toContain(ids.jobA);
    // A client's list reads the client its summary rows carry: a job moved to another client
    // (in the database: the app has no such edit) takes its time along, header and all.
    const db = t.database.db;
    const [other] = await db.select({ id: clients.id }).from(clients).where(sql`${clients.id} <> ${ids.ACME} and ${clients.companyId} = (select company_id from clients where id = ${ids.ACME})`).limit(1);
    const otherBefore = await ok<TTimeList>('GET', `/api/timesheets?client_id=${other.id}`);
    await db.execute(sql`update jobs set client_id = ${other.id} where id = ${ids.jobA}`);
    expect(await drift()).toEqual(NO_DRIFT);
    const moved = await ok<TTimeList>('GET', `/api/timesheets?client_id=${other.id}`);
    expect(moved.data.map((j) => j.id)).toContain(ids.jobA);
    expect(moved.total).toBe(otherBefore.total + 1);
    expect(moved.total_duration).toBe((Number(otherBefore.total_duration) + 3).toFixed(2));
    expect((await ok<TTimeList>('GET', `/api/timesheets?client_id=${ids.ACME}`)).data.map((j) => j.id)).not.toContain(ids.jobA);
    await db.execute(sql`update jobs set client_id = ${ids.ACME} where id = ${ids.jobA}`);
    expect((await ok<TTimeList>('GET', `/api/timesheets?client_id=${ids.ACME}`)).total).toBe(byClient.total);

    // The agency's header (one stored row): a job's first record adds a job, its last one going takes it away.
    const first = await ok<{ id: number }>('POST', '/api/timesheets', { ...record('2026-02-02', '09:00', '09:45'), job_id: ids.jobB });
    const withB = await ok<TTimeList>('GET', '/api/timesheets');
    expect(withB.total).toBe(all.total + 1);
    expect(withB.total_duration).toBe((Number(all.total_duration) + 0.75).toFixed(2));
    expect(await drift()).toEqual(NO_DRIFT);
    await ok('DELETE', `/api/timesheets/${first.id}`);
    const withoutB = await ok<TTimeList>('GET', '/api/timesheets');
    expect([withoutB.total, withoutB.total_duration]).toEqual([all.total, all.total_duration]);
    expect(await drift()).toEqual(NO_DRIFT);
  });
});

describe("a person's TIME list reads their per-job summary", () => {
  type TTimeJob = { id: number; duration: string; direct_timesheets: Array<{ id: number; user_id: number }> };
  type TTimeList = { data: TTimeJob[]; total: number; total_duration: string };
  const record = (job_id: number, user_id: number, session_date: string, end_time: string) => ({
    job_id, user_id, cost_matrix_id: ids.cost, session_date, start_time: '09:00', end_time, break: 0, description: 'Person time',
  });
  /** The list as jobs, hours and record ids: what the user sees. */
  const seen = (l: TTimeList) => ({ total: l.total, hours: l.total_duration, jobs: l.data.map((j) => [j.id, j.duration, j.direct_timesheets.map((r) => r.id)]) });

  it("follows adds, edits, deletes and a record moved to someone else, and matches the list read from the person's records", async () => {
    const db = t.database.db;
    const staffId = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.staff)))[0].id;
    const adminId = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.superAdmin)))[0].id;
    const staff = await t.login(DEMO_LOGINS.staff);
    const mine = async () => {
      const res = await t.call<{ result: TTimeList }>('GET', '/api/timesheets', staff);
      expect(res.status).toBe(200);
      return res.body.result;
    };
    const jobC = (await ok<{ id: number }>('POST', '/api/jobs', { name: 'Person C', client_id: ids.ACME })).id;
    const before = await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}`);

    const a = await ok<{ id: number }>('POST', '/api/timesheets', record(jobC, staffId, '2032-03-01', '11:00'));
    const b = await ok<{ id: number }>('POST', '/api/timesheets', record(jobC, staffId, '2032-03-04', '10:30'));
    await ok('POST', '/api/timesheets', record(jobC, adminId, '2032-03-05', '17:00'));
    expect(await drift()).toEqual(NO_DRIFT);

    // The person's job worked on latest comes first, with their hours only (not the admin's 8).
    let list = await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}`);
    expect(list.data[0]).toMatchObject({ id: jobC, duration: '3.50' });
    expect(list.data[0].direct_timesheets.map((r) => r.id)).toEqual([b.id, a.id]);
    expect([list.total, list.total_duration]).toEqual([before.total + 1, (Number(before.total_duration) + 3.5).toFixed(2)]);
    // Staff see exactly this as their own list, and the same through the records (a date range covering everything).
    expect(seen(await mine())).toEqual(seen(list));
    const fromRecords = await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}&date_start=1900-01-01&date_end=2999-12-31`);
    expect(seen(fromRecords)).toEqual(seen(list));
    // With a client or a job as well.
    const byClient = await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}&client_id=${ids.ACME}`);
    expect(byClient.data[0]).toMatchObject({ id: jobC, duration: '3.50' });
    expect(seen(byClient)).toEqual(seen(await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}&client_id=${ids.ACME}&date_start=1900-01-01`)));
    const byJob = await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}&job_id=${jobC}`);
    expect(seen(byJob)).toEqual({ total: 1, hours: '3.50', jobs: [[jobC, '3.50', [b.id, a.id]]] });

    // An edit moves the hours and the latest date; a record handed to someone else leaves the person's list.
    await ok('POST', `/api/timesheets/${b.id}`, { session_date: '2032-02-01', end_time: '12:00' });
    list = await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}&job_id=${jobC}`);
    expect(seen(list)).toEqual({ total: 1, hours: '5.00', jobs: [[jobC, '5.00', [a.id, b.id]]] });
    await db.update(timesheets).set({ userId: adminId }).where(eq(timesheets.id, a.id));
    expect(await drift()).toEqual(NO_DRIFT);
    expect(seen(await ok<TTimeList>('GET', `/api/timesheets?user_id=${staffId}&job_id=${jobC}`))).toEqual({ total: 1, hours: '3.00', jobs: [[jobC, '3.00', [b.id]]] });
    expect((await ok<TTimeList>('GET', `/api/timesheets?user_id=${adminId}&job_id=${jobC}`)).total_duration).toBe('10.00');

    // The person's last record on the job going takes the job off their list, not off the agency's.
    await ok('DELETE', `/api/timesheets/${b.id}`);
    expect(await drift()).toEqual(NO_DRIFT);
    expect(seen(await mine())).toEqual(seen(before));
    expect((await ok<TTimeList>('GET', `/api/timesheets?job_id=${jobC}`)).total).toBe(1);
  });
});


describe("the agency's hours per day (a recent date range's header)", () => {
  type TTimeList = { total: number; total_duration: string; data: Array<{ id: number; duration: string }> };
  const record = (job_id: number, session_date: string, start_time: string, end_time: string) => ({
    job_id, cost_matrix_id: ids.cost, session_date, start_time, end_time, break: 0, description: 'Day time',
  });
  /** The agency's records from a date on, added up from the records themselves. */
  async function fromRecords(since: string) {
    const res = (await t.database.db.execute(
      sql`select count(distinct ts.job_id)::int as jobs, coalesce(sum(ts.duration), 0)::numeric(12,2)::text as hours from timesheets ts
          join users u on u.company_id = ts.company_id where u.email = ${DEMO_LOGINS.superAdmin} and ts.session_date >= ${since}`,
    )) as unknown as { rows: Array<{ jobs: number; hours: string }> };
    return { total: res.rows[0].jobs, total_duration: res.rows[0].hours };
  }
  const latest = async () =>
    ((await t.database.db.execute(sql`select max(session_date)::text as d from timesheets ts join users u on u.company_id = ts.company_id where u.email = ${DEMO_LOGINS.superAdmin}`)) as unknown as { rows: Array<{ d: string }> }).rows[0].d;
  async function header(since: string) {
    const end = await latest();
    const open = await ok<TTimeList>('GET', `/api/timesheets?date_start=${since}`);
    const closed = await ok<TTimeList>('GET', `/api/timesheets?date_start=${since}&date_end=${end}`);
    expect({ total: closed.total, total_duration: closed.total_duration }).toEqual({ total: open.total, total_duration: open.total_duration });
    return { total: open.total, total_duration: open.total_duration };
  }

  it('follows adds, edits, moves between days and deletes, and equals the records in the range', async () => {
    const a = await ok<{ id: number }>('POST', '/api/timesheets', record(ids.jobA, '2040-03-02', '09:00', '11:00'));
    const b = await ok<{ id: number }>('POST', '/api/timesheets', record(ids.jobA, '2040-03-03', '09:00', '10:30'));
    await ok<{ id: number }>('POST', '/api/timesheets', record(ids.jobB, '2040-03-03', '13:00', '13:45'));
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-03-01')).toEqual({ total: 2, total_duration: '4.25' });
    expect(await header('2040-03-03')).toEqual(await fromRecords('2040-03-03'));

    await ok('POST', `/api/timesheets/${a.id}`, { session_date: '2040-03-04', end_time: '12:00' });
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-03-03')).toEqual({ total: 2, total_duration: '5.25' });
    await ok('POST', `/api/timesheets/${b.id}`, { description: 'Only the words change' });
    await ok('DELETE', `/api/timesheets/${b.id}`);
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-03-01')).toEqual(await fromRecords('2040-03-01'));
    expect(await header('2040-03-01')).toEqual({ total: 2, total_duration: '3.75' });
  });

  it('records moving opposite ways between two days at once neither deadlock nor drift, and a job deleted with its records leaves none', async () => {
    const job = await ok<{ id: number }>('POST', '/api/jobs', { name: 'Day movers', client_id: ids.ACME });
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ok<{ id: number }>('POST', '/api/timesheets', record(job.id, i < 10 ? '2040-04-01' : '2040-04-02', '09:00', '10:00'))),
    );
    // ten go from the 1st to the 2nd while ten go from the 2nd to the 1st
    await Promise.all(made.map((r, i) => ok('POST', `/api/timesheets/${r.id}`, { session_date: i < 10 ? '2040-04-02' : '2040-04-01' })));
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-04-01')).toEqual(await fromRecords('2040-04-01'));
    // the job's records go with it (a cascade, one statement for all of them)
    await t.database.db.execute(sql`delete from jobs where id = ${job.id}`);
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-04-01')).toEqual({ total: 0, total_duration: '0.00' });
  });

  it("jobs whose latest day moves opposite ways at once neither deadlock nor drift, and a range's job count follows them", async () => {
    const movers = await Promise.all(Array.from({ length: 10 }, (_, i) => ok<{ id: number }>('POST', '/api/jobs', { name: `Latest day mover ${i}`, client_id: ids.ACME })));
    // each job's only record: five on the 1st, five on the 2nd, added at once
    const made = await Promise.all(movers.map((j, i) => ok<{ id: number }>('POST', '/api/timesheets', record(j.id, i < 5 ? '2040-05-01' : '2040-05-02', '09:00', '10:00'))));
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-05-02')).toEqual({ total: 5, total_duration: '5.00' });
    // the first five jobs' latest day goes from the 1st to the 2nd while the others' goes back
    await Promise.all(made.map((r, i) => ok('POST', `/api/timesheets/${r.id}`, { session_date: i < 5 ? '2040-05-02' : '2040-05-01' })));
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-05-02')).toEqual({ total: 5, total_duration: '5.00' });
    // a second record on an earlier day leaves a job on its latest day; its latest record going moves it back
    const earlier = await ok<{ id: number }>('POST', '/api/timesheets', record(movers[0].id, '2040-04-20', '09:00', '11:00'));
    expect(await header('2040-05-02')).toEqual({ total: 5, total_duration: '5.00' });
    await ok('DELETE', `/api/timesheets/${made[0].id}`);
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-05-01')).toEqual({ total: 9, total_duration: '9.00' });
    expect(await header('2040-04-20')).toEqual(await fromRecords('2040-04-20'));
    // a job deleted with its records leaves its day
    await ok('DELETE', `/api/timesheets/${earlier.id}`);
    await t.database.db.execute(sql`delete from jobs where id = ${movers[9].id}`);
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await header('2040-05-01')).toEqual({ total: 8, total_duration: '8.00' });
  });
});

describe('every stored total from scratch (jobflow_recompute_totals)', () => {
  it('mends totals gone wrong, leaves every trigger on, and later writes keep them', async () => {
    const db = t.database.db;
    // wrong totals of every kind (a changed total's own triggers keep what follows from it)
    await db.execute(sql`update quotes set total_value = total_value + 1`);
    await db.execute(sql`update jobs set quote_value = quote_value + 2`);
    await db.execute(sql`update orders set total_cost = total_cost + 1`);
    await db.execute(sql`update job_time set hours = hours + 1, last_session_date = last_session_date - 1`);
    await db.execute(sql`update job_status_totals set jobs = jobs + 1`);
    await db.execute(sql`update order_status_totals set orders = orders + 1`);
    await db.execute(sql`update company_time set hours = hours + 1`);
    await db.execute(sql`update company_day_jobs set jobs = jobs + 1`);
    await db.execute(sql`update timesheets set invoiced = not invoiced where id in (select id from timesheets order by id limit 3)`);
    const wrong = await drift();
    for (const kind of ['quotes', 'jobs', 'orders', 'jobTime', 'jobStatusTotals', 'orderStatusTotals', 'companyTime', 'companyDayJobs', 'billedRecords'] as const) expect(wrong[kind], kind).not.toEqual([]);

    await db.execute(sql`select jobflow_recompute_totals()`);
    expect(await drift()).toEqual(NO_DRIFT);
    // the row triggers it turns off while it works are on again
    const off = (await db.execute(sql`select tgrelid::regclass::text as "table", tgname from pg_trigger where not tgisinternal and tgenabled <> 'O'`)) as unknown as { rows: unknown[] };
    expect(off.rows).toEqual([]);
    const job = await ok<{ id: number }>('POST', '/api/jobs', { name: 'After the recompute', client_id: ids.ACME });
    await ok('POST', '/api/timesheets', { job_id: job.id, cost_matrix_id: ids.cost, session_date: '2041-01-05', start_time: '09:00', end_time: '12:30', break: 0, description: 'After the recompute' });
    const quote = await ok<{ id: number }>('POST', '/api/quotes', { name: 'After the recompute', client_id: ids.ACME, job_id: job.id });
    await ok('POST', `/api/quotes/${quote.id}/items`, { cost_matrix_id: ids.cost, quantity: '3', quote_rate: '40', cost_rate: '10' });
    expect(await drift()).toEqual(NO_DRIFT);
    expect(await jobValue(job.id)).toBe('120.00');
  });
});
