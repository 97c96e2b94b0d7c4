import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { JOB_SORT_KEYS, type TJobSortKey } from '@jobflow/contract';
import { clients, companies, users } from '../src/db/schema/index.ts';
import * as repo from '../src/features/jobs/jobs.repository.ts';
import { BUILD_AFTER_MISSES, heldBuild, heldKeywordPage, heldPersonPage, holdActiveJobs, holdSettings } from '../src/features/jobs/jobs.search.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

/**
 * The keyword search of the default tab held in memory (jobs.search.ts) must answer every page
 * exactly as the SQL keyword page does: the same rows in the same order, the same count and
 * TOTAL QUOTED, for every sort both ways, a client's jobs, job numbers, LIKE's wildcards, any
 * case; and never from jobs older than the agency's search version.
 */
let t: TTestApp;
let token: string;
let companyId: number;
const clientIds: Record<string, number> = {};

type TList = { result: { data: Array<{ id: number; name: string; client: { code: string } }>; total: number; total_quote_value?: string } };
const list = (tok: string, qs: string) => t.call('GET', `/api/jobs${qs}`, tok) as Promise<{ status: number; body: TList }>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO_LOGINS.superAdmin);
  const db = t.database.db;
  [{ companyId }] = await db.select({ companyId: clients.companyId }).from(clients).where(eq(clients.code, 'ACME'));
  // codes ending in digits (job numbers the keyword may run into), a name like another's but for case
  const made = await db
    .insert(clients)
    .values([
      { companyId, name: 'Northwind Foods', code: 'AB1' },
      { companyId, name: 'northwind foods', code: 'Q12' },
      { companyId, name: 'Café Ärger GmbH', code: 'CAF' },
      { companyId, name: '100% Cotton & Co', code: 'C_T' },
    ])
    .returning({ id: clients.id, code: clients.code });
  for (const c of made) clientIds[c.code] = c.id;
  const all = await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId));
  const names = ['Spring CATALOGUE', 'catalogue reprint', 'Menu boards', 'Brand guidelines', 'Photo shoot', '100% recycled catalogue', 'under_score poster', 'back\\slash label', 'Straße signage', 'Kelvin \u212A sign', 'İstanbul trade show', 'Annual report 2026'];
  // 360 jobs over every status and client: repeated names, every fifth without a due date, tied updated times
  await db.execute(sql`
    insert into jobs (company_id, client_id, name, status, due_date, updated_at, quote_value)
    select ${companyId}, (${sql.raw(`array[${all.map((c) => c.id).join(',')}]`)})[1 + n % ${all.length}],
      (${sql.raw(`array[${names.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`)})[1 + n % ${names.length}] || case when n % 3 = 0 then ' ' || n else '' end,
      (array['pending','in_progress','testing','with_client','completed','invoiced'])[1 + n % 6],
      case when n % 5 = 0 then null else date '2026-03-01' + (n % 11) end,
      timestamptz '2026-03-01 09:00Z' + (n % 4) * interval '1 hour',
      0
    from generate_series(1, 360) n`);
  // a new job's TOTAL QUOTED starts at 0 (its quotes add to it): set past that
  await db.execute(sql`update jobs set quote_value = case when id % 17 = 0 then -12.5 when id % 13 = 0 then 98765432.10 else (id * 10.25)::numeric(12,2) end where company_id = ${companyId}`);
  // a credit: a TOTAL QUOTED below zero
  await db.execute(sql`insert into jobs (company_id, client_id, name, status) values (${companyId}, ${clientIds.Q12}, 'Refund credit', 'testing')`);
  await db.execute(sql`update jobs set quote_value = -250.75 where company_id = ${companyId} and name = 'Refund credit'`);
  // another agency's catalogues never show
  const [other] = await db.insert(companies).values({ name: 'Other agency', codename: 'other-agency-memory' }).returning({ id: companies.id });
  const [otherClient] = await db.insert(clients).values({ companyId: other.id, name: 'Catalogue people', code: 'AB1' }).returning({ id: clients.id });
  await db.execute(sql`insert into jobs (company_id, client_id, name, status) select ${other.id}, ${otherClient.id}, 'Catalogue ' || n, 'in_progress' from generate_series(1, 30) n`);
});
afterAll(async () => t?.close());

