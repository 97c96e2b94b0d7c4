import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lineTotals } from '@jobflow/contract';
import { clients, costMatrix, quotes } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Item = { id: number; sequence: number; cost_matrix_id: number; category_name: string; cost_description: string; quantity: string; details: string | null; cost_rate: string; quote_rate: string; markup: string; cost: string; quoted: string; invoiced: boolean };
type Summary = { total_quantity: string; total_cost: string; total: string; gst: string; total_inc_gst: string; gross_profit: string };
type ItemResult = { item: Item; summary: Summary; total_value: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const code of ['ACME', 'BLUE', 'CITR']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  const cost = async (d: string) => (await db.select().from(costMatrix).where(eq(costMatrix.description, d)))[0].id;
  ids.designer = await cost('Senior designer');
  ids.artDirection = await cost('Art direction');
  ids.flyer = await cost('A4 flyer, 1,000 copies');
  ids.cards = await cost('Business cards, 250');
  ids.otherCost = await cost('Menu print');
  ids.spring = (await db.select().from(quotes).where(eq(quotes.name, 'Spring campaign')))[0].id;
  ids.bakery = (await db.select().from(quotes).where(eq(quotes.name, 'Bakery rebrand')))[0].id;
});
afterAll(async () => t?.close());

const addItem = (quoteId: number, body: Record<string, unknown>) => t.call<{ result: ItemResult }>('POST', `/api/quotes/${quoteId}/items`, tok.superAdmin, body);

