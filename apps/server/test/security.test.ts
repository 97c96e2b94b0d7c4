/**
 * Passwords (OWASP ASVS L2: 8 to 128 characters, common ones refused, argon2id), the login
 * rate limit (bounded in time and by address), and the security headers on pages, API
 * responses and downloads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { loginAttempts, outbox, users } from '../src/db/schema/index.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../src/lib/passwords.ts';
import { LOGIN_LIMIT } from '../src/features/auth/auth.service.ts';
import { HSTS_VALUE } from '../src/plugins/app/security-headers.ts';
import { createTestApp, DEMO_LOGINS, DEMO_PASSWORD, type TTestApp } from './helpers/test-app.ts';
import { multipart, SAMPLE } from './helpers/multipart.ts';

let t: TTestApp;
let webDist: string;
/** The web build's inline script (apps/web/vite.config.ts, startEarly: it starts the shell and the session's requests). */
const INLINE_SCRIPT = "try{if(localStorage.getItem('jobflow.token')){document.head.appendChild(document.createElement('link'))}}catch(e){}";
/** A signed-in page's own document (routes.json): the same script naming that page's files too. */
const QUOTE_SCRIPT = "try{if(localStorage.getItem('jobflow.token')){['quote-page.js'].forEach(function(){})}}catch(e){}";
const tok: Record<string, string> = {};
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" crossorigin src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.mkdirSync(path.join(webDist, 'routes'));
  fs.writeFileSync(path.join(webDist, 'routes', 'quote.html'), `<!doctype html><html><head><script>${QUOTE_SCRIPT}</script></head><body><div id="root" data-document="quote"></div></body></html>`);
  fs.writeFileSync(path.join(webDist, 'routes.json'), JSON.stringify([{ path: '^/quotes/\\d+$', document: 'routes/quote.html' }]));
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  tok.superAdmin = await t.login(DEMO_LOGINS.superAdmin);
  tok.clientManager = await t.login(DEMO_LOGINS.clientManager);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const commonError = { status: 'FAILED', errors: { password: [COMMON_PASSWORD_MESSAGE] } };

