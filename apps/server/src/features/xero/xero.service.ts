import { createHash, randomBytes } from 'node:crypto';
import { AppError, XERO_REQUIRED_ENV, XERO_SYNCED_MESSAGE, isRealXeroId, type TXeroInfo, type TXeroSyncResult } from '@jobflow/contract';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { signPath, verifySignature } from '../../lib/signing.ts';
import { createXeroClient, isXeroConfigured, jwtClaims, usernameFromIdToken, whereEquals, type TTokenSupplier, type TXeroAccounting, type TXeroClient } from '../../platform/xero/xero.client.ts';
import { XeroError } from '../../platform/xero/xero.errors.ts';
import type { TXeroHttpOptions } from '../../platform/xero/xero.http.ts';
import type { TXeroConnection, TXeroContact, TXeroInvoice, TXeroInvoiceStatus } from '../../platform/xero/xero.types.ts';
import * as repo from './xero.repository.ts';

export type TXeroDeps = {
  db: TDb;
  config: TConfig;
  auth: { companyId: number };
  /** HTTP knobs (tests inject sleep and fetch) */
  http?: TXeroHttpOptions;
  log?: { warn: (obj: object, msg: string) => void };
};

/** Access tokens live 30 minutes; they are renewed when less than this is left. */
export const REFRESH_MARGIN_MS = 60_000;
/** A consent request must come back within this time. */
const STATE_TTL_SECONDS = 15 * 60;
/** Where the settings XERO tab lives in the web app. */
const SETTINGS_PATH = '/settings/xero';

const connectPath = (companyId: number) => `/api/xero/connect/${companyId}`;

function clientOf(config: TConfig, http?: TXeroHttpOptions): TXeroClient | null {
  return isXeroConfigured(config.xero) ? createXeroClient(config.xero, http) : null;
}

const notConfigured = () => new AppError('CONFLICT', `Xero is not set up on this server: set ${XERO_REQUIRED_ENV.join(' and ')}.`);

const readable = (e: unknown) => (e instanceof XeroError ? e.message : 'Something went wrong while talking to Xero. Try again.');

/** GET /xero/info: the spec's fields plus the state they add up to. */
export async function getXeroInfo(deps: TXeroDeps & { signingSecret: string }): Promise<TXeroInfo> {
  const cfg = deps.config.xero;
  const configured = isXeroConfigured(cfg);
  const missing = XERO_REQUIRED_ENV.filter((name) => !(name === 'XERO_CLIENT_ID' ? cfg.clientId : cfg.clientSecret));
  const row = await repo.findConnection(deps.db, deps.auth.companyId);
  const connected = configured && row?.status === repo.STORED.connected && Boolean(row.refreshToken);
  const failed = configured && !connected && row?.status === repo.STORED.failed;
  const known = connected || failed;
  return {
    error: failed ? (row?.error ?? 'The connection to Xero stopped working.') : null,
    connected,
    organisationName: known ? (row?.organisationName ?? null) : null,
    username: known ? (row?.username ?? null) : null,
    // A plain link (it is followed by the browser, which sends no bearer token): signed and short-lived.
    link: configured ? signPath(deps.signingSecret, connectPath(deps.auth.companyId)) : null,
    state: !configured ? 'not_configured' : connected ? 'connected' : failed ? 'failed' : 'not_connected',
    configured,
    missing: [...missing],
    redirectUri: cfg.redirectUri,
  };
}

/** Stores a fresh single-use state and answers the Xero consent URL. */
export async function startXeroConnect(deps: Pick<TXeroDeps, 'db' | 'config' | 'http' | 'auth'>): Promise<string> {
  const client = clientOf(deps.config, deps.http);
  if (!client) throw notConfigured();
  const expires = Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS;
  const state = `${expires}.${randomBytes(24).toString('base64url')}`;
  await repo.saveOauthState(deps.db, deps.auth.companyId, state);
  return client.authorizeUrl(state);
}

