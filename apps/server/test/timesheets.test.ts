import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { costMatrix, jobs, tasks, users } from '../src/db/schema/index.ts';
import { COMPRESSION, OFF_THREAD_BYTES } from '../src/lib/encoded.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Entry = {
  id: number;
  job_id: number;
  task_id: number | null;
  user_id: number;
  cost_matrix_id: number | null;
  session_date: string;
  start_time: string;
  end_time: string;
  break: number;
  description: string;
  duration: string;
  invoiced: boolean;
  user: { id: number; full_name: string; cost_rate: string; billable_rate: string };
  job: { id: number; name: string; job_no: string };
  task: { id: number; seq_no: number | null; name: string } | null;
};
/** A record as the list shows it, under its job and task. */
type ListEntry = Omit<Entry, 'job' | 'task'>;
type TimeTask = { id: number; seq_no: number | null; name: string; actual_hours: string; invoiced: boolean; timesheets: ListEntry[] };
type TimeJob = { id: number; job_no: string; name: string; client: { id: number; name: string }; duration: string; has_tasks: boolean; direct_timesheets: ListEntry[]; tasks: TimeTask[] };
type List = { data: TimeJob[]; total: number; last_page: number; current_page: number; per_page: number; total_duration: string };

const list = async (token: string, query = '') => {
  const res = await t.call<{ result: List }>('GET', `/api/timesheets${query ? `?${query}` : ''}`, token);
  expect(res.status).toBe(200);
  return res.body.result;
};
const shown0 = (r: List) => ({ data: r.data, total: r.total, total_duration: r.total_duration });
const entriesOf = (r: List) => r.data.flatMap((j) => [...j.direct_timesheets, ...j.tasks.flatMap((k) => k.timesheets)]);
const csv = async (token: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/timesheets/csv${query ? `?${query}` : ''}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, body: res.body };
};
const session = (over: Record<string, unknown> = {}) => ({ session_date: '2026-03-02', start_time: '09:00', end_time: '10:30', break: 10, description: 'Layout pass', ...over });

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(and(eq(users.email, email))))[0].id;
  ids.casey = ids.shared;
  ids.jordan = (await db.select().from(users).where(eq(users.email, 'jordan@demo.jobflow.test')))[0].id;
  ids.riley = ids.clientUser;
  const job = async (name: string) => (await db.select().from(jobs).where(eq(jobs.name, name)))[0].id;
  ids.spring = await job('Spring campaign key visual');
  ids.website = await job('Website refresh');
  ids.social = await job('Social media kit');
  ids.bakery = await job('Bakery rebrand');
  const task = async (jobId: number, name: string) => (await db.select().from(tasks).where(and(eq(tasks.jobId, jobId), eq(tasks.name, name))))[0].id;
  ids.moodboard = await task(ids.spring, 'Moodboard');
  ids.finalArtwork = await task(ids.spring, 'Final artwork');
  ids.sitemap = await task(ids.website, 'Sitemap');
  ids.designer = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Senior designer')))[0].id;
  ids.otherCost = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Menu print')))[0].id;
});
afterAll(async () => t?.close());