describe('passwords', () => {
  it('ships a list of common passwords and matches it case-insensitively', () => {
    for (const p of ['password', 'Password1', 'iloveyou', 'qwertyuiop', 'baseball', 'TRUSTNO1']) expect(isCommonPassword(p)).toBe(true);
    for (const p of [DEMO_PASSWORD, 'quill-paper-22', 'violet staple engine']) expect(isCommonPassword(p)).toBe(false);
  });

  it('stores argon2id hashes with m=19456, t=2, p=1', async () => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.superAdmin));
    expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a reset refuses a common password with the field message, and the link still works afterwards', async () => {
    expect((await t.call('POST', '/api/auth/forgot', undefined, { email: DEMO_LOGINS.staff })).status).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, DEMO_LOGINS.staff)).orderBy(desc(outbox.id)).limit(1);
    const token = decodeURIComponent(/reset-password\?token=([^"&\s]+)/.exec(mail.html)?.[1] ?? '');
    const common = await t.call('POST', '/api/auth/reset', undefined, { token, password: 'Password1', password_confirmation: 'Password1' });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject(commonError);
    const short = await t.call<{ errors: Record<string, string[]> }>('POST', '/api/auth/reset', undefined, { token, password: 'abc1234', password_confirmation: 'abc1234' });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['The password must be at least 8 characters.']);
    // 128 characters are allowed (ASVS: at least 64), 129 are not.
    const tooLong = 'x'.repeat(129);
    expect((await t.call('POST', '/api/auth/reset', undefined, { token, password: tooLong, password_confirmation: tooLong })).status).toBe(422);
    const long = 'correct horse battery staple '.repeat(5).slice(0, 128);
    const ok = await t.call('POST', '/api/auth/reset', undefined, { token, password: long, password_confirmation: long });
    expect(ok.status).toBe(200);
    const login = await t.call('POST', '/api/auth/login', undefined, { login_as: 'company', company_id: 1, email: DEMO_LOGINS.staff, password: long });
    expect(login.status).toBe(200);
  });

  it('the account area refuses a common password and keeps the old one', async () => {
    const token = await t.login(DEMO_LOGINS.secondAdmin);
    const res = await t.call('POST', '/api/user', token, { password: 'qwertyuiop', password_confirmation: 'qwertyuiop' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject(commonError);
    // Nothing changed: the demo password still signs in and the session still works.
    expect((await t.call('GET', '/api/user', token)).status).toBe(200);
    await t.login(DEMO_LOGINS.secondAdmin);
  });

  it('creating or editing a team member or a client user refuses a common password', async () => {
    const team = await t.call('POST', '/api/users', tok.superAdmin, { first_name: 'Common', last_name: 'Pass', email: 'common.pass@demo.jobflow.test', password: 'sunshine', password_confirmation: 'sunshine' });
    expect(team.status).toBe(422);
    expect(team.body).toMatchObject(commonError);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'common.pass@demo.jobflow.test'))).toEqual([]);
    const [sam] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.staff));
    const edit = await t.call('POST', `/api/users/${sam.id}`, tok.superAdmin, { password: 'football', password_confirmation: 'football' });
    expect(edit.body).toMatchObject(commonError);

    const [manager] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.clientManager));
    const contact = await t.call('POST', `/api/clients/${manager.clientId}/members`, tok.clientManager, { first_name: 'Common', last_name: 'Contact', email: 'common.contact@acme.example', password: 'princess', password_confirmation: 'princess' });
    expect(contact.status).toBe(422);
    expect(contact.body).toMatchObject(commonError);
    const byAdmin = await t.call('POST', `/api/clients/${manager.clientId}/members`, tok.superAdmin, { first_name: 'Common', last_name: 'Contact', email: 'common.contact@acme.example', password: 'iloveyou', password_confirmation: 'iloveyou' });
    expect(byAdmin.body).toMatchObject(commonError);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'common.contact@acme.example'))).toEqual([]);
    const fine = await t.call('POST', `/api/clients/${manager.clientId}/members`, tok.superAdmin, { first_name: 'Fine', last_name: 'Contact', email: 'fine.contact@acme.example', password: 'violet staple engine', password_confirmation: 'violet staple engine' });
    expect(fine.status).toBe(200);
  });
});

describe('tokens are revoked', () => {
  const loginAs = async (email: string, password: string, as: { login_as: 'company' | 'client'; company_id: number }) => {
    const res = await t.call<{ result: { access_token: string } }>('POST', '/api/auth/login', undefined, { ...as, email, password });
    expect(res.status).toBe(200);
    return res.body.result.access_token;
  };
  const alive = async (token: string) => (await t.call('GET', '/api/user', token)).status;

  it('when an admin blocks a team member, and they stay revoked when the member is unblocked', async () => {
    const password = 'violet staple engine';
    const created = await t.call<{ result: { id: number } }>('POST', '/api/users', tok.superAdmin, { first_name: 'Dora', last_name: 'Block', email: 'dora.block@demo.jobflow.test', password, password_confirmation: password });
    expect(created.status).toBe(200);
    const as = { login_as: 'company' as const, company_id: 1 };
    const token = await loginAs('dora.block@demo.jobflow.test', password, as);
    const other = await loginAs('dora.block@demo.jobflow.test', password, as);
    // Logout ends that token only.
    expect((await t.call('POST', '/api/auth/logout', other)).status).toBe(200);
    expect(await alive(other)).toBe(401);
    expect(await alive(token)).toBe(200);
    expect((await t.call('POST', `/api/users/${created.body.result.id}`, tok.superAdmin, { enabled: false })).status).toBe(200);
    expect(await alive(token)).toBe(401);
    expect((await t.call('POST', `/api/users/${created.body.result.id}`, tok.superAdmin, { enabled: true })).status).toBe(200);
    expect(await alive(token)).toBe(401);
    expect(await alive(await loginAs('dora.block@demo.jobflow.test', password, as))).toBe(200);
  });

  it('when a client manager changes a contact’s password or blocks them', async () => {
    const [contact] = await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.clientUser));
    const as = { login_as: 'client' as const, company_id: contact.clientId! };
    const before = await loginAs(DEMO_LOGINS.clientUser, DEMO_PASSWORD, as);
    const password = 'amber kettle orbit';
    expect((await t.call('POST', `/api/clients/${contact.clientId}/members/${contact.id}`, tok.clientManager, { password, password_confirmation: password })).status).toBe(200);
    expect(await alive(before)).toBe(401);
    const after = await loginAs(DEMO_LOGINS.clientUser, password, as);
    expect((await t.call('POST', `/api/clients/${contact.clientId}/members/${contact.id}`, tok.clientManager, { enabled: 0 })).status).toBe(200);
    expect(await alive(after)).toBe(401);
    expect((await t.call('POST', `/api/clients/${contact.clientId}/members/${contact.id}`, tok.clientManager, { enabled: 1 })).status).toBe(200);
    expect(await alive(after)).toBe(401);
  });
});

