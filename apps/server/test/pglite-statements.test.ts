import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { clientOf, openPglite, preparedArrayRows, type TDatabase } from '../src/db/client.ts';
import { preparedQuery } from '../src/db/prepared.ts';
import { jobs } from '../src/db/schema/index.ts';

/**
 * PGlite runs the hot queries (preparedQuery, preparedArrayRows) as named statements of its one
 * backend: parsed once, their plans kept by PostgreSQL's plan cache, their answers the same as
 * PGlite's usual path, and never inside another request's open transaction.
 */
let database: TDatabase;
let client: PGlite;

const jobsOfStatus = preparedQuery((db) =>
  db
    .select({ id: jobs.id, name: jobs.name, dueDate: jobs.dueDate, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, sql.placeholder('companyId')), sql`${jobs.status} = any(${sql.placeholder('statuses')}::varchar[])`))
    .orderBy(jobs.id)
    .prepare('test_jobs_of_status'),
);
const namesOfClient = preparedArrayRows('test_names_of_client', (db) =>
  db
    .select({ id: jobs.id, name: jobs.name })
    .from(jobs)
    .where(and(eq(jobs.companyId, sql.placeholder('companyId')), eq(jobs.clientId, sql.placeholder('clientId'))))
    .orderBy(jobs.id),
);

/** The backend's named statements and how often each ran with a generic (kept) plan. */
async function statements() {
  const res = await client.query<{ name: string; generic_plans: number; custom_plans: number }>(
    `select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'jf\\_%' order by name`,
  );
  return res.rows;
}

beforeAll(async () => {
  database = await openPglite({});
  const { migrateDatabase } = await import('../src/db/client.ts');
  await migrateDatabase(database);
  client = clientOf(database.db) as PGlite;
  await client.exec(`
    insert into companies (id, name, codename) values (1, 'Agency', 'agency');
    insert into clients (id, company_id, name, code) values (1, 1, 'Harbour', 'HARB'), (2, 1, 'Coastal', 'COAS');
    insert into jobs (company_id, client_id, name, status, due_date) values
      (1, 1, 'Spring campaign', 'in_progress', '2026-12-01'), (1, 1, 'Menu boards', 'testing', null),
      (1, 2, 'Annual report', 'in_progress', '2027-01-15'), (1, 2, 'Signage', 'completed', null);
  `);
});
afterAll(async () => database?.close());