describe('who may use time', () => {
  it('client users get 403 on every call, the CSV included', async () => {
    for (const role of ['clientUser', 'clientManager']) {
      expect((await t.call('GET', '/api/timesheets', tok[role])).status).toBe(403);
      expect((await t.call('GET', '/api/timesheets/1', tok[role])).status).toBe(403);
      expect((await t.call('POST', '/api/timesheets', tok[role], { job_id: ids.social, ...session() })).status).toBe(403);
      expect((await t.call('POST', '/api/timesheets/1', tok[role], { description: 'x' })).status).toBe(403);
      expect((await t.call('DELETE', '/api/timesheets/1', tok[role])).status).toBe(403);
      expect((await csv(tok[role])).status).toBe(403);
    }
    expect((await t.call('GET', '/api/timesheets')).status).toBe(401);
  });

  it('staff see only their own records, whatever user they ask for', async () => {
    const own = await list(tok.staff);
    const entries = entriesOf(own);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.every((e) => e.user_id === ids.staff)).toBe(true);
    const asked = await list(tok.staff, `user_id=${ids.casey}`);
    expect(entriesOf(asked).every((e) => e.user_id === ids.staff)).toBe(true);
  });

  it('a super admin sees everyone and filters by user, client, dates and keyword', async () => {
    const all = entriesOf(await list(tok.superAdmin));
    expect(new Set(all.map((e) => e.user_id))).toEqual(new Set([ids.staff, ids.casey, ids.jordan]));
    const casey = await list(tok.superAdmin, `user_id=${ids.casey}`);
    expect(casey.data.map((j) => j.name)).toEqual(['Spring campaign key visual']);
    expect(casey.data[0]).toMatchObject({ duration: '4.00', tasks: [{ name: 'Concepts round 1', actual_hours: '4.00', timesheets: [{ description: 'Concept sketches', break: 30, user: { full_name: 'Casey Nguyen' } }] }] });
    const blue = await list(tok.superAdmin, `client_id=${(await t.database.db.select().from(jobs).where(eq(jobs.name, 'Menu boards')))[0].clientId}`);
    expect(blue.data.map((j) => j.name)).toEqual(['Menu boards']);
    const kw = await list(tok.superAdmin, 'kw=sitemap');
    expect(entriesOf(kw).map((e) => e.description)).toEqual(['Sitemap workshop']);
    const listed = await list(tok.superAdmin);
    const jobNo = listed.data.find((j) => entriesOf({ ...listed, data: [j] }).some((e) => e.description === 'Menu layouts'))!.job_no;
    expect(entriesOf(await list(tok.superAdmin, `kw=${jobNo.toLowerCase()}`)).map((e) => e.description)).toEqual(['Menu layouts']);
    const dated = entriesOf(await list(tok.superAdmin, `date_start=2000-01-01&date_end=2000-12-31`));
    expect(dated).toEqual([]);
    const recent = all.map((e) => e.session_date).sort().reverse()[0];
    expect(entriesOf(await list(tok.superAdmin, `date_start=${recent}&date_end=${recent}`)).every((e) => e.session_date === recent)).toBe(true);
  });

  it('another agency’s records and jobs are not found', async () => {
    const bakery = entriesOf(await list(tok.secondAdmin));
    expect(bakery.map((e) => e.description)).toEqual(['Logo sketches']);
    const theirs = bakery[0].id;
    expect((await t.call('GET', `/api/timesheets/${theirs}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('POST', `/api/timesheets/${theirs}`, tok.superAdmin, { description: 'mine now' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/timesheets/${theirs}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('POST', '/api/timesheets', tok.superAdmin, { job_id: ids.bakery, ...session() })).status).toBe(404);
    expect(entriesOf(await list(tok.superAdmin)).some((e) => e.id === theirs)).toBe(false);
  });
});

describe('adding time', () => {
  it('a staff member logs time on a job without tasks; total = (end - start - break) / 60 with two decimals', async () => {
    const res = await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.staff, { job_id: ids.social, user_id: ids.staff, cost_matrix_id: ids.designer, ...session() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ job_id: ids.social, task_id: null, user_id: ids.staff, duration: '1.33', break: 10, start_time: '09:00', end_time: '10:30', invoiced: false, task: null });
    expect(res.body.result.user).toMatchObject({ full_name: 'Sam Taylor', cost_rate: '45.00', billable_rate: '120.00' });
    // user_id defaults to the caller; a single-digit hour is read as HH:mm.
    const short = await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ start_time: '9:10', end_time: '09:30', break: '' }) });
    expect(short.body.result).toMatchObject({ user_id: ids.staff, start_time: '09:10', duration: '0.33', break: 0 });
    const social = (await list(tok.staff, `job_id=${ids.social}`)).data[0];
    expect(social).toMatchObject({ has_tasks: false, duration: '1.66', tasks: [] });
    expect(social.direct_timesheets).toHaveLength(2);
  });

  it('requires a task of the job when the job has tasks, and counts it in the task’s TOTAL TIME', async () => {
    const none = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.spring, ...session() });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ status: 'FAILED', errors: { task_id: ['Please select the task'] } });
    const wrongJob = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.spring, task_id: ids.sitemap, ...session() });
    expect(wrongJob.body).toMatchObject({ errors: { task_id: ['Please select the task'] } });
    const before = (await t.call<{ result: Array<{ id: number; actual_hours: string }> }>('GET', `/api/tasks?job_id=${ids.spring}`, tok.staff)).body.result.find((x) => x.id === ids.finalArtwork)!;
    expect(before.actual_hours).toBe('0.00');
    const ok = await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.staff, { job_id: ids.spring, task_id: ids.finalArtwork, ...session({ start_time: '13:00', end_time: '15:45', break: 15 }) });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ task_id: ids.finalArtwork, duration: '2.50', task: { name: 'Final artwork', seq_no: 3 } });
    const after = (await t.call<{ result: Array<{ id: number; actual_hours: string }> }>('GET', `/api/tasks?job_id=${ids.spring}`, tok.staff)).body.result.find((x) => x.id === ids.finalArtwork)!;
    expect(after.actual_hours).toBe('2.50');
  });

  it('staff may not log time for someone else; a super admin may, for team members only', async () => {
    expect((await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social, user_id: ids.casey, ...session() })).status).toBe(403);
    const forCasey = await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.superAdmin, { job_id: ids.social, user_id: ids.casey, ...session({ description: 'Asset export' }) });
    expect(forCasey.status).toBe(200);
    expect(forCasey.body.result.user.full_name).toBe('Casey Nguyen');
    const contact = await t.call('POST', '/api/timesheets', tok.superAdmin, { job_id: ids.social, user_id: ids.riley, ...session() });
    expect(contact.status).toBe(422);
    expect(contact.body).toMatchObject({ errors: { user_id: ['Please select the team member'] } });
    const otherAgency = await t.call('POST', '/api/timesheets', tok.superAdmin, { job_id: ids.social, user_id: ids.secondAdmin, ...session() });
    expect(otherAgency.body).toMatchObject({ errors: { user_id: ['Please select the team member'] } });
    const cost = await t.call('POST', '/api/timesheets', tok.superAdmin, { job_id: ids.social, cost_matrix_id: ids.otherCost, ...session() });
    expect(cost.status).toBe(422);
    expect(cost.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'] } });
  });

  it('answers bad input with 422 and the spec’s field messages', async () => {
    const empty = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        session_date: ['This field is required'],
        start_time: ['This field is required'],
        end_time: ['This field is required'],
        description: ['Please enter the description'],
      },
    });
    const blank = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ description: '   ' }) });
    expect(blank.body).toMatchObject({ errors: { description: ['Please enter the description'] } });
    const backwards = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ start_time: '11:00', end_time: '10:00' }) });
    expect(backwards.body).toMatchObject({ errors: { end_time: ['The end time must be after the start time'] } });
    const longBreak = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ break: 91 }) });
    expect(longBreak.body).toMatchObject({ errors: { break: ['The break cannot be longer than the session'] } });
    const badTime = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ start_time: '25:00', session_date: '2026-02-30' }) });
    expect(badTime.status).toBe(422);
    expect(Object.keys((badTime.body as { errors: object }).errors).sort()).toEqual(['session_date', 'start_time']);
    expect((await t.call('POST', '/api/timesheets', tok.staff, { ...session() })).body).toMatchObject({ errors: { job_id: ['Please select the job'] } });
    expect((await t.call('GET', '/api/timesheets?date_start=yesterday', tok.staff)).status).toBe(422);
  });
});

describe('one record', () => {
  it('is listed with what the list shows; alone it also names its job, task and cost item', async () => {
    const listed = await list(tok.superAdmin, `user_id=${ids.casey}`);
    const [job] = listed.data;
    const [task] = job.tasks;
    const entry = task.timesheets[0];
    expect(Object.keys(entry).sort()).toEqual(['break', 'cost_matrix_id', 'description', 'duration', 'end_time', 'id', 'invoiced', 'job_id', 'session_date', 'start_time', 'task_id', 'user', 'user_id']);
    expect(entry).toMatchObject({ job_id: job.id, task_id: task.id });
    const alone = (await t.call<{ result: Entry & { cost: { id: number; description: string } | null } }>('GET', `/api/timesheets/${entry.id}`, tok.superAdmin)).body.result;
    expect(alone).toMatchObject({ ...entry, job: { id: job.id, name: job.name, job_no: job.job_no }, task: { id: task.id, seq_no: task.seq_no, name: task.name } });
    expect(alone.cost === null || alone.cost.id === entry.cost_matrix_id).toBe(true);
  });

  it('staff read, edit and delete their own record; another staff member’s is not found to them', async () => {
    const mine = (await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ description: 'Draft copy' }) })).body.result;
    const got = await t.call<{ result: Entry }>('GET', `/api/timesheets/${mine.id}`, tok.staff);
    expect(got.body.result).toMatchObject({ id: mine.id, description: 'Draft copy', job: { name: 'Social media kit' } });
    const edited = await t.call<{ result: Entry }>('POST', `/api/timesheets/${mine.id}`, tok.staff, { end_time: '12:00', description: 'Final copy' });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ start_time: '09:00', end_time: '12:00', break: 10, duration: '2.83', description: 'Final copy', session_date: '2026-03-02' });
    const bad = await t.call('POST', `/api/timesheets/${mine.id}`, tok.staff, { start_time: '12:30' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { end_time: ['The end time must be after the start time'] } });
    expect((await t.call('POST', `/api/timesheets/${mine.id}`, tok.staff, { description: '' })).body).toMatchObject({ errors: { description: ['Please enter the description'] } });

    const caseys = entriesOf(await list(tok.superAdmin, `user_id=${ids.casey}`))[0];
    expect((await t.call('GET', `/api/timesheets/${caseys.id}`, tok.staff)).status).toBe(404);
    expect((await t.call('POST', `/api/timesheets/${caseys.id}`, tok.staff, { description: 'x' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/timesheets/${caseys.id}`, tok.staff)).status).toBe(404);
    expect((await t.call('GET', `/api/timesheets/${caseys.id}`, tok.superAdmin)).status).toBe(200);

    const del = await t.call<{ result: { id: number; description: string } }>('DELETE', `/api/timesheets/${mine.id}`, tok.staff);
    expect(del.body.result).toMatchObject({ id: mine.id, description: 'Final copy' });
    expect((await t.call('GET', `/api/timesheets/${mine.id}`, tok.staff)).status).toBe(404);
  });

  it('a super admin edits anyone’s record; the task rule holds on edit', async () => {
    const rec = entriesOf(await list(tok.superAdmin, 'kw=Sitemap workshop'))[0];
    const moved = await t.call('POST', `/api/timesheets/${rec.id}`, tok.superAdmin, { task_id: ids.moodboard });
    expect(moved.body).toMatchObject({ errors: { task_id: ['Please select the task'] } });
    const res = await t.call<{ result: Entry }>('POST', `/api/timesheets/${rec.id}`, tok.superAdmin, { break: 30 });
    expect(res.body.result).toMatchObject({ duration: '1.50', user_id: ids.staff });
  });

  it('time already on an invoice can be neither edited nor deleted (409)', async () => {
    const invoiced = entriesOf(await list(tok.superAdmin, 'kw=Moodboard research'))[0];
    expect(invoiced.invoiced).toBe(true);
    expect((await t.call('POST', `/api/timesheets/${invoiced.id}`, tok.superAdmin, { description: 'x' })).status).toBe(409);
    expect((await t.call('DELETE', `/api/timesheets/${invoiced.id}`, tok.staff)).status).toBe(409);
  });
});

