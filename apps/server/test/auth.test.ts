import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { outbox, sessions, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, DEMO_PASSWORD, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Lookup = { result: { company: { id: number; name: string } | null; clients: Array<{ id: number; name: string; member_enabled: boolean; company: { name: string } }> } };

describe('verify-email', () => {
  it('finds the agency of a staff e-mail', async () => {
    const res = await t.call<Lookup>('POST', '/api/auth/verify-email', undefined, { email: DEMO_LOGINS.superAdmin });
    expect(res.status).toBe(200);
    expect(res.body.result.company?.name).toBe('Northwind Creative');
    expect(res.body.result.clients).toEqual([]);
  });
  it('finds both the agency and the client company of a shared e-mail, case-insensitively', async () => {
    const res = await t.call<Lookup>('POST', '/api/auth/verify-email', undefined, { email: 'Shared@JobFlow.test' });
    expect(res.status).toBe(200);
    expect(res.body.result.company?.name).toBe('Northwind Creative');
    expect(res.body.result.clients.map((c) => [c.name, c.company.name])).toEqual([['Harbour Bakery', 'Southbank Studio']]);
  });
  it('answers the spec’s text for an unknown e-mail', async () => {
    const res = await t.call('POST', '/api/auth/verify-email', undefined, { email: 'nobody@nowhere.test' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'FAILED', error: "Sorry, we couldn't find any account associated with your email address." });
  });
  it('answers "not active" when the only match is a disabled client member', async () => {
    const res = await t.call('POST', '/api/auth/verify-email', undefined, { email: 'quinn@citrus.example' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'Sorry, your account is not active.' });
  });
  it('rejects a malformed e-mail with 422 and the field message', async () => {
    const res = await t.call('POST', '/api/auth/verify-email', undefined, { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'FAILED', errors: { email: ['Invalid email address'] } });
    const empty = await t.call('POST', '/api/auth/verify-email', undefined, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { email: ['This field is required'] } });
  });
});

describe('login', () => {
  it.each([
    [DEMO_LOGINS.superAdmin, 1],
    [DEMO_LOGINS.staff, 3],
    [DEMO_LOGINS.clientManager, null],
    [DEMO_LOGINS.clientUser, null],
    [DEMO_LOGINS.secondAdmin, 1],
  ])('%s signs in and gets a token and user type %s', async (email, type) => {
    const token = await t.login(email);
    const me = await t.call<{ result: { email: string; user_type_id: number | null } }>('GET', '/api/options/auth-user', token);
    expect(me.status).toBe(200);
    expect(me.body.result.email).toBe(email);
    expect(me.body.result.user_type_id).toBe(type);
  });

  it('a shared e-mail signs in as staff of one agency or as a contact of the other agency’s client', async () => {
    const asStaff = await t.login(DEMO_LOGINS.shared, { login_as: 'company', company_id: 1 });
    const staffMe = await t.call<{ result: { client_id: number | null; company: { name: string } } }>('GET', '/api/options/auth-user', asStaff);
    expect(staffMe.body.result).toMatchObject({ client_id: null, company: { name: 'Northwind Creative' } });
    const lookup = await t.call<Lookup>('POST', '/api/auth/verify-email', undefined, { email: DEMO_LOGINS.shared });
    const asClient = await t.login(DEMO_LOGINS.shared, { login_as: 'client', company_id: lookup.body.result.clients[0].id });
    const clientMe = await t.call<{ result: { client: { name: string }; company: { name: string } } }>('GET', '/api/options/auth-user', asClient);
    expect(clientMe.body.result).toMatchObject({ client: { name: 'Harbour Bakery' }, company: { name: 'Southbank Studio' } });
  });

  it('refuses a wrong password with FAILED and a text', async () => {
    const res = await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 1, email: DEMO_LOGINS.staff, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'FAILED', error: 'These credentials do not match our records.' });
  });

  it('refuses the right password for the wrong agency', async () => {
    const res = await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 2, email: DEMO_LOGINS.staff, password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('refuses a disabled member with the right password', async () => {
    const [quinn] = await t.database.db.select().from(users).where(eq(users.email, 'quinn@citrus.example'));
    const res = await t.call('POST', '/api/auth/login', undefined, { login_as: 'client', company_id: quinn.clientId, email: quinn.email, password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'Sorry, your account is not active.' });
  });

  it('locks an e-mail out after repeated failures, even with the right password', async () => {
    const email = 'jordan@demo.jobflow.test';
    for (let i = 0; i < 10; i++) {
      const r = await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 1, email, password: `nope-${i}` });
      expect(r.status).toBe(401);
    }
    const locked = await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 1, email, password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: 'FAILED' });
  });
});

