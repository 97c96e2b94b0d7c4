/**
 * A local fake of Xero, built from the contract in ../shared/xero/ (xero-contract.md §13):
 * identity (authorize, token with code exchange and refresh-token rotation, revocation),
 * /connections, and the accounting endpoints this app uses (Organisation, Contacts,
 * Invoices) with Xero's envelopes, error shapes and rate-limit headers. Knobs inject the
 * faults a real Xero produces: 429 with Retry-After, 5xx, expired or revoked tokens, a
 * removed tenant, a denied consent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

type TJson = Record<string, unknown>;

export type TFakeFailure = {
  status: 429 | 500 | 502 | 503 | 504;
  /** seconds, sent as Retry-After */
  retryAfter?: number;
  /** X-Rate-Limit-Problem on a 429 */
  problem?: 'minute' | 'day' | 'appminute' | 'concurrent';
};

export type TFakeContact = {
  ContactID: string;
  ContactNumber?: string;
  ContactStatus: 'ACTIVE' | 'ARCHIVED';
  Name: string;
  EmailAddress?: string;
  UpdatedDateUTC: string;
};

export type TFakeLine = {
  LineItemID: string;
  Description: string;
  Quantity: number;
  UnitAmount: number;
  AccountCode?: string;
  TaxType?: string;
  LineAmount: number;
  TaxAmount: number;
};

export type TFakeInvoice = {
  InvoiceID: string;
  Type: string;
  InvoiceNumber: string;
  Reference?: string;
  ContactID: string;
  Date: string;
  DueDate?: string;
  Status: string;
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems: TFakeLine[];
  UpdatedDateUTC: string;
};

export type TFakeTenant = {
  connectionId: string;
  tenantId: string;
  name: string;
  connected: boolean;
  authEventId: string | null;
  createdDateUtc: string;
  updatedDateUtc: string;
  contacts: TFakeContact[];
  invoices: TFakeInvoice[];
};

export type TFakeRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };

export type TFakeXeroOptions = {
  clientId?: string;
  clientSecret?: string;
  /** registered redirect URIs (exact match, as Xero does) */
  redirectUris: string[];
  user?: { given_name: string; family_name: string; email: string };
  tenants?: string[];
  accessTokenSeconds?: number;
  /** calls per tenant per minute before a 429 (Xero: 60) */
  minuteLimit?: number;
};

/** Seeded chart of accounts and tax rates of an Australian organisation (GST 10%). */
const ACCOUNTS = new Set(['200', '260', '270']);
const TAX_RATES: Record<string, number> = { OUTPUT: 0.1, EXEMPTOUTPUT: 0, BASEXCLUDED: 0, NONE: 0 };
const KNOWN_SCOPES = new Set([
  'openid', 'profile', 'email', 'offline_access',
  'accounting.transactions', 'accounting.transactions.read', 'accounting.invoices', 'accounting.invoices.read',
  'accounting.payments', 'accounting.payments.read', 'accounting.contacts', 'accounting.contacts.read',
  'accounting.settings', 'accounting.settings.read', 'accounting.attachments', 'accounting.attachments.read',
]);
const GRACE_MS = 30 * 60 * 1000;
const NOT_FOUND_TEXT = "The resource you're looking for cannot be found";
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

const msDate = (ms: number) => `/Date(${ms}+0000)/`;
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** 2019-12-07T18:46:19.5165400, the style of /connections dates */
const connDate = (d = new Date()) => `${d.toISOString().slice(0, 23)}0000`;

export async function startFakeXero(opts: TFakeXeroOptions): Promise<FakeXero> {
  const fake = new FakeXero(opts);
  await fake.listen();
  return fake;
}

type TCode = { redirectUri: string; scope: string[]; authEventId: string; expiresAt: number; used: boolean };
type TAccess = { scope: string[]; authEventId: string; expiresAt: number; revoked: boolean };
type TRefresh = { scope: string[]; authEventId: string; revoked: boolean; successor: string | null; supersededAt: number; used: boolean };
type TCached = { hash: string; status: number; body: string };

export class FakeXero {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly tenants: TFakeTenant[];
  /** every request, in order */
  readonly requests: TFakeRequest[] = [];
  url = '';
  private readonly opts: TFakeXeroOptions;
  private readonly server: http.Server;
  private readonly codes = new Map<string, TCode>();
  private readonly access = new Map<string, TAccess>();
  private readonly refresh = new Map<string, TRefresh>();
  private readonly idempotency = new Map<string, TCached>();
  private readonly calls = new Map<string, number[]>();
  private failures: TFakeFailure[] = [];
  private tokenFailures: TFakeFailure[] = [];
  private denyNext = false;
  private invoiceSeq = 0;

