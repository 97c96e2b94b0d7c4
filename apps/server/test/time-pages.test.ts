import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clientOf } from '../src/db/client.ts';
import { clients, jobs, tasks, timesheets, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

/**
 * The TIME pages the server keeps (timesheets.service.ts, timesheetsPayload): a page asked
 * again is sent as kept while nothing it shows changed, and is read again after any committed
 * change to its records, tasks, jobs, clients or people (the versions of migrations 0018, 0023
 * and 0026), however the change was made. A kept page never reaches another person or agency.
 */
let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Rec = { id: number; description: string; invoiced: boolean; user: { id: number; full_name: string } };
type Page = { data: Array<{ id: number; job_no: string; name: string; direct_timesheets: Rec[]; tasks: Array<{ id: number; name: string; status: string; timesheets: Rec[] }> }>; total: number; total_duration: string };

const page = async (token: string, query = `job_id=${ids.job}`) => {
  const res = await t.call<{ result: Page }>('GET', `/api/timesheets?${query}`, token);
  expect(res.status).toBe(200);
  return res.body.result;
};
const recordsOf = (p: Page) => p.data.flatMap((j) => [...j.direct_timesheets, ...j.tasks.flatMap((k) => k.timesheets)]);
const recordOf = (p: Page, id: number) => recordsOf(p).find((r) => r.id === id);
const session = (over: Record<string, unknown> = {}) => ({ session_date: '2026-05-04', start_time: '09:00', end_time: '10:00', break: 0, description: 'Kept page check', ...over });
/** A write the triggers do not see (as if a kept page were never read again): proves a page was sent as kept. */
const unseen = (text: string) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(text));
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['superAdmin', 'staff', 'secondAdmin'] as const) tok[role] = await t.login(DEMO_LOGINS[role]);
  const db = t.database.db;
  const one = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
  const admin = await one(DEMO_LOGINS.superAdmin);
  ids.admin = admin.id;
  ids.company = admin.companyId;
  ids.staff = (await one(DEMO_LOGINS.staff)).id;
  const job = (await db.select().from(jobs).where(eq(jobs.name, 'Spring campaign key visual')))[0];
  ids.job = job.id;
  ids.client = job.clientId;
  ids.task = (await db.select().from(tasks).where(and(eq(tasks.jobId, job.id), eq(tasks.name, 'Moodboard'))))[0].id;
  const made = async (token: string, over: Record<string, unknown>) => {
    const res = await t.call<{ result: { id: number } }>('POST', '/api/timesheets', token, { job_id: ids.job, task_id: ids.task, ...session(over) });
    expect(res.status).toBe(200);
    return res.body.result.id;
  };
  ids.adminRecord = await made(tok.superAdmin, { description: 'Admin kept check' });
  ids.staffRecord = await made(tok.staff, { description: 'Staff kept check' });
});
afterAll(async () => t?.close());

