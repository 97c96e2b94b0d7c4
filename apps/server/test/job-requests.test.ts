import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { multipart, SAMPLE, type TPart } from './helpers/multipart.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Req = { id: number; request_no: string; status: string; name: string; description: string; client: { code: string }; contact: { full_name: string }; files: Array<{ id: number; name: string; download_url: string }>; job_id: number | null; quote_id: number | null };

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
  for (const code of ['ACME', 'BLUE', 'CITR']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  ids.blueContact = (await db.select().from(users).where(eq(users.email, 'pat@blueharbour.example')))[0].id;
  ids.citrusContact = (await db.select().from(users).where(eq(users.email, 'drew@citrus.example')))[0].id;
  ids.disabledContact = (await db.select().from(users).where(eq(users.email, 'quinn@citrus.example')))[0].id;
});
afterAll(async () => t?.close());

const send = (token: string, url: string, parts: TPart[]) => {
  const m = multipart(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...m.headers, authorization: `Bearer ${token}` }, payload: m.payload });
};
const fields = (o: Record<string, string | number>) => Object.entries(o).map(([name, value]) => ({ name, value: String(value) }));

describe('job requests', () => {
  it('a client user requests a job with attachments for its own company only', async () => {
    const res = await send(tok.clientUser, '/api/job-requests', [
      ...fields({ request_date: '2026-11-22', client_id: ids.BLUE, contact_id: ids.clientUser, name: 'Catalogue reprint', description: '<p>Same as last year <img src=x onerror=alert(1)></p>' }),
      { name: 'file', filename: 'brief.pdf', data: SAMPLE.pdf },
      { name: 'file', filename: 'logo.png', data: SAMPLE.png },
    ]);
    expect(res.statusCode).toBe(200);
    const r = (JSON.parse(res.body) as { result: Req }).result;
    // The company is fixed to the user's own, whatever was sent.
    expect(r).toMatchObject({ status: 'pending', client: { code: 'ACME' }, name: 'Catalogue reprint', description: '<p>Same as last year </p>', request_no: `ACME${r.id}` });
    expect(r.files.map((f) => f.name)).toEqual(['brief.pdf', 'logo.png']);
    ids.request = r.id;
    const mine = await t.call<{ result: { data: Req[] } }>('GET', '/api/job-requests?status=pending', tok.clientUser);
    expect(mine.body.result.data.map((x) => x.id)).toContain(r.id);
    expect(mine.body.result.data.every((x) => x.client.code === 'ACME')).toBe(true);
  });

  it("a request's file gets a fresh download link for those who may open the request, and for no one else", async () => {
    const file = (await t.call<{ result: Req }>('GET', `/api/job-requests/${ids.request}`, tok.clientUser)).body.result.files[0];
    const link = (token: string) => t.call<{ result: { download_url: string } }>('GET', `/api/files/${file.id}/link`, token);
    for (const who of ['clientUser', 'superAdmin'] as const) {
      const res = await link(tok[who]);
      expect(res.status).toBe(200);
      expect(res.body.result.download_url).toMatch(new RegExp(`^/api/files/${file.id}/download\\?expires=\\d+&sig=`));
      expect((await t.app.inject({ method: 'GET', url: res.body.result.download_url })).statusCode).toBe(200);
    }
    // staff without the requests' screen, another client's contact and another agency: no link
    expect((await link(tok.staff)).status).toBe(403);
    expect((await link(tok.secondAdmin)).status).toBe(404);
  });

  it('validates with the spec’s messages and refuses other types of file', async () => {
    const noContact = await send(tok.clientUser, '/api/job-requests', fields({ request_date: '2026-11-22', name: 'x', description: 'y' }));
    expect(noContact.statusCode).toBe(422);
    expect(JSON.parse(noContact.body).errors.contact_id).toEqual(['Please select the contact']);
    const wrongContact = await send(tok.clientUser, '/api/job-requests', fields({ request_date: '2026-11-22', contact_id: ids.blueContact, name: 'x', description: 'y' }));
    expect(JSON.parse(wrongContact.body).errors.contact_id).toEqual(['Please select the contact']);
    const missing = await send(tok.clientUser, '/api/job-requests', fields({ request_date: '2026-11-22', contact_id: ids.clientUser, name: '', description: '' }));
    expect(JSON.parse(missing.body).errors).toMatchObject({ name: ['This field is required'], description: ['This field is required'] });
    // a disabled contact is not offered, nor taken; the one a request already names stays when it is saved again
    const disabled = await send(tok.superAdmin, '/api/job-requests', fields({ request_date: '2026-11-22', client_id: ids.CITR, contact_id: ids.disabledContact, name: 'x', description: 'y' }));
    expect(disabled.statusCode).toBe(422);
    expect(JSON.parse(disabled.body).errors.contact_id).toEqual(['Please select the contact']);
    const forDrew = await send(tok.superAdmin, '/api/job-requests', fields({ request_date: '2026-11-22', client_id: ids.CITR, contact_id: ids.citrusContact, name: 'Window decals', description: 'y' }));
    expect(forDrew.statusCode).toBe(200);
    const requestId = (JSON.parse(forDrew.body) as { result: { id: number } }).result.id;
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, ids.citrusContact));
    try {
      const again = await send(tok.superAdmin, `/api/job-requests/${requestId}`, fields({ client_id: ids.CITR, contact_id: ids.citrusContact, name: 'Window decals, both shops' }));
      expect(again.statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ enabled: true }).where(eq(users.id, ids.citrusContact));
    }
    const blank = await send(tok.clientUser, '/api/job-requests', fields({ request_date: '2026-11-22', contact_id: ids.clientUser, name: 'Blank', description: '<p></p>' }));
    expect(blank.statusCode).toBe(422);
    expect(JSON.parse(blank.body).errors).toMatchObject({ description: ['This field is required'] });
    const html = await send(tok.clientUser, '/api/job-requests', [...fields({ request_date: '2026-11-22', contact_id: ids.clientUser, name: 'x', description: 'y' }), { name: 'file', filename: 'page.pdf', data: SAMPLE.html }]);
    expect(html.statusCode).toBe(422);
    // the spec's types for a request: any image (a tiff too), pdf, zip, doc(x), xls(x); not a video or a page
    for (const [filename, data, status] of [
      ['scan.tiff', SAMPLE.tiff, 200],
      ['teaser.mp4', SAMPLE.mp4, 422],
      ['mockup.html', SAMPLE.html, 422],
      ['setup.exe', SAMPLE.exe, 422],
    ] as const) {
      const res = await send(tok.clientUser, `/api/job-requests/${ids.request}`, [{ name: 'file', filename, data }]);
      expect(res.statusCode, filename).toBe(status);
    }
    const withTiff = (await t.call<{ result: Req }>('GET', `/api/job-requests/${ids.request}`, tok.clientUser)).body.result;
    const tiff = withTiff.files.find((f) => f.name === 'scan.tiff')!;
    expect((await t.call('DELETE', `/api/job-requests/${ids.request}/attachments/${tiff.id}`, tok.clientUser)).status).toBe(200);
  });

  it('other staff cannot list requests; other agencies cannot see them; client users cannot accept them', async () => {
    expect((await t.call('GET', '/api/job-requests', tok.staff)).status).toBe(403);
    expect((await t.call('GET', `/api/job-requests/${ids.request}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('POST', `/api/job-requests/${ids.request}/job`, tok.clientUser)).status).toBe(403);
    expect((await t.call('POST', `/api/job-requests/${ids.request}/job`, tok.secondAdmin)).status).toBe(404);
  });

  it('other staff cannot make a request they could not see: refused before anything is stored', async () => {
    const count = async () => (await t.call<{ result: { total: number } }>('GET', '/api/job-requests', tok.superAdmin)).body.result.total;
    const before = await count();
    const res = await send(tok.staff, '/api/job-requests', [
      ...fields({ request_date: '2026-11-22', client_id: ids.ACME, contact_id: ids.clientUser, name: 'From the studio', description: 'x' }),
      { name: 'file', filename: 'brief.pdf', data: SAMPLE.pdf },
    ]);
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
    // The super admin still makes one for a client from the requests tab.
    const made = await send(tok.superAdmin, '/api/job-requests', fields({ request_date: '2026-11-22', client_id: ids.ACME, contact_id: ids.clientUser, name: 'From the studio', description: 'x' }));
    expect(made.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    await t.call('DELETE', `/api/job-requests/${(JSON.parse(made.body) as { result: Req }).result.id}`, tok.superAdmin);
  });

  it('the client edits a pending request and removes an attachment', async () => {
    const upd = await send(tok.clientUser, `/api/job-requests/${ids.request}`, fields({ name: 'Catalogue reprint 2027' }));
    expect(JSON.parse(upd.body).result.name).toBe('Catalogue reprint 2027');
    const r = (await t.call<{ result: Req }>('GET', `/api/job-requests/${ids.request}`, tok.clientUser)).body.result;
    const del = await t.call<{ result: { request: Req } }>('DELETE', `/api/job-requests/${ids.request}/attachments/${r.files[1].id}`, tok.clientUser);
    expect(del.status).toBe(200);
    expect(del.body.result.request.files.map((f) => f.name)).toEqual(['brief.pdf']);
    expect((await t.call('POST', `/api/job-requests/${ids.request}`, tok.clientUser, { status: 'cancelled' })).status).toBe(403);
  });

  it('a super admin turns it into a job, which carries its files; the request then reads accepted', async () => {
    const res = await t.call<{ result: { id: number; job_id: number } }>('POST', `/api/job-requests/${ids.request}/job`, tok.superAdmin);
    expect(res.status).toBe(200);
    const job = await t.call<{ result: { name: string; client: { code: string }; attachments: Array<{ name: string }>; managers: Array<{ id: number }> } }>('GET', `/api/jobs/${res.body.result.job_id}`, tok.clientUser);
    expect(job.body.result).toMatchObject({ name: 'Catalogue reprint 2027', client: { code: 'ACME' } });
    expect(job.body.result.attachments.map((a) => a.name)).toEqual(['brief.pdf']);
    const r = (await t.call<{ result: Req }>('GET', `/api/job-requests/${ids.request}`, tok.clientUser)).body.result;
    expect(r).toMatchObject({ status: 'accepted', job_id: res.body.result.job_id });
    expect((await t.call('POST', `/api/job-requests/${ids.request}/job`, tok.superAdmin)).status).toBe(409);
    expect((await send(tok.clientUser, `/api/job-requests/${ids.request}`, fields({ name: 'late edit' }))).statusCode).toBe(409);
  });

  it('reads the status filter as the spec writes it (status[]), as well as by its plain name', async () => {
    const ids_ = async (qs: string) => (await t.call<{ result: { data: Req[] } }>('GET', `/api/job-requests${qs}`, tok.superAdmin)).body.result.data.map((r) => `${r.id}:${r.status}`).sort();
    const all = await ids_('');
    expect(new Set(all.map((r) => r.split(':')[1])).size).toBeGreaterThan(1); // pending and accepted ones
    const accepted = await ids_('?status=accepted');
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((r) => r.endsWith(':accepted'))).toBe(true);
    expect(await ids_('?status[]=accepted')).toEqual(accepted);
    expect(await ids_('?status%5B%5D=accepted')).toEqual(accepted);
    const both = await ids_('?status[]=accepted&status[]=pending');
    expect(both).toEqual(await ids_('?status=accepted&status=pending'));
    expect(both.length).toBeGreaterThan(accepted.length);
    // an empty entry is no status: `status[]=` lists every request, as `status=` does
    expect(await ids_('?status[]=')).toEqual(all);
    expect(await ids_('?status[]=&status[]=accepted')).toEqual(accepted);
  });

  it('a super admin creates a quote from a request, rejects and deletes others', async () => {
    const list = await t.call<{ result: { data: Req[] } }>('GET', `/api/job-requests?status=pending&client_id=${ids.BLUE}`, tok.superAdmin);
    const blue = list.body.result.data[0];
    const q = await t.call<{ result: { id: number } }>('POST', `/api/job-requests/${blue.id}/quote`, tok.superAdmin);
    expect(q.status).toBe(200);
    const after = (await t.call<{ result: Req }>('GET', `/api/job-requests/${blue.id}`, tok.superAdmin)).body.result;
    expect(after).toMatchObject({ status: 'accepted', quote_id: q.body.result.id });
    const created = await send(tok.superAdmin, '/api/job-requests', fields({ request_date: '2026-11-20', client_id: ids.BLUE, contact_id: ids.blueContact, name: 'Unwanted', description: 'No thanks' }));
    const id = (JSON.parse(created.body) as { result: Req }).result.id;
    expect((await t.call('DELETE', `/api/job-requests/${id}`, tok.superAdmin)).status).toBe(409);
    const rejected = await t.call<{ result: Req }>('POST', `/api/job-requests/${id}`, tok.superAdmin, { status: 'cancelled' });
    expect(rejected.body.result.status).toBe('cancelled');
    expect((await t.call('POST', '/api/job-requests/delete', tok.superAdmin, { ids: [id] })).status).toBe(200);
    expect((await t.call('GET', `/api/job-requests/${id}`, tok.superAdmin)).status).toBe(404);
  });
});

type Todo = { id: number; title: string; is_completed: boolean };
describe('to-do list', () => {
  it('is personal: add, edit, tick (then read-only), delete', async () => {
    const list = async (token: string) => (await t.call<{ result: { data: Todo[] } }>('GET', '/api/notes?type=todo&ipp=all', token)).body.result.data;
    const before = await list(tok.staff);
    const created = await t.call<{ result: Todo }>('POST', '/api/notes', tok.staff, { title: 'Call the printer', type: 'todo' });
    expect(created.body.result).toMatchObject({ title: 'Call the printer', is_completed: false });
    const id = created.body.result.id;
    expect((await t.call('POST', '/api/notes', tok.staff, { title: '', type: 'todo' })).status).toBe(422);
    expect((await t.call<{ result: Todo }>('POST', `/api/notes/${id}`, tok.staff, { title: 'Call the printer today' })).body.result.title).toBe('Call the printer today');
    expect((await t.call('POST', `/api/notes/${id}`, tok.superAdmin, { title: 'not mine' })).status).toBe(404);
    expect((await t.call<{ result: Todo }>('POST', `/api/notes/${id}`, tok.staff, { is_completed: 1 })).body.result.is_completed).toBe(true);
    expect((await t.call('POST', `/api/notes/${id}`, tok.staff, { title: 'edit after tick' })).status).toBe(409);
    expect((await list(tok.staff)).length).toBe(before.length + 1);
    expect((await list(tok.superAdmin)).map((x) => x.id)).not.toContain(id);
    expect((await t.call('GET', '/api/notes?type=todo', tok.clientUser)).status).toBe(403);
    expect((await t.call('DELETE', `/api/notes/${id}`, tok.staff)).status).toBe(200);
    expect((await list(tok.staff)).length).toBe(before.length);
  });

  it('hides items ticked longer ago than the period', async () => {
    const created = await t.call<{ result: Todo }>('POST', '/api/notes', tok.staff, { title: 'Old tick', type: 'todo' });
    await t.call('POST', `/api/notes/${created.body.result.id}`, tok.staff, { is_completed: true });
    await t.database.db.execute(`update notes set completed_at = now() - interval '2 days' where id = ${created.body.result.id}`);
    const day = await t.call<{ result: { data: Todo[] } }>('GET', '/api/notes?type=todo&period=-1%20day', tok.staff);
    expect(day.body.result.data.map((x) => x.id)).not.toContain(created.body.result.id);
    const week = await t.call<{ result: { data: Todo[] } }>('GET', '/api/notes?type=todo&period=-1%20week', tok.staff);
    expect(week.body.result.data.map((x) => x.id)).toContain(created.body.result.id);
    // in the account form's wording too
    const worded = await t.call<{ result: { data: Todo[] } }>('GET', '/api/notes?type=todo&period=1%20day', tok.staff);
    expect(worded.body.result.data.map((x) => x.id)).not.toContain(created.body.result.id);
  });
});