/** The signed Connect link of GET /xero/info: checks it, then answers where to send the browser. */
export async function connectFromLink(
  deps: Pick<TXeroDeps, 'db' | 'config' | 'http'> & { signingSecret: string },
  companyId: number,
  link: { expires: number; sig: string },
): Promise<string> {
  if (!verifySignature(deps.signingSecret, connectPath(companyId), link.expires, link.sig)) {
    return settingsUrl('This Connect link has expired. Open Settings → Xero and try again.');
  }
  if (!isXeroConfigured(deps.config.xero)) return settingsUrl(notConfigured().message);
  return startXeroConnect({ ...deps, auth: { companyId } });
}

const settingsUrl = (error?: string) => (error ? `${SETTINGS_PATH}?${new URLSearchParams({ xero_error: error }).toString()}` : SETTINGS_PATH);

/** Among the organisations just authorised, the most recently connected; else the one used before. */
export function pickTenant(connections: TXeroConnection[], previousTenantId: string | null, authEventId: unknown): TXeroConnection | null {
  const orgs = connections.filter((c) => (c.tenantType ?? 'ORGANISATION').toUpperCase() === 'ORGANISATION');
  const newest = (list: TXeroConnection[]) => [...list].sort((a, b) => String(b.updatedDateUtc ?? '').localeCompare(String(a.updatedDateUtc ?? '')))[0] ?? null;
  const fromThisEvent = typeof authEventId === 'string' ? orgs.filter((c) => c.authEventId === authEventId) : [];
  return newest(fromThisEvent) ?? orgs.find((c) => c.tenantId === previousTenantId) ?? newest(orgs);
}

/**
 * GET /xero/callback: Xero sends the browser back with a code (or an error) and our state.
 * Exchanges the code, picks the tenant, reads the organisation and stores everything;
 * answers where to send the browser next (the XERO tab, with an error when it failed).
 */
export async function completeXeroConnect(
  deps: Pick<TXeroDeps, 'db' | 'config' | 'http' | 'log'>,
  query: { code?: string; state?: string; error?: string; error_description?: string },
): Promise<string> {
  const state = query.state ?? '';
  const row = state ? await repo.consumeOauthState(deps.db, state) : null;
  const expires = Number(state.split('.')[0]);
  if (!row || !(expires * 1000 > Date.now())) return settingsUrl('This Xero sign-in has expired or was already used. Connect again.');
  const companyId = row.companyId;
  // A failed Reconnect leaves a working connection alone.
  const wasConnected = row.status === repo.STORED.connected && Boolean(row.refreshToken);
  const fail = async (message: string) => {
    if (!wasConnected) await repo.saveFailed(deps.db, companyId, message);
    return settingsUrl(message);
  };
  const client = clientOf(deps.config, deps.http);
  if (!client) return settingsUrl(notConfigured().message);
  if (query.error) return fail(query.error === 'access_denied' ? 'Access to Xero was not granted.' : `Xero answered: ${query.error_description ?? query.error}.`);
  if (!query.code) return fail('Xero sent no authorisation code. Connect again.');
  try {
    const tokens = await client.exchangeCode(query.code);
    const tenant = pickTenant(await client.connections(tokens.accessToken), row.tenantId, jwtClaims(tokens.accessToken).authentication_event_id);
    if (!tenant) return await fail('No Xero organisation was authorised. Connect again and choose an organisation.');
    const organisation = await client.accounting(async () => tokens.accessToken, tenant.tenantId).organisation();
    await repo.saveConnected(deps.db, companyId, {
      tokens,
      tenantId: tenant.tenantId,
      organisationName: organisation?.Name ?? tenant.tenantName ?? 'Xero organisation',
      username: usernameFromIdToken(tokens.idToken),
    });
    return settingsUrl();
  } catch (e) {
    deps.log?.warn({ err: e }, 'xero connect failed');
    return fail(readable(e));
  }
}