describe('a TIME page asked again', () => {
  it('is sent as kept while nothing it shows changed', async () => {
    const first = await page(tok.superAdmin);
    expect(recordOf(first, ids.adminRecord)?.description).toBe('Admin kept check');
    await unseen(`update timesheets set description = 'Changed unseen' where id = ${ids.adminRecord}`);
    expect(await page(tok.superAdmin)).toEqual(first);
    // put back unseen, then a seen change reads the page again
    await unseen(`update timesheets set description = 'Admin kept check' where id = ${ids.adminRecord}`);
  });

  it('is sent as kept with one statement, the session lookup, which reads the agency’s versions too', async () => {
    const first = await page(tok.superAdmin);
    const query = vi.spyOn(clientOf(t.database.db), 'query');
    try {
      expect(await page(tok.superAdmin)).toEqual(first);
      expect(query).toHaveBeenCalledTimes(1);
      // a record changed since: the same one statement finds the new version, and the page is read again
      const edited = await t.call('POST', `/api/timesheets/${ids.adminRecord}`, tok.superAdmin, { description: 'Admin one statement' });
      expect(edited.status).toBe(200);
      query.mockClear();
      expect(recordOf(await page(tok.superAdmin), ids.adminRecord)?.description).toBe('Admin one statement');
      expect(query.mock.calls.length).toBeGreaterThan(1);
    } finally {
      query.mockRestore();
      expect((await t.call('POST', `/api/timesheets/${ids.adminRecord}`, tok.superAdmin, { description: 'Admin kept check' })).status).toBe(200);
    }
  });

  it('is read, when not kept, with its records in one statement after the session: the agency’s, a person’s and a client’s', async () => {
    const lists: Array<[string, string]> = [
      [tok.superAdmin, ''],
      [tok.staff, ''],
      [tok.superAdmin, `client_id=${ids.client}`],
    ];
    // each read once, so the people they name are held (timesheets.people.ts)
    const before = await Promise.all(lists.map(([token, query]) => page(token, query)));
    const edited = await t.call('POST', `/api/timesheets/${ids.staffRecord}`, tok.staff, { description: 'Staff unkept check' });
    expect(edited.status).toBe(200);
    const query = vi.spyOn(clientOf(t.database.db), 'query');
    try {
      for (const [i, [token, q]] of lists.entries()) {
        query.mockClear();
        const read = await page(token, q);
        // the session with the versions, then the page with its records
        expect(query, q || `list ${i}`).toHaveBeenCalledTimes(2);
        expect(read.total).toBe(before[i].total);
        expect(recordOf(read, ids.staffRecord)?.description).toBe('Staff unkept check');
        expect(read.data.map((j) => j.id)).toEqual(before[i].data.map((j) => j.id));
      }
    } finally {
      query.mockRestore();
      expect((await t.call('POST', `/api/timesheets/${ids.staffRecord}`, tok.staff, { description: 'Staff kept check' })).status).toBe(200);
    }
  });

  it('is read again after its record is edited, billed or deleted', async () => {
    await page(tok.superAdmin);
    const edited = await t.call('POST', `/api/timesheets/${ids.adminRecord}`, tok.superAdmin, { description: 'Admin edited' });
    expect(edited.status).toBe(200);
    expect(recordOf(await page(tok.superAdmin), ids.adminRecord)?.description).toBe('Admin edited');

    // billed as a line of an invoice (the flag is set by a trigger on invoice_items, migration 0025)
    const [invoice] = (await t.database.db.execute(sql`select id from invoices where company_id = ${ids.company} order by id limit 1`)).rows as Array<{ id: number }>;
    await t.database.db.execute(
      sql`insert into invoice_items (company_id, invoice_id, type, timesheet_id, description, quantity, rate) values (${ids.company}, ${invoice.id}, 'timesheet', ${ids.adminRecord}, 'Billed', 1, 0)`,
    );
    expect(recordOf(await page(tok.superAdmin), ids.adminRecord)?.invoiced).toBe(true);
    await t.database.db.execute(sql`delete from invoice_items where timesheet_id = ${ids.adminRecord}`);
    expect(recordOf(await page(tok.superAdmin), ids.adminRecord)?.invoiced).toBe(false);

    const other = await t.call<{ result: { id: number } }>('POST', '/api/timesheets', tok.superAdmin, { job_id: ids.job, task_id: ids.task, ...session({ description: 'To be deleted' }) });
    expect(recordOf(await page(tok.superAdmin), other.body.result.id)).toBeDefined();
    expect((await t.call('DELETE', `/api/timesheets/${other.body.result.id}`, tok.superAdmin)).status).toBe(200);
    expect(recordOf(await page(tok.superAdmin), other.body.result.id)).toBeUndefined();
  });

  it('is read again after its task, job, client or person changes', async () => {
    await page(tok.superAdmin);
    expect((await t.call('POST', `/api/tasks/${ids.task}`, tok.superAdmin, { name: 'Moodboard, second round' })).status).toBe(200);
    expect((await page(tok.superAdmin)).data[0].tasks.find((k) => k.id === ids.task)?.name).toBe('Moodboard, second round');

    // a task's status changed by a statement of its own (no record, no job touched)
    await t.database.db.update(tasks).set({ status: 'in_progress' }).where(eq(tasks.id, ids.task));
    expect((await page(tok.superAdmin)).data[0].tasks.find((k) => k.id === ids.task)?.status).toBe('in_progress');

    expect((await t.call('POST', `/api/jobs/${ids.job}`, tok.superAdmin, { name: 'Spring campaign, kept' })).status).toBe(200);
    expect((await page(tok.superAdmin)).data[0].name).toBe('Spring campaign, kept');

    await t.database.db.update(clients).set({ code: 'KPT' }).where(eq(clients.id, ids.client));
    expect((await page(tok.superAdmin)).data[0].job_no).toBe(`KPT${ids.job}`);

    await t.database.db.update(users).set({ firstName: 'Alexandra' }).where(eq(users.id, ids.admin));
    expect(recordOf(await page(tok.superAdmin), ids.adminRecord)?.user.full_name).toMatch(/^Alexandra /);
  });

  it('is read again after a change made in another transaction’s several statements', async () => {
    await page(tok.superAdmin);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update tasks set name = 'Moodboard, third round' where id = ${ids.task}`);
      await tx.execute(sql`update timesheets set description = 'Edited with its task' where id = ${ids.adminRecord}`);
    });
    const p = await page(tok.superAdmin);
    expect(p.data[0].tasks.find((k) => k.id === ids.task)?.name).toBe('Moodboard, third round');
    expect(recordOf(p, ids.adminRecord)?.description).toBe('Edited with its task');
  });

  it('tasks and records changed in either order, many at once, neither deadlock nor go unseen', async () => {
    const made = await t.database.db
      .insert(tasks)
      .values(Array.from({ length: 20 }, (_, n) => ({ companyId: ids.company, jobId: ids.job, name: `Either order ${n}`, dueDate: '2026-06-01' })))
      .returning({ id: tasks.id });
    await page(tok.superAdmin);
    const record = (n: number) => ({
      companyId: ids.company, jobId: ids.job, taskId: made[n].id, userId: ids.admin, sessionDate: '2026-05-05', startTime: '09:00', endTime: '10:00', breakMinutes: 0, description: `Either order ${n}`, duration: '1.00',
    });
    // each its own task: renamed first, then a record added to it (the record's stored totals after
    // the task's change), or the record first and then the task
    await Promise.all(
      made.map((task, n) =>
        t.database.db.transaction(async (tx) => {
          const renamed = () => tx.update(tasks).set({ name: `Either order ${n}, renamed` }).where(eq(tasks.id, task.id));
          const added = () => tx.insert(timesheets).values(record(n));
          if (n % 2) {
            await renamed();
            await added();
          } else {
            await added();
            await renamed();
          }
        }),
      ),
    );
    const p = await page(tok.superAdmin);
    const listed = p.data[0].tasks.filter((k) => k.name.startsWith('Either order '));
    expect(listed.map((k) => k.name).sort()).toEqual(made.map((_, n) => `Either order ${n}, renamed`).sort());
    expect(listed.every((k) => k.timesheets.length === 1)).toBe(true);
  });

  it('stays kept when the agency’s time changes are folded into its version, and is read again after the next', async () => {
    const changes = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from company_time_changes where company_id = ${ids.company}`)).rows[0] as { n: number }).n);
    for (let n = 0; n < 120; n += 1) await t.database.db.execute(sql`update timesheets set description = ${`Folded ${n}`} where id = ${ids.adminRecord}`);
    expect(await changes()).toBeGreaterThan(100);
    // the page read past 100 changes folds them (once it is read)
    const before = await page(tok.superAdmin);
    expect(recordOf(before, ids.adminRecord)?.description).toBe('Folded 119');
    await vi.waitFor(async () => expect(await changes()).toBe(0));
    await unseen(`update timesheets set description = 'Changed unseen' where id = ${ids.adminRecord}`);
    expect(await page(tok.superAdmin)).toEqual(before);
    await t.database.db.execute(sql`update timesheets set description = 'After the fold' where id = ${ids.adminRecord}`);
    expect(recordOf(await page(tok.superAdmin), ids.adminRecord)?.description).toBe('After the fold');
  });

  it('asked by several at once is read once and sent to each', async () => {
    await t.call('POST', `/api/timesheets/${ids.adminRecord}`, tok.superAdmin, { description: 'Asked at once' });
    const pages = await Promise.all(Array.from({ length: 5 }, () => page(tok.superAdmin)));
    for (const p of pages) expect(p).toEqual(pages[0]);
    expect(recordOf(pages[0], ids.adminRecord)?.description).toBe('Asked at once');
  });
});

