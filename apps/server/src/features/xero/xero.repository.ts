import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { clients, costMatrix, invoiceItems, invoices, xeroConnections } from '../../db/schema/index.ts';
import type { TXeroTokenSet } from '../../platform/xero/xero.types.ts';

/** Connection states as stored (xero_connections.status). */
export const STORED = { disconnected: 'disconnected', connected: 'connected', failed: 'failed' } as const;

export type TXeroConnectionRow = typeof xeroConnections.$inferSelect;

export async function findConnection(db: TDb, companyId: number): Promise<TXeroConnectionRow | null> {
  const [row] = await db.select().from(xeroConnections).where(eq(xeroConnections.companyId, companyId));
  return row ?? null;
}

/** Remembers the state of a consent request (one per agency; a newer one replaces it). */
export async function saveOauthState(db: TDb, companyId: number, state: string): Promise<void> {
  await db
    .insert(xeroConnections)
    .values({ companyId, oauthState: state })
    .onConflictDoUpdate({ target: xeroConnections.companyId, set: { oauthState: state, updatedAt: sql`now()` } });
}

/**
 * Takes the state back exactly once. The callback is public (Xero redirects the browser
 * without our bearer token), so the unguessable state is what names the agency.
 */
export async function consumeOauthState(db: TDb, state: string): Promise<TXeroConnectionRow | null> {
  const [row] = await db.update(xeroConnections).set({ oauthState: null, updatedAt: sql`now()` }).where(eq(xeroConnections.oauthState, state)).returning();
  return row ?? null;
}

export async function saveConnected(
  db: TDb,
  companyId: number,
  v: { tokens: TXeroTokenSet; tenantId: string; organisationName: string; username: string | null },
): Promise<void> {
  await db
    .update(xeroConnections)
    .set({
      status: STORED.connected,
      tenantId: v.tenantId,
      organisationName: v.organisationName,
      username: v.username,
      accessToken: v.tokens.accessToken,
      refreshToken: v.tokens.refreshToken,
      expiresAt: v.tokens.expiresAt.toISOString(),
      error: null,
      updatedAt: sql`now()`,
    })
    .where(eq(xeroConnections.companyId, companyId));
}

/** The connection needs the user again (reconnect); tokens are kept for a possible revocation. */
export async function saveFailed(db: TDb, companyId: number, error: string): Promise<void> {
  await db.update(xeroConnections).set({ status: STORED.failed, error, updatedAt: sql`now()` }).where(eq(xeroConnections.companyId, companyId));
}

/**
 * Stores a rotated token set in one statement, only if the refresh token is still the one
 * that was spent: when another server copy rotated first, nothing is overwritten and the
 * caller answers false (and reads the newer tokens).
 */
export async function rotateTokens(db: TDb, companyId: number, spent: string, tokens: TXeroTokenSet): Promise<boolean> {
  const rows = await db
    .update(xeroConnections)
    .set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt.toISOString(), updatedAt: sql`now()` })
    .where(and(eq(xeroConnections.companyId, companyId), eq(xeroConnections.refreshToken, spent)))
    .returning({ id: xeroConnections.id });
  return rows.length > 0;
}

export async function clearConnection(db: TDb, companyId: number): Promise<void> {
  await db
    .update(xeroConnections)
    .set({ status: STORED.disconnected, tenantId: null, organisationName: null, username: null, accessToken: null, refreshToken: null, expiresAt: null, error: null, updatedAt: sql`now()` })
    .where(eq(xeroConnections.companyId, companyId));
}

/** An invoice with its client and lines, as the Xero push needs them. */
export async function loadInvoiceForSync(db: TDb, companyId: number, invoiceId: number) {
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
  if (!invoice) return null;
  const [client] = await db
    .select({ id: clients.id, name: clients.name, code: clients.code, email: clients.email })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, invoice.clientId)));
  const items = await db
    .select({ description: invoiceItems.description, quantity: invoiceItems.quantity, rate: invoiceItems.rate, xeroCode: costMatrix.xeroCode })
    .from(invoiceItems)
    .leftJoin(costMatrix, and(eq(costMatrix.companyId, invoiceItems.companyId), eq(costMatrix.id, invoiceItems.costMatrixId)))
    .where(and(eq(invoiceItems.companyId, companyId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.id));
  return { invoice, client: client ?? null, items };
}

export async function saveSyncOutcome(
  db: TDb,
  companyId: number,
  invoiceId: number,
  outcome: { status: 'synced'; xeroInvoiceId: string } | { status: 'failed'; error: string; xeroInvoiceId?: string } | { status: 'nothing to send' },
): Promise<void> {
  await db
    .update(invoices)
    .set(
      outcome.status === 'synced'
        ? { xeroInvoiceId: outcome.xeroInvoiceId, xeroSyncStatus: 'synced', xeroSyncError: null, xeroSyncedAt: sql`now()` }
        : outcome.status === 'nothing to send'
          ? // nothing Xero needs (a cancelled invoice it never had): no failure is left standing
            { xeroSyncStatus: sql`case when ${invoices.xeroSyncStatus} = 'failed' then null else ${invoices.xeroSyncStatus} end`, xeroSyncError: null }
          : { ...(outcome.xeroInvoiceId ? { xeroInvoiceId: outcome.xeroInvoiceId } : {}), xeroSyncStatus: 'failed', xeroSyncError: outcome.error.slice(0, 2000) },
    )
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, invoiceId)));
}