  constructor(opts: TFakeXeroOptions) {
    this.opts = opts;
    this.clientId = opts.clientId ?? 'FAKECLIENTID0000000000000000000';
    this.clientSecret = opts.clientSecret ?? 'fake-client-secret';
    this.tenants = (opts.tenants ?? ['Demo Company (AU)']).map((name) => ({
      connectionId: randomUUID(),
      tenantId: randomUUID(),
      name,
      connected: false,
      authEventId: null,
      createdDateUtc: connDate(),
      updatedDateUtc: connDate(),
      contacts: [],
      invoices: [],
    }));
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          this.handle(req, res, Buffer.concat(chunks).toString('utf8'));
        } catch (e) {
          res.writeHead(500, { 'content-type': 'text/plain' }).end(`fake xero crashed: ${e instanceof Error ? e.stack : String(e)}`);
        }
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The app's XERO_* environment pointing at this fake. */
  env(): Record<string, string> {
    return {
      XERO_CLIENT_ID: this.clientId,
      XERO_CLIENT_SECRET: this.clientSecret,
      XERO_REDIRECT_URI: this.opts.redirectUris[0],
      XERO_IDENTITY_URL: this.url,
      XERO_LOGIN_URL: this.url,
      XERO_API_URL: this.url,
    };
  }

  // ---- knobs -------------------------------------------------------------------------

  /** The next accounting or /connections calls answer these failures, one each. */
  failNext(...failures: TFakeFailure[]): void {
    this.failures.push(...failures);
  }
  /** The next token endpoint calls answer these failures. */
  failNextToken(...failures: TFakeFailure[]): void {
    this.tokenFailures.push(...failures);
  }
  /** Every issued access token is past its expiry now. */
  expireAccessTokens(): void {
    for (const t of this.access.values()) t.expiresAt = Date.now() - 1000;
  }
  /** Revokes every refresh and access token (the user removed the app in Xero). */
  revokeAll(): void {
    for (const t of this.refresh.values()) t.revoked = true;
    for (const t of this.access.values()) t.revoked = true;
  }
  /** The organisation disconnects from the app. */
  disconnectTenant(tenantId: string): void {
    const t = this.tenants.find((x) => x.tenantId === tenantId);
    if (t) t.connected = false;
  }
  /** The next consent is refused by the user. */
  denyNextAuthorize(): void {
    this.denyNext = true;
  }
  tenant(name?: string): TFakeTenant {
    const t = name ? this.tenants.find((x) => x.name === name) : this.tenants[0];
    if (!t) throw new Error(`no fake tenant ${name}`);
    return t;
  }
  /** Adds a contact as if it had been created in Xero by hand. */
  addContact(c: { Name: string; EmailAddress?: string; ContactNumber?: string; ContactStatus?: 'ACTIVE' | 'ARCHIVED' }, tenantName?: string): TFakeContact {
    const contact: TFakeContact = { ContactID: randomUUID(), ContactStatus: 'ACTIVE', UpdatedDateUTC: msDate(Date.now()), ...c };
    this.tenant(tenantName).contacts.push(contact);
    return contact;
  }
  /** Grant types seen at the token endpoint, in order. */
  grants(): string[] {
    return this.requests.filter((r) => r.path.toLowerCase() === '/connect/token').map((r) => new URLSearchParams(r.body).get('grant_type') ?? '');
  }
  /** The calls made to one accounting path (e.g. 'PUT /Invoices'). */
  callsTo(methodAndPath: string): TFakeRequest[] {
    const [method, p] = methodAndPath.split(' ');
    return this.requests.filter((r) => r.method === method && r.path.toLowerCase() === `/api.xro/2.0${p}`.toLowerCase());
  }