describe('a kept page stays with whoever it was read for', () => {
  it('staff asking the same page see only their own records, before and after a super admin', async () => {
    const admins = await page(tok.superAdmin);
    expect(recordOf(admins, ids.staffRecord)).toBeDefined();
    const staffs = await page(tok.staff);
    expect(recordOf(staffs, ids.staffRecord)?.description).toBe('Staff kept check');
    expect(recordOf(staffs, ids.adminRecord)).toBeUndefined();
    expect(recordsOf(staffs).every((r) => r.user.id === ids.staff)).toBe(true);
    // the super admin's page is still theirs
    expect(recordOf(await page(tok.superAdmin), ids.adminRecord)).toBeDefined();
  });

  it('another agency asking the same page finds none of it', async () => {
    await page(tok.superAdmin);
    const theirs = await page(tok.secondAdmin);
    expect(theirs.data).toEqual([]);
    expect(theirs.total).toBe(0);
    // and the agency's default page is its own
    expect(recordsOf(await page(tok.secondAdmin, '')).some((r) => r.id === ids.adminRecord || r.id === ids.staffRecord)).toBe(false);
  });
});

describe('a kept page as browsers ask for it', () => {
  const query = () => `job_id=${ids.job}`;
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/timesheets?${query()}`, headers: { authorization: `Bearer ${tok.superAdmin}`, ...headers } });
  const decoded = (res: Awaited<ReturnType<typeof get>>): { result: Page } => {
    const body = res.rawPayload;
    const encoding = res.headers['content-encoding'];
    const json = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body;
    return JSON.parse(json.toString('utf8'));
  };

  it('is sent in the encoding the request chooses, the same page as uncompressed', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = decoded(plain);
    const cases: Array<[string, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['deflate', 'deflate'],
      ['identity', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get({ 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      if (encoding) expect(String(res.headers.vary), accept).toMatch(/accept-encoding/);
      expect(decoded(res), accept).toEqual(expected);
    }
    expect((await get({ 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding']).toBeUndefined();
  });

  it('is compressed once while kept, and afresh after a change', async () => {
    await t.call('POST', `/api/timesheets/${ids.adminRecord}`, tok.superAdmin, { description: 'Compressed once' });
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await get({ 'accept-encoding': 'br' });
      expect(recordOf(decoded(first).result, ids.adminRecord)?.description).toBe('Compressed once');
      // kept: the same bytes again, even after a write the triggers do not see
      await unseen(`update timesheets set description = 'Changed unseen' where id = ${ids.adminRecord}`);
      for (let i = 0; i < 3; i++) expect((await get({ 'accept-encoding': 'br' })).rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
      // a change the page shows: every encoding sends the new page
      await unseen(`update timesheets set description = 'Compressed once' where id = ${ids.adminRecord}`);
      await t.call('POST', `/api/timesheets/${ids.adminRecord}`, tok.superAdmin, { description: 'Compressed afresh' });
      for (const accept of ['br', 'gzip', 'deflate']) expect(recordOf(decoded(await get({ 'accept-encoding': accept })).result, ids.adminRecord)?.description, accept).toBe('Compressed afresh');
      expect(brotli).toHaveBeenCalledTimes(2);
    } finally {
      brotli.mockRestore();
    }
  });
});
