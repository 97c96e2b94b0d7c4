import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, jobs } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
let northwindClientId: number;
let southbankClientId: number;
let acmeJobId: number;
let blueJobId: number;
let southbankJobId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  const [acme] = await db.select().from(clients).where(eq(clients.code, 'ACME'));
  const [blue] = await db.select().from(clients).where(eq(clients.code, 'BLUE'));
  const [harb] = await db.select().from(clients).where(eq(clients.code, 'HARB'));
  northwindClientId = acme.id;
  southbankClientId = harb.id;
  acmeJobId = (await db.select().from(jobs).where(and(eq(jobs.clientId, acme.id))).orderBy(jobs.id))[0].id;
  blueJobId = (await db.select().from(jobs).where(eq(jobs.clientId, blue.id)).orderBy(jobs.id))[0].id;
  southbankJobId = (await db.select().from(jobs).where(eq(jobs.clientId, harb.id)))[0].id;
});
afterAll(async () => t?.close());

describe('admin routes are for super admins only', () => {
  const adminRoutes = () => ['/api/clients', `/api/clients/${northwindClientId}`, '/api/clients?is_supplier=1'];
  it('a super admin reaches them', async () => {
    for (const url of adminRoutes()) expect([url, (await t.call('GET', url, tok.superAdmin)).status]).toEqual([url, 200]);
  });
  it.each(['staff', 'clientManager', 'clientUser'])('%s is refused with 403', async (role) => {
    for (const url of adminRoutes()) {
      const res = await t.call('GET', url, tok[role]);
      expect([url, res.status]).toEqual([url, 403]);
      expect(res.body).toEqual({ status: 'FAILED', error: 'Sorry, you are not allow to perform this action.' });
    }
  });
  it('anonymous callers get 401', async () => {
    for (const url of adminRoutes()) expect((await t.call('GET', url)).status).toBe(401);
  });
});

describe('client contacts', () => {
  it('are listed for super admins and for the same company’s contacts only', async () => {
    const own = await t.call<{ result: Array<{ full_name: string }> }>('GET', `/api/clients/${northwindClientId}/members`, tok.clientUser);
    expect(own.status).toBe(200);
    expect(own.body.result.map((m) => m.full_name).sort()).toEqual(['Morgan Price', 'Riley Chen']);
    expect((await t.call('GET', `/api/clients/${northwindClientId}/members`, tok.superAdmin)).status).toBe(200);
    expect((await t.call('GET', `/api/clients/${northwindClientId}/members`, tok.staff)).status).toBe(403);
    const blue = (await t.database.db.select().from(clients).where(eq(clients.code, 'BLUE')))[0];
    expect((await t.call('GET', `/api/clients/${blue.id}/members`, tok.clientUser)).status).toBe(403);
    expect((await t.call('GET', `/api/clients/${northwindClientId}/members`, tok.secondAdmin)).status).toBe(404);
  });
});

describe('tenancy', () => {
  it('another agency’s client and job are simply not found', async () => {
    const c = await t.call('GET', `/api/clients/${northwindClientId}`, tok.secondAdmin);
    expect(c.status).toBe(404);
    expect(c.body).toEqual({ status: 'FAILED', error: 'Sorry, we could not locate the resource you are trying to get.' });
    expect((await t.call('GET', `/api/jobs/${acmeJobId}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('GET', `/api/jobs/${southbankJobId}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('GET', `/api/clients/${southbankClientId}`, tok.superAdmin)).status).toBe(404);
  });
  it('lists show only the caller’s agency', async () => {
    const res = await t.call<{ result: { data: Array<{ name: string }> } }>('GET', '/api/clients', tok.secondAdmin);
    expect(res.body.result.data.map((c) => c.name).sort()).toEqual(['Harbour Bakery', 'Paper Mill Co']);
    const opts = await t.call<{ result: { clients: Array<{ name: string }> } }>('GET', '/api/options', tok.secondAdmin);
    expect(opts.body.result.clients.map((c) => c.name).sort()).toEqual(['Harbour Bakery', 'Paper Mill Co']);
    const openJobs = await t.call<{ result: Array<{ name: string }> }>('GET', '/api/options/jobs', tok.secondAdmin);
    expect(openJobs.body.result.map((j) => j.name)).toEqual(['Bakery rebrand']);
  });
  it('a client user reads its own company’s job, is refused another client’s job, and never sees quote values', async () => {
    const own = await t.call<{ result: Record<string, unknown> }>('GET', `/api/jobs/${acmeJobId}`, tok.clientUser);
    expect(own.status).toBe(200);
    expect(own.body.result).not.toHaveProperty('quote_value');
    const other = await t.call('GET', `/api/jobs/${blueJobId}`, tok.clientUser);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: 'You are not allowed to view this job.' });
    const staff = await t.call<{ result: Record<string, unknown> }>('GET', `/api/jobs/${acmeJobId}`, tok.staff);
    expect(staff.body.result).not.toHaveProperty('quote_value');
    const admin = await t.call<{ result: { quote_value: string; job_no: string } }>('GET', `/api/jobs/${acmeJobId}`, tok.superAdmin);
    expect(admin.body.result.quote_value).toBe('5180.00');
    expect(admin.body.result.job_no).toBe(`ACME${acmeJobId}`);
  });
  it('a non-numeric or negative id is a 422, not a crash', async () => {
    expect((await t.call('GET', '/api/jobs/abc', tok.superAdmin)).status).toBe(422);
    expect((await t.call('GET', '/api/jobs/-3', tok.superAdmin)).status).toBe(422);
  });
});

