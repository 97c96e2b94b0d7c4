import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { clients, jobMembers, users } from '../src/db/schema/index.ts';
import { JOB_SORT_KEYS, ZJobListQuerySchema, type TJobListResult } from '@jobflow/contract';
import { clientOf } from '../src/db/client.ts';
import { heldBuild } from '../src/features/jobs/jobs.search.ts';
import { listJobs } from '../src/features/jobs/jobs.service.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type List = { result: { data: Array<{ id: number; name: string; status: string; client_id: number; client: { name: string; code: string }; job_no: string; quote_value?: string; due_date: string | null; updated_at: string }>; total: number; last_page: number; total_quote_value?: string } };

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const code of ['ACME', 'BLUE', 'CITR', 'HARB']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
});
afterAll(async () => t?.close());

const escape = (text: string) => `'${text.replace(/'/g, "''")}'`;
const list = (token: string, qs = '') => t.call('GET', `/api/jobs${qs}`, token) as Promise<{ status: number; body: List }>;

describe('jobs list', () => {
  it('hides completed, invoiced and pending jobs by default and sorts staff lists by client name', async () => {
    const res = await list(tok.superAdmin);
    expect(res.status).toBe(200);
    const statuses = new Set(res.body.result.data.map((j) => j.status));
    expect(statuses.has('completed') || statuses.has('invoiced') || statuses.has('pending')).toBe(false);
    const names = res.body.result.data.map((j) => j.client.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(res.body.result.total).toBe(5);
  });

  it('shows quote values and their total to super admins only', async () => {
    const admin = await list(tok.superAdmin, '?ipp=all');
    expect(admin.body.result.data.every((j) => typeof j.quote_value === 'string')).toBe(true);
    const sum = admin.body.result.data.reduce((a, j) => a + Number(j.quote_value), 0);
    expect(Number(admin.body.result.total_quote_value)).toBeCloseTo(sum, 2);
    const staff = await list(tok.staff, '?status=in_progress');
    expect(staff.body.result.data.some((j) => 'quote_value' in j)).toBe(false);
    expect(staff.body.result).not.toHaveProperty('total_quote_value');
  });

  it('reads exclude_status as the spec writes it (exclude_status[]), as well as by its plain name', async () => {
    const names = async (qs: string) => (await list(tok.superAdmin, `?ipp=all${qs}`)).body.result.data.map((j) => `${j.name}:${j.status}`).sort();
    const plain = await names('&exclude_status=in_progress&exclude_status=completed');
    expect(plain.some((j) => j.endsWith(':in_progress') || j.endsWith(':completed'))).toBe(false);
    expect(plain.some((j) => j.endsWith(':invoiced'))).toBe(true); // not excluded by default any more
    expect(await names('&exclude_status[]=in_progress&exclude_status[]=completed')).toEqual(plain);
    expect(await names('&exclude_status%5B%5D=in_progress&exclude_status%5B%5D=completed')).toEqual(plain);
    // an empty entry is no status: `exclude_status[]=` is the same list as `exclude_status=` (the default exclusions), not a 422
    const empty = await list(tok.superAdmin, '?ipp=all&exclude_status[]=');
    expect(empty.status).toBe(200);
    expect(await names('&exclude_status[]=')).toEqual(await names('&exclude_status='));
    expect(await names('&exclude_status[]=&exclude_status[]=completed')).toEqual(await names('&exclude_status=completed'));
  });

  it('shows other staff only their own jobs when no filter is set, and all jobs once filtered', async () => {
    const own = await list(tok.staff, '?ipp=all');
    // Sam is on Spring campaign, Website refresh and Brand guidelines (the active ones).
    expect(own.body.result.data.map((j) => j.name).sort()).toEqual(['Brand guidelines', 'Spring campaign key visual', 'Website refresh']);
    const filtered = await list(tok.staff, '?status=with_client');
    expect(filtered.body.result.data.map((j) => j.name)).toEqual(['Menu boards']);
  });

  it("a person's first page (prepared per sort and page size) is the first page of that person's whole list, for every sort both ways", async () => {
    // Sam manages one of his jobs and is a member of it too: it is listed and counted once
    const own = (await list(tok.staff, '?ipp=all&exclude_status=')).body.result.data;
    expect(own.length).toBeGreaterThan(2);
    const [row] = await t.database.db.select().from(jobMembers).where(and(eq(jobMembers.userId, ids.staff), eq(jobMembers.jobId, own[0].id)));
    await t.database.db
      .insert(jobMembers)
      .values({ companyId: row.companyId, jobId: row.jobId, userId: ids.staff, isManager: !row.isManager })
      .onConflictDoNothing();
    for (const statuses of ['', '&exclude_status=', '&status=in_progress']) {
      for (const sort of ['job_no', 'client_name', 'job_name', 'job_status', 'job_due_date', 'job_updated_at']) {
        for (const order of ['asc', 'desc']) {
          const qs = `${statuses}&sort=${sort}&order=${order}`;
          const every = (await list(tok.superAdmin, `?user_id=${ids.staff}&ipp=all${qs}`)).body.result;
          const first = (await list(tok.superAdmin, `?user_id=${ids.staff}&ipp=2${qs}`)).body.result;
          expect({ ids: first.data.map((j) => j.id), total: first.total, value: first.total_quote_value, last: first.last_page }, qs).toEqual({
            ids: every.data.slice(0, 2).map((j) => j.id),
            total: every.total,
            value: every.total_quote_value,
            last: Math.max(1, Math.ceil(every.total / 2)),
          });
          // staff's own list with no filter is the same person's list, without quote values
          if (!statuses) {
            const mine = (await list(tok.staff, `?ipp=2${qs}`)).body.result;
            expect(mine.data.map((j) => j.id), qs).toEqual(first.data.map((j) => j.id));
            expect(mine.data.some((j) => 'quote_value' in j) || 'total_quote_value' in mine, qs).toBe(false);
          }
        }
      }
    }
    // the job on both of Sam's rows, once, in the whole list and on a prepared first page
    const whole = (await list(tok.staff, '?ipp=all&exclude_status=')).body.result;
    const page = (await list(tok.staff, '?ipp=50&exclude_status=')).body.result;
    for (const r of [whole, page]) {
      expect(r.total).toBe(own.length);
      expect(new Set(r.data.map((j) => j.id))).toEqual(new Set(own.map((j) => j.id)));
      expect(r.data).toHaveLength(own.length);
    }
  });

  it('shows a job\'s last update as its detail does, to the millisecond (cut, not rounded), whichever way the list is read', async () => {
    const acme = (await list(tok.clientUser, '?ipp=all')).body.result.data[0];
    const sams = (await list(tok.staff, '?ipp=all')).body.result.data[0];
    await t.database.db.execute(sql`update jobs set updated_at = '2026-03-04 05:06:07.899999+00' where id in (${acme.id}, ${sams.id})`);
    const want = '2026-03-04T05:06:07.899Z';
    for (const id of [acme.id, sams.id]) expect((await t.call('GET', `/api/jobs/${id}`, tok.superAdmin)) as { body: { result: { updated_at: string } } }).toMatchObject({ body: { result: { updated_at: want } } });
    const ways: Array<[string, string, number]> = [
      [tok.superAdmin, '?ipp=500&exclude_status=', acme.id], // the agency's prepared first page
      [tok.superAdmin, '?ipp=all&exclude_status=', acme.id], // every row, planned per request
      [tok.superAdmin, `?client_id=${ids.ACME}&ipp=500&exclude_status=`, acme.id], // a client's first page
      [tok.clientUser, '?ipp=all', acme.id],
      [tok.superAdmin, `?user_id=${ids.staff}&ipp=500&exclude_status=`, sams.id], // a person's first page
      [tok.staff, '?ipp=all', sams.id],
      [tok.superAdmin, `?kw=${encodeURIComponent(acme.name)}&exclude_status=`, acme.id], // a keyword
    ];
    for (const [token, qs, id] of ways) expect((await list(token, qs)).body.result.data.find((j) => j.id === id)?.updated_at, qs).toBe(want);
  });

  it('keeps client users to their own company, sorted by job number, without testing/invoiced filters', async () => {
    const res = await list(tok.clientUser, '?ipp=all');
    expect(res.body.result.data.length).toBeGreaterThan(0);
    expect(res.body.result.data.every((j) => j.client.code === 'ACME')).toBe(true);
    const nos = res.body.result.data.map((j) => j.id);
    expect(nos).toEqual([...nos].sort((a, b) => a - b));
    // A client id in the query cannot widen the view.
    const other = await list(tok.clientUser, `?client_id=${ids.BLUE}&ipp=all`);
    expect(other.body.result.data.every((j) => j.client.code === 'ACME')).toBe(true);
    expect((await list(tok.clientUser, '?status=testing')).status).toBe(422);
    expect((await list(tok.clientUser, '?status=invoiced')).status).toBe(422);
  });

  it('filters by status, client and keyword, and sorts by each key both ways', async () => {
    const byStatus = await list(tok.superAdmin, '?status=completed');
    expect(byStatus.body.result.data.map((j) => j.name)).toEqual(['Podcast cover art']);
    const byClient = await list(tok.superAdmin, `?client_id=${ids.BLUE}`);
    expect(new Set(byClient.body.result.data.map((j) => j.client.code))).toEqual(new Set(['BLUE']));
    const byKw = await list(tok.superAdmin, '?kw=menu');
    expect(byKw.body.result.data.map((j) => j.name)).toEqual(['Menu boards']);
    const byJobNo = await list(tok.superAdmin, `?kw=ACME`);
    expect(byJobNo.body.result.data.every((j) => j.job_no.startsWith('ACME'))).toBe(true);
    const none = await list(tok.superAdmin, '?kw=zzzz-nothing');
    expect(none.body.result).toMatchObject({ data: [], total: 0, last_page: 1 });
    for (const sort of ['job_no', 'client_name', 'job_name', 'job_status', 'job_due_date', 'job_updated_at']) {
      const asc = await list(tok.superAdmin, `?sort=${sort}&order=asc&ipp=all`);
      const desc = await list(tok.superAdmin, `?sort=${sort}&order=desc&ipp=all`);
      expect(asc.status).toBe(200);
      expect(desc.body.result.data.map((j) => j.id)).toEqual([...asc.body.result.data.map((j) => j.id)].reverse());
    }
    const byName = await list(tok.superAdmin, '?sort=job_name&order=asc&ipp=all');
    const names = byName.body.result.data.map((j) => j.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await list(tok.superAdmin, '?sort=password')).status).toBe(422);
  });

  it('pages the list', async () => {
    const p1 = await list(tok.superAdmin, '?ipp=2&page=1');
    const p3 = await list(tok.superAdmin, '?ipp=2&page=3');
    expect(p1.body.result).toMatchObject({ total: 5, last_page: 3, per_page: 2, current_page: 1 });
    expect(p1.body.result.data).toHaveLength(2);
    expect(p3.body.result.data).toHaveLength(1);
    // past the last page: the last one, with the same totals
    const p9 = await list(tok.superAdmin, '?ipp=2&page=9');
    expect(p9.body.result).toMatchObject({ total: 5, last_page: 3, current_page: 3, total_quote_value: p1.body.result.total_quote_value });
    expect(p9.body.result.data.map((j) => j.id)).toEqual(p3.body.result.data.map((j) => j.id));
    // every page carries the footer of the whole filter, which matches the jobs themselves
    const every = await list(tok.superAdmin, '?ipp=all');
    const quoted = every.body.result.data.reduce((a, j) => a + Number(j.quote_value), 0).toFixed(2);
    for (const p of [p1, p3, p9]) expect(p.body.result.total_quote_value).toBe(quoted);
    // no status left: an empty first page with zero totals
    const none = await list(tok.superAdmin, '?exclude_status=pending,in_progress,testing,with_client,completed,invoiced');
    expect(none.body.result).toMatchObject({ data: [], total: 0, last_page: 1, current_page: 1, total_quote_value: '0.00' });
  });

  it('prints the same filtered list as a real PDF, without quote values for staff', async () => {
    const admin = await t.app.inject({ method: 'GET', url: `/api/jobs/pdf?client_id=${ids.BLUE}`, headers: { authorization: `Bearer ${tok.superAdmin}` } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toContain('application/pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(admin.rawPayload)), { mergePages: true })).text;
    expect(text).toContain('Brand guidelines');
    expect(text).toContain('Menu boards');
    expect(text).not.toContain('Spring campaign');
    expect(text).toContain('QUOTE VALUE');
    expect(text).toContain('TOTAL JOBS: 2');
    const staff = await t.app.inject({ method: 'GET', url: `/api/jobs/pdf?client_id=${ids.BLUE}`, headers: { authorization: `Bearer ${tok.staff}` } });
    const staffText = (await extractText(await getDocumentProxy(new Uint8Array(staff.rawPayload)), { mergePages: true })).text;
    expect(staffText).toContain('Brand guidelines');
    expect(staffText).not.toContain('QUOTE VALUE');
    expect((await t.call('GET', '/api/jobs/pdf', tok.clientUser)).status).toBe(403);
  });

  it('prints a job whose 255-character name has no space without pushing the other columns off the page', async () => {
    const long = `UNBROKEN${'x'.repeat(247)}`;
    const made = await t.call<{ result: { id: number } }>('POST', '/api/jobs', tok.superAdmin, { name: long, client_id: ids.BLUE });
    expect(made.status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/pdf?client_id=${ids.BLUE}&sort=job_name`, headers: { authorization: `Bearer ${tok.superAdmin}` } });
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text;
    // every column of every row is on the page, the long name wrapped inside its cell
    for (const shown of ['JOB NAME', 'STATUS', 'QUOTE VALUE', 'Brand guidelines', 'Menu boards', 'UNBROKENxxxx']) expect(text).toContain(shown);
    // out of the default lists the later tests read
    expect((await t.call('POST', `/api/jobs/${made.body.result.id}`, tok.superAdmin, { status: 'completed' })).status).toBe(200);
  });
});

describe('a jobs list asked again', () => {
  const unseen = (text: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(text));
    });

  it('is sent as kept while none of the agency’s jobs, clients or members changed, and read again after one did', async () => {
    // kept from its second request (a list asked for once, such as a search typed once, is not kept)
    await list(tok.superAdmin, '?status=in_progress');
    const first = await list(tok.superAdmin, '?status=in_progress');
    const job = first.body.result.data[0];
    await unseen(`update jobs set name = 'Renamed unseen' where id = ${job.id}`);
    expect((await list(tok.superAdmin, '?status=in_progress')).body).toEqual(first.body);
    await unseen(`update jobs set name = ${escape(job.name)} where id = ${job.id}`);
    // a committed change through the triggers: the list is read again
    await t.database.db.execute(sql`update clients set name = 'Acme Renamed' where id = ${ids.ACME}`);
    const again = await list(tok.superAdmin, '?status=in_progress');
    expect(again.body.result.data.some((j) => j.client.name === 'Acme Renamed')).toBe(true);
    await t.database.db.execute(sql`update clients set name = ${first.body.result.data.find((j) => j.client.code === 'ACME')?.client.name ?? 'Acme'} where id = ${ids.ACME}`);
  });

  it('is sent as kept with one statement, the session lookup, which reads the agency’s search version too', async () => {
    await list(tok.superAdmin, '?status=in_progress');
    const kept = await list(tok.superAdmin, '?status=in_progress');
    // a read of the agency's open jobs still in flight (jobs.search.ts, after the searches above) runs statements of its own
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.superAdmin));
    await heldBuild(t.database.db, admin.companyId);
    const query = vi.spyOn(clientOf(t.database.db), 'query');
    try {
      expect((await list(tok.superAdmin, '?status=in_progress')).body).toEqual(kept.body);
      expect(query).toHaveBeenCalledTimes(1);
      // a change committed since: the session lookup finds the new version, and the list is read again
      await t.database.db.execute(sql`update clients set name = 'Acme One Statement' where id = ${ids.ACME}`);
      expect((await list(tok.superAdmin, '?status=in_progress')).body.result.data.some((j) => j.client.name === 'Acme One Statement')).toBe(true);
    } finally {
      query.mockRestore();
      await t.database.db.execute(sql`update clients set name = ${kept.body.result.data.find((j) => j.client.code === 'ACME')?.client.name ?? 'Acme'} where id = ${ids.ACME}`);
    }
  });

  it('kept for one role is never sent to another: quote values stay with super admins, a client user sees only their client', async () => {
    const admin = await list(tok.superAdmin, '?status=in_progress');
    expect(admin.body.result.data.every((j) => typeof j.quote_value === 'string')).toBe(true);
    const staff = await list(tok.staff, '?status=in_progress');
    expect(staff.body.result.data.some((j) => 'quote_value' in j)).toBe(false);
    const client = await list(tok.clientUser, '?status=in_progress');
    expect(client.status).toBe(200);
    const [contact] = await t.database.db.select().from(users).where(eq(users.id, ids.clientUser));
    expect(client.body.result.data.length).toBeGreaterThan(0);
    expect(client.body.result.data.every((j) => j.client_id === contact.clientId)).toBe(true);
    expect(client.body.result.data.some((j) => 'quote_value' in j)).toBe(false);
    expect(client.body.result.total).toBeLessThanOrEqual(admin.body.result.total);
    const second = await list(tok.secondAdmin, '?status=in_progress');
    expect(second.body.result.data.some((j) => admin.body.result.data.some((a) => a.id === j.id))).toBe(false);
  });
});

describe('a jobs list as browsers ask for it', () => {
  const get = (accept?: string) =>
    t.app.inject({ method: 'GET', url: '/api/jobs?ipp=all', headers: { authorization: `Bearer ${tok.superAdmin}`, ...(accept ? { 'accept-encoding': accept } : {}) } });
  const decoded = (res: Awaited<ReturnType<typeof get>>) => {
    const encoding = res.headers['content-encoding'];
    const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
    return JSON.parse(body.toString('utf8')) as { result: { data: Array<{ id: number; name: string }> } };
  };

  it('is the list sent uncompressed, compressed once while kept, and afresh after a change', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await get('gzip, deflate, br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(String(first.headers.vary)).toMatch(/accept-encoding/);
      expect(decoded(first)).toEqual(JSON.parse(plain.body));
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toEqual(JSON.parse(plain.body));
      for (let i = 0; i < 3; i++) expect((await get('br')).rawPayload.equals(first.rawPayload)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
      // a committed change to a listed job: the list is read and compressed again
      const job = decoded(first).result.data[0];
      await t.database.db.execute(sql`update jobs set name = 'Compressed afresh' where id = ${job.id}`);
      expect(decoded(await get('br')).result.data.find((j) => j.id === job.id)?.name).toBe('Compressed afresh');
      expect(brotli).toHaveBeenCalledTimes(2);
      await t.database.db.execute(sql`update jobs set name = ${job.name} where id = ${job.id}`);
    } finally {
      brotli.mockRestore();
    }
  });
});

describe('creating and updating jobs', () => {
  it('staff create a job with the spec’s validation, and become its manager', async () => {
    const bad = await t.call('POST', '/api/jobs', tok.staff, { name: '' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { name: ['This field is required'], client_id: ['This field is required'] } });
    const foreign = await t.call('POST', '/api/jobs', tok.staff, { name: 'Sneaky', client_id: ids.HARB });
    expect(foreign.status).toBe(422);
    const res = await t.call<{ result: { id: number; job_no: string; status: string; managers: Array<{ id: number }>; due_date: string } }>('POST', '/api/jobs', tok.staff, { name: 'Autumn posters', client_id: ids.ACME, due_date: '2026-12-24' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ job_no: `ACME${res.body.result.id}`, status: 'in_progress', due_date: '2026-12-24' });
    expect(res.body.result.managers.map((m) => m.id)).toEqual([ids.staff]);
    expect((await t.call('POST', '/api/jobs', tok.clientUser, { name: 'x', client_id: ids.ACME })).status).toBe(403);
  });

  it('POST /clients/{id}/jobs makes a job for the client the path names: its own client only, staff only, the same validation', async () => {
    const res = await t.call<{ result: { id: number; job_no: string; client_id: number; status: string; managers: Array<{ id: number }>; due_date: string } }>('POST', `/api/clients/${ids.BLUE}/jobs`, tok.staff, {
      name: 'Winter catalogue',
      due_date: '2027-01-15',
      client_id: ids.ACME,
    });
    expect(res.status).toBe(200);
    // the path names the client, whatever the body says
    expect(res.body.result).toMatchObject({ job_no: `BLUE${res.body.result.id}`, client_id: ids.BLUE, status: 'in_progress', due_date: '2027-01-15' });
    expect(res.body.result.managers.map((m) => m.id)).toEqual([ids.staff]);
    expect((await list(tok.superAdmin, `?client_id=${ids.BLUE}`)).body.result.data.map((j) => j.name)).toContain('Winter catalogue');
    const bad = await t.call('POST', `/api/clients/${ids.BLUE}/jobs`, tok.staff, { name: '' });
    expect(bad.body).toMatchObject({ errors: { name: ['This field is required'] } });
    // another agency's client does not exist here; client users do not create jobs
    expect((await t.call('POST', `/api/clients/${ids.HARB}/jobs`, tok.staff, { name: 'Sneaky' })).status).toBe(404);
    expect((await t.call('POST', `/api/clients/${ids.ACME}/jobs`, tok.clientManager, { name: 'Mine' })).status).toBe(403);
  });

  it('updates name, description (sanitised), status, due date and people; client users may not', async () => {
    const created = await t.call<{ result: { id: number } }>('POST', '/api/jobs', tok.superAdmin, { name: 'Update me', client_id: ids.ACME });
    const id = created.body.result.id;
    const res = await t.call<{ result: { name: string; description: string; status: string; due_date: string | null; members: Array<{ id: number }> } }>('POST', `/api/jobs/${id}`, tok.superAdmin, {
      name: 'Updated name',
      description: '<p>Hello <script>alert(1)</script><img src=x onerror=alert(2)><b>bold</b></p>',
      status: 'testing',
      due_date: null,
      member_ids: [ids.staff],
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Updated name', status: 'testing', due_date: null });
    expect(res.body.result.description).toBe('<p>Hello <b>bold</b></p>');
    expect(res.body.result.members.map((m) => m.id)).toEqual([ids.staff]);
    expect((await t.call('POST', `/api/jobs/${id}`, tok.superAdmin, { status: 'done' })).status).toBe(422);
    expect((await t.call('POST', `/api/jobs/${id}`, tok.superAdmin, { member_ids: [ids.clientUser] })).status).toBe(422);
    expect((await t.call('POST', `/api/jobs/${id}`, tok.clientUser, { name: 'hijack' })).status).toBe(403);
    expect((await t.call('POST', `/api/jobs/${id}`, tok.secondAdmin, { name: 'hijack' })).status).toBe(404);
    const after = await t.call<{ result: { name: string } }>('GET', `/api/jobs/${id}`, tok.superAdmin);
    expect(after.body.result.name).toBe('Updated name');
  });
});

describe('the keyword search', () => {
  it("matches the job's name, its client's name and its job number, whatever part of the number it holds", async () => {
    const client = await t.call<{ result: { id: number } }>('POST', '/api/clients', tok.superAdmin, { name: 'Northwind Studio', email: 'hello@northwind.example', code: 'QZX' });
    expect(client.status).toBe(200);
    expect((await t.call('POST', '/api/jobs', tok.superAdmin, { name: 'Window signage', client_id: client.body.result.id })).status).toBe(200);
    const every = (await list(tok.superAdmin, '?ipp=all')).body.result.data;
    const sample = every.find((j) => j.client.code === 'ACME')!;
    const id = sample.job_no.slice('ACME'.length);
    for (const kw of ['menu', 'qzx', 'ACME', 'acm', 'CME' + id.slice(0, 1), sample.job_no.toLowerCase(), id, 'Citrus', 'e' + id]) {
      const want = every.filter((j) => [j.name, j.client.name, j.job_no].some((x) => x.toLowerCase().includes(kw.toLowerCase()))).map((j) => j.id).sort();
      const got = await list(tok.superAdmin, `?ipp=all&kw=${encodeURIComponent(kw)}`);
      expect(got.body.result.data.map((j) => j.id).sort(), kw).toEqual(want);
      expect(got.body.result.total, kw).toBe(want.length);
    }
    expect((await list(tok.superAdmin, '?kw=qzx')).body.result.data.map((j) => j.name)).toEqual(['Window signage']);
  });

  it('a code that ends in digits: the keyword may start in the code and run on into the id, or hold LIKE wildcards literally', async () => {
    const client = await t.call<{ result: { id: number } }>('POST', '/api/clients', tok.superAdmin, { name: 'Digits & Co', email: 'hello@digits.example', code: 'B12' });
    expect(client.status).toBe(200);
    const made = await t.call<{ result: { id: number } }>('POST', '/api/jobs', tok.superAdmin, { name: '100% match_day', client_id: client.body.result.id });
    expect(made.status).toBe(200);
    // a long job number, and a long run of digits in a name: up to seven places for the trailing
    // digits are a prepared page, more a query of their own
    await t.database.db.execute(sql`select setval(pg_get_serial_sequence('jobs', 'id'), 5550000)`);
    const order = await t.call<{ result: { id: number } }>('POST', '/api/jobs', tok.superAdmin, { name: 'Print order 987654321', client_id: client.body.result.id });
    expect(order.status).toBe(200);
    expect(order.body.result.id).toBe(5550001);
    const every = (await list(tok.superAdmin, '?ipp=all&exclude_status=')).body.result.data;
    const id = String(made.body.result.id);
    for (const kw of ['B12' + id, '12' + id, '2' + id, '2' + id.slice(0, 1), 'b1', id, id.slice(-1), '%', '_', '0%', '%2', '12_', '555000', 'B1255500', 'B125550001', '7654321', '987654321', 'der 987654321', 'B12000000' + id]) {
      const want = every.filter((j) => [j.name, j.client.name, j.job_no].some((x) => x.toLowerCase().includes(kw.toLowerCase()))).map((j) => j.id).sort();
      if (/5550|654321/.test(kw)) expect(want, kw).toEqual([order.body.result.id]);
      const got = await list(tok.superAdmin, `?ipp=all&exclude_status=&kw=${encodeURIComponent(kw)}`);
      expect(got.body.result.data.map((j) => j.id).sort(), kw).toEqual(want);
      // a page of them (one statement, up to the cap), as the list asks
      const paged = await list(tok.superAdmin, `?ipp=500&exclude_status=&kw=${encodeURIComponent(kw)}`);
      expect(paged.body.result.data.map((j) => j.id).sort(), `${kw}, paged`).toEqual(want);
      expect(paged.body.result.total, `${kw}, paged`).toBe(want.length);
      expect(got.body.result.total, kw).toBe(want.length);
    }
    expect((await list(tok.superAdmin, `?kw=B12${id}`)).body.result.data.map((j) => j.id)).toEqual([made.body.result.id]);
  });

  it('a repeated search is answered again only once something it reads has changed: a job, a client, a member', async () => {
    const db = t.database.db;
    const names = async (token: string, qs: string) => (await list(token, qs)).body.result.data.map((j) => j.name);
    const made = await t.call<{ result: { id: number } }>('POST', '/api/jobs', tok.superAdmin, { name: 'Lantern festival poster', client_id: ids.CITR });
    expect(made.status).toBe(200);
    const jobId = made.body.result.id;
    // asked again: now kept (a search asked for once is not)
    expect(await names(tok.superAdmin, '?kw=lantern')).toEqual(['Lantern festival poster']);
    expect(await names(tok.superAdmin, '?kw=lantern')).toEqual(['Lantern festival poster']);
    // Written past the version's trigger, a change is not seen: the answer was kept, not searched again
    await db.execute(sql`alter table jobs disable trigger jobs_search_version_update`);
    try {
      await db.execute(sql`update jobs set name = 'Lantern parade poster' where id = ${jobId}`);
    } finally {
      await db.execute(sql`alter table jobs enable trigger jobs_search_version_update`);
    }
    expect(await names(tok.superAdmin, '?kw=lantern')).toEqual(['Lantern festival poster']);
    // any committed change to the agency's jobs moves the version: searched again
    await db.execute(sql`update jobs set name = 'Lantern parade poster' where id = ${jobId}`);
    expect(await names(tok.superAdmin, '?kw=lantern')).toEqual(['Lantern parade poster']);
    expect((await t.call('POST', `/api/jobs/${jobId}`, tok.superAdmin, { name: 'Paper lanterns' })).status).toBe(200);
    expect(await names(tok.superAdmin, '?kw=lantern')).toEqual(['Paper lanterns']);
    // a client renamed: its jobs found by the new name, no longer by the old one
    const clientKw = '?kw=citrus&exclude_status=';
    const before = await names(tok.superAdmin, clientKw);
    expect(before).toContain('Paper lanterns');
    await db.update(clients).set({ name: 'Lemonade Co' }).where(eq(clients.id, ids.CITR));
    expect(await names(tok.superAdmin, clientKw)).toEqual([]);
    expect((await names(tok.superAdmin, '?kw=lemonade&exclude_status=')).sort()).toEqual([...before].sort());
    // a person's jobs: made a member, the job is in their search
    expect(await names(tok.superAdmin, `?kw=lantern&user_id=${ids.staff}`)).toEqual([]);
    await db.insert(jobMembers).values({ companyId: (await db.select().from(users).where(eq(users.id, ids.staff)))[0].companyId, jobId, userId: ids.staff, isManager: false });
    expect(await names(tok.superAdmin, `?kw=lantern&user_id=${ids.staff}`)).toEqual(['Paper lanterns']);
    // deleted: gone from the search
    await db.delete(jobMembers).where(eq(jobMembers.jobId, jobId));
    await db.execute(sql`delete from jobs where id = ${jobId}`);
    expect(await names(tok.superAdmin, '?kw=lantern')).toEqual([]);
    await db.update(clients).set({ name: 'Citrus Co' }).where(eq(clients.id, ids.CITR));
  });

  it("a kept answer is the searcher's own: another role, client or agency searching the same words gets its own answer", async () => {
    const staffFirst = await list(tok.staff, '?kw=e&status=in_progress');
    const adminNext = await list(tok.superAdmin, '?kw=e&status=in_progress');
    expect(staffFirst.body.result.data.some((j) => 'quote_value' in j)).toBe(false);
    expect(adminNext.body.result.data.every((j) => typeof j.quote_value === 'string')).toBe(true);
    // a client user: their own company's jobs only, whatever the agency's staff searched first
    const agencyWide = (await list(tok.superAdmin, '?kw=e&exclude_status=&ipp=all')).body.result.data;
    const [clientUser] = await t.database.db.select().from(users).where(eq(users.id, ids.clientUser));
    const theirs = (await list(tok.clientUser, '?kw=e&exclude_status=&ipp=all')).body.result.data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(agencyWide.length).toBeGreaterThan(theirs.length);
    expect(theirs.every((j) => agencyWide.some((a) => a.id === j.id && a.client.code === j.client.code))).toBe(true);
    expect(new Set(theirs.map((j) => j.client.code)).size).toBe(1);
    expect(clientUser.clientId).not.toBeNull();
    // another agency: none of this agency's jobs
    const second = await t.login(DEMO_LOGINS.secondAdmin);
    const elsewhere = (await list(second, '?kw=e&exclude_status=&ipp=all')).body.result.data;
    expect(elsewhere.filter((j) => agencyWide.some((a) => a.id === j.id))).toEqual([]);
  });

  it('pages a keyword the same way whether its matches are sorted at once or counted and walked (past the cap)', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.superAdmin));
    const auth = { sessionId: 0, companyId: admin.companyId, user: { ...admin, user_type_id: admin.userTypeId, client_id: admin.clientId, is_manager: admin.isManager } };
    for (const kw of ['e', 'ACME', 'menu', 'an', 'zzzz-nothing']) {
      for (const [sort, order] of JOB_SORT_KEYS.flatMap((s) => [[s, 'asc'], [s, 'desc']] as const)) {
        const every = (await list(tok.superAdmin, `?ipp=all&exclude_status=&sort=${sort}&order=${order}&kw=${kw}`)).body.result;
        const last = Math.max(1, Math.ceil(every.total / 2));
        for (const page of [1, 2, last, last + 5]) {
          const shown = Math.min(page, last);
          const want = { ids: every.data.slice((shown - 1) * 2, shown * 2).map((j) => j.id), total: every.total, total_quote_value: every.total_quote_value, current_page: shown, last_page: last };
          const of = (r: TJobListResult) => ({ ids: r.data.map((j) => j.id), total: r.total, total_quote_value: r.total_quote_value, current_page: r.current_page, last_page: r.last_page });
          // over HTTP: the cap (2,000) holds every match of the demo data (a keyword under three characters is counted)
          const res = await list(tok.superAdmin, `?ipp=2&page=${page}&exclude_status=&sort=${sort}&order=${order}&kw=${kw}`);
          expect(of(res.body.result as TJobListResult), `${kw} ${sort} ${order} page ${page}`).toEqual(want);
          // a cap of 1: more matches than that go the counted way
          const query = ZJobListQuerySchema.parse({ ipp: '2', page: String(page), exclude_status: '', sort, order, kw });
          const capped = await listJobs({ db: t.database.db, auth }, query, 1);
          expect(of(capped), `${kw} ${sort} ${order} page ${page}, cap 1`).toEqual(want);
        }
      }
    }
    // other statuses than the default tab's (an empty exclude_status is the default tab): one, five, two
    let paged = 0;
    for (const statuses of ['&status=completed', '&exclude_status=pending', '&exclude_status=pending,invoiced,completed,testing']) {
      for (const kw of ['ACME', 'menu', 'poster']) {
        for (const [sort, order] of JOB_SORT_KEYS.flatMap((s) => [[s, 'asc'], [s, 'desc']] as const)) {
          const every = (await list(tok.superAdmin, `?ipp=all${statuses}&sort=${sort}&order=${order}&kw=${kw}`)).body.result;
          if (every.total > 2) paged++;
          for (const page of [1, 2]) {
            // past the last page: the last one
            const shown = Math.min(page, Math.max(1, Math.ceil(every.total / 2)));
            const res = (await list(tok.superAdmin, `?ipp=2&page=${page}${statuses}&sort=${sort}&order=${order}&kw=${kw}`)).body.result;
            expect({ ids: res.data.map((j) => j.id), total: res.total, value: res.total_quote_value }, `${statuses} ${kw} ${sort} ${order} page ${page}`).toEqual({
              ids: every.data.slice((shown - 1) * 2, shown * 2).map((j) => j.id),
              total: every.total,
              value: every.total_quote_value,
            });
          }
        }
      }
    }
    expect(paged).toBeGreaterThan(12);
    // a client user's search (their client's jobs: a keyword page of its own), by their client's code
    const [clientUser] = await t.database.db.select().from(users).where(eq(users.id, ids.clientUser));
    const [own] = await t.database.db.select().from(clients).where(eq(clients.id, clientUser.clientId!));
    for (const [sort, order] of JOB_SORT_KEYS.flatMap((s) => [[s, 'asc'], [s, 'desc']] as const)) {
      const every = (await list(tok.clientUser, `?ipp=all&exclude_status=&sort=${sort}&order=${order}&kw=${own.code}`)).body.result;
      expect(every.total, sort).toBeGreaterThan(2);
      expect(every.data.every((j) => j.client.code === own.code)).toBe(true);
      for (const page of [1, 2]) {
        const res = (await list(tok.clientUser, `?ipp=2&page=${page}&exclude_status=&sort=${sort}&order=${order}&kw=${own.code}`)).body.result;
        expect({ ids: res.data.map((j) => j.id), total: res.total }, `${sort} ${order} page ${page}`).toEqual({ ids: every.data.slice((page - 1) * 2, page * 2).map((j) => j.id), total: every.total });
      }
    }
  });
});
