import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { clients, outbox, sessions } from '../src/db/schema/index.ts';
import { createSession } from '../src/features/auth/auth.repository.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { decodeQuotedPrintable, startSmtp } from './helpers/smtp.ts';

let t: TTestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Northwind Jobs <jobs@northwind.example>' } });
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  for (const code of ['ACME', 'BLUE', 'HARB']) ids[code] = (await t.database.db.select().from(clients).where(eq(clients.code, code)))[0].id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const linkIn = (raw: string) => decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(decodeQuotedPrintable(raw))?.[1] ?? '');

describe('clients and suppliers', () => {
  it('a super admin adds a client (code made from the name), edits and archives it; others may not', async () => {
    const bad = await t.call('POST', '/api/clients', tok.superAdmin, { name: '', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { name: ['This field is required'], email: ['Invalid email address'] } });
    const res = await t.call<{ result: { id: number; code: string; is_supplier: number; price_tier: string } }>('POST', '/api/clients', tok.superAdmin, { name: 'Zephyr Tea', email: 'hi@zephyr.example', state: 'Other', other_state: 'Auckland', price_tier: 'tier2' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ code: 'ZEPH', is_supplier: 0, price_tier: 'tier2' });
    const again = await t.call<{ result: { code: string } }>('POST', '/api/clients', tok.superAdmin, { name: 'Zephyr Coffee', email: 'hi@zc.example' });
    expect(again.body.result.code).toBe('ZEP1');
    const dup = await t.call('POST', '/api/clients', tok.superAdmin, { name: 'Clash', email: 'a@b.example', code: 'ACME' });
    expect(dup.status).toBe(422);
    // the code follows the company form's rule (spec 2 section 5), as a client manager's COMPANY tab does
    const dashed = await t.call<{ result: { id: number; code: string } }>('POST', '/api/clients', tok.superAdmin, { name: 'Dash Co', email: 'd@dash.example', code: 'd-_1' });
    expect(dashed.body.result.code).toBe('D-_1');
    const spaced = await t.call('POST', '/api/clients', tok.superAdmin, { name: 'Space Co', email: 's@space.example', code: 'A B' });
    expect(spaced.body).toMatchObject({ errors: { code: ['Allow alphabetic characters, numbers, dashes or underscores only'] } });
    expect((await t.call('DELETE', `/api/clients/${dashed.body.result.id}`, tok.superAdmin)).status).toBe(200);
    const upd = await t.call<{ result: { name: string; other_state: string | null } }>('POST', `/api/clients/${res.body.result.id}`, tok.superAdmin, { name: 'Zephyr Teas', state: 'NSW', other_state: 'ignored' });
    expect(upd.body.result).toMatchObject({ name: 'Zephyr Teas', other_state: null });
    const suppliers = await t.call<{ result: { data: Array<{ name: string }> } }>('GET', '/api/clients?is_supplier=1', tok.superAdmin);
    expect(suppliers.body.result.data.map((c) => c.name)).toEqual(['PrintWorks Supply', 'Studio Lighting Hire']);
    expect((await t.call('POST', '/api/clients', tok.staff, { name: 'x', email: 'x@y.example' })).status).toBe(403);
    expect((await t.call('POST', `/api/clients/${ids.HARB}`, tok.superAdmin, { name: 'mine now' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/clients/${res.body.result.id}`, tok.superAdmin)).status).toBe(200);
    expect((await t.call('GET', `/api/clients/${res.body.result.id}`, tok.superAdmin)).status).toBe(404);
  });
});

describe('contacts and client users', () => {
  it('a super admin adds a contact with a new company and the welcome mail arrives with a working link', async () => {
    const res = await t.call<{ result: { id: number; client: { name: string; is_supplier: number } } }>('POST', '/api/clients/-1/members', tok.superAdmin, {
      first_name: 'Nora', last_name: 'Quill', email: 'nora@quill.example', client_name: 'Quill Paper', client_is_supplier: 1, send_welcome: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.client).toMatchObject({ name: 'Quill Paper', is_supplier: 1 });
    const mail = smtp.received.find((m) => m.to.includes('nora@quill.example'));
    expect(mail).toBeDefined();
    // the agency invites, from MAIL_FROM's address under the agency's name (not the contact's company's)
    const agency = (await t.call<{ result: { company: { name: string } } }>('GET', '/api/options/auth-user', tok.superAdmin)).body.result.company.name;
    // (the demo agency's own 'welcome' template names its sender)
    expect(mail!.raw).toMatch(/^From: .*<studio@northwind\.example>/m);
    expect(decodeQuotedPrintable(mail!.raw)).toContain(`${agency} has invited you to Jobflow`);
    expect(decodeQuotedPrintable(mail!.raw)).not.toContain('Quill Paper has invited');
    const token = linkIn(mail!.raw);
    expect(token.length).toBeGreaterThan(20);
    expect((await t.call('POST', '/api/auth/reset', undefined, { token, password: 'quill-paper-22', password_confirmation: 'quill-paper-22' })).status).toBe(200);
    const lookup = await t.call<{ result: { clients: Array<{ id: number }> } }>('POST', '/api/auth/verify-email', undefined, { email: 'nora@quill.example' });
    const login = await t.call('POST', '/api/auth/login', undefined, { login_as: 'client', company_id: lookup.body.result.clients[0].id, email: 'nora@quill.example', password: 'quill-paper-22' });
    expect(login.status).toBe(200);
    // the agency's Reset password template keeps the product's sender: it goes out from MAIL_FROM's address, under the agency's name
    expect((await t.call('POST', '/api/auth/forgot', undefined, { email: 'nora@quill.example' })).status).toBe(200);
    const reset = smtp.received.filter((m) => m.to.includes('nora@quill.example')).at(-1);
    expect(reset!.raw).toMatch(/^Subject: Reset your Jobflow password/m);
    expect(reset!.raw).toMatch(new RegExp(`^From: "?${agency}"? <jobs@northwind\\.example>`, 'm'));
  });

  it("an agency edits its system mails in Settings: the 'Reset password' template's subject goes out; it keeps the product's sender, so MAIL_FROM's address", async () => {
    const list = await t.call<{ result: { data: Array<{ id: number; name: string; from_email: string }> } }>('GET', '/api/email-templates?kw=Reset', tok.superAdmin);
    const reset = list.body.result.data.find((x) => x.name === 'Reset password');
    expect(reset).toMatchObject({ from_email: 'no-reply@jobflow.local' });
    expect((await t.call('POST', `/api/email-templates/${reset!.id}`, tok.superAdmin, { email_subject: 'Your new Northwind password, {first_name}' })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/forgot', undefined, { email: 'staff@demo.jobflow.test' })).status).toBe(200);
    const mail = smtp.received.filter((m) => m.to.includes('staff@demo.jobflow.test')).at(-1);
    expect(mail!.raw).toMatch(/^Subject: Your new Northwind password, Sam$/m);
    expect(mail!.raw).toMatch(/^From: .*<jobs@northwind\.example>/m);
    // another agency's templates are its own
    const theirs = await t.call<{ result: { data: Array<{ id: number }> } }>('GET', '/api/email-templates?kw=Reset', tok.secondAdmin);
    expect(theirs.body.result.data.map((x) => x.id)).not.toContain(reset!.id);
    expect(theirs.body.result.data).toHaveLength(1);
  });

  it("a deleted client's contacts are signed out and cannot sign in again, whatever company id they send", async () => {
    const company = await t.call<{ result: { id: number } }>('POST', '/api/clients', tok.superAdmin, { name: 'Gone Soon Ltd', email: 'hello@gone.example', code: 'GONE' });
    const clientId = company.body.result.id;
    const password = 'gone-soon-2026';
    const contact = await t.call('POST', `/api/clients/${clientId}/members`, tok.superAdmin, { first_name: 'Gil', last_name: 'Gone', email: 'gil@gone.example', password, password_confirmation: password });
    expect(contact.status).toBe(200);
    const signIn = () => t.call<{ result: { access_token: string } }>('POST', '/api/auth/login', undefined, { login_as: 'client', company_id: clientId, email: 'gil@gone.example', password });
    const first = await signIn();
    expect(first.status).toBe(200);
    const token = first.body.result.access_token;
    expect((await t.call('GET', '/api/jobs', token)).status).toBe(200);

    expect((await t.call('DELETE', `/api/clients/${clientId}`, tok.superAdmin)).status).toBe(200);
    expect((await t.call('GET', '/api/jobs', token)).status).toBe(401);
    expect((await t.call('GET', '/api/user/notifications', token)).status).toBe(401);
    const again = await signIn();
    expect(again.status).not.toBe(200);
    expect(JSON.stringify(again.body)).not.toContain('access_token');
    // other contacts and staff keep their sessions
    expect((await t.call('GET', '/api/jobs', tok.clientUser)).status).toBe(200);
    expect((await t.call('GET', '/api/jobs', tok.superAdmin)).status).toBe(200);
  });

  it('a client deleted between the password check and the session makes no session for its contact', async () => {
    const company = await t.call<{ result: { id: number } }>('POST', '/api/clients', tok.superAdmin, { name: 'Racing Away Ltd', email: 'hello@racing.example', code: 'RACE' });
    const clientId = company.body.result.id;
    const contact = await t.call<{ result: { id: number } }>('POST', `/api/clients/${clientId}/members`, tok.superAdmin, { first_name: 'Rae', last_name: 'Racer', email: 'rae@racing.example' });
    const [row] = await t.database.db.select({ companyId: clients.companyId }).from(clients).where(eq(clients.id, clientId));
    const hash = (n: number) => createHash('sha256').update(`race-${n}`).digest('hex');
    // while the client stands its contact's session is made
    expect(await createSession(t.database.db, row.companyId, contact.body.result.id, hash(1), 1, clientId)).toBe(true);
    expect((await t.call('DELETE', `/api/clients/${clientId}`, tok.superAdmin)).status).toBe(200);
    // the sign-in that checked the password before the deletion: no session
    expect(await createSession(t.database.db, row.companyId, contact.body.result.id, hash(2), 1, clientId)).toBe(false);
    const made = await t.database.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(inArray(sessions.tokenHash, [hash(1), hash(2)]));
    expect(made).toHaveLength(1);
    expect(made[0].revokedAt).not.toBeNull();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('a sign-in racing a deletion under way waits for it and makes no session (PostgreSQL)', async () => {
    const company = await t.call<{ result: { id: number } }>('POST', '/api/clients', tok.superAdmin, { name: 'Racing Again Ltd', email: 'hello@again.example', code: 'RAGN' });
    const clientId = company.body.result.id;
    const contact = await t.call<{ result: { id: number } }>('POST', `/api/clients/${clientId}/members`, tok.superAdmin, { first_name: 'Ada', last_name: 'Again', email: 'ada@again.example' });
    const [row] = await t.database.db.select({ companyId: clients.companyId }).from(clients).where(eq(clients.id, clientId));
    const hash = createHash('sha256').update('race-waiting').digest('hex');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let deleting = () => {};
    const deleted = new Promise<void>((resolve) => (deleting = resolve));
    // the deletion's transaction has marked the client and not yet committed
    const deletion = t.database.db.transaction(async (tx) => {
      await tx.update(clients).set({ deletedAt: sql`now()` }).where(eq(clients.id, clientId));
      deleting();
      await gate;
    });
    await deleted;
    let settled = false;
    const signIn = createSession(t.database.db, row.companyId, contact.body.result.id, hash, 1, clientId).finally(() => (settled = true));
    // the sign-in's statement waits on the client's row (it must not answer before the deletion ends)
    try {
      for (;;) {
        expect(settled).toBe(false);
        const waiting = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%for share%'`);
        if (waiting.rows[0].n > 0) break;
      }
    } finally {
      release();
      await deletion;
    }
    expect(await signIn).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash))).toHaveLength(0);
  });

  it("the agency's notes on a contact stay with the agency: a client manager neither reads nor writes them", async () => {
    const made = await t.call<{ result: { id: number; note: string | null } }>('POST', `/api/clients/${ids.ACME}/members`, tok.superAdmin, { first_name: 'Nell', last_name: 'Noted', email: 'nell@acme.example', note: 'Prefers calls after 2pm; slow to pay.' });
    expect(made.body.result.note).toBe('Prefers calls after 2pm; slow to pay.');
    const asManager = await t.call<{ result: { data: Array<{ id: number; note: string | null }> } }>('GET', '/api/clients/members', tok.clientManager);
    const nell = asManager.body.result.data.find((c) => c.id === made.body.result.id);
    expect(nell).toBeDefined();
    expect(nell!.note).toBeNull();
    expect(JSON.stringify(asManager.body)).not.toContain('slow to pay');
    const edited = await t.call<{ result: { note: string | null } }>('POST', `/api/clients/${ids.ACME}/members/${made.body.result.id}`, tok.clientManager, { first_name: 'Nell', note: 'overwritten' });
    expect(edited.status).toBe(200);
    const asAdmin = await t.call<{ result: { data: Array<{ id: number; note: string | null }> } }>('GET', `/api/clients/members?client_id=${ids.ACME}`, tok.superAdmin);
    expect(asAdmin.body.result.data.find((c) => c.id === made.body.result.id)?.note).toBe('Prefers calls after 2pm; slow to pay.');
  });

  it("a contact moved to another company no longer has the old company's notifications", async () => {
    const password = 'moving-on-2026';
    const made = await t.call<{ result: { id: number } }>('POST', `/api/clients/${ids.ACME}/members`, tok.superAdmin, { first_name: 'Mo', last_name: 'Ving', email: 'mo@acme.example', password, password_confirmation: password });
    const login = await t.call<{ result: { access_token: string } }>('POST', '/api/auth/login', undefined, { login_as: 'client', company_id: ids.ACME, email: 'mo@acme.example', password });
    const token = login.body.result.access_token;
    const [job] = (await t.call<{ result: { data: Array<{ id: number }> } }>('GET', `/api/jobs?client_id=${ids.ACME}`, tok.superAdmin)).body.result.data;
    expect((await t.call('POST', `/api/jobs/${job.id}/comments`, tok.superAdmin, { board: 'client', comment: '<p>Proofs are ready for Acme</p>' })).status).toBe(200);
    const before = await t.call<{ result: { data: Array<{ object_id: number }> } }>('GET', '/api/user/related-comments', token);
    expect(before.body.result.data.map((n) => n.object_id)).toContain(job.id);

    expect((await t.call('POST', `/api/clients/${ids.ACME}/members/${made.body.result.id}`, tok.superAdmin, { client_id: ids.BLUE })).status).toBe(200);
    const after = await t.call<{ result: { data: unknown[]; unread: number } }>('GET', '/api/user/related-comments', token);
    expect(after.body.result).toMatchObject({ data: [], unread: 0 });
    const badge = await t.call<{ result: { numberOfUnreadComments: number } }>('GET', '/api/user/notifications', token);
    expect(badge.body.result.numberOfUnreadComments).toBe(0);
  });

  it('validates contacts with the spec’s messages', async () => {
    const res = await t.call('POST', `/api/clients/${ids.ACME}/members`, tok.superAdmin, { first_name: '', last_name: '', email: '', password: 'abcdefgh', password_confirmation: 'different' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { first_name: ['Please enter first name'], last_name: ['Please enter last name'], email: ['Please enter the email'] } });
    const mismatch = await t.call('POST', `/api/clients/${ids.ACME}/members`, tok.superAdmin, { first_name: 'A', last_name: 'B', email: 'ab@acme.example', password: 'abcdefgh', password_confirmation: 'different' });
    expect(mismatch.body).toMatchObject({ errors: { password_confirmation: ['Password and password confirmation does not match!'] } });
  });

  it('a client manager manages its own company’s users only; a client user cannot', async () => {
    const list = await t.call<{ result: { data: Array<{ client: { name: string } }> } }>('GET', '/api/clients/members', tok.clientManager);
    expect(list.status).toBe(200);
    expect(new Set(list.body.result.data.map((c) => c.client.name))).toEqual(new Set(['Acme Pty Ltd']));
    const added = await t.call<{ result: { id: number; client_id: number } }>('POST', `/api/clients/${ids.ACME}/members`, tok.clientManager, { first_name: 'Ivy', last_name: 'Stone', email: 'ivy@acme.example', send_welcome: false });
    expect(added.status).toBe(200);
    expect(added.body.result.client_id).toBe(ids.ACME);
    const blocked = await t.call<{ result: { enabled: number } }>('POST', `/api/clients/${ids.ACME}/members/${added.body.result.id}`, tok.clientManager, { enabled: 0 });
    expect(blocked.body.result.enabled).toBe(0);
    expect((await t.call('POST', `/api/clients/${ids.BLUE}/members`, tok.clientManager, { first_name: 'X', last_name: 'Y', email: 'x@y.example' })).status).toBe(403);
    expect((await t.call('GET', `/api/clients/members?client_id=${ids.BLUE}`, tok.clientManager)).status).toBe(403);
    expect((await t.call('GET', '/api/clients/members', tok.clientUser)).status).toBe(403);
    expect((await t.call('GET', '/api/clients/members', tok.staff)).status).toBe(403);
    expect((await t.call('DELETE', `/api/clients/${ids.ACME}/members/${added.body.result.id}`, tok.clientManager)).status).toBe(200);
  });

  it('a contact with history cannot be removed, only blocked', async () => {
    const acme = await t.call<{ result: { members: Array<{ id: number; email: string }> } }>('GET', `/api/clients/${ids.ACME}`, tok.superAdmin);
    const riley = acme.body.result.members.find((m) => m.email === DEMO_LOGINS.clientUser)!;
    const res = await t.call('DELETE', `/api/clients/${ids.ACME}/members/${riley.id}`, tok.superAdmin);
    expect(res.status).toBe(409);
  });
});

