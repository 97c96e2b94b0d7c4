import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { XERO_SYNCED_MESSAGE, type TXeroInfo } from '@jobflow/contract';
import { clients, companies, costMatrix, invoiceItems, invoices, xeroConnections } from '../src/db/schema/index.ts';
import { XERO_SYNC_BUDGET_MS, syncInvoiceToXero, type TXeroDeps } from '../src/features/xero/xero.service.ts';
import { retryAfterSeconds } from '../src/platform/xero/xero.http.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { startFakeXero, type FakeXero } from './helpers/fake-xero.ts';

const REDIRECT = 'http://jobflow.test/api/xero/callback';

let fake: FakeXero;
let t: TTestApp;
let bare: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Every wait the HTTP layer asked for; nothing really sleeps. */
const sleeps: number[] = [];

const info = async (token: string, app: TTestApp = t) => (await app.call<{ result: TXeroInfo }>('GET', '/api/xero/info', token)).body.result;
const deps = (companyId = ids.northwind, app: TTestApp = t): TXeroDeps => ({
  db: app.database.db,
  config: app.app.config,
  auth: { companyId },
  http: { sleep: async (ms) => void sleeps.push(ms) },
});
const invoiceRow = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const connectionRow = async (companyId = ids.northwind) => (await t.database.db.select().from(xeroConnections).where(eq(xeroConnections.companyId, companyId)))[0];

/** Follows the browser through Connect: our signed link, Xero's consent page, our callback. */
async function connectThroughBrowser(token: string, opts: { tamperState?: boolean } = {}) {
  const link = (await info(token)).link;
  expect(link).toMatch(/^\/api\/xero\/connect\/\d+\?expires=\d+&sig=/);
  const start = await t.app.inject({ method: 'GET', url: link as string });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(String(consent.headers.get('location')));
  if (opts.tamperState) back.searchParams.set('state', `${back.searchParams.get('state')}x`);
  const callbackUrl = `${back.pathname}${back.search}`;
  const done = await t.app.inject({ method: 'GET', url: callbackUrl });
  expect(done.statusCode).toBe(302);
  return { authorize, back, callbackUrl, location: String(done.headers.location) };
}

beforeAll(async () => {
  fake = await startFakeXero({ redirectUris: [REDIRECT] });
  [t, bare] = await Promise.all([createTestApp({ env: fake.env() }), createTestApp()]);
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  tok.bareAdmin = await bare.login(DEMO_LOGINS.superAdmin);
  const db = t.database.db;
  ids.northwind = (await db.select().from(companies).where(eq(companies.codename, 'northwind')))[0].id;
  ids.southbank = (await db.select().from(companies).where(eq(companies.codename, 'southbank')))[0].id;
  ids.spring = (await db.select().from(invoices).where(eq(invoices.name, 'Spring campaign deposit')))[0].id;
  ids.tradeShow = (await db.select().from(invoices).where(eq(invoices.name, 'Trade show stand')))[0].id;
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
  await fake?.close();
});

