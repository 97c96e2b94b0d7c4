import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JOB_STATUSES } from '@jobflow/contract';
import { clients, companies, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

/**
 * A super admin's list by status alone (the default list, a status tab, an exclusion) is read
 * status by status and merged, its first page prepared (jobs.repository.ts, agencyPageQuery).
 * Every page must be exactly the page of one plain query over the agency's jobs, for every sort
 * both ways, with ties on every key, empty due dates, and the count and TOTAL QUOTED of them all.
 */
let t: TTestApp;
let token: string;
let companyId: number;

type TList = { result: { data: Array<{ id: number }>; total: number; last_page: number; current_page: number; total_quote_value?: string } };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO_LOGINS.superAdmin);
  const db = t.database.db;
  const [acme] = await db.select({ companyId: clients.companyId, name: clients.name }).from(clients).where(eq(clients.code, 'ACME'));
  companyId = acme.companyId;
  // a client named like ACME but for case, and one with ACME's code: the client sorts' ties
  await db.insert(clients).values([
    { companyId, name: acme.name.toLowerCase(), code: 'ZED' },
    { companyId, name: 'Zed & Co', code: 'ACME' },
  ]);
  const clientCount = (await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId))).length;
  // 90 jobs over the agency's clients: repeated names, updated times and due dates, every sixth without one
  await db.execute(sql`
    insert into jobs (company_id, client_id, name, status, due_date, updated_at, quote_value)
    select ${companyId}, c.id, 'Job ' || (n % 7), (array['pending','in_progress','testing','with_client','completed','invoiced'])[1 + n % 6],
      case when n % 6 = 0 then null else date '2026-03-01' + (n % 9) end, timestamptz '2026-03-01 09:00Z' + (n % 4) * interval '1 hour', (n * 10.5)::numeric(12,2)
    from generate_series(1, 90) n
    cross join lateral (select id from clients where company_id = ${companyId} order by id offset (n % ${clientCount}) limit 1) c`);
  // another agency's jobs never show
  const [other] = await db.insert(companies).values({ name: 'Other agency', codename: 'other-agency' }).returning({ id: companies.id });
  const [otherClient] = await db.insert(clients).values({ companyId: other.id, name: 'AAA first', code: 'AAA' }).returning({ id: clients.id });
  await db.execute(sql`insert into jobs (company_id, client_id, name, status) select ${other.id}, ${otherClient.id}, 'Theirs ' || n, 'in_progress' from generate_series(1, 30) n`);
});
afterAll(async () => t?.close());

const RANK = `array_position(array[${JOB_STATUSES.map((s) => `'${s}'`).join(',')}]::varchar[], j.status)`;
/** The ORDER BY of each sort, as the spec's columns read: the client's name or code, then the client, then the job. */
const ORDER: Record<string, (dir: string) => string> = {
  client_name: (d) => `lower(c.name) ${d}, c.id ${d}, j.id ${d}`,
  job_no: (d) => `c.code ${d}, c.id ${d}, j.id ${d}`,
  job_name: (d) => `lower(j.name) ${d}, j.id ${d}`,
  job_status: (d) => `${RANK} ${d}, j.id ${d}`,
  job_due_date: (d) => `j.due_date ${d} nulls last, j.id ${d}`,
  job_updated_at: (d) => `j.updated_at ${d}, j.id ${d}`,
};

async function expected(statuses: readonly string[], sort: string, order: string, limit: number, offset: number, clientId?: number) {
  const ofClient = clientId === undefined ? sql`` : sql` and j.client_id = ${clientId}`;
  // within one client, the client sorts are the job number's order
  const orderBy = clientId !== undefined && (sort === 'client_name' || sort === 'job_no') ? `j.id ${order}` : ORDER[sort](order);
  const rows = await t.database.db.execute<{ id: number }>(
    sql`select j.id from jobs j join clients c on c.id = j.client_id and c.company_id = j.company_id
        where j.company_id = ${companyId} and j.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})${ofClient}
        order by ${sql.raw(orderBy)} limit ${limit} offset ${offset}`,
  );
  const [totals] = (
    await t.database.db.execute<{ n: number; value: string }>(
      sql`select count(*)::int as n, coalesce(sum(quote_value), 0)::numeric(14,2)::text as value from jobs j
          where j.company_id = ${companyId} and j.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})${ofClient}`,
    )
  ).rows;
  return { ids: rows.rows.map((r) => Number(r.id)), total: Number(totals.n), value: totals.value };
}