describe('team', () => {
  it('a super admin adds a member with Save + Send Invite; the invite mail link sets a password that logs in', async () => {
    const bad = await t.call('POST', '/api/users', tok.superAdmin, { first_name: 'Lee', last_name: 'Park', email: 'lee@demo.jobflow.test', password: 'long-enough-1', password_confirmation: 'other' });
    expect(bad.body).toMatchObject({ errors: { password_confirmation: ['Your password and retype password do not match'] } });
    const res = await t.call<{ result: { id: number; user_type_id: number; cost_rate: string; billable_rate: string } }>('POST', '/api/users', tok.superAdmin, {
      first_name: 'Lee', last_name: 'Park', email: 'lee@demo.jobflow.test', password: 'temporary-pass-1', password_confirmation: 'temporary-pass-1', send_welcome: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ user_type_id: 3, cost_rate: '0.00', billable_rate: '0.00' });
    const mail = smtp.received.find((m) => m.to.includes('lee@demo.jobflow.test'));
    expect(decodeQuotedPrintable(mail!.raw)).toContain('Northwind Creative');
    const token = linkIn(mail!.raw);
    expect((await t.call('POST', '/api/auth/reset', undefined, { token, password: 'lee-chosen-pass', password_confirmation: 'lee-chosen-pass' })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 1, email: 'lee@demo.jobflow.test', password: 'lee-chosen-pass' })).status).toBe(200);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'lee@demo.jobflow.test'));
    expect(row.status).toBe('sent');
    // A staff e-mail belongs to one agency.
    const taken = await t.call('POST', '/api/users', tok.secondAdmin, { first_name: 'Lee', last_name: 'Park', email: 'lee@demo.jobflow.test', password: 'temporary-pass-1', password_confirmation: 'temporary-pass-1' });
    expect(taken.status).toBe(422);
  });

  it('lists, filters and edits the team; a password change or block ends the member’s sessions', async () => {
    const list = await t.call<{ result: { data: Array<{ id: number; email: string; user_type: { title: string } | null }> } }>('GET', '/api/users?user_type_id=1', tok.superAdmin);
    expect(list.body.result.data.map((u) => u.email)).toEqual([DEMO_LOGINS.superAdmin]);
    const sam = (await t.call<{ result: { data: Array<{ id: number; email: string }> } }>('GET', '/api/users?kw=sam', tok.superAdmin)).body.result.data[0];
    expect(sam.email).toBe(DEMO_LOGINS.staff);
    const samToken = await t.login(DEMO_LOGINS.staff);
    const upd = await t.call<{ result: { role: string; phone: string } }>('POST', `/api/users/${sam.id}`, tok.superAdmin, { role: 'Senior designer', phone: '0400 000 000', password: 'sams-new-pass', password_confirmation: 'sams-new-pass' });
    expect(upd.body.result).toMatchObject({ role: 'Senior designer', phone: '0400 000 000' });
    expect((await t.call('GET', '/api/options', samToken)).status).toBe(401);
    expect((await t.call('GET', '/api/users', tok.staff)).status).toBe(401);
    expect((await t.call('GET', '/api/users', tok.clientManager)).status).toBe(403);
    expect((await t.call('GET', `/api/users/${sam.id}`, tok.secondAdmin)).status).toBe(404);
  });

  it('refuses deleting yourself or someone with history', async () => {
    const me = (await t.call<{ result: { id: number } }>('GET', '/api/options/auth-user', tok.superAdmin)).body.result;
    expect((await t.call('DELETE', `/api/users/${me.id}`, tok.superAdmin)).status).toBe(409);
    const jordan = (await t.call<{ result: { data: Array<{ id: number }> } }>('GET', '/api/users?kw=jordan', tok.superAdmin)).body.result.data[0];
    expect((await t.call('DELETE', `/api/users/${jordan.id}`, tok.superAdmin)).status).toBe(409);
  });
});