describe('xero without credentials', () => {
  it('the tab says which variables to set, and nothing crashes', async () => {
    const res = await info(tok.bareAdmin, bare);
    expect(res).toMatchObject({ state: 'not_configured', configured: false, connected: false, link: null, error: null, missing: ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET'] });
    expect(res.redirectUri).toBe('http://jobflow.test/api/xero/callback');
    const connect = await bare.call('GET', '/api/xero/connect', tok.bareAdmin);
    expect(connect.status).toBe(409);
    expect(connect.body).toMatchObject({ error: expect.stringContaining('XERO_CLIENT_ID') });
    expect((await bare.call('POST', '/api/xero/disconnect', tok.bareAdmin)).status).toBe(200);

    const [inv] = await bare.database.db.select().from(invoices).where(eq(invoices.name, 'Spring campaign deposit'));
    const [northwind] = await bare.database.db.select().from(companies).where(eq(companies.codename, 'northwind'));
    const result = await syncInvoiceToXero(deps(northwind.id, bare), inv.id);
    expect(result).toEqual({ synced: false, message: expect.stringContaining('XERO_CLIENT_ID'), xero_invoice_id: null });
    const [after] = await bare.database.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after.xeroSyncStatus).toBeNull();
  });
});

describe('xero connection', () => {
  it('is for super admins only', async () => {
    for (const role of ['staff', 'clientManager', 'clientUser', 'shared']) {
      expect((await t.call('GET', '/api/xero/info', tok[role])).status).toBe(403);
      expect((await t.call('GET', '/api/xero/connect', tok[role])).status).toBe(403);
      expect((await t.call('POST', '/api/xero/disconnect', tok[role])).status).toBe(403);
    }
    expect((await t.call('GET', '/api/xero/info')).status).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(doc.body).paths)).toEqual(expect.arrayContaining(['/api/xero/info', '/api/xero/connect', '/api/xero/callback', '/api/xero/disconnect']));
  });

  it('starts not connected, with a Connect link; a sync is refused without touching the invoice', async () => {
    expect(await info(tok.superAdmin)).toMatchObject({ state: 'not_connected', connected: false, configured: true, organisationName: null, error: null, missing: [] });
    expect(await syncInvoiceToXero(deps(), ids.spring)).toMatchObject({ synced: false, message: expect.stringMatching(/Not connected to Xero/) });
    expect((await invoiceRow(ids.spring)).xeroSyncStatus).toBeNull();
  });

  it('connects through the OAuth 2.0 code flow: state checked, tenant chosen, organisation and user shown', async () => {
    const flow = await connectThroughBrowser(tok.superAdmin);
    expect(flow.authorize.origin).toBe(fake.url);
    expect(flow.authorize.pathname).toBe('/identity/connect/authorize');
    expect(Object.fromEntries(flow.authorize.searchParams)).toMatchObject({ response_type: 'code', client_id: fake.clientId, redirect_uri: REDIRECT });
    expect(flow.authorize.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['offline_access', 'accounting.invoices', 'accounting.contacts', 'accounting.settings.read']));
    expect(flow.authorize.searchParams.get('state')).toMatch(/^\d+\.[\w-]{20,}$/);
    expect(flow.location).toBe('/settings/xero');

    expect(await info(tok.superAdmin)).toMatchObject({ state: 'connected', connected: true, organisationName: 'Demo Company (AU)', username: 'accounts@demo-company.test', error: null });
    const row = await connectionRow();
    expect(row).toMatchObject({ status: 'connected', tenantId: fake.tenant().tenantId, oauthState: null });
    expect(new Date(row.expiresAt as string).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(fake.grants()).toEqual(['authorization_code']);
    // The code went with HTTP Basic client authentication, as Xero documents.
    const tokenCall = fake.requests.find((r) => r.path === '/connect/token');
    expect(tokenCall?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
  });

  it('refuses a callback whose state is unknown, tampered or already used', async () => {
    const before = await connectionRow();
    const tampered = await connectThroughBrowser(tok.superAdmin, { tamperState: true });
    expect(tampered.location).toMatch(/^\/settings\/xero\?xero_error=/);
    expect(new URLSearchParams(tampered.location.split('?')[1]).get('xero_error')).toMatch(/expired or was already used/);
    const replay = await t.app.inject({ method: 'GET', url: `/api/xero/callback?code=abc&state=${encodeURIComponent(before.oauthState ?? '1.nope')}` });
    expect(String(replay.headers.location)).toMatch(/xero_error=/);
    const badLink = await t.app.inject({ method: 'GET', url: `/api/xero/connect/${ids.northwind}?expires=9999999999&sig=forged` });
    expect(String(badLink.headers.location)).toMatch(/^\/settings\/xero\?xero_error=/);
    // The working connection is untouched.
    expect(await connectionRow()).toMatchObject({ status: 'connected', accessToken: before.accessToken, refreshToken: before.refreshToken });
  });

  it('another agency sees its own, unconnected state', async () => {
    expect(await info(tok.secondAdmin)).toMatchObject({ state: 'not_connected', connected: false, organisationName: null, username: null });
    expect(await syncInvoiceToXero(deps(ids.southbank), ids.spring)).toMatchObject({ synced: false });
    expect((await invoiceRow(ids.spring)).xeroSyncStatus).toBeNull();
  });

  it('a refused consent leaves a not-yet-connected agency in the failed state, with a Reconnect link', async () => {
    fake.denyNextAuthorize();
    const link = (await info(tok.secondAdmin)).link as string;
    const start = await t.app.inject({ method: 'GET', url: link });
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    expect(back.searchParams.get('error')).toBe('access_denied');
    await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(await info(tok.secondAdmin)).toMatchObject({ state: 'failed', connected: false, error: 'Access to Xero was not granted.', link: expect.stringMatching(/^\/api\/xero\/connect\//) });
  });
});

describe('invoice sync', () => {
  it('creates the contact and an ACCREC invoice with GST lines, and stores the outcome', async () => {
    const result = await syncInvoiceToXero(deps(), ids.spring);
    expect(result).toMatchObject({ synced: true, message: XERO_SYNCED_MESSAGE });
    const tenant = fake.tenant();
    const xeroInvoice = tenant.invoices.find((i) => i.InvoiceID === result.xero_invoice_id);
    expect(xeroInvoice).toMatchObject({ Type: 'ACCREC', InvoiceNumber: String(ids.spring), Reference: 'PO-1001', Status: 'AUTHORISED', LineAmountTypes: 'Exclusive' });
    expect(xeroInvoice?.LineItems.map((l) => [l.Description, l.Quantity, l.UnitAmount, l.AccountCode, l.TaxType, l.TaxAmount])).toEqual([
      ['Creative direction', 6, 190, '200', 'OUTPUT', 114],
      ['Moodboard research', 3.5, 150, '200', 'OUTPUT', 52.5],
    ]);
    expect(tenant.contacts.map((c) => [c.Name, c.ContactNumber])).toEqual([['Acme Pty Ltd', 'ACME']]);
    expect(xeroInvoice?.ContactID).toBe(tenant.contacts[0].ContactID);
    expect(fake.callsTo('PUT /Contacts')).toHaveLength(1);
    // One create, with an Idempotency-Key so a lost answer is never a second invoice.
    expect(fake.callsTo('PUT /Invoices')[0].headers['idempotency-key']).toMatch(/^jobflow-\d+-\d+-[0-9a-f]{32}$/);

    const row = await invoiceRow(ids.spring);
    expect(row).toMatchObject({ xeroInvoiceId: result.xero_invoice_id, xeroSyncStatus: 'synced', xeroSyncError: null });
    expect(row.xeroSyncedAt).not.toBeNull();
  });

  it('updates the same Xero invoice when the invoice changes, finding the contact instead of creating it', async () => {
    const db = t.database.db;
    const [item] = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, ids.spring));
    await db.insert(invoiceItems).values({ companyId: ids.northwind, invoiceId: ids.spring, type: 'order', description: '<p>Print &amp; delivery</p>', quantity: '2', rate: '45.50', costMatrixId: item.costMatrixId });
    await db.update(invoices).set({ status: 'completed' }).where(eq(invoices.id, ids.spring));
    const before = (await invoiceRow(ids.spring)).xeroInvoiceId;

    const result = await syncInvoiceToXero(deps(), ids.spring);
    expect(result).toMatchObject({ synced: true, message: XERO_SYNCED_MESSAGE, xero_invoice_id: before });
    expect(fake.callsTo('PUT /Invoices')).toHaveLength(1);
    expect(fake.callsTo(`POST /Invoices/${before}`)).toHaveLength(1);
    expect(fake.callsTo('PUT /Contacts')).toHaveLength(1);
    const xeroInvoice = fake.tenant().invoices.find((i) => i.InvoiceID === before);
    expect(xeroInvoice?.LineItems.map((l) => l.Description)).toEqual(['Creative direction', 'Moodboard research', 'Print & delivery']);
    expect(fake.tenant().invoices).toHaveLength(1);
  });

  it('uses a contact that already exists in Xero (matched by name)', async () => {
    const existing = fake.addContact({ Name: 'Citrus Media', EmailAddress: 'accounts@citrus.test' });
    const result = await syncInvoiceToXero(deps(), ids.tradeShow);
    expect(result.synced).toBe(true);
    expect(fake.callsTo('PUT /Contacts')).toHaveLength(1);
    const xeroInvoice = fake.tenant().invoices.find((i) => i.InvoiceID === result.xero_invoice_id);
    expect(xeroInvoice).toMatchObject({ ContactID: existing.ContactID, Status: 'AUTHORISED' });
    // The find used Xero's where filter.
    const search = fake.callsTo('GET /Contacts').at(-1);
    expect(search?.query.get('where')).toContain('Name=="Citrus Media"');
  });

  it('refreshes the access token shortly before it expires, storing the rotated refresh token', async () => {
    const before = await connectionRow();
    await t.database.db.update(xeroConnections).set({ expiresAt: new Date(Date.now() + 20_000).toISOString() }).where(eq(xeroConnections.companyId, ids.northwind));
    expect((await syncInvoiceToXero(deps(), ids.tradeShow)).synced).toBe(true);
    const after = await connectionRow();
    expect(fake.grants()).toEqual(['authorization_code', 'refresh_token']);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(new Date(after.expiresAt as string).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    // Once the new refresh token has been used, the old one is dead (Xero's rotation rule).
    fake.expireAccessTokens();
    expect((await syncInvoiceToXero(deps(), ids.tradeShow)).synced).toBe(true);
    const reuse = await fetch(`${fake.url}/connect/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: before.refreshToken as string }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ error: 'invalid_grant' });
  });

  it('refreshes once after a 401 and repeats the call', async () => {
    fake.expireAccessTokens();
    const grants = fake.grants().length;
    const requests = fake.requests.length;
    const result = await syncInvoiceToXero(deps(), ids.spring);
    expect(result.synced).toBe(true);
    expect(fake.grants().length).toBe(grants + 1);
    const statuses = fake.requests.slice(requests).map((r) => `${r.method} ${r.path}`);
    expect(statuses[0]).toMatch(/^GET \/api.xro\/2.0\/Invoices\//);
    expect(statuses[1]).toBe('POST /connect/token');
    expect(statuses[2]).toMatch(/^GET \/api.xro\/2.0\/Invoices\//);
  });

  it('retries 429 after exactly Retry-After and 503 with backoff', async () => {
    sleeps.length = 0;
    fake.failNext({ status: 429, retryAfter: 7, problem: 'minute' }, { status: 503 });
    const result = await syncInvoiceToXero(deps(), ids.spring);
    expect(result).toMatchObject({ synced: true, message: XERO_SYNCED_MESSAGE });
    expect(sleeps).toEqual([7000, 2000]);
  });

  it('stores a permanent failure on the invoice; the connection stays up', async () => {
    const db = t.database.db;
    const [item] = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, ids.tradeShow));
    await db.update(costMatrix).set({ xeroCode: '999' }).where(and(eq(costMatrix.companyId, ids.northwind), eq(costMatrix.id, item.costMatrixId as number)));
    const result = await syncInvoiceToXero(deps(), ids.tradeShow);
    expect(result.synced).toBe(false);
    expect(result.message).toBe("Xero rejected the invoice: Account code '999' is not a valid code for this document.");
    const row = await invoiceRow(ids.tradeShow);
    expect(row).toMatchObject({ xeroSyncStatus: 'failed', xeroSyncError: result.message });
    expect(row.xeroInvoiceId).toBe(result.xero_invoice_id);
    expect((await info(tok.superAdmin)).state).toBe('connected');
    await db.update(costMatrix).set({ xeroCode: '200' }).where(eq(costMatrix.id, item.costMatrixId as number));
  });

  it('gives up on an outage after bounded attempts, and at once on a daily limit', async () => {
    sleeps.length = 0;
    fake.failNext({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const outage = await syncInvoiceToXero(deps(), ids.spring);
    expect(outage.synced).toBe(false);
    expect(outage.message).toMatch(/^Xero is unavailable \(503: The Xero API is currently offline for maintenance\).*Gave up after 4 attempts\.$/);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(await invoiceRow(ids.spring)).toMatchObject({ xeroSyncStatus: 'failed', xeroSyncError: outage.message });

    sleeps.length = 0;
    fake.failNext({ status: 429, retryAfter: 43_200, problem: 'day' });
    const daily = await syncInvoiceToXero(deps(), ids.spring);
    expect(daily.message).toMatch(/day rate limit was reached; try again in 43200 seconds/);
    expect(sleeps).toEqual([]);
    // And the next push goes through and clears the error.
    expect(await syncInvoiceToXero(deps(), ids.spring)).toMatchObject({ synced: true });
    expect(await invoiceRow(ids.spring)).toMatchObject({ xeroSyncStatus: 'synced', xeroSyncError: null });
  });

  it("a status save's push ends within its budget: no retry waits past it, and the failure is stored", async () => {
    // a clock that only the sleeps move
    let clock = 0;
    const waits: number[] = [];
    const http = {
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
      now: () => clock,
    };
    const timed: TXeroDeps = { ...deps(), http };
    fake.failNext({ status: 429, retryAfter: 20, problem: 'minute' }, { status: 429, retryAfter: 20, problem: 'minute' });
    const result = await syncInvoiceToXero(timed, ids.spring);
    expect(XERO_SYNC_BUDGET_MS).toBe(25_000);
    // waited 20 s once; a second 20 s would end past the budget
    expect(waits).toEqual([20_000]);
    expect(result.synced).toBe(false);
    expect(result.message).toMatch(/Gave up after 2 attempts\.$/);
    expect(await invoiceRow(ids.spring)).toMatchObject({ xeroSyncStatus: 'failed', xeroSyncError: result.message });
    expect(await syncInvoiceToXero(deps(), ids.spring)).toMatchObject({ synced: true });
  });

  it('a cancelled invoice is voided in Xero; a never-sent one is not sent', async () => {
    const db = t.database.db;
    await db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, ids.spring));
    const id = (await invoiceRow(ids.spring)).xeroInvoiceId;
    expect(await syncInvoiceToXero(deps(), ids.spring)).toMatchObject({ synced: true, xero_invoice_id: id });
    expect(fake.tenant().invoices.find((i) => i.InvoiceID === id)?.Status).toBe('VOIDED');

    const [acme] = await db.select().from(clients).where(eq(clients.code, 'ACME'));
    // (an earlier push of it had failed: with nothing left to send, no failure stands, so no Try again)
    const [fresh] = await db
      .insert(invoices)
      .values({ companyId: ids.northwind, invoiceNumber: 'X-1', name: 'Never sent', status: 'cancelled', clientId: acme.id, xeroSyncStatus: 'failed', xeroSyncError: 'Xero is unavailable' })
      .returning();
    expect(await syncInvoiceToXero(deps(), fresh.id)).toMatchObject({ synced: false, message: 'A cancelled invoice is not sent to Xero.' });
    expect(await invoiceRow(fresh.id)).toMatchObject({ xeroSyncStatus: null, xeroSyncError: null });
  });

  it('a revoked authorisation turns the connection to failed; Reconnect brings it back', async () => {
    fake.revokeAll();
    await t.database.db.update(xeroConnections).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(xeroConnections.companyId, ids.northwind));
    const result = await syncInvoiceToXero(deps(), ids.tradeShow);
    expect(result.synced).toBe(false);
    expect(result.message).toMatch(/invalid_grant/);
    const failed = await info(tok.superAdmin);
    expect(failed).toMatchObject({ state: 'failed', connected: false, error: expect.stringMatching(/Reconnect to Xero/), organisationName: 'Demo Company (AU)' });
    expect(await syncInvoiceToXero(deps(), ids.tradeShow)).toMatchObject({ synced: false, message: expect.stringMatching(/^The connection to Xero failed/) });
    expect((await invoiceRow(ids.tradeShow)).xeroSyncStatus).toBe('failed');

    await connectThroughBrowser(tok.superAdmin);
    expect(await info(tok.superAdmin)).toMatchObject({ state: 'connected', error: null });
    expect(await syncInvoiceToXero(deps(), ids.tradeShow)).toMatchObject({ synced: true });
  });

  it('disconnect revokes the token at Xero and forgets the connection', async () => {
    const res = await t.call<{ result: TXeroInfo }>('POST', '/api/xero/disconnect', tok.superAdmin);
    expect(res.body.result).toMatchObject({ state: 'not_connected', connected: false, organisationName: null });
    expect(fake.requests.at(-1)?.path).toBe('/connect/revocation');
    expect(await connectionRow()).toMatchObject({ accessToken: null, refreshToken: null, tenantId: null });
    expect(await syncInvoiceToXero(deps(), ids.tradeShow)).toMatchObject({ synced: false, message: expect.stringMatching(/Not connected/) });
  });
});

describe('xero http helpers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(new Date(Date.parse('2030-01-01T00:00:30Z')).toUTCString(), Date.parse('2030-01-01T00:00:00Z'))).toBe(30);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});