describe("the agency's jobs pages, status by status", () => {
  const SETS: Array<[string, readonly string[]]> = [
    ['', ['in_progress', 'testing', 'with_client']],
    ['&status=completed', ['completed']],
    ['&exclude_status=invoiced,pending', ['in_progress', 'testing', 'with_client', 'completed']],
    ['&exclude_status=testing', ['pending', 'in_progress', 'with_client', 'completed', 'invoiced']],
  ];

  it('are the pages of one plain query for every sort both ways, with the count and TOTAL QUOTED of them all', async () => {
    for (const [qs, statuses] of SETS) {
      for (const sort of Object.keys(ORDER)) {
        for (const order of ['asc', 'desc']) {
          for (const page of [1, 2, 3]) {
            const res = (await t.call('GET', `/api/jobs?ipp=7&page=${page}&sort=${sort}&order=${order}${qs}`, token)) as { status: number; body: TList };
            expect(res.status).toBe(200);
            const want = await expected(statuses, sort, order, 7, (page - 1) * 7);
            const got = res.body.result;
            const label = `${qs} ${sort} ${order} page ${page}`;
            expect({ ids: got.data.map((j) => j.id), total: got.total, value: got.total_quote_value, last: got.last_page }, label).toEqual({
              ids: want.ids,
              total: want.total,
              value: want.value,
              last: Math.max(1, Math.ceil(want.total / 7)),
            });
          }
        }
      }
    }
  });

  it("are a client's pages of one plain query too (a client filter, a client user's list)", async () => {
    const clientIds = (await t.database.db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId))).map((c) => c.id);
    for (const clientId of clientIds.slice(0, 3)) {
      for (const [qs, statuses] of SETS.slice(0, 3)) {
        for (const sort of Object.keys(ORDER)) {
          for (const order of ['asc', 'desc']) {
            for (const page of [1, 2]) {
              const res = (await t.call('GET', `/api/jobs?ipp=3&page=${page}&sort=${sort}&order=${order}&client_id=${clientId}${qs}`, token)) as { status: number; body: TList };
              // a page past the end is the last page
              const { total } = await expected(statuses, sort, order, 3, 0, clientId);
              const shownPage = Math.min(page, Math.max(1, Math.ceil(total / 3)));
              const want = await expected(statuses, sort, order, 3, (shownPage - 1) * 3, clientId);
              const got = res.body.result;
              expect({ ids: got.data.map((j) => j.id), total: got.total, value: got.total_quote_value }, `client ${clientId}${qs} ${sort} ${order} page ${page}`).toEqual({
                ids: want.ids,
                total: want.total,
                value: want.value,
              });
            }
          }
        }
      }
    }
    // a client user sees their company's jobs the same way (by job number, without quote values)
    const [portalUser] = await t.database.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, DEMO_LOGINS.clientUser));
    const acme = portalUser.clientId as number;
    const portal = await t.login(DEMO_LOGINS.clientUser);
    const mine = ((await t.call('GET', '/api/jobs?ipp=3', portal)) as { body: TList }).body.result;
    const want = await expected(['in_progress', 'testing', 'with_client'], 'job_no', 'asc', 3, 0, acme);
    expect({ ids: mine.data.map((j) => j.id), total: mine.total }).toEqual({ ids: want.ids, total: want.total });
    expect(mine).not.toHaveProperty('total_quote_value');
  });

  it('clamps a page past the end to the last page, and lists every job with ipp=all', async () => {
    const [qs, statuses] = SETS[2];
    const past = ((await t.call('GET', `/api/jobs?ipp=7&page=99&sort=job_due_date&order=desc${qs}`, token)) as { body: TList }).body.result;
    const want = await expected(statuses, 'job_due_date', 'desc', 7, (past.last_page - 1) * 7);
    expect(past.current_page).toBe(past.last_page);
    expect(past.data.map((j) => j.id)).toEqual(want.ids);
    const all = ((await t.call('GET', `/api/jobs?ipp=all&sort=job_name&order=desc${qs}`, token)) as { body: TList }).body.result;
    const every = await expected(statuses, 'job_name', 'desc', 1000, 0);
    expect(all.data.map((j) => j.id)).toEqual(every.ids);
    expect(all.total).toBe(every.total);
  });

  it('follows a job that changes status at once (the stored totals and the status-led indexes)', async () => {
    const before = ((await t.call('GET', '/api/jobs?ipp=5&status=testing&sort=job_updated_at&order=desc', token)) as { body: TList }).body.result;
    const moved = ((await t.call('GET', '/api/jobs?ipp=1&status=in_progress&sort=job_name', token)) as { body: TList }).body.result.data[0];
    const res = await t.call('POST', `/api/jobs/${moved.id}`, token, { status: 'testing' });
    expect(res.status).toBe(200);
    const after = ((await t.call('GET', '/api/jobs?ipp=5&status=testing&sort=job_updated_at&order=desc', token)) as { body: TList }).body.result;
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0].id).toBe(moved.id);
    const want = await expected(['testing'], 'job_updated_at', 'desc', 5, 0);
    expect(after.data.map((j) => j.id)).toEqual(want.ids);
  });
});