describe('login rate limit', () => {
  const email = 'jordan@demo.jobflow.test';
  const attempt = async (password: string, ip: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { login_as: 'company', company_id: 1, email, password } });
    return res.statusCode;
  };
  /** Moves this e-mail's recorded attempts `minutes` into the past (instead of waiting). */
  const age = (minutes: number) =>
    t.database.db.update(loginAttempts).set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => ${minutes})` }).where(eq(loginAttempts.email, email));

  it('locks one e-mail at one address after 10 failures, not the same e-mail elsewhere, and the lockout ends after 15 minutes', async () => {
    for (let i = 0; i < LOGIN_LIMIT.perEmailIp; i++) expect(await attempt(`wrong-${i}`, '203.0.113.7')).toBe(401);
    expect(await attempt(DEMO_PASSWORD, '203.0.113.7')).toBe(429);
    // The real user, somewhere else, is not locked out by someone guessing at their e-mail.
    expect(await attempt(DEMO_PASSWORD, '198.51.100.20')).toBe(200);
    // 14 minutes on: still locked.
    await age(14);
    expect(await attempt(DEMO_PASSWORD, '203.0.113.7')).toBe(429);
    // 15 minutes after the failures, the lockout is over by itself.
    await age(1);
    expect(await attempt(DEMO_PASSWORD, '203.0.113.7')).toBe(200);
    await age(60);
  });

  it('bounds guessing from many addresses, without locking out an address the user signed in from', async () => {
    await t.database.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
    expect(await attempt(DEMO_PASSWORD, '198.51.100.20')).toBe(200);
    // 100 failures spread over 100 addresses (recorded directly: 100 argon2 checks are slow).
    await t.database.db.insert(loginAttempts).values(Array.from({ length: LOGIN_LIMIT.perEmail }, (_, i) => ({ email, ip: `192.0.2.${i + 1}`, succeeded: false })));
    expect(await attempt(DEMO_PASSWORD, '203.0.113.99')).toBe(429);
    expect(await attempt(DEMO_PASSWORD, '198.51.100.20')).toBe(200);
    await age(16);
    expect(await attempt(DEMO_PASSWORD, '203.0.113.99')).toBe(200);
  });

  it('does not take a made-up X-Forwarded-For as the address when no proxy is trusted', async () => {
    const ip = '203.0.113.31';
    await t.database.db.insert(loginAttempts).values(Array.from({ length: LOGIN_LIMIT.perEmailIp }, () => ({ email, ip, succeeded: false })));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '198.51.100.200' },
      payload: { login_as: 'company', company_id: 1, email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    await t.database.db.delete(loginAttempts).where(eq(loginAttempts.ip, ip));
  });

  it('locks one address trying many e-mails, for 15 minutes', async () => {
    const ip = '203.0.113.50';
    await t.database.db.insert(loginAttempts).values(Array.from({ length: LOGIN_LIMIT.perIp }, (_, i) => ({ email: `nobody${i}@example.com`, ip, succeeded: false })));
    expect(await attempt(DEMO_PASSWORD, ip)).toBe(429);
    await t.database.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => 16)` })
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false)));
    expect(await attempt(DEMO_PASSWORD, ip)).toBe(200);
  });
});

