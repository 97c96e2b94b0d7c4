import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, fillPlaceholders, sql } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.ts';
import type { PGlite } from '@electric-sql/pglite';
import { clientOf, openPglite, migrateDatabase, type TDatabase } from '../src/db/client.ts';
import { listRecords, pageOfShape, pageJobs, pageRange, pageWithRecords, pageWithRecordsStatement, personRecordsQuery, summarise, type TPageShape } from '../src/features/timesheets/timesheets.repository.ts';
import { agencyFirstPage, countJobs, keywordPage, keywordPageKey, keywordParts, listAgencyFirstPage, listJobs, listJobsQuery, listKeywordPage, listPersonFirstPage, personFirstPage, whereOf } from '../src/features/jobs/jobs.repository.ts';

/**
 * The prepared TIME pages and a person's first jobs page: their generic plans (one plan for
 * every agency, made without its values, which PostgreSQL keeps once it costs no more than
 * the per-value ones) are the index walk and the lookups by key for a large agency among many
 * small ones, never a hash or a scan of the agency's jobs, clients or tasks, which is what the
 * plain join's generic plan was (50 ms for the bench's agency).
 */
let database: TDatabase;
let client: PGlite;
const BIG = 1;
const PERSON = 1;
const ACTIVE = ['in_progress', 'testing', 'with_client'];

beforeAll(async () => {
  database = await openPglite({});
  await migrateDatabase(database);
  client = clientOf(database.db) as PGlite;
  // one agency of 20,000 jobs (every fifth active) over 400 clients, each job with its time
  // summary and every other job with three tasks; 40 agencies of 50 jobs; a person on 300 jobs
  await client.exec(`
    insert into companies (id, name, codename) select n, 'Agency ' || n, 'agency-' || n from generate_series(1, 41) n;
    insert into users (id, company_id, first_name, email) values (${PERSON}, ${BIG}, 'Sam', 'sam@agency.test');
    insert into clients (company_id, name, code) select ${BIG}, 'Client ' || n, 'C' || (n % 1000) from generate_series(1, 400) n;
    insert into clients (company_id, name, code) select c, 'Small ' || c, 'S' || c from generate_series(2, 41) c;
    insert into jobs (company_id, client_id, name, status, due_date)
      select ${BIG}, 1 + n % 400, 'Job ' || n, case when n % 5 = 0 then 'in_progress' else 'completed' end, date '2026-01-01' + (n % 300)
      from generate_series(1, 20000) n;
    insert into jobs (company_id, client_id, name, status)
      select c.company_id, c.id, 'Small job ' || n, 'in_progress' from clients c, generate_series(1, 50) n where c.company_id > 1;
    insert into job_time (company_id, job_id, client_id, hours, records, last_session_date)
      select company_id, id, client_id, 1 + id % 7, 1 + id % 3, date '2026-01-01' + (id % 320) from jobs;
    insert into tasks (company_id, job_id, name, due_date)
      select j.company_id, j.id, 'Task ' || t, date '2026-06-01' from jobs j, generate_series(1, 3) t where j.id % 2 = 0 or j.company_id <> ${BIG};
    insert into users (id, company_id, first_name, email) select n, ${BIG}, 'Staff ' || n, 'staff' || n || '@agency.test' from generate_series(2, 50) n;
    insert into job_members (company_id, job_id, user_id, is_manager)
      select ${BIG}, id, ${PERSON}, false from jobs where company_id = ${BIG} and id % 67 = 0
      union all select ${BIG}, id, 2 + id % 49, true from jobs where company_id = ${BIG};
    insert into user_job_time (company_id, user_id, job_id, hours, records, last_session_date)
      select m.company_id, m.user_id, m.job_id, jt.hours, jt.records, jt.last_session_date
      from job_members m join job_time jt on jt.company_id = m.company_id and jt.job_id = m.job_id;
    -- time records (their triggers add to the summaries above): the person's on their jobs and on 2,000 others, and others' on the person's jobs
    insert into timesheets (company_id, job_id, user_id, session_date, start_time, end_time, description, duration)
      select ${BIG}, j.id, ${PERSON}, date '2026-01-01' + (j.id % 320), '09:00', '10:00', 'Mine', 1 from jobs j where j.company_id = ${BIG} and j.id % 67 = 0
      union all select ${BIG}, j.id, ${PERSON}, date '2026-01-01' + (j.id % 300), '11:00', '12:00', 'Mine elsewhere', 1 from jobs j where j.company_id = ${BIG} and j.id % 10 = 1
      union all select ${BIG}, j.id, 2 + n, date '2026-01-01' + (j.id % 320), '13:00', '14:00', 'Theirs', 1 from jobs j, generate_series(0, 9) n where j.company_id = ${BIG} and j.id % 67 = 0;
    analyze;
  `);
}, 120_000);
afterAll(async () => database?.close());