describe('options and notifications', () => {
  it('tell a client user it is logged as client, with no company-side lists', async () => {
    const res = await t.call<{ result: Record<string, unknown> }>('GET', '/api/options', tok.clientUser);
    expect(res.body.result.logged_as).toBe('client');
    expect(res.body.result.clients).toEqual([]);
    expect(res.body.result).not.toHaveProperty('jobs');
  });
  it('leave the jobs out of the start-up options: the pickers ask for a client’s open jobs', async () => {
    const opts = await t.call<{ result: Record<string, unknown> }>('GET', '/api/options', tok.staff);
    expect(opts.body.result).not.toHaveProperty('jobs');
    type TJobs = { result: Array<{ id: number; name: string; client_id: number }> };
    const all = (await t.call<TJobs>('GET', '/api/options/jobs', tok.staff)).body.result;
    const acme = (await t.call<TJobs>('GET', `/api/options/jobs?client_id=${northwindClientId}`, tok.staff)).body.result;
    expect(acme.length).toBeGreaterThan(0);
    expect(acme.every((j) => j.client_id === northwindClientId)).toBe(true);
    expect(acme).toEqual(all.filter((j) => j.client_id === northwindClientId));
    // only open jobs: a completed one leaves the list
    const [done] = acme;
    const [{ status }] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, done.id));
    await t.database.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, done.id));
    try {
      const after = (await t.call<TJobs>('GET', `/api/options/jobs?client_id=${northwindClientId}`, tok.staff)).body.result;
      expect(after.map((j) => j.id)).toEqual(acme.filter((j) => j.id !== done.id).map((j) => j.id));
    } finally {
      await t.database.db.update(jobs).set({ status }).where(eq(jobs.id, done.id));
    }
    // another agency's client has no jobs here, whatever id is sent
    expect((await t.call<TJobs>('GET', `/api/options/jobs?client_id=${southbankClientId}`, tok.staff)).body.result).toEqual([]);
    const bad = await t.call('GET', '/api/options/jobs?client_id=abc', tok.staff);
    expect(bad.status).toBe(422);
    expect((await t.call('GET', `/api/options/jobs?client_id=${northwindClientId}`, tok.clientUser)).status).toBe(403);
  });
  it('refuse company-side reference lists to client users', async () => {
    for (const name of ['users', 'clients', 'departments', 'cost-categories', 'costs', 'quotes', 'jobs', 'projects', 'client_managers']) {
      expect([name, (await t.call('GET', `/api/options/${name}`, tok.clientManager)).status]).toEqual([name, 403]);
      expect([name, (await t.call('GET', `/api/options/${name}`, tok.staff)).status]).toEqual([name, 200]);
    }
  });
  it('count unread comments for everyone and pending requests for super admins only', async () => {
    const admin = await t.call<{ result: Record<string, number> }>('GET', '/api/user/notifications', tok.superAdmin);
    expect(admin.body.result).toEqual({ numberOfUnreadComments: 1, numberOfPendingRequests: 2 });
    const staff = await t.call<{ result: Record<string, number> }>('GET', '/api/user/notifications', tok.staff);
    expect(staff.body.result).toEqual({ numberOfUnreadComments: 1, numberOfPendingRequests: 0 });
    const client = await t.call<{ result: Record<string, number> }>('GET', '/api/user/notifications', tok.clientUser);
    expect(client.body.result).toEqual({ numberOfUnreadComments: 0, numberOfPendingRequests: 0 });
  });
  it('unknown API paths answer 404 in the envelope', async () => {
    const res = await t.call('GET', '/api/nothing-here', tok.superAdmin);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'FAILED' });
  });
  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(res.body).paths)).toContain('/api/auth/login');
  });
});