/** POST /xero/disconnect: revokes the refresh token at Xero (best effort) and forgets the connection. */
export async function disconnectXero(deps: TXeroDeps): Promise<void> {
  const row = await repo.findConnection(deps.db, deps.auth.companyId);
  const client = clientOf(deps.config, deps.http);
  if (row?.refreshToken && client) {
    try {
      await client.revoke(row.refreshToken);
    } catch (e) {
      // Xero forgets an unused refresh token after 60 days anyway; the local connection goes regardless.
      deps.log?.warn({ err: e }, 'xero token revocation failed');
    }
  }
  if (row) await repo.clearConnection(deps.db, deps.auth.companyId);
}

/** One refresh per agency at a time within this process; other server copies are handled by rotateTokens. */
const inflightRefresh = new Map<number, Promise<string>>();

/** Hands out a valid access token, refreshing (with rotation) shortly before expiry and after a 401. */
function tokenSupplier(deps: TXeroDeps, client: TXeroClient): TTokenSupplier {
  const { db } = deps;
  const companyId = deps.auth.companyId;
  return async (rejected) => {
    const row = await repo.findConnection(db, companyId);
    if (!row?.refreshToken || row.status !== repo.STORED.connected) // Disconnected meanwhile: this push fails, the (already cleared) connection is not marked failed.
      throw new XeroError('other', 0, 'The connection to Xero was removed. Connect to Xero again.');
    const left = row.expiresAt ? new Date(row.expiresAt).getTime() - Date.now() : 0;
    if (row.accessToken && left > REFRESH_MARGIN_MS && row.accessToken !== rejected) return row.accessToken;
    let pending = inflightRefresh.get(companyId);
    if (!pending) {
      pending = refreshTokens(deps, client, row.refreshToken).finally(() => inflightRefresh.delete(companyId));
      inflightRefresh.set(companyId, pending);
    }
    return pending;
  };
}

async function refreshTokens(deps: TXeroDeps, client: TXeroClient, spent: string): Promise<string> {
  const { db } = deps;
  const companyId = deps.auth.companyId;
  let tokens;
  try {
    tokens = await client.refresh(spent);
  } catch (e) {
    if (e instanceof XeroError && e.breaksConnection) {
      const now = await repo.findConnection(db, companyId);
      // Another server copy rotated first: its tokens are the good ones.
      if (now?.refreshToken && now.refreshToken !== spent && now.accessToken) return now.accessToken;
      await repo.saveFailed(db, companyId, e.message);
    }
    throw e;
  }
  // Stored before use, in one statement; if another copy rotated meanwhile its tokens stay and ours are still valid for this call.
  await repo.rotateTokens(db, companyId, spent, tokens);
  return tokens.accessToken;
}

/** Our invoice statuses in Xero: work in progress is a draft, approved or completed is authorised. */
const STATUS_IN_XERO: Record<string, TXeroInvoiceStatus> = {
  pending: 'DRAFT',
  in_progress: 'DRAFT',
  approved: 'AUTHORISED',
  completed: 'AUTHORISED',
};

type TSyncData = NonNullable<Awaited<ReturnType<typeof repo.loadInvoiceForSync>>>;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The invoice as Xero wants it: ACCREC, exclusive amounts, one line per item with the GST tax type. */
export function toXeroInvoice(data: TSyncData, xero: TConfig['xero']): TXeroInvoice {
  const { invoice, items } = data;
  const date = invoice.invoiceDate ?? new Date().toISOString().slice(0, 10);
  const terms = Number.parseInt(invoice.terms, 10);
  return {
    Type: 'ACCREC',
    InvoiceNumber: invoice.invoiceNumber,
    Reference: (invoice.clientPo || invoice.name).slice(0, 255),
    Date: date,
    DueDate: addDays(date, Number.isFinite(terms) ? terms : 30),
    LineAmountTypes: 'Exclusive',
    LineItems: items.map((i) => ({
      Description: plain(i.description) || 'Item',
      Quantity: Number(i.quantity),
      UnitAmount: Number(i.rate),
      AccountCode: i.xeroCode?.trim() || xero.accountCode,
      TaxType: xero.taxType,
    })),
  };
}