describe('paging', () => {
  it('pages by job with last_page, total and the hours of every match, with or without a filter on the records', async () => {
    // no filter, a client or a person read the per-job summaries (the agency's, the person's); a
    // date or a keyword group the records; either way the page and its header are one query; a
    // page past the end reads the header on its own and clamps the page
    const clientId = (await list(tok.superAdmin, 'ipp=100')).data[0].client.id;
    for (const filter of ['', `client_id=${clientId}`, 'date_start=2000-01-01', `user_id=${ids.jordan}`, `user_id=${ids.jordan}&client_id=${clientId}`, `job_id=${ids.social}`, 'kw=a']) {
      const one = await list(tok.superAdmin, `ipp=1&${filter}`);
      expect(one.per_page, filter).toBe(1);
      expect(one.data, filter).toHaveLength(Math.min(1, one.total));
      expect(one.last_page, filter).toBe(Math.max(1, one.total));
      const all = await list(tok.superAdmin, `ipp=100&${filter}`);
      expect(all.total, filter).toBe(one.total);
      expect(all.data, filter).toHaveLength(all.total);
      expect(all.total_duration, filter).toBe(one.total_duration);
      if (all.total > 1) {
        const second = await list(tok.superAdmin, `ipp=1&page=2&${filter}`);
        expect(second.current_page, filter).toBe(2);
        expect(second.data[0].id, filter).toBe(all.data[1].id);
        expect(second.total_duration, filter).toBe(all.total_duration);
      }
      const beyond = await list(tok.superAdmin, `ipp=1&page=999&${filter}`);
      expect(beyond.current_page, filter).toBe(one.last_page);
      expect({ total: beyond.total, hours: beyond.total_duration }, filter).toEqual({ total: all.total, hours: all.total_duration });
      const sum = all.data.reduce((acc, j) => acc + Math.round(Number(j.duration) * 100), 0);
      expect(Math.round(Number(all.total_duration) * 100), filter).toBe(sum);
    }
    const nothing = await list(tok.superAdmin, 'kw=no-such-thing-anywhere');
    expect(nothing).toMatchObject({ data: [], total: 0, last_page: 1, current_page: 1, total_duration: '0.00' });
  });

  it('lists each job’s and task’s records newest first (date, then start, then the later entry) whatever the filter', async () => {
    // entered out of order: two dates, three starts on one of them, one start twice
    const entries: [string, string, number | null][] = [
      ['2026-08-03', '08:00', null],
      ['2026-08-05', '07:00', null],
      ['2026-08-05', '13:00', null],
      ['2026-08-05', '09:30', null],
      ['2026-08-05', '09:30', null],
      ['2026-08-04', '10:00', ids.moodboard],
      ['2026-08-05', '06:00', ids.moodboard],
      ['2026-08-05', '11:00', ids.moodboard],
      ['2026-08-05', '11:00', ids.moodboard],
    ];
    const made: number[] = [];
    for (const [i, [date, start, taskId]] of entries.entries()) {
      const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`;
      const r = await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.superAdmin, {
        job_id: taskId ? ids.spring : ids.social,
        task_id: taskId ?? undefined,
        user_id: ids.jordan,
        ...session({ session_date: date, start_time: start, end_time: end, break: 0, description: `ordering ${i}` }),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      made.push(r.body.result.id);
    }
    // the expected order of each list, by the ids entered: the later of two alike first
    const social = [made[2], made[4], made[3], made[1], made[0]];
    const moodboard = [made[8], made[7], made[6], made[5]];
    const newestFirst = (a: ListEntry, b: ListEntry) => b.session_date.localeCompare(a.session_date) || b.start_time.localeCompare(a.start_time) || b.id - a.id;
    const clientId = (await list(tok.superAdmin, 'ipp=100')).data.find((j) => j.id === ids.social)?.client.id;
    // the agency's (all, from a date, to a date, a range), a person's, a client's, a job's, a keyword's
    for (const filter of ['', 'date_start=2026-08-01', 'date_end=2026-08-31', 'date_start=2026-08-01&date_end=2026-08-31', `user_id=${ids.jordan}`, `client_id=${clientId}`, `job_id=${ids.social}`, 'kw=ordering']) {
      const shown = await list(tok.superAdmin, `ipp=100&${filter}`);
      for (const job of shown.data) {
        for (const records of [job.direct_timesheets, ...job.tasks.map((k) => k.timesheets)]) expect(records.map((r) => r.id), filter).toEqual([...records].sort(newestFirst).map((r) => r.id));
      }
      const socialShown = shown.data.find((j) => j.id === ids.social)?.direct_timesheets.map((r) => r.id).filter((id) => made.includes(id));
      expect(socialShown, filter).toEqual(social);
      if (filter.startsWith('job_id') || filter.startsWith('client_id')) continue;
      const moodboardShown = shown.data.find((j) => j.id === ids.spring)?.tasks.find((k) => k.id === ids.moodboard)?.timesheets.map((r) => r.id).filter((id) => made.includes(id));
      expect(moodboardShown, filter).toEqual(moodboard);
    }
    for (const id of made) expect((await t.call('DELETE', `/api/timesheets/${id}`, tok.superAdmin)).status).toBe(200);
  });

  it('names each record’s person as they are now: held between pages, read again once anyone in the agency changes', async () => {
    const db = t.database.db;
    const [jordan] = await db.select().from(users).where(eq(users.id, ids.jordan));
    const shownPerson = async () => {
      const shown = entriesOf(await list(tok.superAdmin, `ipp=100&user_id=${ids.jordan}`)).concat(entriesOf(await list(tok.superAdmin, 'ipp=100')));
      const people = new Set(shown.filter((e) => e.user_id === ids.jordan).map((e) => JSON.stringify(e.user)));
      expect(people.size).toBe(1);
      return JSON.parse([...people][0]) as ListEntry['user'];
    };
    expect(await shownPerson()).toEqual({ id: ids.jordan, full_name: `${jordan.firstName} ${jordan.lastName}`.trim(), cost_rate: jordan.costRate, billable_rate: jordan.billableRate });
    // written past the version's trigger, a rename is not seen: the people are held
    await db.execute(sql`alter table users disable trigger users_people_version_update`);
    try {
      await db.execute(sql`update users set first_name = 'Unseen' where id = ${ids.jordan}`);
    } finally {
      await db.execute(sql`alter table users enable trigger users_people_version_update`);
    }
    expect((await shownPerson()).full_name).toBe(`${jordan.firstName} ${jordan.lastName}`.trim());
    // a change through the API moves the version: the new name and rates at once
    const body = {
      first_name: 'Jordan-Lee',
      last_name: 'Okafor Smith',
      email: jordan.email,
      department_id: jordan.departmentId,
      billable_rate: '155.50',
      cost_rate: '61.25',
      user_type_id: jordan.userTypeId,
      role: jordan.role,
      phone: jordan.phone,
      password: '',
    };
    const res = await t.call('POST', `/api/users/${ids.jordan}`, tok.superAdmin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await shownPerson()).toEqual({ id: ids.jordan, full_name: 'Jordan-Lee Okafor Smith', cost_rate: '61.25', billable_rate: '155.50' });
    // so does a change written by SQL alone (another server, say), to this person or anyone else in the agency
    await db.execute(sql`update users set cost_rate = '70.00' where id = ${ids.jordan}`);
    expect((await shownPerson()).cost_rate).toBe('70.00');
    await db.execute(sql`alter table users disable trigger users_people_version_update`);
    try {
      await db.execute(sql`update users set first_name = 'Jordie' where id = ${ids.jordan}`);
    } finally {
      await db.execute(sql`alter table users enable trigger users_people_version_update`);
    }
    await db.execute(sql`update users set phone = phone where id = ${ids.casey}`);
    expect((await shownPerson()).full_name).toBe('Jordie Okafor Smith');
    await db.execute(sql`update users set first_name = ${jordan.firstName}, last_name = ${jordan.lastName}, cost_rate = ${jordan.costRate}, billable_rate = ${jordan.billableRate} where id = ${ids.jordan}`);
    expect(await shownPerson()).toEqual({ id: ids.jordan, full_name: `${jordan.firstName} ${jordan.lastName}`.trim(), cost_rate: jordan.costRate, billable_rate: jordan.billableRate });
  });

  it('a date range reaching the latest record lists what grouping the range’s records gives', async () => {
    const { groupedPage } = await import('../src/features/timesheets/timesheets.repository.ts');
    const db = t.database.db;
    const company = (await db.select().from(jobs).where(eq(jobs.id, ids.social)))[0].companyId;
    const all = entriesOf(await list(tok.superAdmin, 'ipp=100'));
    const dates = [...new Set(all.map((e) => e.session_date))].sort();
    expect(dates.length).toBeGreaterThan(2);
    const clientId = (await list(tok.superAdmin, 'ipp=100')).data[0].client.id;
    // from the middle of the records: some jobs have time before it, some only after
    const start = dates[Math.floor(dates.length / 2)];
    const future = '2999-12-31';
    for (const [query, filter] of [
      [`date_start=${start}`, { dateStart: start }],
      [`date_start=${start}&date_end=${future}`, { dateStart: start, dateEnd: future }],
      [`date_start=${start}&user_id=${ids.jordan}`, { dateStart: start, userId: ids.jordan }],
      [`date_start=${start}&client_id=${clientId}`, { dateStart: start, clientId }],
      [`date_start=${start}&job_id=${ids.social}`, { dateStart: start, jobId: ids.social }],
    ] as const) {
      const shown = await list(tok.superAdmin, `ipp=100&${query}`);
      const grouped = await groupedPage(db, company, filter, { limit: 100, offset: 0 });
      expect(shown.data.map((j) => [j.id, j.duration]), query).toEqual(grouped.map((g) => [g.id, g.hours]));
      expect({ total: shown.total, hours: shown.total_duration }, query).toEqual({ total: grouped[0]?.jobsTotal ?? 0, hours: grouped[0]?.hoursTotal ?? '0.00' });
      expect(entriesOf(shown).every((e) => e.session_date >= start), query).toBe(true);
      // and a page of one, the second
      if (shown.total > 1) expect((await list(tok.superAdmin, `ipp=1&page=2&${query}`)).data.map((j) => [j.id, j.duration]), query).toEqual([[shown.data[1].id, shown.data[1].duration]]);
    }
    expect(shown0(await list(tok.superAdmin, `date_start=${future}`))).toEqual({ data: [], total: 0, total_duration: '0.00' });
  });

  it('cuts every page of the whole agency’s list where the full list has it, however many jobs share their latest day', async () => {
    // past the first page, the whole agency's page starts on the day its offset falls on,
    // found from how many jobs were last worked on each day (company_day_jobs): three jobs
    // last worked on each of two new days, then one of them back to an earlier day, then gone
    const db = t.database.db;
    const company = (await db.select().from(jobs).where(eq(jobs.id, ids.social)))[0].companyId;
    const picked = (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, company)).orderBy(jobs.id)).slice(0, 6);
    expect(picked).toHaveLength(6);
    const added: number[] = [];
    for (const [i, job] of picked.entries()) {
      const [task] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.jobId, job.id)).orderBy(tasks.id).limit(1);
      const body = { job_id: job.id, task_id: task?.id, user_id: ids.jordan, ...session({ session_date: i < 3 ? '2031-01-02' : '2031-01-01', description: `Shared day ${i}` }) };
      const res = await t.call<{ result: Entry }>('POST', '/api/timesheets', tok.superAdmin, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      added.push(res.body.result.id);
    }
    const everyPage = async (stage: string) => {
      for (const filter of ['', 'date_start=2000-01-01', 'date_start=2031-01-01', 'date_start=2031-01-02']) {
        const all = await list(tok.superAdmin, `ipp=100&${filter}`);
        expect(all.total, `${stage} ${filter}`).toBeLessThan(100);
        for (const ipp of [1, 2, 3, 7]) {
          for (let p = 2; p <= all.last_page + 1; p++) {
            const shown = await list(tok.superAdmin, `ipp=${ipp}&page=${p}&${filter}`);
            const expected = Math.min(p, Math.max(1, Math.ceil(all.total / ipp)));
            const where = `${stage} ${filter} ipp=${ipp} page=${p}`;
            expect(shown.current_page, where).toBe(expected);
            expect(shown.data.map((j) => [j.id, j.duration]), where).toEqual(all.data.slice((expected - 1) * ipp, expected * ipp).map((j) => [j.id, j.duration]));
            expect({ total: shown.total, hours: shown.total_duration }, where).toEqual({ total: all.total, hours: all.total_duration });
          }
        }
      }
    };
    await everyPage('two shared days');
    // each day's jobs, the later job first
    const [a, b, c, d, e, f] = picked.map((j) => j.id);
    expect((await list(tok.superAdmin, 'date_start=2031-01-01')).data.map((j) => j.id)).toEqual([c, b, a, f, e, d]);
    // the newest day's first job moves back to its earlier latest day, then a job loses its only new record
    expect((await t.call('POST', `/api/timesheets/${added[0]}`, tok.superAdmin, { session_date: '2030-12-31' })).status).toBe(200);
    await everyPage('one moved back');
    for (const id of added) expect((await t.call('DELETE', `/api/timesheets/${id}`, tok.superAdmin)).status).toBe(200);
    await everyPage('removed');
  });

  it('is sent compressed, whole, with its length, to a browser that takes brotli or gzip', async () => {
    const get = (encoding: string) => t.app.inject({ method: 'GET', url: '/api/timesheets?ipp=100', headers: { authorization: `Bearer ${tok.superAdmin}`, 'accept-encoding': encoding } });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const res = await get(`${encoding}, deflate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
    }
  });
});