describe('sessions', () => {
  it('rejects requests without a token, with a bad token, or with an expired token', async () => {
    expect((await t.call('GET', '/api/options')).status).toBe(401);
    expect((await t.call('GET', '/api/options', 'not-a-token')).status).toBe(401);
    const token = await t.login(DEMO_LOGINS.staff);
    expect((await t.call('GET', '/api/options', token)).status).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await t.call('GET', '/api/options', token)).status).toBe(401);
  });

  it('slides the expiry forward when a session is used', async () => {
    const token = await t.login(DEMO_LOGINS.clientUser);
    await t.database.db.execute(sql`update sessions set last_used_at = now() - interval '2 hours', expires_at = now() + interval '1 day' where revoked_at is null and expires_at > now()`);
    expect((await t.call('GET', '/api/user/notifications', token)).status).toBe(200);
    const [row] = await t.database.db.execute<{ days: number }>(sql`select extract(day from max(expires_at) - now())::int as days from sessions where revoked_at is null`).then((r) => ('rows' in r ? r.rows : r) as Array<{ days: number }>);
    expect(row.days).toBeGreaterThanOrEqual(29);
  });

  it('logout revokes the token', async () => {
    const token = await t.login(DEMO_LOGINS.clientManager);
    expect((await t.call('POST', '/api/auth/logout', token)).status).toBe(200);
    expect((await t.call('GET', '/api/options/auth-user', token)).status).toBe(401);
  });

  it('a disabled user loses access at once', async () => {
    const token = await t.login(DEMO_LOGINS.secondAdmin);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.email, DEMO_LOGINS.secondAdmin));
    expect((await t.call('GET', '/api/options', token)).status).toBe(401);
    await t.database.db.update(users).set({ enabled: true }).where(eq(users.email, DEMO_LOGINS.secondAdmin));
  });
});

describe('forgot and reset password', () => {
  it('mails a one-time link that sets a new password and ends old sessions', async () => {
    const old = await t.login(DEMO_LOGINS.staff);
    expect((await t.call('POST', '/api/auth/forgot', undefined, { email: DEMO_LOGINS.staff })).status).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, DEMO_LOGINS.staff)).orderBy(desc(outbox.id)).limit(1);
    const token = decodeURIComponent(/reset-password\?token=([^"&\s]+)/.exec(mail.html)?.[1] ?? '');
    expect(mail.html).toContain('http://jobflow.test/reset-password?token=');
    const mismatch = await t.call('POST', '/api/auth/reset', undefined, { token, password: 'a-new-password-1', password_confirmation: 'different' });
    expect(mismatch.status).toBe(422);
    const reset = await t.call('POST', '/api/auth/reset', undefined, { token, password: 'a-new-password-1', password_confirmation: 'a-new-password-1' });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/api/options', old)).status).toBe(401);
    const again = await t.call('POST', '/api/auth/reset', undefined, { token, password: 'another-one-22', password_confirmation: 'another-one-22' });
    expect(again.status).toBe(422);
    const login = await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 1, email: DEMO_LOGINS.staff, password: 'a-new-password-1' });
    expect(login.status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.database.db.select().from(outbox);
    expect((await t.call('POST', '/api/auth/forgot', undefined, { email: 'ghost@nowhere.test' })).status).toBe(200);
    expect((await t.database.db.select().from(outbox)).length).toBe(before.length);
  });
});