  // ---- HTTP -------------------------------------------------------------------------

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const u = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: u.pathname, query: u.searchParams, headers: req.headers, body });
    const p = u.pathname.toLowerCase();
    if (method === 'GET' && p === '/identity/connect/authorize') return this.authorize(u.searchParams, res);
    if (method === 'POST' && p === '/connect/token') return this.token(req, body, res);
    if (method === 'POST' && p === '/connect/revocation') return this.revocation(req, body, res);
    if (p === '/connections' || p.startsWith('/connections/') || p.startsWith('/api.xro/2.0/')) return this.api(req, u, method, body, res);
    return text(res, 404, NOT_FOUND_TEXT);
  }

  private authorize(q: URLSearchParams, res: http.ServerResponse) {
    const redirectUri = q.get('redirect_uri') ?? '';
    const scope = (q.get('scope') ?? '').split(/\s+/).filter(Boolean);
    // Bad parameters give an error page on Xero's side, never a redirect.
    if (q.get('client_id') !== this.clientId) return html(res, 400, 'unauthorized_client: Invalid client_id');
    if (!this.opts.redirectUris.includes(redirectUri)) return html(res, 400, 'Invalid redirect_uri');
    if (q.get('response_type') !== 'code') return html(res, 400, 'unsupported_response_type');
    if (!scope.length || scope.some((s) => !KNOWN_SCOPES.has(s))) return html(res, 400, 'invalid_scope');
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (this.denyNext) {
      this.denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(24).toString('hex');
      const authEventId = randomUUID();
      this.codes.set(code, { redirectUri, scope, authEventId, expiresAt: Date.now() + 5 * 60_000, used: false });
      // The user picks every organisation on the consent screen.
      for (const t of this.tenants) {
        t.connected = true;
        t.authEventId = authEventId;
        t.updatedDateUtc = connDate();
      }
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scope.join(' '));
    }
    if (state !== null) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private clientAuthorised(req: http.IncomingMessage, form: URLSearchParams): boolean {
    const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    if (m) {
      const [id, secret] = Buffer.from(m[1], 'base64').toString('utf8').split(':');
      return id === this.clientId && secret === this.clientSecret;
    }
    return form.get('client_id') === this.clientId && form.get('client_secret') === this.clientSecret;
  }

  private token(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const failure = this.tokenFailures.shift();
    if (failure) return this.fail(res, failure);
    const form = new URLSearchParams(body);
    if (!this.clientAuthorised(req, form)) return json(res, 400, { error: 'invalid_client' });
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < Date.now() || code.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
      code.used = true;
      return json(res, 200, this.issue(code.scope, code.authEventId), { 'cache-control': 'max-age=0, no-cache, no-store' });
    }
    if (grant === 'refresh_token') {
      const given = form.get('refresh_token') ?? '';
      const rt = this.refresh.get(given);
      const successor = rt?.successor ? this.refresh.get(rt.successor) : null;
      // A superseded token still works for 30 minutes, until its successor has been used.
      const usable = rt && !rt.revoked && (!rt.successor || (Date.now() - rt.supersededAt < GRACE_MS && successor && !successor.used));
      if (!rt || !usable) return json(res, 400, { error: 'invalid_grant' });
      rt.used = true;
      const issued = this.issue(rt.scope, rt.authEventId);
      rt.successor = String(issued.refresh_token);
      rt.supersededAt = Date.now();
      return json(res, 200, issued, { 'cache-control': 'max-age=0, no-cache, no-store' });
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  private issue(scope: string[], authEventId: string): TJson {
    const now = Math.floor(Date.now() / 1000);
    const lifetime = this.opts.accessTokenSeconds ?? 1800;
    const sign = (claims: TJson) => {
      const head = b64({ alg: 'HS256', typ: 'JWT' });
      const payload = b64(claims);
      return `${head}.${payload}.${createHmac('sha256', this.clientSecret).update(`${head}.${payload}`).digest('base64url')}`;
    };
    const userId = 'a8f6d4e2-0000-4000-8000-000000000001';
    const accessToken = sign({
      nbf: now, exp: now + lifetime, iss: this.url, aud: `${this.url}/resources`, client_id: this.clientId,
      sub: 'fake-subject', auth_time: now, xero_userid: userId, global_session_id: randomUUID(), jti: randomUUID(),
      authentication_event_id: authEventId, scope, amr: ['pwd'],
    });
    this.access.set(accessToken, { scope, authEventId, expiresAt: (now + lifetime) * 1000, revoked: false });
    const out: TJson = { access_token: accessToken, expires_in: lifetime, token_type: 'Bearer', scope: scope.join(' ') };
    if (scope.includes('offline_access')) {
      const refresh = randomBytes(32).toString('hex');
      this.refresh.set(refresh, { scope, authEventId, revoked: false, successor: null, supersededAt: 0, used: false });
      out.refresh_token = refresh;
    }
    if (scope.includes('openid')) {
      const user = this.opts.user ?? { given_name: 'Demo', family_name: 'Accountant', email: 'accounts@demo-company.test' };
      out.id_token = sign({ nbf: now, exp: now + 300, iss: this.url, aud: this.clientId, sub: 'fake-subject', auth_time: now, xero_userid: userId, ...(scope.includes('profile') ? { given_name: user.given_name, family_name: user.family_name } : {}), ...(scope.includes('email') ? { email: user.email } : {}) });
    }
    return out;
  }

  private revocation(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const form = new URLSearchParams(body);
    if (!this.clientAuthorised(req, form)) return json(res, 400, { error: 'invalid_client' });
    const rt = this.refresh.get(form.get('token') ?? '');
    if (rt) {
      rt.revoked = true;
      for (const a of this.access.values()) if (a.authEventId === rt.authEventId) a.revoked = true;
      for (const t of this.tenants) t.connected = false;
    }
    res.writeHead(200).end();
  }

  private fail(res: http.ServerResponse, f: TFakeFailure) {
    const headers: Record<string, string> = {};
    if (f.retryAfter !== undefined) headers['retry-after'] = String(f.retryAfter);
    if (f.status === 429) {
      headers['x-rate-limit-problem'] = f.problem ?? 'minute';
      return text(res, 429, '', headers);
    }
    if (f.status === 503) return text(res, 503, 'The Xero API is currently offline for maintenance', headers);
    return text(res, f.status, 'An error occurred in Xero. Check the API Status page http://status.developer.xero.com for current service status.', headers);
  }

  private problem(res: http.ServerResponse, status: 401 | 403, detail: string) {
    return json(res, status, { Type: null, Title: status === 401 ? 'Unauthorized' : 'Forbidden', Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} });
  }

  private api(req: http.IncomingMessage, u: URL, method: string, body: string, res: http.ServerResponse) {
    const failure = this.failures.shift();
    if (failure) return this.fail(res, failure);
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = m ? this.access.get(m[1]) : undefined;
    if (!token || token.revoked) return this.problem(res, 401, 'AuthorizationUnsuccessful');
    if (token.expiresAt < Date.now()) {
      const d = new Date(token.expiresAt);
      const pad = (n: number) => String(n).padStart(2, '0');
      return this.problem(res, 401, `TokenExpired: token expired at ${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`);
    }
    const p = u.pathname.toLowerCase();
    if (p === '/connections') {
      if (method !== 'GET') return text(res, 404, NOT_FOUND_TEXT);
      const ev = u.searchParams.get('authEventId');
      return json(res, 200, this.tenants.filter((t) => t.connected && (!ev || t.authEventId === ev)).map((t) => ({
        id: t.connectionId, authEventId: t.authEventId, tenantId: t.tenantId, tenantType: 'ORGANISATION', tenantName: t.name, createdDateUtc: t.createdDateUtc, updatedDateUtc: t.updatedDateUtc,
      })));
    }
    if (p.startsWith('/connections/')) {
      if (method !== 'DELETE') return text(res, 404, NOT_FOUND_TEXT);
      const t = this.tenants.find((x) => x.connectionId.toLowerCase() === p.split('/')[2] && x.connected);
      if (!t) return text(res, 404, NOT_FOUND_TEXT);
      t.connected = false;
      return res.writeHead(204).end();
    }

    const tenantId = String(req.headers['xero-tenant-id'] ?? '');
    const tenant = this.tenants.find((t) => t.tenantId === tenantId && t.connected);
    if (!tenant) return this.problem(res, 403, 'AuthenticationUnsuccessful');
    if (!String(req.headers.accept ?? '').includes('application/json')) return text(res, 406, 'Only application/json responses are offered by this fake (Xero would answer XML).');

    // Rate limit per tenant per minute, with the headers Xero sends on every call.
    const limit = this.opts.minuteLimit ?? 60;
    const now = Date.now();
    const recent = (this.calls.get(tenantId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= limit) {
      return text(res, 429, '', { 'retry-after': String(Math.max(1, Math.ceil((recent[0] + 60_000 - now) / 1000))), 'x-rate-limit-problem': 'minute', 'x-minlimit-remaining': '0' });
    }
    recent.push(now);
    this.calls.set(tenantId, recent);
    res.setHeader('x-daylimit-remaining', String(5000 - recent.length));
    res.setHeader('x-minlimit-remaining', String(limit - recent.length));
    res.setHeader('x-applimit-remaining', String(10000 - recent.length));
    res.setHeader('xero-correlation-id', randomUUID());

    const rest = p.slice('/api.xro/2.0'.length).split('/').filter(Boolean);
    const idSegment = u.pathname.split('/').filter(Boolean)[3];
    const has = (...scopes: string[]) => scopes.some((s) => token.scope.includes(s));
    const needs = (ok: boolean) => (ok ? null : this.problem(res, 401, 'AuthorizationUnsuccessful'));

    if (rest[0] === 'organisation' && method === 'GET' && rest.length === 1) {
      return needs(has('accounting.settings', 'accounting.settings.read')) ?? json(res, 200, envelope({ Organisations: [this.organisation(tenant)] }));
    }

    // PUT/POST with an Idempotency-Key: the same key and body replay the first success.
    const key = method === 'PUT' || method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    const cacheKey = `${tenantId}:${key}`;
    if (key) {
      const cached = this.idempotency.get(cacheKey);
      const hash = `${method} ${u.pathname}${u.search} ${body}`;
      if (cached && cached.hash !== hash) return json(res, 400, validationException([{ ValidationErrors: [{ Message: `Idempotency Key: ${key} is used with a different request.` }] }]));
      if (cached) return res.writeHead(cached.status, { 'content-type': 'application/json; charset=utf-8' }).end(cached.body);
      const end = res.end.bind(res);
      res.end = ((chunk?: unknown) => {
        if (res.statusCode >= 200 && res.statusCode < 300 && typeof chunk === 'string') this.idempotency.set(cacheKey, { hash, status: res.statusCode, body: chunk });
        return end(chunk as string);
      }) as typeof res.end;
    }

    let parsed: TJson = {};
    if (method === 'PUT' || method === 'POST') {
      try {
        parsed = JSON.parse(body || '{}') as TJson;
      } catch {
        return json(res, 400, { ErrorNumber: 14, Type: 'PostDataInvalidException', Message: 'The string was not recognized as valid JSON.' });
      }
    }
    const summarize = u.searchParams.get('summarizeErrors')?.toLowerCase() !== 'false';

    if (rest[0] === 'contacts') {
      const write = method !== 'GET';
      const denied = needs(write ? has('accounting.contacts') : has('accounting.contacts', 'accounting.contacts.read'));
      if (denied) return denied;
      if (rest.length === 1 && method === 'GET') return this.listContacts(tenant, u.searchParams, res);
      if (rest.length === 1 && (method === 'PUT' || method === 'POST')) return this.saveContacts(tenant, parsed, method === 'POST', summarize, res);
      if (rest.length === 2 && method === 'GET') {
        const c = tenant.contacts.find((x) => x.ContactID.toLowerCase() === rest[1] || x.ContactNumber?.toLowerCase() === rest[1]);
        return c ? json(res, 200, envelope({ Contacts: [renderContact(c)] })) : text(res, 404, NOT_FOUND_TEXT);
      }
      if (rest.length === 2 && method === 'POST') {
        const c = tenant.contacts.find((x) => x.ContactID.toLowerCase() === rest[1]);
        if (!c) return text(res, 404, NOT_FOUND_TEXT);
        const first = (Array.isArray(parsed.Contacts) ? parsed.Contacts[0] : {}) as TJson;
        return this.saveContacts(tenant, { Contacts: [{ ...first, ContactID: c.ContactID }] }, true, summarize, res);
      }
    }
    if (rest[0] === 'invoices') {
      const write = method !== 'GET';
      const denied = needs(write ? has('accounting.transactions', 'accounting.invoices') : has('accounting.transactions', 'accounting.transactions.read', 'accounting.invoices', 'accounting.invoices.read'));
      if (denied) return denied;
      if (rest.length === 1 && method === 'GET') return this.listInvoices(tenant, u.searchParams, res);
      if (rest.length === 1 && (method === 'PUT' || method === 'POST')) return this.saveInvoices(tenant, parsed, method === 'POST', summarize, res);
      const inv = rest.length === 2 ? tenant.invoices.find((x) => x.InvoiceID.toLowerCase() === rest[1] || x.InvoiceNumber.toLowerCase() === decodeURIComponent(idSegment ?? '').toLowerCase()) : undefined;
      if (rest.length === 2 && method === 'GET') return inv ? json(res, 200, envelope({ Invoices: [this.renderInvoice(tenant, inv, true)] })) : text(res, 404, NOT_FOUND_TEXT);
      if (rest.length === 2 && method === 'POST') {
        if (!inv) return text(res, 404, NOT_FOUND_TEXT);
        const first = (Array.isArray(parsed.Invoices) ? parsed.Invoices[0] : {}) as TJson;
        return this.saveInvoices(tenant, { Invoices: [{ ...first, InvoiceID: inv.InvoiceID }] }, true, summarize, res);
      }
    }
    return text(res, 404, NOT_FOUND_TEXT);
  }

  private organisation(t: TFakeTenant): TJson {
    return {
      OrganisationID: t.tenantId, APIKey: '', Name: t.name, LegalName: t.name, PaysTax: true, Version: 'AU', OrganisationType: 'COMPANY',
      BaseCurrency: 'AUD', CountryCode: 'AU', IsDemoCompany: false, OrganisationStatus: 'ACTIVE', FinancialYearEndDay: 30, FinancialYearEndMonth: 6,
      SalesTaxBasis: 'ACCRUALS', SalesTaxPeriod: 'QUARTERLY1', DefaultSalesTax: 'Tax Exclusive', DefaultPurchasesTax: 'Tax Exclusive',
      ShortCode: '!fAk3', Edition: 'BUSINESS', Class: 'STANDARD', Timezone: 'AUSEASTERNSTANDARDTIME', CreatedDateUTC: msDate(Date.parse('2020-01-01T00:00:00Z')),
      Addresses: [], Phones: [], ExternalLinks: [], PaymentTerms: {},
    };
  }

  // ---- contacts ---------------------------------------------------------------------

  private listContacts(t: TFakeTenant, q: URLSearchParams, res: http.ServerResponse) {
    let list = t.contacts.filter((c) => q.get('includeArchived') === 'true' || c.ContactStatus === 'ACTIVE');
    const ids = q.get('IDs')?.toLowerCase().split(',');
    if (ids) list = list.filter((c) => ids.includes(c.ContactID.toLowerCase()));
    const where = q.get('where');
    if (where) {
      const filter = parseWhere(where);
      if (!filter) return json(res, 400, { ErrorNumber: 16, Type: 'QueryParseException', Message: `Cannot parse the where filter: ${where}` });
      list = list.filter((c) => filter(c as unknown as TJson));
    }
    const term = q.get('searchTerm')?.toLowerCase();
    if (term) list = list.filter((c) => [c.Name, c.EmailAddress, c.ContactNumber].some((v) => v?.toLowerCase().includes(term)));
    return json(res, 200, envelope({ ...paging(q, list.length), Contacts: list.map(renderContact) }));
  }

  private saveContacts(t: TFakeTenant, body: TJson, upsert: boolean, summarize: boolean, res: http.ServerResponse) {
    const input = Array.isArray(body.Contacts) ? (body.Contacts as TJson[]) : [];
    const results = input.map((c) => {
      const errors: string[] = [];
      const existing = upsert ? t.contacts.find((x) => (c.ContactID && x.ContactID === c.ContactID) || (c.ContactNumber && x.ContactNumber === c.ContactNumber)) : undefined;
      const name = typeof c.Name === 'string' ? c.Name.trim() : existing?.Name ?? '';
      if (!name) errors.push('The contact name must be specified.');
      if (name.length > 255) errors.push('The contact name must be 255 characters or less.');
      if (name && t.contacts.some((x) => x !== existing && x.ContactStatus === 'ACTIVE' && x.Name.toLowerCase() === name.toLowerCase())) {
        errors.push(`The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`);
      }
      if (typeof c.EmailAddress === 'string' && c.EmailAddress && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.EmailAddress)) errors.push('Email address must be valid.');
      if (typeof c.ContactNumber === 'string' && c.ContactNumber.length > 50) errors.push('The Contact Number must be 50 characters or less.');
      if (errors.length) return { ok: false as const, echo: { ...c, ContactID: existing?.ContactID ?? ZERO_ID, HasValidationErrors: true, ValidationErrors: errors.map((Message) => ({ Message })) } };
      const saved: TFakeContact = existing ?? { ContactID: randomUUID(), ContactStatus: 'ACTIVE', Name: name, UpdatedDateUTC: '' };
      saved.Name = name;
      if (typeof c.EmailAddress === 'string') saved.EmailAddress = c.EmailAddress;
      if (typeof c.ContactNumber === 'string') saved.ContactNumber = c.ContactNumber;
      if (c.ContactStatus === 'ARCHIVED' || c.ContactStatus === 'ACTIVE') saved.ContactStatus = c.ContactStatus;
      saved.UpdatedDateUTC = msDate(Date.now());
      if (!existing) t.contacts.push(saved);
      return { ok: true as const, echo: renderContact(saved) };
    });
    if (summarize && results.some((r) => !r.ok)) return json(res, 400, validationException(results.filter((r) => !r.ok).map((r) => r.echo)));
    return json(res, 200, envelope({ Contacts: results.map((r) => (r.ok ? r.echo : { ...r.echo, StatusAttributeString: 'ERROR' })) }));
  }

  // ---- invoices ---------------------------------------------------------------------

  private listInvoices(t: TFakeTenant, q: URLSearchParams, res: http.ServerResponse) {
    const csv = (name: string) => q.get(name)?.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
    let list = t.invoices;
    const ids = csv('IDs');
    const numbers = csv('InvoiceNumbers');
    const statuses = csv('Statuses');
    const contacts = csv('ContactIDs');
    if (ids) list = list.filter((i) => ids.includes(i.InvoiceID.toLowerCase()));
    if (numbers) list = list.filter((i) => numbers.includes(i.InvoiceNumber.toLowerCase()));
    if (statuses) list = list.filter((i) => statuses.includes(i.Status.toLowerCase()));
    if (contacts) list = list.filter((i) => contacts.includes(i.ContactID.toLowerCase()));
    const where = q.get('where');
    if (where) {
      const filter = parseWhere(where);
      if (!filter) return json(res, 400, { ErrorNumber: 16, Type: 'QueryParseException', Message: `Cannot parse the where filter: ${where}` });
      list = list.filter((i) => filter(i as unknown as TJson));
    }
    // Line items come back only on paged or single reads.
    return json(res, 200, envelope({ ...paging(q, list.length), Invoices: list.map((i) => this.renderInvoice(t, i, q.has('page'))) }));
  }

  private saveInvoices(t: TFakeTenant, body: TJson, upsert: boolean, summarize: boolean, res: http.ServerResponse) {
    const input = Array.isArray(body.Invoices) ? (body.Invoices as TJson[]) : [];
    const results = input.map((raw) => this.saveInvoice(t, raw, upsert));
    if (summarize && results.some((r) => !r.ok)) return json(res, 400, validationException(results.filter((r) => !r.ok).map((r) => r.echo)));
    return json(res, 200, envelope({ Invoices: results.map((r) => r.echo) }));
  }

  private saveInvoice(t: TFakeTenant, raw: TJson, upsert: boolean): { ok: boolean; echo: TJson } {
    const errors: string[] = [];
    const byId = typeof raw.InvoiceID === 'string' ? t.invoices.find((i) => i.InvoiceID.toLowerCase() === String(raw.InvoiceID).toLowerCase()) : undefined;
    if (raw.InvoiceID && !byId) return { ok: false, echo: { ...raw, HasErrors: true, ValidationErrors: [{ Message: 'Invoice could not be found' }] } };
    const existing = byId ?? (upsert && typeof raw.InvoiceNumber === 'string' ? t.invoices.find((i) => i.Type === 'ACCREC' && i.InvoiceNumber === raw.InvoiceNumber) : undefined);

    const type = typeof raw.Type === 'string' ? raw.Type : existing?.Type;
    if (!type) errors.push('Invoice Type must be specified.');
    else if (!['ACCREC', 'ACCPAY'].includes(type)) errors.push(`Invoice Type '${type}' is not valid.`);

    const status = typeof raw.Status === 'string' ? raw.Status : existing?.Status ?? 'DRAFT';
    if (existing) {
      const from = existing.Status;
      const allowed: Record<string, string[]> = { DRAFT: ['SUBMITTED', 'AUTHORISED', 'DELETED'], SUBMITTED: ['DRAFT', 'AUTHORISED', 'DELETED'], AUTHORISED: ['VOIDED'] };
      const changesContent = Object.keys(raw).some((k) => !['InvoiceID', 'Status'].includes(k));
      if (['PAID', 'VOIDED', 'DELETED'].includes(from) && (status !== from || changesContent)) errors.push('Invoice not of valid status for modification');
      else if (status !== from && !(allowed[from] ?? []).includes(status)) errors.push('Invoice not of valid status for modification');
    } else if (!['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(status)) {
      errors.push(`Invoices cannot be created with status ${status}.`);
    }

    let contactId = existing?.ContactID;
    const c = raw.Contact as TJson | undefined;
    if (c) {
      if (typeof c.ContactID === 'string') {
        const found = t.contacts.find((x) => x.ContactID === c.ContactID);
        if (!found) errors.push('The Contact ID specified does not exist.');
        contactId = found?.ContactID;
      } else if (typeof c.ContactNumber === 'string') {
        contactId = t.contacts.find((x) => x.ContactNumber === c.ContactNumber)?.ContactID;
        if (!contactId) errors.push('The Contact Number specified does not exist.');
      } else if (typeof c.Name === 'string' && c.Name.trim()) {
        // Name only: an existing active contact of that name, or a new one.
        const name = c.Name.trim();
        const found = t.contacts.find((x) => x.ContactStatus === 'ACTIVE' && x.Name.toLowerCase() === name.toLowerCase());
        contactId = found?.ContactID ?? this.addContact({ Name: name }, t.name).ContactID;
      }
    }
    if (!contactId) errors.push('A Contact must be specified for this type of transaction');

    const number = typeof raw.InvoiceNumber === 'string' && raw.InvoiceNumber ? raw.InvoiceNumber : existing?.InvoiceNumber ?? `INV-${String(++this.invoiceSeq).padStart(4, '0')}`;
    if (number.length > 255) errors.push('Invoice Number must be 255 characters or less.');
    if (type === 'ACCREC' && t.invoices.some((i) => i !== existing && i.Type === 'ACCREC' && i.InvoiceNumber === number)) errors.push('Invoice # must be unique.');

    const amountTypes = (typeof raw.LineAmountTypes === 'string' ? raw.LineAmountTypes : existing?.LineAmountTypes ?? 'Exclusive') as TFakeInvoice['LineAmountTypes'];
    if (!['Exclusive', 'Inclusive', 'NoTax'].includes(amountTypes)) errors.push(`LineAmountTypes '${String(amountTypes)}' is not valid.`);
    const dateOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
    const date = dateOf(raw.Date) ?? existing?.Date ?? new Date().toISOString().slice(0, 10);
    const dueDate = dateOf(raw.DueDate) ?? existing?.DueDate;
    if (raw.Date !== undefined && !dateOf(raw.Date)) errors.push('Date must be a valid date.');

    const rawLines = Array.isArray(raw.LineItems) ? (raw.LineItems as TJson[]) : null;
    const lineEchoes: TJson[] = [];
    let lines = existing?.LineItems ?? [];
    if (rawLines) {
      lines = rawLines.map((l) => {
        const lineErrors: string[] = [];
        const qty = typeof l.Quantity === 'number' ? l.Quantity : 1;
        const unit = typeof l.UnitAmount === 'number' ? l.UnitAmount : 0;
        const account = typeof l.AccountCode === 'string' ? l.AccountCode : undefined;
        const tax = typeof l.TaxType === 'string' ? l.TaxType : undefined;
        if (typeof l.Description !== 'string' || !l.Description.trim()) lineErrors.push('Description must be specified.');
        if (account !== undefined && !ACCOUNTS.has(account)) lineErrors.push(`Account code '${account}' is not a valid code for this document.`);
        if (tax !== undefined && !(tax in TAX_RATES)) lineErrors.push(`The TaxType code ${tax} does not exist or cannot be used for this type of transaction.`);
        const lineAmount = round2(qty * unit);
        const rate = tax ? (TAX_RATES[tax] ?? 0) : 0;
        const taxAmount = amountTypes === 'NoTax' ? 0 : amountTypes === 'Inclusive' ? round2((lineAmount * rate) / (1 + rate)) : round2(lineAmount * rate);
        lineEchoes.push({ ...l, ValidationErrors: lineErrors.map((Message) => ({ Message })) });
        if (lineErrors.length) errors.push(...lineErrors.map((m) => `__line:${m}`));
        return { LineItemID: randomUUID(), Description: String(l.Description ?? ''), Quantity: qty, UnitAmount: unit, AccountCode: account, TaxType: tax, LineAmount: lineAmount, TaxAmount: taxAmount };
      });
    }
    if (status === 'AUTHORISED' && lines.length === 0) errors.push('At least one line item must be specified to approve an invoice.');

    if (errors.length) {
      const own = errors.filter((e) => !e.startsWith('__line:'));
      return {
        ok: false,
        echo: { ...raw, InvoiceID: existing?.InvoiceID ?? ZERO_ID, InvoiceNumber: number, Status: status, HasErrors: true, StatusAttributeString: 'ERROR', ...(rawLines ? { LineItems: lineEchoes } : {}), ValidationErrors: own.map((Message) => ({ Message })) },
      };
    }
    const saved: TFakeInvoice = existing ?? { InvoiceID: randomUUID(), Type: String(type), InvoiceNumber: number, ContactID: String(contactId), Date: date, Status: status, LineAmountTypes: amountTypes, LineItems: [], UpdatedDateUTC: '' };
    Object.assign(saved, { Type: String(type), InvoiceNumber: number, ContactID: String(contactId), Date: date, DueDate: dueDate, Status: status, LineAmountTypes: amountTypes, LineItems: lines, UpdatedDateUTC: msDate(Date.now()) });
    if (typeof raw.Reference === 'string') saved.Reference = raw.Reference;
    if (!existing) t.invoices.push(saved);
    return { ok: true, echo: this.renderInvoice(t, saved, true) };
  }

  private renderInvoice(t: TFakeTenant, i: TFakeInvoice, withLines: boolean): TJson {
    const contact = t.contacts.find((c) => c.ContactID === i.ContactID);
    const subTotal = round2(i.LineItems.reduce((s, l) => s + (i.LineAmountTypes === 'Inclusive' ? l.LineAmount - l.TaxAmount : l.LineAmount), 0));
    const totalTax = round2(i.LineItems.reduce((s, l) => s + l.TaxAmount, 0));
    const total = round2(subTotal + totalTax);
    const day = (d: string) => ({ ms: Date.parse(`${d}T00:00:00Z`), str: `${d}T00:00:00` });
    return {
      Type: i.Type,
      InvoiceID: i.InvoiceID,
      InvoiceNumber: i.InvoiceNumber,
      Reference: i.Reference ?? '',
      Contact: contact ? renderContact(contact) : { ContactID: i.ContactID },
      DateString: day(i.Date).str,
      Date: msDate(day(i.Date).ms),
      ...(i.DueDate ? { DueDateString: day(i.DueDate).str, DueDate: msDate(day(i.DueDate).ms) } : {}),
      Status: i.Status,
      LineAmountTypes: i.LineAmountTypes,
      ...(withLines ? { LineItems: i.LineItems.map((l) => ({ ...l, ValidationErrors: [] })) } : {}),
      SubTotal: subTotal,
      TotalTax: totalTax,
      Total: total,
      AmountDue: ['VOIDED', 'DELETED'].includes(i.Status) ? 0 : total,
      AmountPaid: 0,
      AmountCredited: 0,
      CurrencyCode: 'AUD',
      CurrencyRate: 1,
      IsDiscounted: false,
      HasAttachments: false,
      HasErrors: false,
      SentToContact: false,
      Payments: [],
      Prepayments: [],
      Overpayments: [],
      CreditNotes: [],
      UpdatedDateUTC: i.UpdatedDateUTC,
      StatusAttributeString: 'OK',
    };
  }
}