/** Finds the client's contact by name, code (ContactNumber) or e-mail, or creates it. */
async function contactIdFor(api: TXeroAccounting, client: NonNullable<TSyncData['client']>): Promise<string> {
  const terms = [whereEquals('Name', client.name), whereEquals('ContactNumber', client.code)];
  if (client.email) terms.push(whereEquals('EmailAddress', client.email));
  const pick = (list: TXeroContact[]) => {
    const active = list.filter((c) => c.ContactID && (c.ContactStatus ?? 'ACTIVE') === 'ACTIVE');
    const same = (a: string | undefined, b: string | null) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());
    return (active.find((c) => same(c.Name, client.name)) ?? active.find((c) => same(c.ContactNumber, client.code)) ?? active.find((c) => same(c.EmailAddress, client.email)))?.ContactID;
  };
  const found = pick(await api.findContacts(terms.join(' OR ')));
  if (found) return found;
  try {
    const created = await api.createContact({ Name: client.name, ContactNumber: client.code, ...(client.email ? { EmailAddress: client.email } : {}) });
    return created.ContactID as string;
  } catch (e) {
    // Someone created it in between: Xero names must be unique among active contacts.
    if (e instanceof XeroError && e.kind === 'validation' && e.details.some((m) => /already assigned/i.test(m))) {
      const again = pick(await api.findContacts(whereEquals('Name', client.name)));
      if (again) return again;
    }
    throw e;
  }
}

const idempotencyKey = (companyId: number, invoiceId: number, body: unknown) =>
  `jobflow-${companyId}-${invoiceId}-${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32)}`;

type TPushResult = { sent: true; xeroInvoiceId: string } | { sent: false; reason: string };

async function pushInvoice(deps: TXeroDeps, api: TXeroAccounting, data: TSyncData, existingId: string | null): Promise<TPushResult> {
  const { invoice } = data;
  const cancelled = invoice.status === 'cancelled';
  let current: TXeroInvoice | null = null;
  if (existingId) {
    try {
      current = await api.getInvoice(existingId);
    } catch (e) {
      // The id no longer names an invoice in this organisation: send it afresh.
      if (!(e instanceof XeroError && e.kind === 'not_found')) throw e;
    }
  }
  if (cancelled) {
    if (!current?.InvoiceID) return { sent: false, reason: 'A cancelled invoice is not sent to Xero.' };
    if (current.Status === 'DELETED' || current.Status === 'VOIDED') return { sent: true, xeroInvoiceId: current.InvoiceID };
    if (current.Status === 'PAID') throw new XeroError('validation', 400, 'The invoice is paid in Xero and cannot be cancelled there.');
    // Xero deletes drafts and voids authorised invoices; there is no HTTP DELETE.
    const updated = await api.updateInvoice(current.InvoiceID, { Status: current.Status === 'AUTHORISED' ? 'VOIDED' : 'DELETED' }, idempotencyKey(deps.auth.companyId, invoice.id, { cancel: current.InvoiceID }));
    return { sent: true, xeroInvoiceId: updated.InvoiceID ?? current.InvoiceID };
  }
  if (!data.client) throw new XeroError('validation', 400, 'The invoice has no client to bill in Xero.');
  if (data.items.length === 0) throw new XeroError('validation', 400, 'The invoice has no items to send to Xero.');
  const target = STATUS_IN_XERO[invoice.status] ?? 'DRAFT';
  const body: TXeroInvoice = { ...toXeroInvoice(data, deps.config.xero), Contact: { ContactID: await contactIdFor(api, data.client) } };
  if (current?.InvoiceID) {
    if (current.Status === 'DELETED' || current.Status === 'VOIDED' || current.Status === 'PAID') {
      throw new XeroError('validation', 400, `The invoice is ${current.Status.toLowerCase()} in Xero and can no longer be changed there.`);
    }
    // Xero does not take an authorised invoice back to draft: it stays authorised, with the new content.
    const status = current.Status === 'AUTHORISED' ? 'AUTHORISED' : target;
    const updated = await api.updateInvoice(current.InvoiceID, { ...body, Status: status }, idempotencyKey(deps.auth.companyId, invoice.id, { update: current.InvoiceID, body, status, at: Date.now() }));
    return { sent: true, xeroInvoiceId: updated.InvoiceID ?? current.InvoiceID };
  }
  // The same content gets the same key, so a create whose answer was lost is not made twice.
  const createBody = { ...body, Status: target };
  const created = await api.createInvoice(createBody, idempotencyKey(deps.auth.companyId, invoice.id, createBody));
  if (!isRealXeroId(created.InvoiceID)) throw new XeroError('other', 200, 'Xero did not return an id for the invoice.');
  return { sent: true, xeroInvoiceId: created.InvoiceID };
}

