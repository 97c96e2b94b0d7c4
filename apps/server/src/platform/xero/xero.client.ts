import type { TXeroConfig } from '../../config.ts';
import { XeroError } from './xero.errors.ts';
import { xeroFetch, type TXeroHttpOptions, type TXeroRequest } from './xero.http.ts';
import type { TXeroConnection, TXeroContact, TXeroInvoice, TXeroOrganisation, TXeroTokenSet } from './xero.types.ts';

/** Xero app credentials are set: the server can connect. */
export type TXeroSettings = TXeroConfig & { clientId: string; clientSecret: string };

export const isXeroConfigured = (c: TXeroConfig): c is TXeroSettings => Boolean(c.clientId && c.clientSecret);

/**
 * Supplies the access token for an accounting call. `rejected` is the token Xero just
 * answered 401 to: the supplier refreshes (or finds a newer token) instead of handing it back.
 */
export type TTokenSupplier = (rejected?: string) => Promise<string>;

type TJson = Record<string, unknown>;
const obj = (v: unknown): TJson => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as TJson) : {});

/** The claims of a JWT, read without verifying it (it came straight from Xero's token endpoint over TLS). */
export function jwtClaims(token: string | null | undefined): TJson {
  const part = token?.split('.')[1];
  if (!part) return {};
  try {
    return obj(JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
  } catch {
    return {};
  }
}

/** Who authorised the connection, from the id_token (openid profile email scopes). */
export function usernameFromIdToken(idToken: string | null): string | null {
  const c = jwtClaims(idToken);
  const name = [c.given_name, c.family_name].filter((v) => typeof v === 'string' && v).join(' ');
  if (typeof c.email === 'string' && c.email) return c.email;
  if (name) return name;
  return typeof c.preferred_username === 'string' ? c.preferred_username : null;
}

/** `Name=="Acme \"Ltd\""`: a where-filter string literal with quotes and backslashes escaped. */
export const whereEquals = (fieldName: string, value: string) => `${fieldName}=="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The Xero client: OAuth 2.0 authorization code flow with refresh-token rotation, connections and the accounting calls this app makes. */
export function createXeroClient(cfg: TXeroSettings, http: TXeroHttpOptions = {}, now: () => number = Date.now) {
  const basic = `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`;

  function tokenSet(body: unknown, previousRefresh?: string): TXeroTokenSet {
    const b = obj(body);
    if (typeof b.access_token !== 'string') throw new XeroError('other', 200, 'Xero answered the token request without an access token.');
    const refresh = typeof b.refresh_token === 'string' ? b.refresh_token : previousRefresh;
    if (!refresh) throw new XeroError('other', 200, 'Xero issued no refresh token: the offline_access scope is missing (XERO_SCOPES).');
    const expiresIn = typeof b.expires_in === 'number' ? b.expires_in : 1800;
    return {
      accessToken: b.access_token,
      refreshToken: refresh,
      expiresAt: new Date(now() + expiresIn * 1000),
      idToken: typeof b.id_token === 'string' ? b.id_token : null,
      scope: typeof b.scope === 'string' ? b.scope : '',
    };
  }

  const token = async (form: Record<string, string>, what: string) =>
    (await xeroFetch({ method: 'POST', url: `${cfg.identityUrl}/connect/token`, headers: { authorization: basic }, form, what }, http)).body;

  /** An accounting call: on a 401 the token is refreshed once and the call repeated once. */
  async function api(getToken: TTokenSupplier, tenantId: string, req: Omit<TXeroRequest, 'url'> & { path: string }): Promise<TJson> {
    const send = async (accessToken: string) =>
      xeroFetch({ ...req, url: `${cfg.apiUrl}/api.xro/2.0${req.path}`, headers: { ...req.headers, authorization: `Bearer ${accessToken}`, 'xero-tenant-id': tenantId } }, http);
    const first = await getToken();
    try {
      return obj((await send(first)).body);
    } catch (e) {
      if (!(e instanceof XeroError) || e.status !== 401) throw e;
      return obj((await send(await getToken(first))).body);
    }
  }

  return {
    /** Where to send the browser to ask the user for consent. */
    authorizeUrl(state: string): string {
      const q = new URLSearchParams({ response_type: 'code', client_id: cfg.clientId, redirect_uri: cfg.redirectUri, scope: cfg.scopes, state });
      return `${cfg.loginUrl}/identity/connect/authorize?${q.toString()}`;
    },

    async exchangeCode(code: string): Promise<TXeroTokenSet> {
      return tokenSet(await token({ grant_type: 'authorization_code', code, redirect_uri: cfg.redirectUri }, 'sign-in'));
    },

    /** Rotation: the answer carries a new refresh token that replaces the old one. */
    async refresh(refreshToken: string): Promise<TXeroTokenSet> {
      return tokenSet(await token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'token refresh'), refreshToken);
    },

    async revoke(refreshToken: string): Promise<void> {
      await xeroFetch({ method: 'POST', url: `${cfg.identityUrl}/connect/revocation`, headers: { authorization: basic }, form: { token: refreshToken }, what: 'revocation' }, { ...http, maxAttempts: 1 });
    },

    async connections(accessToken: string): Promise<TXeroConnection[]> {
      const res = await xeroFetch({ method: 'GET', url: `${cfg.apiUrl}/connections`, headers: { authorization: `Bearer ${accessToken}` }, what: 'connections' }, http);
      return Array.isArray(res.body) ? (res.body as TXeroConnection[]) : [];
    },

    accounting(getToken: TTokenSupplier, tenantId: string) {
      return {
        async organisation(): Promise<TXeroOrganisation | null> {
          const body = await api(getToken, tenantId, { method: 'GET', path: '/Organisation', what: 'organisation' });
          const list = Array.isArray(body.Organisations) ? (body.Organisations as TXeroOrganisation[]) : [];
          return list[0] ?? null;
        },
        async findContacts(where: string): Promise<TXeroContact[]> {
          const q = new URLSearchParams({ where });
          const body = await api(getToken, tenantId, { method: 'GET', path: `/Contacts?${q.toString()}`, what: 'contact search' });
          return Array.isArray(body.Contacts) ? (body.Contacts as TXeroContact[]) : [];
        },
        async createContact(contact: TXeroContact): Promise<TXeroContact> {
          const body = await api(getToken, tenantId, { method: 'PUT', path: '/Contacts', json: { Contacts: [contact] }, what: 'contact' });
          const created = Array.isArray(body.Contacts) ? (body.Contacts[0] as TXeroContact | undefined) : undefined;
          if (!created?.ContactID) throw new XeroError('other', 200, 'Xero created the contact but sent back no ContactID.');
          return created;
        },
        async getInvoice(invoiceId: string): Promise<TXeroInvoice> {
          const body = await api(getToken, tenantId, { method: 'GET', path: `/Invoices/${encodeURIComponent(invoiceId)}`, what: 'invoice' });
          return firstInvoice(body);
        },
        async createInvoice(invoice: TXeroInvoice, idempotencyKey: string): Promise<TXeroInvoice> {
          const body = await api(getToken, tenantId, { method: 'PUT', path: '/Invoices', json: { Invoices: [invoice] }, headers: { 'idempotency-key': idempotencyKey }, what: 'invoice' });
          return firstInvoice(body);
        },
        /** A partial update; LineItems, when sent, replace every line. */
        async updateInvoice(invoiceId: string, invoice: TXeroInvoice, idempotencyKey: string): Promise<TXeroInvoice> {
          const body = await api(getToken, tenantId, {
            method: 'POST',
            path: `/Invoices/${encodeURIComponent(invoiceId)}`,
            json: { Invoices: [invoice] },
            headers: { 'idempotency-key': idempotencyKey },
            what: 'invoice',
          });
          return firstInvoice(body);
        },
      };
    },
  };
}

function firstInvoice(body: TJson): TXeroInvoice {
  const inv = Array.isArray(body.Invoices) ? (body.Invoices[0] as TXeroInvoice | undefined) : undefined;
  if (!inv) throw new XeroError('other', 200, 'Xero answered the invoice request without an invoice.');
  return inv;
}

export type TXeroClient = ReturnType<typeof createXeroClient>;
export type TXeroAccounting = ReturnType<TXeroClient['accounting']>;