/** A SQL literal of a value drizzle sends as a parameter. */
const literal = (v: unknown): string =>
  Array.isArray(v) ? `'{${v.join(',')}}'` : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

/** The generic plan of a prepared query for these values (EXPLAIN EXECUTE under force_generic_plan), and how often the app's own statement kept it. */
async function genericPlan(query: { getQuery(): { sql: string; params: unknown[] } }, values: Record<string, unknown>) {
  const { sql: text, params } = query.getQuery();
  await client.query('deallocate all');
  await client.query(`prepare probe as ${text}`);
  await client.query('set plan_cache_mode = force_generic_plan');
  try {
    const res = await client.query<{ 'QUERY PLAN': string }>(`explain (costs off) execute probe(${fillPlaceholders(params, values).map(literal).join(', ')})`);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('reset plan_cache_mode');
    await client.query('deallocate all');
  }
}

async function keptGeneric(text: string) {
  const res = await client.query<{ generic_plans: number }>('select generic_plans::int from pg_prepared_statements where statement = $1', [text]);
  return res.rows[0]?.generic_plans ?? 0;
}

describe('prepared pages on a large agency among small ones', () => {
  it('the TIME pages of the agency, a person, a client and a recent range keep a generic plan that walks and looks up', async () => {
    const cases: Array<[TPageShape, Record<string, unknown>]> = [
      ['agency', { companyId: BIG }],
      ['person', { companyId: BIG, userId: PERSON }],
      ['client', { companyId: BIG, clientId: 7 }],
      ['agency_since', { companyId: BIG, since: '2026-10-01' }],
    ];
    for (const [shape, values] of cases) {
      for (const offset of [0, 40]) {
        const plan = await genericPlan(pageOfShape(shape, { limit: 20, offset })!(database.db), { ...values, offset });
        // (the agency's hours and jobs per day of a range: a few hundred rows here, read whole)
        expect(plan, `${shape} at ${offset}`).not.toMatch(/Hash|Seq Scan on (?!company_day_(time|jobs))/);
        // the page is the summary's index walk (a client's, of the index that carries the client)
        expect(plan, `${shape} at ${offset}`).not.toMatch(/Sort Key: (user_)?job_time/);
        if (shape === 'client') expect(plan, `${shape} at ${offset}`).toContain('job_time_client_recent_idx');
        expect(plan, `${shape} at ${offset}`).toContain('jobs_company_id_uq');
        // the header (jobs, hours) in the same statement, computed once, not again for every job listed
        expect(plan, `${shape} at ${offset}`).toContain('CTE header_row');
        expect(plan, `${shape} at ${offset}`).toContain('clients_company_id_uq');
      }
    }
    // the app's own statements: run as the list runs them, a few times, for the large agency
    for (let i = 0; i < 8; i++) {
      expect(await pageJobs(database.db, BIG, {}, { limit: 20, offset: 0 })).toHaveLength(20);
      expect((await pageJobs(database.db, BIG, { clientId: 7 }, { limit: 20, offset: 0 })).every((j) => j.client.id === 7)).toBe(true);
      expect(await pageRange(database.db, BIG, { dateStart: '2026-10-01' }, '2026-10-01', { limit: 20, offset: 0 })).toHaveLength(20);
    }
    // PostgreSQL keeps a generic plan once it costs no more than the per-value ones: so these
    // statements are parsed and planned once, not per request
    for (let i = 0; i < 8; i++) expect(await pageJobs(database.db, BIG, { userId: PERSON }, { limit: 20, offset: 0 })).toHaveLength(20);
    for (const shape of ['agency', 'person', 'client', 'agency_since'] as const) {
      expect(await keptGeneric(pageOfShape(shape, { limit: 20, offset: 0 })!(database.db).getQuery().sql), shape).toBeGreaterThan(0);
    }
    // and the pages are right: the most recently worked on first, whether the job has tasks
    const page = await pageJobs(database.db, BIG, {}, { limit: 20, offset: 0 });
    const want = await client.query<{ job_id: number; tasks: boolean }>(
      `select job_id, exists (select 1 from tasks t where t.job_id = jt.job_id) as tasks from job_time jt where company_id = ${BIG} order by last_session_date desc, job_id desc limit 20`,
    );
    expect(page.map((j) => [j.id, Boolean(j.hasTasks)])).toEqual(want.rows.map((r) => [r.job_id, r.tasks]));
    expect((await summarise(database.db, BIG, { clientId: 7 })).jobs).toBe(50);
    // a client's header (in its page's statement): read from the index that carries the client, not by joining the client's jobs
    const plan = await genericPlan(pageOfShape('client', { limit: 20, offset: 0 })!(database.db), { companyId: BIG, clientId: 7 });
    const header = plan.slice(plan.indexOf('CTE header_row')).split('\n').slice(0, 4).join('\n');
    expect(header).toMatch(/Aggregate\s+->\s+Index Only Scan using job_time_client_recent_idx on job_time/);
    expect(header).not.toMatch(/jobs|Seq Scan|Hash/);
    // a recent range's header for the whole agency: its jobs and hours from a row per day, not an entry per job worked on since
    const since = await genericPlan(pageOfShape('agency_since', { limit: 20, offset: 0 })!(database.db), { companyId: BIG, since: '2026-10-01' });
    const sinceHeader = since.slice(since.indexOf('CTE header_row')).split('\n  SubPlan')[0];
    expect(sinceHeader).toContain('company_day_jobs');
    expect(sinceHeader).toContain('company_day_time');
    expect(sinceHeader).not.toMatch(/job_time/);
  });

  it('the TIME pages read with their records keep a generic plan that walks, looks up and reads the records of the page’s jobs by index', async () => {
    const cases: Array<['agency' | 'person' | 'client', Record<string, unknown>]> = [
      ['agency', { companyId: BIG }],
      ['person', { companyId: BIG, userId: PERSON }],
      ['client', { companyId: BIG, clientId: 7 }],
    ];
    for (const [shape, values] of cases) {
      for (const offset of [0, 40]) {
        const plan = await genericPlan({ getQuery: () => pageWithRecordsStatement(database.db, shape, 20, offset === 0).toSQL() }, { ...values, offset });
        // (the people version: a row per agency, a handful here)
        expect(plan, `${shape} at ${offset}`).not.toMatch(/Hash|Seq Scan on (?!company_day_(time|jobs)|company_people_versions)/);
        expect(plan, `${shape} at ${offset}`).toContain('CTE page_rows');
        // the records and the tasks of the page's jobs, from their (company, job) indexes
        expect(plan, `${shape} at ${offset}`).toMatch(/Index Scan using timesheets_job_idx on timesheets/);
        expect(plan, `${shape} at ${offset}`).toMatch(/Index Scan using tasks_job_idx on tasks/);
      }
      // the app's own statement, run as the list runs it: the page and its records as read apart
      const filter = { userId: values.userId as number | undefined, clientId: values.clientId as number | undefined };
      for (const offset of [0, 40]) {
        for (let i = 0; i < 6; i++) {
          const both = await pageWithRecords(database.db, BIG, filter, { limit: 20, offset });
          const jobRows = await pageJobs(database.db, BIG, filter, { limit: 20, offset });
          expect(both?.jobRows, `${shape} at ${offset}`).toEqual(jobRows);
          expect(both?.records, `${shape} at ${offset}`).toEqual(await listRecords(database.db, BIG, filter, jobRows.map((j) => j.id)));
        }
      }
      expect(await keptGeneric(pageWithRecordsStatement(database.db, shape, 20, true).toSQL().sql), shape).toBeGreaterThan(0);
    }
  });

  it("a deep page of the agency's TIME list starts on its day from the days' counts, not by walking every job before it", async () => {
    // vacuumed, as autovacuum leaves a table: its index alone then answers the walk, which must
    // come in the walk's order (read as DESC NULLS LAST, the days were all read and sorted)
    await client.exec('vacuum analyze company_day_jobs');
    for (const [shape, values] of [
      ['agency', { companyId: BIG }],
      ['agency_since', { companyId: BIG, since: '2026-03-01' }],
    ] as const) {
      const plan = await genericPlan(pageOfShape(shape, { limit: 20, offset: 40 })!(database.db), { ...values, offset: 19_000 });
      // the days newest first as an index holds them (its order, no sort), then the jobs from the page's day on
      expect(plan, shape).toMatch(/CTE page_start[\s\S]*WindowAgg\s+Window: [^\n]*\n\s+->\s+Index (Only )?Scan (Backward )?using company_day_jobs_\w+ on company_day_jobs/);
      expect(plan, shape).toMatch(/Index Only Scan using job_time_recent_idx on job_time\s+Index Cond: \(\(company_id = \$\d+\) AND (\(last_session_date >= \$\d+\) AND )?\(last_session_date <= /);
      expect(plan, shape).not.toMatch(/Hash|Sort Key|Seq Scan on (?!company_day_(time|jobs))/);
    }
    for (let i = 0; i < 8; i++) expect(await pageJobs(database.db, BIG, {}, { limit: 20, offset: 19_000 })).toHaveLength(20);
    expect(await keptGeneric(pageOfShape('agency', { limit: 20, offset: 40 })!(database.db).getQuery().sql)).toBeGreaterThan(0);
    // the same jobs as skipping the offset's jobs one by one: at a day's first job, inside a day, the last, past the end
    const byOffset = async (offset: number, since?: string) => {
      const res = await client.query<{ job_id: number }>(
        `select job_id from job_time where company_id = ${BIG} and records > 0 ${since ? `and last_session_date >= '${since}'` : ''} order by last_session_date desc, job_id desc limit 20 offset ${offset}`,
      );
      return res.rows.map((r) => r.job_id);
    };
    const days = await client.query<{ before: number }>(
      `select (sum(jobs) over (order by last_session_date desc) - jobs)::int as before from company_day_jobs where company_id = ${BIG} order by last_session_date desc`,
    );
    const dayStart = days.rows[100].before;
    for (const offset of [20, dayStart, dayStart + 1, dayStart - 1, 10_007, 19_980, 19_999, 20_000, 25_000]) {
      expect((await pageJobs(database.db, BIG, {}, { limit: 20, offset })).map((j) => j.id), `offset ${offset}`).toEqual(await byOffset(offset));
      expect((await pageJobs(database.db, BIG, {}, { limit: 7, offset })).map((j) => j.id), `7 at ${offset}`).toEqual((await byOffset(offset)).slice(0, 7));
      const since = '2026-06-01';
      expect((await pageRange(database.db, BIG, { dateStart: since }, since, { limit: 20, offset })).map((j) => j.id), `since, offset ${offset}`).toEqual(await byOffset(offset, since));
    }
  });

  it("a client's jobs page walks the client's jobs in order, and its count and TOTAL QUOTED come from an index alone", async () => {
    // client 7: 50 completed jobs (client 6: 50 active ones); within one client the client sorts are the job number's order
    for (const [sort, order] of [['client_name', 'asc'], ['job_no', 'desc']] as const) {
      const opts = { sort, order, limit: 5, offset: 0, withQuoteValue: true };
      const { sql: text, params } = listJobsQuery(database.db, BIG, { clientId: 7, status: 'completed' }, opts).toSQL();
      const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${text}`, params as unknown[])).rows.map((r) => r['QUERY PLAN']).join('\n');
      // no sort by the client's name or code, which made PostgreSQL read all the client's matching jobs first
      expect(plan, sort).not.toMatch(/Sort Key: .*clients\.(name|code)/);
      const rows = await listJobs(database.db, BIG, { clientId: 7, status: 'completed' }, opts);
      const want = await client.query<{ id: number }>(`select id from jobs where company_id = ${BIG} and client_id = 7 and status = 'completed' order by id ${order} limit 5`);
      expect(rows.map((r) => r.id), sort).toEqual(want.rows.map((r) => r.id));
    }
    // the count's condition as countJobs writes it
    const active = { clientId: 6, excludeStatus: ['pending', 'completed', 'invoiced'] };
    const counted = database.db.select({ n: count(), value: sql`sum(${jobs.quoteValue})` }).from(jobs).where(whereOf(BIG, active)).toSQL();
    const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${counted.sql}`, counted.params as unknown[])).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Only Scan using jobs_company_status_client_idx/);
    expect(await countJobs(database.db, BIG, active, true)).toEqual({ total: 50, totalQuoteValue: '0.00' });
  });

  it("a person's TIME page reads the person's records job by job, prepared with a generic plan that looks each job up", async () => {
    const jobIds = (await client.query<{ id: number }>(`select id from jobs where company_id = ${BIG} and id % 67 = 0 order by id desc limit 20`)).rows.map((r) => r.id);
    const plan = await genericPlan({ getQuery: () => personRecordsQuery(database.db).toSQL() }, { companyId: BIG, userId: PERSON, jobIds: jobIds.join(',') });
    // each job's records of the person from the (company, job, person) index: not a walk of the
    // person's 2,000-odd records (the person-and-date index), nor a scan of the records
    expect(plan).toMatch(/Index Scan using timesheets_job_idx on timesheets person_record\s+Index Cond: \(\(company_id = \$\d\) AND \(job_id = page_job\.job\) AND \(user_id = \$\d\)\)/);
    expect(plan).not.toMatch(/timesheets_user_date_idx|Seq Scan on timesheets/);
    // the page's jobs' tasks in one walk of their (company, job) index, not a probe for each record's task
    expect(plan).toMatch(/Index Scan using tasks_job_idx on tasks\s+Index Cond: \(\(company_id = \$\d\) AND \(job_id = ANY/);
    expect(plan).not.toMatch(/tasks_company_id_uq|tasks_pkey|Seq Scan on tasks/);
    const want = await client.query<{ id: number }>(
      `select id from timesheets where company_id = ${BIG} and user_id = ${PERSON} and job_id = any('{${jobIds}}') order by session_date desc, start_time desc, id desc`,
    );
    for (let i = 0; i < 8; i++) {
      const rows = await listRecords(database.db, BIG, { userId: PERSON }, jobIds);
      expect(rows.map((r) => r[0])).toEqual(want.rows.map((r) => r.id));
      expect(rows.every((r) => r[3] === PERSON)).toBe(true);
    }
    expect(await keptGeneric(personRecordsQuery(database.db).toSQL().sql)).toBeGreaterThan(0);
  });

  it("a person's first jobs page keeps a generic plan that starts from the person's member rows, for every sort", async () => {
    for (const sort of ['job_no', 'client_name', 'job_name', 'job_status', 'job_due_date', 'job_updated_at'] as const) {
      const plan = await genericPlan(personFirstPage(database.db, { sort, order: 'desc', limit: 20 })!, { companyId: BIG, userId: PERSON, statuses: ACTIVE });
      expect(plan, sort).not.toMatch(/Hash Join|Seq Scan|Hashed SubPlan/);
      expect(plan, sort).toMatch(/on job_members_user(_status)?_idx/);
      expect(plan, sort).toContain('jobs_company_id_uq');
    }
    for (let i = 0; i < 8; i++) {
      const rows = await listPersonFirstPage(database.db, BIG, PERSON, ACTIVE, { sort: 'client_name', order: 'asc', limit: 20 });
      expect(rows).toHaveLength(20);
      expect(rows![0].total).toBe(Number((await client.query<{ n: number }>(`select count(*)::int as n from job_members m join jobs j on j.id = m.job_id where m.user_id = ${PERSON} and j.status = any('{${ACTIVE}}')`)).rows[0].n));
    }
  });
  it("a keyword's page keeps a generic plan that reads the matches once from the search indexes, for every sort", async () => {
    const like = keywordParts('job 12').like;
    const base = { companyId: BIG, like, limit: 20, offset: 0 };
    const ALL = ['pending', 'in_progress', 'testing', 'with_client', 'completed', 'invoiced'];
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      // the default tab: the index of active jobs (its statuses constants of the text)
      ...['job_no', 'client_name', 'job_name', 'job_status', 'job_due_date', 'job_updated_at'].map(
        (sort): [string, Record<string, unknown>, RegExp] => [`${sort}:desc:active:agency:text:0:2000`, base, /jobs_search_active_idx/],
      ),
      // any statuses (parameters): the index led by the agency and status
      ['job_no:asc:6:agency:text:0:2000', { ...base, ...Object.fromEntries(ALL.map((x, i) => [`status${i}`, x])) }, /jobs_search_idx/],
      // a client's: the search index, or that client's jobs of the status (an index walk of one client's)
      ['job_name:asc:1:client:text:0:2000', { ...base, status0: 'completed', clientId: 7 }, /jobs_search_idx|Index Scan using jobs_company_status_client_idx on jobs\s+Index Cond: \(\(company_id = \$\d+\) AND \(\(status\)::text = \$\d+\) AND \(client_id = \$\d+\)\)/],
      // a job number: the code's tail and the id's first digits
      ['job_no:asc:active:agency:digits:2:2000', { ...base, like: '%712%', code0: '%7', id0: '12%', code1: '%71', id1: '2%' }, /jobs_search_active_idx/],
    ];
    for (const [key, values, index] of cases) {
      const plan = await genericPlan(keywordPage(key)!(database.db), values);
      expect(plan, key).toMatch(index);
      expect(plan, key).not.toMatch(/Seq Scan|Hash/);
      // the matches read once and kept; their count and TOTAL QUOTED added up once, not again for every row of the page
      expect(plan, key).toContain('CTE found');
      expect(plan, key).toContain('CTE totals');
      expect(plan.match(/on jobs\b/g), key).toHaveLength(1);
    }
    // run as the list runs it, for the large agency: the page and totals are right, and PostgreSQL keeps the generic plan
    const want = await client.query<{ id: number; n: number }>(
      `select id, count(*) over ()::int as n from jobs where company_id = ${BIG} and status = any('{${ACTIVE}}') and name ilike '%job 12%' order by lower(name) desc, id desc`,
    );
    expect(want.rows.length).toBeGreaterThan(100);
    for (let i = 0; i < 8; i++) {
      const rows = await listKeywordPage(database.db, BIG, { kw: 'Job 12', excludeStatus: ['pending', 'completed', 'invoiced'] }, { sort: 'job_name', order: 'desc', limit: 20, offset: 40, cap: 2000 });
      expect(rows?.map((r) => r.id)).toEqual(want.rows.slice(40, 60).map((r) => r.id));
      expect(rows?.[0].total).toBe(want.rows.length);
    }
    // "Job 12" ends in two digits: a job number's places too
    const key = keywordPageKey({ kw: 'Job 12', excludeStatus: ['pending', 'completed', 'invoiced'] }, 'job_name', 'desc', 2000);
    expect(key).toBe('job_name:desc:active:agency:text:2:2000');
    expect(await keptGeneric(keywordPage(key!)!(database.db).getQuery().sql)).toBeGreaterThan(0);
  });

  it("the agency's first jobs page keeps a generic plan that reads each status in the sort's order, for every sort", async () => {
    // each status's jobs from the index that leads with the status and the sort's key (the client
    // sorts: the agency's clients in order, each client's jobs of a status by id), never a scan,
    // a hash or a sort of a status's jobs (the large agency's 4,000 in progress)
    const INDEX: Record<string, RegExp> = {
      client_name: /clients_company_name_lower_idx[\s\S]*jobs_company_status_client_idx/,
      job_no: /clients_company_code_idx[\s\S]*jobs_company_status_client_idx/,
      job_name: /jobs_status_name_idx/,
      job_status: /jobs_company_status_rank_idx/,
      job_due_date: /jobs_status_due(_desc)?_idx/,
      job_updated_at: /jobs_status_updated_idx/,
    };
    const statuses = { status0: 'in_progress', status1: 'testing', status2: 'with_client' };
    for (const [sort, index] of Object.entries(INDEX)) {
      for (const order of ['asc', 'desc']) {
        const plan = await genericPlan(agencyFirstPage(`${sort}:${order}:20:3:agency`)!(database.db), { companyId: BIG, ...statuses });
        expect(plan, `${sort} ${order}`).not.toMatch(/(Seq Scan|Bitmap Heap Scan) on (jobs|clients)|Hash/);
        expect(plan, `${sort} ${order}`).toMatch(index);
        if (sort === 'job_due_date') expect(plan, order).toContain(order === 'desc' ? 'jobs_status_due_desc_idx' : 'jobs_status_due_idx');
      }
    }
    // a client's (a client filter, a client user's list): each status's jobs of the client from the (company, status, client, id) index
    for (const sort of ['job_no', 'job_updated_at']) {
      const plan = await genericPlan(agencyFirstPage(`${sort}:desc:20:3:client`)!(database.db), { companyId: BIG, clientId: 6, ...statuses });
      expect(plan, sort).not.toMatch(/(Seq Scan|Bitmap Heap Scan) on (jobs|clients)|Hash/);
      expect(plan, sort).toMatch(/jobs_company_status_client_idx/);
      // the count and TOTAL QUOTED computed once, not again for every job listed
      expect(plan, sort).toContain('CTE totals_row');
    }
    for (let i = 0; i < 8; i++) {
      const rows = await listAgencyFirstPage(database.db, BIG, ACTIVE, { sort: 'job_no', order: 'asc', limit: 20, clientId: 6 });
      expect(rows.map((r) => r.client.id)).toEqual(Array(20).fill(6));
      expect(rows[0].total).toBe(50);
    }
    expect(await keptGeneric(agencyFirstPage('job_no:asc:20:3:client')!(database.db).getQuery().sql)).toBeGreaterThan(0);
    // run as the list runs them for the large agency: PostgreSQL keeps the generic plans
    const active = (await client.query<{ n: number }>(`select count(*)::int as n from jobs where company_id = ${BIG} and status = any('{${ACTIVE}}')`)).rows[0].n;
    for (const sort of ['client_name', 'job_name', 'job_updated_at'] as const) {
      for (let i = 0; i < 8; i++) {
        const rows = await listAgencyFirstPage(database.db, BIG, ACTIVE, { sort, order: 'asc', limit: 20 });
        expect(rows).toHaveLength(20);
        expect(rows[0].total).toBe(active);
      }
      expect(await keptGeneric(agencyFirstPage(`${sort}:asc:20:3:agency`)!(database.db).getQuery().sql), sort).toBeGreaterThan(0);
    }
  });
});