const ACTIVE: repo.TJobFilter = { excludeStatus: ['completed', 'invoiced', 'pending'] };
const BOTH = JOB_SORT_KEYS.flatMap((s) => [[s, 'asc'], [s, 'desc']] as const);

/** The page as SQL answers it (what the service asks when the memory cannot answer). */
async function sqlPage(f: repo.TJobFilter, opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; offset: number; cap: number }) {
  const rows =
    (await repo.listKeywordPage(t.database.db, companyId, f, opts)) ??
    (await repo.listJobs(t.database.db, companyId, f, { ...opts, withQuoteValue: true, withTotals: true, capped: opts.cap }));
  return { rows: rows.map((r) => ({ ...r, total: Number(r.total) })), total: Number(rows[0]?.total ?? 0), totalQuoteValue: rows[0]?.totalQuoteValue };
}

describe('the keyword search held in memory', () => {
  it('answers every page as SQL does: any case, every sort both ways, pages, a client, job numbers, wildcards', async () => {
    const db = t.database.db;
    // the agency's 181 open jobs read 50 at a time (the last slice short), as a large agency's are read 2,000 at a time
    const readSlice = holdSettings.readSlice;
    holdSettings.readSlice = 50;
    try {
      expect(await holdActiveJobs(db, companyId)).toBe('held');
    } finally {
      holdSettings.readSlice = readSlice;
    }
    const version = await repo.searchVersion(db, companyId);
    const keywords = ['catalogue', 'CaTaLoGuE', 'spring catalogue', 'menu', 'northwind', 'NORTHWIND FOODS', 'ab1', 'b11', 'ab12', 'q1', 'Q123', '12', '3', '100%', '%', '_', 'r_s', '\\', 'k sign', 'stanbul', 'caf', 'acme', 'zzzz-nothing', ' 2026 ', 'refund'];
    let pages = 0;
    let found = 0;
    for (const kw of keywords) {
      for (const clientId of [undefined, clientIds.AB1, clientIds.Q12]) {
        const f = { ...ACTIVE, kw, clientId };
        for (const [sort, order] of BOTH) {
          for (const [limit, offset] of [[20, 0], [7, 7], [7, 700], [500, 0]]) {
            const opts = { sort, order, limit, offset, cap: 2000 };
            const held = heldKeywordPage(db, companyId, version, f, opts);
            expect(held, `${kw} ${sort}`).not.toBeNull();
            const want = await sqlPage(f, opts);
            if (want.rows.length) {
              // the page's rows as SQL reads them; with no row, SQL has no count: the count of the whole answer (limit 500) is checked
              expect(held, `${kw} client ${clientId} ${sort} ${order} ${limit}/${offset}`).toEqual(want);
              pages++;
            } else {
              expect(held!.rows, `${kw} client ${clientId} ${sort} ${order} ${limit}/${offset}`).toEqual([]);
              // no match at all: the service answers 0 and 0.00, as SQL's empty page does
              if (offset === 0) expect({ total: held!.total, value: held!.totalQuoteValue }).toEqual({ total: 0, value: '0.00' });
            }
            if (limit === 500 && offset === 0) found += held!.total;
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(500);
    expect(found).toBeGreaterThan(2000);
    // no keyword found another agency's jobs, and the default tab's statuses only
    const every = heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'catalogue' }, { sort: 'job_no', order: 'asc', limit: 500, offset: 0, cap: 2000 })!;
    expect(every.total).toBeGreaterThan(20);
    expect(every.rows.every((r) => ['in_progress', 'testing', 'with_client'].includes(r.status) && /catalogue/i.test(r.name))).toBe(true);
    // the data holds the values a TOTAL QUOTED must add up exactly: negative, large, cents
    expect(every.rows.map((r) => r.quoteValue)).toEqual(expect.arrayContaining(['-12.50', '98765432.10']));
    expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'REFUND' }, { sort: 'job_no', order: 'asc', limit: 20, offset: 0, cap: 2000 })?.totalQuoteValue).toBe('-250.75');
  });

  it('leaves to SQL what it does not hold: another version, other statuses, a person, a keyword beyond ASCII; past the cap it counts', async () => {
    const db = t.database.db;
    expect(await holdActiveJobs(db, companyId)).toBe('held');
    const version = await repo.searchVersion(db, companyId);
    const opts = { sort: 'job_no' as const, order: 'asc' as const, limit: 20, offset: 0, cap: 2000 };
    expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'menu' }, opts)).not.toBeNull();
    expect(heldKeywordPage(db, companyId, version + 1, { ...ACTIVE, kw: 'menu' }, opts)).toBeNull();
    expect(heldKeywordPage(db, companyId, version, { status: 'completed', kw: 'menu' }, opts)).toBeNull();
    expect(heldKeywordPage(db, companyId, version, { excludeStatus: ['pending'], kw: 'menu' }, opts)).toBeNull();
    expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'menu', userId: 1 }, opts)).toBeNull();
    expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'straße' }, opts)).toBeNull();
    expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'café' }, opts)).toBeNull();
    // more matches than the cap: no rows, and every match counted (the service then counts and pages them)
    const over = heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'catalogue' }, { ...opts, cap: 3 })!;
    expect(over.rows).toEqual([]);
    expect(over.total).toBe((await sqlPage({ ...ACTIVE, kw: 'catalogue' }, opts)).total);
  });

  it('the service holds an agency after repeated searches, answers from it, and searches again once a job changes', async () => {
    const db = t.database.db;
    const jobsHeld = async () => heldKeywordPage(db, companyId, await repo.searchVersion(db, companyId), { ...ACTIVE, kw: 'anything' }, { sort: 'job_no', order: 'asc', limit: 1, offset: 0, cap: 2000 });
    // a change: nothing held at the new version
    await db.execute(sql`update jobs set name = name where company_id = ${companyId} and id = (select min(id) from jobs where company_id = ${companyId})`);
    // (the check itself counts as a search that memory could not answer)
    expect(await jobsHeld()).toBeNull();
    // searches by SQL: after enough of them the agency's jobs are read (not awaited by the search)
    for (let i = 1; i <= BUILD_AFTER_MISSES; i++) expect((await list(token, `?kw=catalogue+${i}`)).status).toBe(200);
    // (read in the background: maybe done already)
    await heldBuild(db, companyId);
    expect(await jobsHeld()).not.toBeNull();
    // the answers over HTTP: what SQL answers, with the quote values a super admin sees
    const res = (await list(token, '?kw=CATALOGUE&sort=job_due_date&order=desc&ipp=10&page=2')).body.result;
    const want = await sqlPage({ ...ACTIVE, kw: 'CATALOGUE' }, { sort: 'job_due_date', order: 'desc', limit: 10, offset: 10, cap: 2000 });
    expect({ ids: res.data.map((j) => j.id), total: res.total, value: res.total_quote_value }).toEqual({ ids: want.rows.map((r) => r.id), total: want.total, value: want.totalQuoteValue });
    // written past the version's trigger, a rename is not seen by a new keyword: memory answered
    const [job] = res.data;
    await db.execute(sql`alter table jobs disable trigger jobs_search_version_update`);
    try {
      await db.execute(sql`update jobs set name = 'Glasshouse lantern' where id = ${job.id}`);
    } finally {
      await db.execute(sql`alter table jobs enable trigger jobs_search_version_update`);
    }
    expect((await list(token, '?kw=glasshouse')).body.result.total).toBe(0);
    // a committed change moves the version: the next search is SQL's, and finds it
    expect((await t.call('POST', `/api/jobs/${job.id}`, token, { name: 'Glasshouse lantern poster' })).status).toBe(200);
    expect((await list(token, '?kw=glasshouse')).body.result.data.map((j) => j.name)).toEqual(['Glasshouse lantern poster']);
    expect(await jobsHeld()).toBeNull();
  });

  it('leaves to SQL a TOTAL QUOTED past what numeric(14,2) holds, and an agency too large to hold', async () => {
    const db = t.database.db;
    const [gala] = await db.insert(clients).values({ companyId, name: 'Gala Events', code: 'GAL' }).returning({ id: clients.id });
    // each status's total within numeric(14,2) (the stored per-status totals), the two together past it
    await db.execute(sql`insert into jobs (company_id, client_id, name, status) values (${companyId}, ${gala.id}, 'Overflow gala', 'in_progress'), (${companyId}, ${gala.id}, 'Overflow gala 2', 'testing')`);
    await db.execute(sql`update jobs set quote_value = 600000000000.00 where company_id = ${companyId} and name like 'Overflow gala%'`);
    try {
      expect(await holdActiveJobs(db, companyId)).toBe('held');
      const version = await repo.searchVersion(db, companyId);
      const opts = { sort: 'job_no' as const, order: 'asc' as const, limit: 20, offset: 0, cap: 2000 };
      expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'overflow gala 2' }, opts)?.totalQuoteValue).toBe('600000000000.00');
      expect(heldKeywordPage(db, companyId, version, { ...ACTIVE, kw: 'overflow' }, opts)).toBeNull();
      await expect(sqlPage({ ...ACTIVE, kw: 'overflow' }, opts)).rejects.toThrow();
    } finally {
      await db.execute(sql`delete from jobs where company_id = ${companyId} and name like 'Overflow gala%'`);
    }
    // more open jobs than are held (the stored per-status totals say so): not read
    await db.execute(sql`update job_status_totals set jobs = jobs + 60000 where company_id = ${companyId} and status = 'in_progress'`);
    try {
      expect(await holdActiveJobs(db, companyId)).toBe('unfit');
    } finally {
      await db.execute(sql`update job_status_totals set jobs = jobs - 60000 where company_id = ${companyId} and status = 'in_progress'`);
    }
    expect(await holdActiveJobs(db, companyId)).toBe('held');
  });

  it("held or not, a client user sees only their client's jobs and staff see no quote values", async () => {
    const db = t.database.db;
    expect(await holdActiveJobs(db, companyId)).toBe('held');
    const [clientUser] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.clientUser));
    const [own] = await db.select().from(clients).where(eq(clients.id, clientUser.clientId!));
    const clientToken = await t.login(DEMO_LOGINS.clientUser);
    const mine = (await list(clientToken, '?kw=catalogue&ipp=500')).body.result;
    const theirs = (await list(token, `?kw=catalogue&ipp=500&client_id=${own.id}`)).body.result;
    expect(mine.data.map((j) => j.id)).toEqual(theirs.data.map((j) => j.id));
    expect(mine.data.every((j) => j.client.code === own.code)).toBe(true);
    expect(mine.total_quote_value).toBeUndefined();
    const staff = (await list(await t.login(DEMO_LOGINS.staff), '?kw=catalogue&sort=job_name')).body.result;
    expect(staff.total).toBe((await list(token, '?kw=catalogue')).body.result.total);
    expect(staff.data.some((j) => 'quote_value' in j)).toBe(false);
    expect(staff.total_quote_value).toBeUndefined();
  });
});