describe('named statements on PGlite', () => {
  it('a prepared query answers as the unprepared one does, from one named statement whose plan is kept after a few runs', async () => {
    const values = { companyId: 1, statuses: ['in_progress', 'testing'] };
    const expected = await database.db
      .select({ id: jobs.id, name: jobs.name, dueDate: jobs.dueDate, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(eq(jobs.companyId, 1), inArray(jobs.status, ['in_progress', 'testing'])))
      .orderBy(jobs.id);
    expect(expected.map((j) => j.name)).toEqual(['Spring campaign', 'Menu boards', 'Annual report']);
    for (let i = 0; i < 8; i++) expect(await jobsOfStatus(database.db).execute(values)).toEqual(expected);
    // dates stay strings and timestamps as drizzle maps them, as on the usual path
    expect(expected[0].dueDate).toBe('2026-12-01');
    expect(expected[1].dueDate).toBeNull();

    const named = (await statements()).filter((s) => s.name.startsWith('jf_auto_'));
    expect(named).toHaveLength(1);
    // PostgreSQL plans the first five runs per value, then keeps its generic plan
    expect(named[0].custom_plans + named[0].generic_plans).toBe(8);
    expect(named[0].generic_plans).toBeGreaterThan(0);
  });

  it('rows as arrays under their own name, with other values each time', async () => {
    expect(await namesOfClient(database.db, { companyId: 1, clientId: 1 })).toEqual([expect.arrayContaining(['Spring campaign']), expect.arrayContaining(['Menu boards'])]);
    expect((await namesOfClient(database.db, { companyId: 1, clientId: 2 })).map((r) => r[1])).toEqual(['Annual report', 'Signage']);
    expect(await namesOfClient(database.db, { companyId: 2, clientId: 1 })).toEqual([]);
    expect((await statements()).map((s) => s.name)).toContain('jf_test_names_of_client');
  });

  it('waits for another request\'s open transaction instead of running inside it', async () => {
    let insertedId = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const tx = client.transaction(async (t) => {
      const res = await t.query<{ id: number }>(`insert into jobs (company_id, client_id, name, status) values (1, 2, 'Uncommitted job', 'in_progress') returning id`);
      insertedId = res.rows[0].id;
      inserted();
      await held;
      await t.rollback();
    });
    await didInsert;
    // asked while the transaction holds the backend: answered after its rollback, without its row
    const read = namesOfClient(database.db, { companyId: 1, clientId: 2 });
    release();
    await tx;
    const rows = await read;
    expect(insertedId).toBeGreaterThan(0);
    expect(rows.map((r) => r[1])).toEqual(['Annual report', 'Signage']);
  });

  it('an error leaves the backend usable, and a dropped statement is parsed again', async () => {
    const bad = preparedQuery((db) => db.select({ n: sql<number>`1 / (${jobs.id} - ${jobs.id})` }).from(jobs).where(eq(jobs.companyId, sql.placeholder('companyId'))).prepare('test_bad'));
    await expect(bad(database.db).execute({ companyId: 1 })).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
    expect((await namesOfClient(database.db, { companyId: 1, clientId: 2 })).map((r) => r[1])).toEqual(['Annual report', 'Signage']);

    await client.exec('deallocate all');
    expect(await statements()).toEqual([]);
    expect((await namesOfClient(database.db, { companyId: 1, clientId: 1 })).map((r) => r[1])).toEqual(['Spring campaign', 'Menu boards']);
    expect((await statements()).map((s) => s.name)).toEqual(['jf_test_names_of_client']);
  });

  it('inside a transaction a prepared query takes the transaction\'s own path and sees its rows', async () => {
    let seen: string[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.insert(jobs).values({ companyId: 1, clientId: 1, name: 'In the transaction', status: 'in_progress' });
        seen = (await jobsOfStatus(tx as unknown as typeof database.db).execute({ companyId: 1, statuses: ['in_progress'] })).map((r) => r.name);
        tx.rollback();
      })
      .catch(() => {});
    expect(seen).toEqual(['Spring campaign', 'Annual report', 'In the transaction']);
    expect((await jobsOfStatus(database.db).execute({ companyId: 1, statuses: ['in_progress'] })).map((r) => r.name)).toEqual(['Spring campaign', 'Annual report']);
  });
});

describe('requests taking turns on PGlite', () => {
  // PGlite runs a query synchronously on the server's one thread: without a turn of the event
  // loop before each query, a request's queries ran to its end before another was even read
  it('a query lets the event loop go round first, so what arrived meanwhile is read', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('event loop'));
    await database.db.execute(sql`select 1`);
    order.push('query');
    expect(order).toEqual(['event loop', 'query']);
  });

  it('a request that arrives while another is being served takes turns with it, a query each', async () => {
    const order: string[] = [];
    const request = async (name: string) => {
      for (let i = 1; i <= 3; i++) {
        // a prepared query and a plain one, as a request has
        if (i % 2) await jobsOfStatus(database.db).execute({ companyId: 1, statuses: ['in_progress'] });
        else await database.db.execute(sql`select ${name} as request`);
        order.push(`${name}${i}`);
      }
    };
    const served = request('a');
    // the next request is read from its socket in a later turn of the event loop
    const arriving = new Promise<void>((resolve, reject) => setImmediate(() => request('b').then(resolve, reject)));
    await Promise.all([served, arriving]);
    // each turn of the event loop runs one query of each request in flight: a1 | a2 b1 | a3 b2 | b3
    // (b is read in the first turn and queries from the second; served whole, a1 a2 a3 b1 b2 b3)
    expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'b2', 'b3']);
  });
});

describe('the app on PGlite', () => {
  // under test:pg the app runs on PostgreSQL, where the driver names the statement per connection
  it.skipIf(Boolean(process.env.DATABASE_URL))('checks every request\'s session with one named statement, parsed once', async () => {
    const { createTestApp, DEMO_LOGINS } = await import('./helpers/test-app.ts');
    const t = await createTestApp();
    try {
      const token = await t.login(DEMO_LOGINS.superAdmin);
      for (let i = 0; i < 7; i++) expect((await t.call('GET', '/api/user/notifications', token)).status).toBe(200);
      const pg = clientOf(t.database.db) as PGlite;
      const res = await pg.query<{ statement: string; runs: number }>(
        `select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like '%"sessions"."token_hash"%'`,
      );
      expect(res.rows).toHaveLength(1);
      expect(res.rows[0].runs).toBeGreaterThanOrEqual(7);
    } finally {
      await t.close();
    }
  });
});