describe('user types', () => {
  it('adds, renames and deletes an agency type; built-in and used types stay', async () => {
    const created = await t.call<{ result: { id: number; deletable: boolean } }>('POST', '/api/user-types', tok.superAdmin, { title: 'Freelancer', color_class: 'warning' });
    expect(created.body.result.deletable).toBe(true);
    expect((await t.call('POST', '/api/user-types', tok.superAdmin, { title: '' })).status).toBe(422);
    expect((await t.call<{ result: { title: string } }>('POST', `/api/user-types/${created.body.result.id}`, tok.superAdmin, { title: 'Contractor' })).body.result.title).toBe('Contractor');
    expect((await t.call('DELETE', '/api/user-types/1', tok.superAdmin)).status).toBe(409);
    expect((await t.call('DELETE', `/api/user-types/${created.body.result.id}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('DELETE', `/api/user-types/${created.body.result.id}`, tok.superAdmin)).status).toBe(200);
    const other = await t.call<{ result: Array<{ title: string }> }>('GET', '/api/user-types', tok.secondAdmin);
    expect(other.body.result.map((x) => x.title)).toEqual(['Super Admin', 'Account Manager', 'Team Member']);
  });

  it('an agency renames and recolours a built-in type for its own screens only; it still cannot delete it', async () => {
    type TType = { id: number; title: string; color_class: string; deletable: boolean };
    const types = async (token: string) => (await t.call<{ result: TType[] }>('GET', '/api/user-types', token)).body.result;
    const before = (await types(tok.superAdmin)).find((x) => x.id === 3)!;
    const renamed = await t.call<{ result: TType }>('POST', '/api/user-types/3', tok.superAdmin, { title: 'Designer', color_class: 'success' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toEqual({ id: 3, title: 'Designer', color_class: 'success', deletable: false });
    // only the colour, later: the title stays the agency's
    expect((await t.call<{ result: TType }>('POST', '/api/user-types/3', tok.superAdmin, { color_class: 'warning' })).body.result).toMatchObject({ title: 'Designer', color_class: 'warning' });
    expect((await types(tok.superAdmin)).find((x) => x.id === 3)).toMatchObject({ title: 'Designer', color_class: 'warning' });
    // everywhere the agency reads it: the options and the team list
    const options = await t.call<{ result: { userTypes: TType[] } }>('GET', '/api/options', tok.superAdmin);
    expect(options.body.result.userTypes.find((x) => x.id === 3)).toMatchObject({ title: 'Designer', color_class: 'warning' });
    const team = await t.call<{ result: { data: Array<{ user_type_id: number; user_type: { title: string; color_class: string } | null }> } }>('GET', '/api/users?user_type_id=3', tok.superAdmin);
    expect(team.body.result.data.length).toBeGreaterThan(0);
    expect(team.body.result.data.every((u) => u.user_type?.title === 'Designer' && u.user_type.color_class === 'warning')).toBe(true);
    // another agency keeps the shared name; what the type may do is unchanged
    expect((await types(tok.secondAdmin)).find((x) => x.id === 3)).toMatchObject({ title: before.title, color_class: before.color_class });
    expect((await t.call('DELETE', '/api/user-types/3', tok.superAdmin)).status).toBe(409);
    expect((await t.call('POST', '/api/user-types/3', tok.clientManager, { title: 'Boss' })).status).toBe(403);
    await t.call('POST', '/api/user-types/3', tok.superAdmin, { title: before.title, color_class: before.color_class });
  });
});

describe('email templates', () => {
  it('are listed, added, edited (sanitised) and deleted per agency', async () => {
    const missing = await t.call('POST', '/api/email-templates', tok.superAdmin, { name: '' });
    expect(missing.body).toMatchObject({ errors: { name: ['This field is required'], email_subject: ['This field is required'], from_name: ['This field is required'], from_email: ['This field is required'] } });
    const res = await t.call<{ result: { id: number; email_body: string } }>('POST', '/api/email-templates', tok.superAdmin, { name: 'Proof ready', email_subject: 'Your proof', from_name: 'Studio', from_email: 'studio@northwind.example', email_body: '<p onclick="x()">Hi</p><script>bad()</script>' });
    expect(res.body.result.email_body).toBe('<p>Hi</p>');
    const list = await t.call<{ result: { data: Array<{ name: string }>; total: number } }>('GET', '/api/email-templates?kw=proof', tok.superAdmin);
    expect(list.body.result.data.map((x) => x.name)).toEqual(['Proof ready']);
    expect((await t.call('GET', `/api/email-templates/${res.body.result.id}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('GET', '/api/email-templates', tok.clientManager)).status).toBe(403);
    expect((await t.call('DELETE', `/api/email-templates/${res.body.result.id}`, tok.superAdmin)).status).toBe(200);
  });
});

describe('company settings', () => {
  it('a super admin edits the agency; a client manager edits its own company with the codename rule', async () => {
    const agency = await t.call<{ result: { kind: string; name: string } }>('POST', '/api/user/company', tok.superAdmin, { name: 'Northwind Creative Co', website: 'https://northwind.example' });
    expect(agency.body.result).toMatchObject({ kind: 'agency', name: 'Northwind Creative Co' });
    // the templates sent under the old name follow the new one
    const templates = await t.call<{ result: { data: Array<{ name: string; from_name: string }> } }>('GET', '/api/email-templates', tok.superAdmin);
    expect(templates.body.result.data.filter((x) => x.name === 'Reset password' || x.name === 'Welcome').map((x) => x.from_name)).toEqual(['Northwind Creative Co', 'Northwind Creative Co']);
    const bad = await t.call('POST', '/api/user/company', tok.clientManager, { name: 'Acme', codename: 'ac me!' });
    expect(bad.body).toMatchObject({ errors: { codename: ['Allow alphabetic characters, numbers, dashes or underscores only'] } });
    expect((await t.call('POST', `/api/clients/${ids.ACME}`, tok.superAdmin, { name: 'Acme', website: 'https://acme.example' })).status).toBe(200);
    const ok = await t.call<{ result: { kind: string; name: string; codename: string; portal_url: string } }>('POST', '/api/user/company', tok.clientManager, { name: 'Acme Group', codename: 'acmg', email: 'hq@acme.example', website: 'https://not-theirs.example' });
    // the client's form has no WEBSITE: the agency's record of it stays as it was
    expect((await t.call<{ result: { website: string | null } }>('GET', `/api/clients/${ids.ACME}`, tok.superAdmin)).body.result.website).toBe('https://acme.example');
    expect(ok.body.result).toMatchObject({ kind: 'client', name: 'Acme Group', codename: 'ACMG' });
    expect(ok.body.result.portal_url).toBe('http://jobflow.test/1/acmg');
    // for a client the field is also named code (spec 2 section 3), both ways
    const asCode = await t.call<{ result: { codename: string; code: string } }>('POST', '/api/user/company', tok.clientManager, { name: 'Acme Group', code: 'ac-1' });
    expect(asCode.body.result).toMatchObject({ codename: 'AC-1', code: 'AC-1' });
    expect((await t.call<{ result: { code: string } }>('GET', '/api/user/company', tok.clientManager)).body.result.code).toBe('AC-1');
    expect((await t.call('GET', '/api/user/company', tok.clientUser)).status).toBe(403);
    expect((await t.call('GET', '/api/user/company', await t.login('jordan@demo.jobflow.test'))).status).toBe(403);
  });
});

describe('account', () => {
  it('saves the profile and the to-do period; a password change keeps this session and ends the others', async () => {
    const other = await t.login(DEMO_LOGINS.secondAdmin);
    const res = await t.call<{ result: { first_name: string; period_for_ticked_todo_items: string } }>('POST', '/api/user', tok.secondAdmin, { first_name: 'Billie-Jo', period_for_ticked_todo_items: '-3 days' });
    expect(res.body.result).toMatchObject({ first_name: 'Billie-Jo', period_for_ticked_todo_items: '-3 days' });
    const wrong = await t.call<{ errors: Record<string, string[]> }>('POST', '/api/user', tok.secondAdmin, { period_for_ticked_todo_items: '-5 years' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.period_for_ticked_todo_items).toEqual(['Choose one of 1 day, 3 days, 1 week, 2 weeks, 1 month.']);
    // the account form's wording (spec 2: default '1 week') is taken too, and kept as the current user's value
    const worded = await t.call<{ result: { period_for_ticked_todo_items: string } }>('POST', '/api/user', tok.secondAdmin, { period_for_ticked_todo_items: '2 weeks' });
    expect(worded.status).toBe(200);
    expect(worded.body.result.period_for_ticked_todo_items).toBe('-2 weeks');
    expect((await t.call('POST', '/api/user', tok.secondAdmin, { password: '' })).body).toMatchObject({ errors: { password: ['Please enter the password'] } });
    expect((await t.call('POST', '/api/user', tok.secondAdmin, { password: 'billie-new-1', password_confirmation: 'x' })).status).toBe(422);
    expect((await t.call('POST', '/api/user', tok.secondAdmin, { password: 'billie-new-1', password_confirmation: 'billie-new-1' })).status).toBe(200);
    expect((await t.call('GET', '/api/user', tok.secondAdmin)).status).toBe(200);
    expect((await t.call('GET', '/api/user', other)).status).toBe(401);
  });

  it('lists notifications newest first and marks one read, which lowers the badge count', async () => {
    const staffToken = await t.login(DEMO_LOGINS.shared, { login_as: 'company', company_id: 1 });
    // Casey is on the Spring campaign job: a team comment reaches her.
    const jobs = await t.call<{ result: { data: Array<{ id: number; name: string }> } }>('GET', '/api/jobs?kw=Spring', tok.superAdmin);
    await t.call('POST', `/api/jobs/${jobs.body.result.data[0].id}/comments`, tok.superAdmin, { board: 'team', comment: '<p>Stand-up moved to 10am</p>' });
    const list = await t.call<{ result: { data: Array<{ id: number; read: boolean; object: { name: string; job_no: string }; comment: { excerpt: string } }>; unread: number } }>('GET', '/api/user/related-comments', staffToken);
    expect(list.body.result.data[0]).toMatchObject({ read: false, object: { name: 'Spring campaign key visual' }, comment: { excerpt: 'Stand-up moved to 10am' } });
    const before = (await t.call<{ result: { numberOfUnreadComments: number } }>('GET', '/api/user/notifications', staffToken)).body.result.numberOfUnreadComments;
    expect((await t.call('POST', `/api/user/comment/${list.body.result.data[0].id}`, staffToken)).status).toBe(200);
    const after = (await t.call<{ result: { numberOfUnreadComments: number } }>('GET', '/api/user/notifications', staffToken)).body.result.numberOfUnreadComments;
    expect(after).toBe(before - 1);
    expect((await t.call('POST', `/api/user/comment/${list.body.result.data[0].id}`, tok.superAdmin)).status).toBe(404);
  });
});

describe('client notes', () => {
  it('a super admin keeps notes against clients: list, sort, search, page, edit, delete', async () => {
    const bad = await t.call('POST', '/api/notes', tok.superAdmin, { title: '', content: '' });
    expect(bad.body).toMatchObject({ errors: { title: ['This field is required'], content: ['This field is required'] } });
    // an emptied editor's markup holds no content either (spec 2 section 5: content required)
    for (const content of ['<p></p>', '<p><br></p>', '<p> &nbsp; </p>']) {
      const blank = await t.call('POST', '/api/notes', tok.superAdmin, { title: 'Blank', content });
      expect(blank.status).toBe(422);
      expect(blank.body).toMatchObject({ errors: { content: ['This field is required'] } });
    }
    const created = await t.call<{ result: { id: number; excerpt: string; client: { name: string } } }>('POST', '/api/notes', tok.superAdmin, { title: 'Kick-off', content: '<p>Met the <b>whole</b> team.</p><script>x</script>', client_id: ids.ACME });
    expect(created.body.result).toMatchObject({ excerpt: 'Met the whole team.', client: { id: ids.ACME } });
    const list = await t.call<{ result: { data: Array<{ client: { name: string } | null; title: string }> } }>('GET', '/api/notes?sort=client_name&order=asc', tok.superAdmin);
    const names = list.body.result.data.map((n) => n.client?.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const kw = await t.call<{ result: { data: Array<{ title: string }> } }>('GET', '/api/notes?kw=kick', tok.superAdmin);
    expect(kw.body.result.data.map((n) => n.title)).toEqual(['Kick-off']);
    const byClient = await t.call<{ result: { total: number } }>('GET', `/api/notes?client_id=${ids.ACME}&ipp=1`, tok.superAdmin);
    expect(byClient.body.result.total).toBe(2);
    expect((await t.call<{ result: { title: string } }>('POST', `/api/notes/${created.body.result.id}`, tok.superAdmin, { title: 'Kick-off meeting' })).body.result.title).toBe('Kick-off meeting');
    const jordan = await t.login('jordan@demo.jobflow.test');
    expect((await t.call('GET', '/api/notes', jordan)).status).toBe(403);
    expect((await t.call('GET', `/api/notes/${created.body.result.id}`, tok.secondAdmin)).status).toBe(404);
    expect((await t.call('POST', '/api/notes', tok.superAdmin, { title: 'x', content: 'y', client_id: ids.HARB })).status).toBe(422);
    expect((await t.call('DELETE', `/api/notes/${created.body.result.id}`, jordan)).status).toBe(403);
    expect((await t.call('DELETE', `/api/notes/${created.body.result.id}`, tok.superAdmin)).status).toBe(200);
  });
});
