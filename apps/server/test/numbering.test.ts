import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lineTotals } from '@jobflow/contract';
import { clients, costMatrix } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

/**
 * No lost updates: record numbers and sequence letters stay unique when creates and clones
 * arrive at the same time, and totals stay the sum of the lines under concurrent item writes.
 */
let t: TTestApp;
let admin: string;
const ids: Record<string, number> = {};

type TNumbered = { id: number; sequence: string | null; parent_id: number | null } & Record<string, unknown>;
type TKind = { path: string; number: string; clone: (numberMode: 'seq' | 'new') => Record<string, unknown>; body: () => Record<string, unknown> };

const KINDS: Record<'quote' | 'order' | 'invoice', TKind> = {
  quote: { path: '/api/quotes', number: 'quote_number', clone: (m) => ({ quoteNumber: m, jobNumber: 'none' }), body: () => ({ name: 'Race quote', client_id: ids.ACME }) },
  order: { path: '/api/orders', number: 'order_number', clone: (m) => ({ orderNumber: m, jobNumber: 'none' }), body: () => ({ name: 'Race order', client_id: ids.ACME, supplier_id: ids.PRNT }) },
  invoice: { path: '/api/invoices', number: 'invoice_number', clone: (m) => ({ invoiceNumber: m, jobNumber: 'none' }), body: () => ({ name: 'Race invoice', client_id: ids.ACME }) },
};

async function ok<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await t.call<{ result: T }>(method, url, admin, body);
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_LOGINS.superAdmin);
  const db = t.database.db;
  for (const code of ['ACME', 'PRNT']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  ids.cost = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Senior designer')))[0].id;
});
afterAll(async () => {
  await t?.close();
});

describe.each(Object.entries(KINDS))('%s numbering under concurrency', (_name, kind) => {
  it('six creates at once get six different numbers', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => ok<TNumbered>('POST', kind.path, kind.body())));
    const numbers = made.map((r) => String(r[kind.number]));
    expect(new Set(numbers).size).toBe(6);
    // The number is the record's own id.
    expect(numbers).toEqual(made.map((r) => String(r.id)));
  });

  it("five 'seq' clones at once take five different letters, A to E, and a sixth gets F", async () => {
    const root = await ok<TNumbered>('POST', kind.path, kind.body());
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call<{ result: TNumbered }>('POST', `${kind.path}/${root.id}/clone`, admin, kind.clone('seq'))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const letters = results.map((r) => r.body.result.sequence).sort();
    expect(letters).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(results.map((r) => r.body.result[kind.number]).sort()).toEqual(['A', 'B', 'C', 'D', 'E'].map((l) => `${root.id}${l}`));
    expect(results.every((r) => r.body.result.parent_id === root.id)).toBe(true);
    // Cloning a copy continues the family.
    const fromCopy = await ok<TNumbered>('POST', `${kind.path}/${results[0].body.result.id}/clone`, kind.clone('seq'));
    expect(fromCopy[kind.number]).toBe(`${root.id}F`);
  });
});

describe('totals under concurrent item writes', () => {
  it('ten quote lines added at once: the quote total is the sum of its lines', async () => {
    const quote = await ok<{ id: number }>('POST', '/api/quotes', { name: 'Many hands', client_id: ids.ACME });
    const quantities = ['1', '2.5', '3', '0.25', '7', '1.75', '4', '2', '0.5', '6'];
    await Promise.all(quantities.map((quantity) => ok('POST', `/api/quotes/${quote.id}/items`, { cost_matrix_id: ids.cost, quantity, quote_rate: '33.33', cost_rate: '12.34' })));
    const after = await ok<{ items: Array<{ quantity: string; cost_rate: string; quote_rate: string; sequence: number }>; summary: { total: string; total_cost: string; total_inc_gst: string } }>('GET', `/api/quotes/${quote.id}`);
    expect(after.items).toHaveLength(10);
    const expected = lineTotals(after.items.map((i) => ({ quantity: i.quantity, cost_rate: i.cost_rate, rate: i.quote_rate })));
    expect(after.summary).toMatchObject({ total: expected.total, total_cost: expected.total_cost, total_inc_gst: expected.total_inc_gst });
    // Each line rounded half-up to the cent, then summed: 28 hours at 33.33 is 933.24 unrounded.
    expect(after.summary.total).toBe('933.25');
    // The quote row is locked for each add: sequence numbers are 1 to 10, none taken twice.
    expect(after.items.map((i) => i.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('concurrent edits of different invoice lines all land, and the invoice total follows', async () => {
    const invoice = await ok<{ id: number }>('POST', '/api/invoices', { name: 'Edits', client_id: ids.ACME });
    const lines = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await ok<{ item: { id: number } }>('POST', `/api/invoices/${invoice.id}/items`, { cost_matrix_id: ids.cost, description: `Line ${n}`, quantity: '1', rate: '10' })).item),
    );
    await Promise.all(lines.map((line, i) => ok('POST', `/api/invoices/${invoice.id}/items/${line.id}`, { quantity: String(i + 2) })));
    const after = await ok<{ summary: { total: string } }>('GET', `/api/invoices/${invoice.id}`);
    // (2 + 3 + 4 + 5) x 10
    expect(after.summary.total).toBe('140.00');
  });
});
