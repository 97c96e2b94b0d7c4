import { z } from 'zod';

/** The notice shown when an invoice save comes back with a real Xero id (spec 2 section 4). */
export const XERO_SYNCED_MESSAGE = 'Invoice synced to XERO';

/** Xero's all-zeros id: an invoice carrying it (or none) is not synced. */
export const XERO_PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';

/** True for an id Xero really issued. */
export const isRealXeroId = (id: string | null | undefined): id is string => Boolean(id) && id !== XERO_PLACEHOLDER_ID;

/** The environment variables without which the server cannot talk to Xero. */
export const XERO_REQUIRED_ENV = ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET'] as const;

/** How the settings XERO tab shows the connection. */
export const XERO_CONNECTION_STATES = ['not_configured', 'not_connected', 'connected', 'failed'] as const;
export type TXeroConnectionState = (typeof XERO_CONNECTION_STATES)[number];

/**
 * GET /xero/info: the spec's fields (error, connected, organisationName, username, link)
 * plus the state they add up to and, when the server has no credentials, which
 * environment variables to set.
 */
export const ZXeroInfoSchema = z.object({
  /** why the connection failed; null unless state is 'failed' */
  error: z.string().nullable(),
  connected: z.boolean(),
  organisationName: z.string().nullable(),
  /** the Xero user who authorised the connection */
  username: z.string().nullable(),
  /** a plain link that starts the Connect / Reconnect flow; null without credentials */
  link: z.string().nullable(),
  state: z.enum(XERO_CONNECTION_STATES),
  configured: z.boolean(),
  /** environment variables still to set (empty when configured) */
  missing: z.array(z.string()),
  /** where Xero sends the browser back: register it in the Xero app */
  redirectUri: z.string(),
});
export type TXeroInfo = z.infer<typeof ZXeroInfoSchema>;

/** GET /xero/connect (authenticated): the Xero authorize URL to send the browser to. */
export const ZXeroConnectResultSchema = z.object({ link: z.string() });

/** Invoice sync outcome as stored on the invoice (xero_sync_status). */
export const XERO_SYNC_STATUSES = ['synced', 'failed'] as const;
export type TXeroSyncStatus = (typeof XERO_SYNC_STATUSES)[number];

/** What a push of one invoice to Xero answered. */
export const ZXeroSyncResultSchema = z.object({
  synced: z.boolean(),
  /** 'Invoice synced to XERO' on success, otherwise the reason */
  message: z.string(),
  xero_invoice_id: z.string().nullable(),
});
export type TXeroSyncResult = z.infer<typeof ZXeroSyncResultSchema>;