describe('building a quote from the cost matrix for a tier-2 client', () => {
  it('pre-fills empty rates from the cost record and the tier-2 sell price; sequence is max + 1', async () => {
    const q = await t.call<{ result: { id: number; price_tier: string } }>('POST', '/api/quotes', tok.superAdmin, { name: 'Harbour rebrand', client_id: ids.BLUE });
    expect(q.body.result.price_tier).toBe('tier2');
    ids.quote = q.body.result.id;

    const a = await addItem(ids.quote, { cost_matrix_id: ids.designer, quantity: '12.5', details: 'Identity design' });
    expect(a.status).toBe(200);
    expect(a.body.result.item).toMatchObject({ sequence: 1, category_name: 'Design', cost_description: 'Senior designer', quantity: '12.50', cost_rate: '60.00', quote_rate: '140.00', cost: '750.00', quoted: '1750.00', markup: '1000.00', invoiced: false });
    const b = await addItem(ids.quote, { cost_matrix_id: ids.flyer, quantity: 2, cost_rate: '', quote_rate: null });
    expect(b.body.result.item).toMatchObject({ sequence: 2, cost_rate: '320.00', quote_rate: '500.00', quoted: '1000.00' });
    // given rates are kept, including zero
    const c = await addItem(ids.quote, { cost_matrix_id: ids.cards, quantity: '3', cost_rate: '40', quote_rate: '0' });
    expect(c.body.result.item).toMatchObject({ sequence: 3, cost_rate: '40.00', quote_rate: '0.00', quoted: '0.00', markup: '-120.00' });
    // an explicit sequence, then max + 1 again
    const d = await addItem(ids.quote, { cost_matrix_id: ids.artDirection, sequence: 10, quote_rate: '$1,000.005', quantity: '0.33' });
    expect(d.body.result.item).toMatchObject({ sequence: 10, quote_rate: '1000.01', quoted: '330.00', cost: '26.40' });
    const e = await addItem(ids.quote, { cost_matrix_id: ids.designer });
    expect(e.body.result.item).toMatchObject({ sequence: 11, quantity: '1.00' });

    const expected = lineTotals([
      { quantity: '12.50', cost_rate: '60', rate: '140' },
      { quantity: '2', cost_rate: '320', rate: '500' },
      { quantity: '3', cost_rate: '40', rate: '0' },
      { quantity: '0.33', cost_rate: '80', rate: '1000.01' },
      { quantity: '1', cost_rate: '60', rate: '140' },
    ]);
    expect(e.body.result.summary).toEqual(expected);
    expect(e.body.result.summary).toEqual({ total_quantity: '18.83', total_cost: '1596.40', total: '3220.00', gst: '322.00', total_inc_gst: '3542.00', gross_profit: '1623.60' });
    expect(e.body.result.total_value).toBe('3220.00');
    ids.itemA = a.body.result.item.id;
    ids.itemE = e.body.result.item.id;

    // the list shows the same value
    const listed = await t.call<{ result: { data: Array<{ id: number; total_value: string }> } }>('GET', `/api/quotes?client_id=${ids.BLUE}`, tok.superAdmin);
    expect(listed.body.result.data.find((x) => x.id === ids.quote)?.total_value).toBe('3220.00');
  });

  it('asks for the cost item and the quote rate, and refuses another agency’s cost record', async () => {
    const none = await addItem(ids.quote, {});
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'], quote_rate: ['Please enter the quote rate'] } });
    const onlyRate = await addItem(ids.quote, { quote_rate: '10' });
    expect(onlyRate.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'] } });
    expect(Object.keys((onlyRate.body as unknown as { errors: object }).errors)).toEqual(['cost_matrix_id']);
    const foreign = await addItem(ids.quote, { cost_matrix_id: ids.otherCost });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'], quote_rate: ['Please enter the quote rate'] } });
    expect((await addItem(ids.quote, { cost_matrix_id: ids.designer, quote_rate: 'lots' })).body).toMatchObject({ errors: { quote_rate: ['Please enter an amount, e.g. 120.50'] } });
    expect((await addItem(ids.quote, { cost_matrix_id: ids.designer, quantity: '-1' })).status).toBe(422);
    expect((await addItem(ids.bakery, { cost_matrix_id: ids.designer })).status).toBe(404);
    expect((await t.call('POST', `/api/quotes/${ids.bakery}/items`, tok.secondAdmin, { cost_matrix_id: ids.otherCost })).status).toBe(200);
  });

  it('changes only the sent fields; an emptied rate is pre-filled again', async () => {
    const url = `/api/quotes/${ids.quote}/items/${ids.itemA}`;
    const qty = await t.call<{ result: ItemResult }>('POST', url, tok.superAdmin, { quantity: '10' });
    expect(qty.body.result.item).toMatchObject({ quantity: '10.00', details: 'Identity design', cost_rate: '60.00', quote_rate: '140.00', quoted: '1400.00' });
    const rate = await t.call<{ result: ItemResult }>('POST', url, tok.superAdmin, { quote_rate: '155.5' });
    expect(rate.body.result.item).toMatchObject({ quantity: '10.00', quote_rate: '155.50', quoted: '1555.00' });
    const reset = await t.call<{ result: ItemResult }>('POST', url, tok.superAdmin, { quote_rate: '' });
    expect(reset.body.result.item.quote_rate).toBe('140.00');
    const swapped = await t.call<{ result: ItemResult }>('POST', url, tok.superAdmin, { cost_matrix_id: ids.artDirection, cost_rate: '', quote_rate: '' });
    expect(swapped.body.result.item).toMatchObject({ cost_description: 'Art direction', cost_rate: '80.00', quote_rate: '180.00', details: 'Identity design' });
    const details = await t.call<{ result: ItemResult }>('POST', url, tok.superAdmin, { details: 'Brand identity', sequence: 20 });
    expect(details.body.result.item).toMatchObject({ details: 'Brand identity', sequence: 20, quote_rate: '180.00' });
    expect(details.body.result.summary.total).toBe(lineTotals((await quoteItems()).map((i) => ({ quantity: i.quantity, cost_rate: i.cost_rate, rate: i.quote_rate }))).total);
    expect((await t.call('POST', url, tok.superAdmin, { cost_matrix_id: ids.otherCost })).status).toBe(422);
    expect((await t.call('POST', url, tok.superAdmin, { quote_rate: 'abc' })).status).toBe(422);
    expect((await t.call('POST', `/api/quotes/${ids.spring}/items/${ids.itemA}`, tok.superAdmin, { quantity: 1 })).status).toBe(404);
    expect((await t.call('POST', url, tok.secondAdmin, { quantity: 1 })).status).toBe(404);
  });

  it('deletes items and answers the new totals; an invoiced item cannot change or go (409)', async () => {
    const del = await t.call<{ result: ItemResult }>('DELETE', `/api/quotes/${ids.quote}/items/${ids.itemE}`, tok.superAdmin);
    expect(del.status).toBe(200);
    expect(del.body.result.item.id).toBe(ids.itemE);
    expect((await quoteItems()).map((i) => i.id)).not.toContain(ids.itemE);
    expect((await t.call('DELETE', `/api/quotes/${ids.quote}/items/${ids.itemE}`, tok.superAdmin)).status).toBe(404);
    const spring = await t.call<{ result: { items: Item[] } }>('GET', `/api/quotes/${ids.spring}`, tok.superAdmin);
    const invoiced = spring.body.result.items.find((i) => i.invoiced)!;
    const change = await t.call<{ error: string }>('POST', `/api/quotes/${ids.spring}/items/${invoiced.id}`, tok.superAdmin, { quantity: 1 });
    expect(change.status).toBe(409);
    expect(change.body.error).toBe('This item has been invoiced and cannot be changed.');
    expect((await t.call('DELETE', `/api/quotes/${ids.spring}/items/${invoiced.id}`, tok.superAdmin)).status).toBe(409);
  });

  it('a new client on the quote prices new items at its tier', async () => {
    await t.call('POST', `/api/quotes/${ids.quote}`, tok.superAdmin, { client_id: ids.CITR });
    const item = await addItem(ids.quote, { cost_matrix_id: ids.designer });
    expect(item.body.result.item.quote_rate).toBe('130.00');
  });
});

async function quoteItems() {
  return (await t.call<{ result: { data: Item[] } }>('GET', `/api/quotes/${ids.quote}/items`, tok.superAdmin)).body.result.data;
}