describe('security headers', () => {
  const expectHeaders = (h: Record<string, unknown>) => {
    const csp = String(h['content-security-policy']);
    expect(csp).toMatch(/default-src '(self|none)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('no-referrer');
  };
  const uploadPng = async () => {
    const jobs = await t.call<{ result: { data: Array<{ id: number }> } }>('GET', '/api/jobs?kw=Spring', tok.superAdmin);
    const m = multipart([
      { name: 'type', value: 'comment' },
      { name: 'object_type', value: 'job' },
      { name: 'object_id', value: String(jobs.body.result.data[0].id) },
      { name: 'board', value: 'team' },
      { name: 'file_upload', filename: 'pixel.png', data: SAMPLE.png, type: 'image/png' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...m.headers, authorization: `Bearer ${tok.superAdmin}` }, payload: m.payload });
    expect(res.statusCode).toBe(200);
    return (JSON.parse(res.body) as { result: { file: { download_url: string } } }).result.file.download_url;
  };

  it('an HTML page, an API response, an error and a file download carry CSP, nosniff, no framing and no referrer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/jobs/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectHeaders(page.headers);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).toContain("object-src 'none'");
    // The build's inline script, and only it, runs: allowed by its hash (a script whose text differs is not).
    const hash = crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const quoteHash = crypto.createHash('sha256').update(QUOTE_SCRIPT).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}' 'sha256-${quoteHash}';`);
    // PUBLIC_URL is http here: upgrading the app's own requests to https would break it.
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');

    const api = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${tok.superAdmin}` } });
    expect(api.statusCode).toBe(200);
    expectHeaders(api.headers);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(unauthenticated.statusCode).toBe(401);
    expectHeaders(unauthenticated.headers);

    const file = await t.app.inject({ method: 'GET', url: await uploadPng() });
    expect(file.statusCode).toBe(200);
    expectHeaders(file.headers);
    expect(String(file.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  });

  it("a signed-in page with a document of its own gets it (routes.json); every other page gets index.html", async () => {
    const quote = await t.app.inject({ method: 'GET', url: '/quotes/12' });
    expect(quote.statusCode).toBe(200);
    expect(quote.body).toContain('data-document="quote"');
    expect(quote.headers['cache-control']).toBe('no-cache');
    for (const url of ['/quotes', '/quotes/12/x', '/jobs/1', '/']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('data-document');
      expect(other.body).toContain('/assets/index-x.js');
    }
  });

  it('sends HSTS only over TLS: X-Forwarded-Proto https from a trusted proxy, or an https PUBLIC_URL', async () => {
    const download = await uploadPng();
    for (const url of ['/jobs/1', '/api/health', download]) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // no proxy is trusted by default: the header is anybody's word
      const claimed = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.statusCode).toBeLessThan(400);
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    }
    // behind a proxy named in TRUST_PROXY (inject's requests come from 127.0.0.1)
    const proxied = await createTestApp({ env: { WEB_DIST: webDist, TRUST_PROXY: '127.0.0.1' } });
    try {
      for (const url of ['/jobs/1', '/api/health']) {
        const tls = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        expect(tls.statusCode).toBeLessThan(400);
        expect(tls.headers['strict-transport-security']).toBe(HSTS_VALUE);
      }
      // and the client's address is the one the proxy forwards: its limits are that address's
      const email = 'jordan@demo.jobflow.test';
      await proxied.database.db.insert(loginAttempts).values(Array.from({ length: LOGIN_LIMIT.perEmailIp }, () => ({ email, ip: '198.51.100.61', succeeded: false })));
      const from = (ip: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': ip }, payload: { login_as: 'company', company_id: 1, email, password: DEMO_PASSWORD } });
      expect((await from('198.51.100.61')).statusCode).toBe(429);
      expect((await from('198.51.100.62')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
    const https = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://jobflow.example.com' } });
    try {
      const page = await https.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toBe(HSTS_VALUE);
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const api = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['strict-transport-security']).toBe(HSTS_VALUE);
    } finally {
      await https.close();
    }
  });
});