describe('Export to CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas, and only those; quotes a cell with a line break', async () => {
    // stored as is (the form trims a description, so a leading tab or return comes only from elsewhere)
    const cells = ['=1+2', '+61 400', '-2', '@SUM(A1)', '\tx', '\rx', '\uFF1D1+2', 'a=b', '3.50', '  -indented', 'two\nlines'];
    const expected = ["'=1+2", "'+61 400", "'-2", "'@SUM(A1)", "'\tx", '"\'\rx"', "'\uFF1D1+2", 'a=b', '3.50', '  -indented', '"two\nlines"'];
    const { timesheets } = await import('../src/db/schema/index.ts');
    const company = (await t.database.db.select().from(jobs).where(eq(jobs.id, ids.social)))[0].companyId;
    await t.database.db.insert(timesheets).values(
      cells.map((description, i) => ({ companyId: company, jobId: ids.social, userId: ids.jordan, sessionDate: '2026-08-01', startTime: `${String(8 + i).padStart(2, '0')}:00`, endTime: `${String(8 + i).padStart(2, '0')}:30`, breakMinutes: 0, description, duration: '0.50' })),
    );
    const res = await csv(tok.superAdmin, `user_id=${ids.jordan}&date_start=2026-08-01&date_end=2026-08-01`);
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    expect(lines.map((l) => l.slice(l.indexOf(',0.50,') + ',0.50,'.length))).toEqual(expected);
    // the other cells of such a line are untouched
    expect(lines[0]).toMatch(/^01\/08\/2026,[A-Z]+\d+,Citrus Media,Social media kit,,Jordan [^,]+,08:00,08:30,0,0\.50,/);
  });

  it('streams timesheets.csv with a header row, the list’s filters and scope, quoting and formula escaping', async () => {
    const risky = ['=HYPERLINK("http://evil.example","click")', '@SUM(1+1)', 'Fixes, "quoted" and more', '-rush job'];
    for (const [i, description] of risky.entries()) {
      const r = await t.call('POST', '/api/timesheets', tok.staff, { job_id: ids.social, ...session({ description, session_date: `2026-04-0${i + 1}` }) });
      expect(r.status).toBe(200);
    }
    const res = await csv(tok.staff, 'date_start=2026-04-01&date_end=2026-04-30');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="timesheets.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Job No,Client,Job,Task,Team Member,Start,End,Break (min),Hours,Description');
    expect(lines).toHaveLength(5);
    const jobNo = (await t.call<{ result: Entry }>('GET', `/api/timesheets/${entriesOf(await list(tok.staff, 'kw=rush job'))[0].id}`, tok.staff)).body.result.job.job_no;
    expect(lines[1]).toBe(`01/04/2026,${jobNo},Citrus Media,Social media kit,,Sam Taylor,09:00,10:30,10,1.33,"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[2]).toBe(`02/04/2026,${jobNo},Citrus Media,Social media kit,,Sam Taylor,09:00,10:30,10,1.33,'@SUM(1+1)`);
    expect(lines[3]).toBe(`03/04/2026,${jobNo},Citrus Media,Social media kit,,Sam Taylor,09:00,10:30,10,1.33,"Fixes, ""quoted"" and more"`);
    expect(lines[4]).toBe(`04/04/2026,${jobNo},Citrus Media,Social media kit,,Sam Taylor,09:00,10:30,10,1.33,'-rush job`);

    // Staff export only their own time; a super admin may narrow to one person; tasks show as '#seq | name'.
    const staffAll = await csv(tok.staff);
    expect(staffAll.body).not.toContain('Casey Nguyen');
    const caseyOnly = await csv(tok.superAdmin, `user_id=${ids.casey}`);
    const rows = caseyOnly.body.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.includes(',Casey Nguyen,'))).toBe(true);
    expect(caseyOnly.body).toContain(',#2 | Concepts round 1,');
    // Nothing matched: the header row alone.
    expect((await csv(tok.superAdmin, 'kw=no-such-thing-anywhere')).body.trimEnd()).toBe('Date,Job No,Client,Job,Task,Team Member,Start,End,Break (min),Hours,Description');
  });

  it('reads a large export in batches without losing or repeating rows', async () => {
    const values = Array.from({ length: 620 }, (_, i) => ({
      ...session({ description: `bulk ${i}`, session_date: '2026-05-01', start_time: `${String(8 + (i % 10)).padStart(2, '0')}:00`, end_time: `${String(8 + (i % 10)).padStart(2, '0')}:30`, break: 0 }),
    }));
    const { timesheets } = await import('../src/db/schema/index.ts');
    const company = (await t.database.db.select().from(jobs).where(eq(jobs.id, ids.social)))[0].companyId;
    await t.database.db.insert(timesheets).values(
      values.map((v) => ({ companyId: company, jobId: ids.social, userId: ids.jordan, sessionDate: v.session_date, startTime: v.start_time, endTime: v.end_time, breakMinutes: 0, description: v.description, duration: '0.50' })),
    );
    const res = await csv(tok.superAdmin, `user_id=${ids.jordan}&date_start=2026-05-01&date_end=2026-05-01`);
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(620);
    expect(new Set(rows.map((r) => r.split(',').at(-1))).size).toBe(620);
  });

  it('sends a large export gzipped at the fastest level when asked for gzip, and brotli when asked for it, each the same file', async () => {
    // the 620 records of the test before
    const query = `user_id=${ids.jordan}&date_start=2026-05-01&date_end=2026-05-01`;
    const plain = (await csv(tok.superAdmin, query)).body;
    expect(plain.trimEnd().split('\r\n')).toHaveLength(621);
    const asked = (encoding: string) => t.app.inject({ method: 'GET', url: `/api/timesheets/csv?${query}`, headers: { authorization: `Bearer ${tok.superAdmin}`, 'accept-encoding': encoding } });
    const gz = await asked('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // the gzip header's XFL byte: 4 when deflate ran at its fastest level (1), 0 at the default (6)
    expect(gz.rawPayload[8]).toBe(4);
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain);
    const br = await asked('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
  });

  it('sends a big TIME page compressed on the worker thread, whole, to every browser asking at once', async () => {
    // the 620 records of the tests before, on one page
    const url = `/api/timesheets?user_id=${ids.jordan}&date_start=2026-05-01&date_end=2026-05-01`;
    const get = (encoding: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok.superAdmin}`, 'accept-encoding': encoding } });
    const plain = await get('identity');
    expect(plain.rawPayload.length).toBeGreaterThan(OFF_THREAD_BYTES);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(COMPRESSION.syncThreshold);
    expect(entriesOf(JSON.parse(plain.body).result as List)).toHaveLength(620);
    const asked = await Promise.all(['br', 'gzip, deflate', 'br, gzip', 'gzip', 'br'].map(get));
    for (const res of asked) {
      const encoding = res.headers['content-encoding'];
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect((encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync)(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    expect(asked.map((r) => r.headers['content-encoding'])).toEqual(['br', 'gzip', 'br', 'gzip', 'br']);
  });

  it('names each exported record right whatever the batch size and however often the job lookups are dropped', async () => {
    const { clients, timesheets } = await import('../src/db/schema/index.ts');
    const { exportBatches } = await import('../src/features/timesheets/timesheets.repository.ts');
    const db = t.database.db;
    const company = (await db.select().from(jobs).where(eq(jobs.id, ids.social)))[0].companyId;
    // Records on three jobs, interleaved by date, some on tasks: lookups must follow each row.
    for (const [i, [jobId, taskId]] of [[ids.spring, ids.moodboard], [ids.website, ids.sitemap], [ids.social, null], [ids.spring, ids.finalArtwork], [ids.social, null]].entries()) {
      for (let d = 1; d <= 6; d++) {
        const r = await t.call<{ errors?: unknown }>('POST', '/api/timesheets', tok.superAdmin, { job_id: jobId, task_id: taskId ?? undefined, user_id: d % 2 ? ids.casey : ids.jordan, ...session({ session_date: `2026-06-${String(d).padStart(2, '0')}`, start_time: `0${i + 1}:00`, end_time: `0${i + 1}:45`, break: 0, description: `interleaved ${i}.${d}` }) });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
    }
    // The reference: every record of the agency joined row by row, in export order.
    const reference = (
      await db
        .select({ ts: timesheets, job: jobs, client: clients, user: users, task: tasks })
        .from(timesheets)
        .innerJoin(jobs, eq(jobs.id, timesheets.jobId))
        .innerJoin(clients, eq(clients.id, jobs.clientId))
        .innerJoin(users, eq(users.id, timesheets.userId))
        .leftJoin(tasks, eq(tasks.id, timesheets.taskId))
        .where(eq(timesheets.companyId, company))
    )
      .map((r) => ({
        id: r.ts.id,
        date: r.ts.sessionDate,
        start: r.ts.startTime,
        line: [r.ts.sessionDate, `${r.client.code}${r.job.id}`, r.client.name, r.job.name, r.task ? `#${r.task.seqNo ?? r.task.id} | ${r.task.name}` : '', `${r.user.firstName} ${r.user.lastName}`.trim(), r.ts.description].join('|'),
        clientId: r.job.clientId,
        userId: r.ts.userId,
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.id - b.id);
    const exported = async (f: Parameters<typeof exportBatches>[2], opts: Parameters<typeof exportBatches>[3]) => {
      const out: string[] = [];
      let batches = 0;
      for await (const batch of exportBatches(db, company, f, opts)) {
        batches++;
        for (const r of batch) out.push([r.sessionDate, `${r.clientCode}${r.jobId}`, r.clientName, r.jobName, r.taskId ? `#${r.taskSeqNo ?? r.taskId} | ${r.taskName}` : '', r.userName, r.description].join('|'));
      }
      return { out, batches };
    };
    const springClient = (await db.select().from(jobs).where(eq(jobs.id, ids.spring)))[0].clientId;
    const cases: [Parameters<typeof exportBatches>[2], (r: (typeof reference)[number]) => boolean][] = [
      [{}, () => true],
      [{ clientId: springClient }, (r) => r.clientId === springClient],
      [{ userId: ids.casey, dateStart: '2026-06-01', dateEnd: '2026-06-30' }, (r) => r.userId === ids.casey && r.date >= '2026-06-01' && r.date <= '2026-06-30'],
      [{ kw: 'interleaved 3' }, (r) => r.line.includes('interleaved 3')],
    ];
    for (const [filter, keep] of cases) {
      const expected = reference.filter(keep).map((r) => r.line);
      expect(expected.length).toBeGreaterThan(0);
      const whole = await exported(filter, {});
      expect(whole.out).toEqual(expected);
      const small = await exported(filter, { batchSize: 4, jobCacheLimit: 1 });
      expect(small.out).toEqual(expected);
      expect(small.batches).toBe(Math.ceil(expected.length / 4));
    }
  });

  it('ends each record with CRLF and keeps a line feed inside a quoted cell, wherever the chunks are cut', async () => {
    const { recordsToCrlf } = await import('../src/features/timesheets/timesheets.csv.ts');
    // as COPY writes it: records end with \n; quoted cells hold \n, \r\n and doubled quotes
    const copy = 'a,"x\ny",b\n"""q"", \r\nz",é\n,,\n"\n"\n😀,"a""\n"""\n';
    const expected = 'a,"x\ny",b\r\n"""q"", \r\nz",é\r\n,,\r\n"\n"\r\n😀,"a""\n"""\r\n';
    const bytes = Buffer.from(copy);
    for (let cut = 0; cut <= bytes.length; cut++) {
      for (let second = cut; second <= bytes.length; second += 3) {
        const crlf = recordsToCrlf();
        const out = Buffer.concat([bytes.subarray(0, cut), bytes.subarray(cut, second), bytes.subarray(second)].map(crlf)).toString('utf8');
        expect(out, `cut at ${cut} and ${second}`).toBe(expected);
      }
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('writes on PostgreSQL, by COPY, the very file the batches write, whatever the names and notes hold', async () => {
    const { clients, timesheets } = await import('../src/db/schema/index.ts');
    const { exportCopySql } = await import('../src/features/timesheets/timesheets.repository.ts');
    const { copied, written } = await import('../src/features/timesheets/timesheets.csv.ts');
    const { clientOf } = await import('../src/db/client.ts');
    const db = t.database.db;
    const pool = clientOf(db) as import('pg').Pool;
    const company = (await db.select().from(jobs).where(eq(jobs.id, ids.social)))[0].companyId;
    const [client] = await db.insert(clients).values({ companyId: company, code: 'EV', name: '=Evil, "Inc"\nLtd' }).returning();
    const [job] = await db.insert(jobs).values({ companyId: company, clientId: client.id, name: '-Rush "job", v2' }).returning();
    const [task] = await db.insert(tasks).values({ companyId: company, jobId: job.id, name: 'Copy, "final"', dueDate: '2026-09-30' }).returning();
    const [ann] = await db.insert(users).values({ companyId: company, firstName: '@Ann', lastName: `O'Neil, "A"`, email: 'ann.copy@demo.jobflow.test' }).returning();
    const [solo] = await db.insert(users).values({ companyId: company, firstName: '\uFF0BSolo', email: 'solo.copy@demo.jobflow.test' }).returning();
    const notes = ['', 'plain', '=1+2', '\r\nstarts on a new line', 'ends with \\', 'tab\tinside', 'a "quote"', 'mixed\r\n"lines"\n,', '\uFF1Dfull width', '😀 emoji', 'ü, é', '\rreturn', '"', '""\n""'];
    await db.insert(timesheets).values(
      notes.map((description, i) => ({ companyId: company, jobId: job.id, taskId: i % 2 ? task.id : null, userId: i % 3 ? ann.id : solo.id, sessionDate: `2026-09-${String(1 + (i % 5)).padStart(2, '0')}`, startTime: `${String(8 + i).padStart(2, '0')}:00`, endTime: `${String(8 + i).padStart(2, '0')}:30`, breakMinutes: 0, description, duration: '0.50' })),
    );
    // a date past 9999 (only by SQL or a restore): its cell is empty, as formatDate leaves it
    await db.insert(timesheets).values({ companyId: company, jobId: job.id, userId: ann.id, sessionDate: '10000-01-01', startTime: '08:00', endTime: '08:15', breakMinutes: 0, description: 'far off', duration: '0.25' });
    const viaCopy = async (f: Parameters<typeof exportCopySql>[2]) => {
      const parts: Buffer[] = [];
      for await (const chunk of copied(pool, exportCopySql(db, company, f))) parts.push(Buffer.from(chunk));
      return Buffer.concat(parts).toString('utf8');
    };
    const viaBatches = async (f: Parameters<typeof exportCopySql>[2]) => {
      let out = '';
      for await (const chunk of written(db, company, f)) out += chunk;
      return out;
    };
    try {
      const filters: [Parameters<typeof exportCopySql>[2], number][] = [
        [{}, -1],
        [{ clientId: client.id }, notes.length],
        [{ kw: `o'neil, "a` }, notes.filter((_, i) => i % 3).length],
        [{ kw: 'ends with \\' }, 1],
        [{ kw: '"' }, notes.length],
        [{ userId: solo.id, dateStart: '2026-09-02', dateEnd: '2026-09-04' }, notes.filter((_, i) => !(i % 3) && i % 5 >= 1 && i % 5 <= 3).length],
        [{ kw: '%' }, 0],
      ];
      for (const [f, count] of filters) {
        const file = await viaCopy(f);
        expect(file, JSON.stringify(f)).toBe(await viaBatches(f));
        if (count >= 0) expect(file.match(/,0\.50,/g)?.length ?? 0, JSON.stringify(f)).toBe(count);
      }
      const mine = (await viaCopy({ clientId: client.id })).split('\r\n');
      expect(mine.at(-2)).toMatch(/^,EV\d+,.*,08:00,08:15,0,0\.25,far off$/s);
      expect(mine[1]).toBe(`01/09/2026,EV${job.id},"'=Evil, ""Inc""\nLtd","'-Rush ""job"", v2",,'＋Solo,08:00,08:30,0,0.50,`);
      expect(mine).toContain(`02/09/2026,EV${job.id},"'=Evil, ""Inc""\nLtd","'-Rush ""job"", v2","#${task.id} | Copy, ""final""","'@Ann O'Neil, ""A""",09:00,09:30,0,0.50,plain`);

      // A download stopped part way closes its connection rather than handing it back mid-COPY:
      // the next query on the pool is answered. (12 MB of notes: more than a socket holds.)
      await db.execute(sql`insert into timesheets (company_id, job_id, user_id, session_date, start_time, end_time, break, description, duration)
        select ${company}, ${job.id}, ${ann.id}, date '2031-01-01' + (n % 60), '10:00', '10:30', 0, repeat('long note ', 4000) || n, 0.5 from generate_series(1, 300) n`);
      const answers = async () => {
        const answered = await Promise.race([pool.query('select 42 as n'), new Promise((resolve) => setTimeout(() => resolve(null), 5000))]);
        return (answered as { rows: { n: number }[] } | null)?.rows[0].n;
      };
      const partial = copied(pool, exportCopySql(db, company, { clientId: client.id }));
      expect((await partial.next()).value).toMatch(/^Date,/);
      expect(((await partial.next()).value as Buffer).length).toBeGreaterThan(0);
      await partial.return(undefined);
      expect(await answers()).toBe(42);

      // A connection lost mid-COPY (the database restarted, the backend ended) fails that
      // download, not the process. pg emits 'error' on a checked-out client whose socket ends
      // unexpectedly; with no listener that throws from the socket's event and ends the process.
      let copyClient: import('pg').PoolClient | undefined;
      pool.once('acquire', (c) => (copyClient = c));
      const cut = copied(pool, exportCopySql(db, company, { clientId: client.id }));
      await cut.next();
      await cut.next();
      expect(() => copyClient?.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
      const ended = await pool.query(`select pg_terminate_backend(pid) as ended from pg_stat_activity where query like 'copy (%' and backend_type = 'client backend' and pid <> pg_backend_pid()`);
      expect(ended.rows).toEqual([{ ended: true }]);
      await expect((async () => {
        for (let r = await cut.next(); !r.done; r = await cut.next());
      })()).rejects.toThrow();
      expect(await answers()).toBe(42);

      // Two exports by COPY at once, per pool; more are written from batches, so the test's
      // pool of four still answers while four downloads wait on their readers, and each of
      // them is the same file.
      const { exported, COPY_EXPORTS_AT_ONCE } = await import('../src/features/timesheets/timesheets.csv.ts');
      expect(COPY_EXPORTS_AT_ONCE).toBe(2);
      const expected = await viaBatches({ clientId: client.id });
      const held = Array.from({ length: 4 }, () => exported(db, company, { clientId: client.id }));
      const got: Buffer[][] = [];
      for (const h of held) got.push([Buffer.from((await h.next()).value as Buffer | string)]);
      expect(await answers()).toBe(42);
      for (const [i, h] of held.entries()) {
        for (let r = await h.next(); !r.done; r = await h.next()) got[i].push(Buffer.from(r.value));
        expect(Buffer.concat(got[i]).toString('utf8') === expected, `download ${i + 1}`).toBe(true);
      }
    } finally {
      await db.delete(timesheets).where(eq(timesheets.jobId, job.id));
      await db.delete(tasks).where(eq(tasks.id, task.id));
      await db.delete(jobs).where(eq(jobs.id, job.id));
      await db.delete(clients).where(eq(clients.id, client.id));
      await db.delete(users).where(eq(users.id, ann.id));
      await db.delete(users).where(eq(users.id, solo.id));
    }
  });
});