function renderContact(c: TFakeContact): TJson {
  return {
    ContactID: c.ContactID, ...(c.ContactNumber ? { ContactNumber: c.ContactNumber } : {}), ContactStatus: c.ContactStatus, Name: c.Name,
    ...(c.EmailAddress ? { EmailAddress: c.EmailAddress } : {}), Addresses: [], Phones: [], UpdatedDateUTC: c.UpdatedDateUTC,
    ContactGroups: [], IsSupplier: false, IsCustomer: false, ContactPersons: [], HasValidationErrors: false,
  };
}

function envelope(content: TJson): TJson {
  return { Id: randomUUID(), Status: 'OK', ProviderName: 'Jobflow (fake Xero)', DateTimeUTC: msDate(Date.now()), ...content };
}

function paging(q: URLSearchParams, itemCount: number): TJson {
  if (!q.has('page')) return {};
  const pageSize = Number(q.get('pageSize') ?? 100);
  return { pagination: { page: Number(q.get('page')), pageSize, pageCount: Math.max(1, Math.ceil(itemCount / pageSize)), itemCount } };
}

function validationException(elements: TJson[]): TJson {
  return { ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: elements };
}

/**
 * The part of Xero's where syntax this app uses: `Field=="value"` and `Field!="value"`
 * terms joined by AND / OR (AND binds tighter), field names case-insensitive, string
 * comparison case-insensitive. Null when the filter cannot be read.
 */