describe("a person's jobs from the held jobs (staff's own list)", () => {
  /** The person's page as SQL answers it: the prepared first page, and the query built per request for any page. */
  async function sqlPersonPage(userId: number, opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; offset: number }) {
    const rows = await repo.listJobs(t.database.db, companyId, { ...ACTIVE, userId }, { ...opts, withQuoteValue: true, withTotals: true });
    if (opts.offset === 0) {
      const first = await repo.listPersonFirstPage(t.database.db, companyId, userId, repo.statusesOf(ACTIVE), opts);
      expect(first?.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    }
    return { rows: rows.map((r) => ({ ...r, total: Number(r.total) })), total: Number(rows[0]?.total ?? 0), totalQuoteValue: rows[0]?.totalQuoteValue };
  }

  it('answers every page of a person as SQL does: every sort both ways, pages, a member twice (as manager too), a person with no jobs', async () => {
    const db = t.database.db;
    const staff = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), isNull(users.clientId))).orderBy(users.id);
    expect(staff.length).toBeGreaterThanOrEqual(3);
    const [a, b, none] = staff.map((u) => u.id);
    // a on every third job (and its manager on every sixth: two member rows), b on every seventh, none on no job
    await db.execute(sql`delete from job_members where company_id = ${companyId} and user_id in (${a}, ${b}, ${none})`);
    await db.execute(sql`insert into job_members (company_id, job_id, user_id, is_manager)
      select company_id, id, ${a}::int, false from jobs where company_id = ${companyId} and id % 3 = 0
      union all select company_id, id, ${a}::int, true from jobs where company_id = ${companyId} and id % 6 = 0
      union all select company_id, id, ${b}::int, false from jobs where company_id = ${companyId} and id % 7 = 0`);
    expect(await holdActiveJobs(db, companyId)).toBe('held');
    let pages = 0;
    for (const person of [a, b, none]) {
      const mine = await repo.personOpenJobs(db, companyId, person);
      expect(mine.version).toBe(await repo.searchVersion(db, companyId));
      for (const [sort, order] of BOTH) {
        for (const [limit, offset] of [[20, 0], [7, 7], [7, 700], [500, 0]]) {
          const opts = { sort, order, limit, offset };
          const held = heldPersonPage(db, companyId, mine, opts);
          expect(held, `${person} ${sort}`).not.toBeNull();
          const want = await sqlPersonPage(person, opts);
          if (want.rows.length) {
            expect(held, `${person} ${sort} ${order} ${limit}/${offset}`).toEqual(want);
            pages++;
          } else {
            expect(held!.rows).toEqual([]);
            if (offset === 0) expect({ total: held!.total, value: held!.totalQuoteValue }).toEqual({ total: 0, value: '0.00' });
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(30);
    // a's open jobs, each once though a manager of some: every third open job of the agency
    const all = heldPersonPage(db, companyId, await repo.personOpenJobs(db, companyId, a), { sort: 'job_no', order: 'asc', limit: 500, offset: 0 })!;
    expect(all.total).toBeGreaterThan(20);
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(all.total);
    expect(all.rows.every((r) => r.id % 3 === 0 && ['in_progress', 'testing', 'with_client'].includes(r.status))).toBe(true);
    // another version: SQL answers
    expect(heldPersonPage(db, companyId, { ...(await repo.personOpenJobs(db, companyId, a)), version: -1 }, { sort: 'job_no', order: 'asc', limit: 20, offset: 0 })).toBeNull();
  });

  it("the service answers staff's own list from the held jobs, and from SQL once a job or a membership changes", async () => {
    const db = t.database.db;
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS.staff));
    const staffToken = await t.login(DEMO_LOGINS.staff);
    await db.execute(sql`delete from job_members where company_id = ${companyId} and user_id = ${me.id}`);
    await db.execute(sql`insert into job_members (company_id, job_id, user_id) select company_id, id, ${me.id}::int from jobs where company_id = ${companyId} and id % 5 = 1`);
    expect(await holdActiveJobs(db, companyId)).toBe('held');
    const own = async (qs = '') => (await list(staffToken, qs)).body.result;
    // the answers over HTTP: what SQL answers, without quote values for staff
    const first = await own('?sort=job_due_date&order=desc&ipp=10&page=2');
    const want = await sqlPersonPage(me.id, { sort: 'job_due_date', order: 'desc', limit: 10, offset: 10 });
    expect({ ids: first.data.map((j) => j.id), total: first.total }).toEqual({ ids: want.rows.map((r) => r.id), total: want.total });
    expect(first.data.some((j) => 'quote_value' in j)).toBe(false);
    // written past the version's trigger, a rename is not seen: memory answered
    const [job] = (await own('?sort=job_no')).data;
    await db.execute(sql`alter table jobs disable trigger jobs_search_version_update`);
    try {
      await db.execute(sql`update jobs set name = 'Held lantern' where id = ${job.id}`);
    } finally {
      await db.execute(sql`alter table jobs enable trigger jobs_search_version_update`);
    }
    expect((await own('?sort=job_no')).data[0].name).not.toBe('Held lantern');
    // a committed change moves the version: SQL answers, and shows it
    expect((await t.call('POST', `/api/jobs/${job.id}`, token, { name: 'Held lantern poster' })).status).toBe(200);
    expect((await own('?sort=job_no')).data[0].name).toBe('Held lantern poster');
    // read again, a new membership moves the version too: the job is in the list at once
    expect(await holdActiveJobs(db, companyId)).toBe('held');
    const before = (await own()).total;
    const [extra] = await db.execute<{ id: number }>(sql`select min(id) as id from jobs where company_id = ${companyId} and status = 'in_progress' and id % 5 <> 1`).then((r) => r.rows);
    await db.execute(sql`insert into job_members (company_id, job_id, user_id) values (${companyId}, ${extra.id}, ${me.id})`);
    const after = await own('?ipp=500');
    expect(after.total).toBe(before + 1);
    expect(after.data.map((j) => j.id)).toContain(extra.id);
  });
});