/**
 * How long a status save waits for its push to Xero, retries included (an outage or a rate
 * limit would otherwise hold it for minutes: 4 attempts of up to 20 s a call). Past it the push
 * fails as any other, stored on the invoice, and Try again sends it later.
 */
export const XERO_SYNC_BUDGET_MS = 25_000;

/**
 * Pushes one invoice to Xero (called by the invoices feature when an invoice's status
 * changes): finds or creates the contact, creates or updates the Xero invoice and stores
 * the outcome on the invoice. Never throws: a failure is stored on the invoice and
 * answered as `synced: false` with the reason.
 */
export async function syncInvoiceToXero(deps: TXeroDeps, invoiceId: number): Promise<TXeroSyncResult> {
  const { db } = deps;
  const companyId = deps.auth.companyId;
  const notSynced = (message: string, id: string | null = null): TXeroSyncResult => ({ synced: false, message, xero_invoice_id: id });
  try {
    // the status save waits for this push: its calls and their retries end within the budget
    const clock = deps.http?.now ?? Date.now;
    const client = clientOf(deps.config, { ...deps.http, deadline: clock() + XERO_SYNC_BUDGET_MS });
    if (!client) return notSynced(`Xero is not set up on this server (set ${XERO_REQUIRED_ENV.join(' and ')}).`);
    const conn = await repo.findConnection(db, companyId);
    if (!conn?.refreshToken || !conn.tenantId || conn.status === repo.STORED.disconnected) return notSynced('Not connected to Xero: connect in Settings → Xero.');
    const data = await repo.loadInvoiceForSync(db, companyId, invoiceId);
    if (!data) return notSynced('Invoice not found.');
    const existingId = isRealXeroId(data.invoice.xeroInvoiceId) ? data.invoice.xeroInvoiceId : null;
    const fail = async (message: string) => {
      await repo.saveSyncOutcome(db, companyId, invoiceId, { status: 'failed', error: message });
      return notSynced(message, existingId);
    };
    if (conn.status === repo.STORED.failed) return await fail(`The connection to Xero failed${conn.error ? `: ${conn.error}` : '.'} Reconnect in Settings → Xero.`);
    try {
      const api = client.accounting(tokenSupplier(deps, client), conn.tenantId);
      const result = await pushInvoice(deps, api, data, existingId);
      if (!result.sent) {
        await repo.saveSyncOutcome(db, companyId, invoiceId, { status: 'nothing to send' });
        return notSynced(result.reason, existingId);
      }
      await repo.saveSyncOutcome(db, companyId, invoiceId, { status: 'synced', xeroInvoiceId: result.xeroInvoiceId });
      return { synced: true, message: XERO_SYNCED_MESSAGE, xero_invoice_id: result.xeroInvoiceId };
    } catch (e) {
      if (e instanceof XeroError && e.breaksConnection) await repo.saveFailed(db, companyId, e.message);
      else if (!(e instanceof XeroError)) deps.log?.warn({ err: e }, 'xero invoice sync failed');
      return await fail(readable(e));
    }
  } catch (e) {
    // The database itself failed: the invoice save that called us must still succeed.
    deps.log?.warn({ err: e }, 'xero invoice sync could not run');
    return notSynced('The invoice could not be sent to Xero. Try again.');
  }
}