export function parseWhere(where: string): ((row: TJson) => boolean) | null {
  const groups: string[][] = [[]];
  let current = '';
  let inQuote = false;
  for (let i = 0; i < where.length; i++) {
    const ch = where[i];
    if (inQuote) {
      current += ch;
      if (ch === '\\') current += where[++i] ?? '';
      else if (ch === '"') inQuote = false;
      continue;
    }
    if (ch === '"') {
      inQuote = true;
      current += ch;
      continue;
    }
    const restUpper = where.slice(i).toUpperCase();
    const op = [' OR ', '||', ' AND ', '&&'].find((o) => restUpper.startsWith(o));
    if (op) {
      groups[groups.length - 1].push(current);
      current = '';
      if (op === ' OR ' || op === '||') groups.push([]);
      i += op.length - 1;
      continue;
    }
    current += ch;
  }
  if (inQuote) return null;
  groups[groups.length - 1].push(current);
  const terms = groups.map((g) =>
    g.map((term) => {
      const m = /^\s*([A-Za-z][\w.]*)\s*(==|!=)\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(term);
      if (!m) return null;
      return { field: m[1].toLowerCase(), neg: m[2] === '!=', value: m[3].replace(/\\(.)/g, '$1').toLowerCase() };
    }),
  );
  if (terms.some((g) => g.some((t) => t === null))) return null;
  return (row) => {
    const get = (f: string) => {
      const key = Object.keys(row).find((k) => k.toLowerCase() === f);
      const v = key ? row[key] : undefined;
      return typeof v === 'string' ? v.toLowerCase() : v === undefined || v === null ? null : String(v).toLowerCase();
    };
    return terms.some((g) => g.every((t) => (t && (get(t.field) === t.value) !== t.neg) as boolean));
  };
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function text(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function html(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Xero | Error</title><h1>Sorry, something went wrong</h1><p>${message}</p>`);
}
