import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { XERO_SYNCED_MESSAGE } from '@jobflow/contract';
import { invoices } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';
import { startFakeXero, type FakeXero } from './helpers/fake-xero.ts';

/** The invoice save pushes a status change to Xero (through the local fake Xero) and says so. */

let fake: FakeXero;
let t: TTestApp;
let token: string;
let invoiceId: number;

type Saved = { status: string; message: string | null; xero_sync: { synced: boolean; message: string; xero_invoice_id: string | null } | null; xero_synced: boolean; xero_invoice_id: string | null; xero_sync_status: string | null };

beforeAll(async () => {
  fake = await startFakeXero({ redirectUris: ['http://jobflow.test/api/xero/callback'] });
  t = await createTestApp({ env: fake.env() });
  token = await t.login(DEMO_LOGINS.superAdmin);
  invoiceId = (await t.database.db.select().from(invoices).where(eq(invoices.name, 'Spring campaign deposit')))[0].id;
  // Connect as a browser would: our signed link, Xero's consent page, our callback.
  const link = (await t.call<{ result: { link: string } }>('GET', '/api/xero/info', token)).body.result.link;
  const start = await t.app.inject({ method: 'GET', url: link });
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(String(consent.headers.get('location')));
  const done = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(done.headers.location).toBe('/settings/xero');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('invoice status changes and Xero', () => {
  it("a status change is pushed to Xero and the save answers 'Invoice synced to XERO'", async () => {
    const res = await t.call<{ result: Saved }>('POST', `/api/invoices/${invoiceId}`, token, { status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'in_progress', message: XERO_SYNCED_MESSAGE, xero_synced: true, xero_sync_status: 'synced', xero_sync: { synced: true } });
    const xeroId = res.body.result.xero_invoice_id;
    expect(fake.tenant().invoices.map((i) => i.InvoiceID)).toEqual([xeroId]);
    expect(fake.tenant().invoices[0]).toMatchObject({ Status: 'DRAFT', InvoiceNumber: String(invoiceId) });
  });

  it('saving without a status change pushes nothing', async () => {
    const before = fake.requests.length;
    const res = await t.call<{ result: Saved }>('POST', `/api/invoices/${invoiceId}`, token, { note: 'no push', status: 'in_progress' });
    expect(res.body.result).toMatchObject({ message: null, xero_sync: null });
    expect(fake.requests.length).toBe(before);
  });

  it('approving updates the same Xero invoice', async () => {
    const res = await t.call<{ result: Saved }>('POST', `/api/invoices/${invoiceId}`, token, { status: 'approved' });
    expect(res.body.result).toMatchObject({ message: XERO_SYNCED_MESSAGE });
    expect(fake.tenant().invoices).toHaveLength(1);
    expect(fake.tenant().invoices[0].Status).toBe('AUTHORISED');
  });

  it('a failed push after an earlier sync is told and stored (still linked), and the same status sent again pushes it again', async () => {
    fake.failNext({ status: 429, retryAfter: 43_200, problem: 'day' });
    const failed = await t.call<{ result: Saved & { xero_sync_error: string | null } }>('POST', `/api/invoices/${invoiceId}`, token, { status: 'completed' });
    expect(failed.status).toBe(200);
    expect(failed.body.result).toMatchObject({ status: 'completed', message: null, xero_synced: true, xero_sync_status: 'failed', xero_sync: { synced: false } });
    expect(failed.body.result.xero_sync_error).toBe(failed.body.result.xero_sync!.message);
    expect(fake.tenant().invoices[0].Status).toBe('AUTHORISED');

    const retried = await t.call<{ result: Saved & { xero_sync_error: string | null } }>('POST', `/api/invoices/${invoiceId}`, token, { status: 'completed' });
    expect(retried.body.result).toMatchObject({ message: XERO_SYNCED_MESSAGE, xero_sync_status: 'synced', xero_sync_error: null });
    expect(fake.tenant().invoices).toHaveLength(1);
    // and once synced, the same status again pushes nothing
    const before = fake.requests.length;
    expect((await t.call<{ result: Saved }>('POST', `/api/invoices/${invoiceId}`, token, { status: 'completed' })).body.result.xero_sync).toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});
