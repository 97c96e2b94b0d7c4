import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { clients, companies, costMatrix, invoiceItems, invoices, jobs, orders, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Item = { id: number; cost_matrix_id: number; category_name: string; cost_description: string; quantity: string; details: string; cost_rate: string; sell_rate: string; markup: string; cost: string; sell: string; invoiced: boolean };
type Summary = { total_quantity: string; total_cost: string; total: string; gst: string; total_inc_gst: string; gross_profit: string };
type Order = {
  id: number;
  order_number: string;
  name: string;
  status: string;
  job_id: number | null;
  job_no: string | null;
  job: { id: number; name: string; job_no: string } | null;
  client_id: number;
  client: { id: number; name: string; code: string };
  supplier_id: number | null;
  supplier: { id: number; name: string } | null;
  contact_id: number | null;
  contact: { id: number; full_name: string; email: string } | null;
  creator: { id: number; full_name: string } | null;
  purchase_order_no: string | null;
  supplier_quote_no: string | null;
  supplier_invoice_po: string | null;
  delivery_to: string | null;
  required_by: string | null;
  special_instructions: string | null;
  sequence: string | null;
  parent_id: number | null;
  next_sequence_number: string | null;
  invoiced: boolean;
  cost: string;
  total_value: string;
  items: Item[];
  summary: Summary;
};
type List = { data: Order[]; total: number; last_page: number; current_page: number; per_page: number; totals: { count: number; cost: string; total_value: string } };

const get = (id: number, token = tok.superAdmin) => t.call<{ result: Order }>('GET', `/api/orders/${id}`, token);
const list = (qs = '', token = tok.superAdmin) => t.call<{ result: List }>('GET', `/api/orders${qs}`, token);
const save = (id: number, body: Record<string, unknown>) => t.call<{ result: Order }>('POST', `/api/orders/${id}`, tok.superAdmin, body);
const create = async (body: Record<string, unknown>) => {
  const res = await t.call<{ result: Order }>('POST', '/api/orders', tok.superAdmin, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};
const pdfText = async (url: string, token = tok.superAdmin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return { headers: res.headers, text: (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const code of ['ACME', 'BLUE', 'CITR', 'PRNT', 'LITE', 'HARB', 'PAPR']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
  ids.blueContact = (await db.select().from(users).where(eq(users.email, 'jamie@blueharbour.example')))[0].id;
  ids.jordan = (await db.select().from(users).where(eq(users.email, 'jordan@demo.jobflow.test')))[0].id;
  ids.flyersOrder = (await db.select().from(orders).where(eq(orders.name, 'Spring flyers print run')))[0].id;
  ids.menuOrder = (await db.select().from(orders).where(eq(orders.name, 'Menu board printing')))[0].id;
  ids.springJob = (await db.select().from(jobs).where(eq(jobs.name, 'Spring campaign key visual')))[0].id;
  ids.menuJob = (await db.select().from(jobs).where(eq(jobs.name, 'Menu boards')))[0].id;
  ids.bakeryJob = (await db.select().from(jobs).where(eq(jobs.name, 'Bakery rebrand')))[0].id;
  const cost = async (d: string) => (await db.select().from(costMatrix).where(eq(costMatrix.description, d)))[0].id;
  ids.flyer = await cost('A4 flyer, 1,000 copies');
  ids.cards = await cost('Business cards, 250');
  ids.designer = await cost('Senior designer');
  ids.otherCost = await cost('Menu print');
  const sb = await t.login(DEMO_LOGINS.secondAdmin);
  const harbour = await t.call<{ result: Order }>('POST', '/api/orders', sb, { name: 'Flour bags', client_id: ids.HARB, supplier_id: ids.PAPR });
  ids.otherOrder = harbour.body.result.id;
  ids.southbank = (await db.select().from(companies).where(eq(companies.codename, 'southbank')))[0].id;
});
afterAll(async () => t?.close());

describe('who may use orders', () => {
  it('only super admins: other staff and client users get 403, no token 401, another agency 404', async () => {
    const id = ids.menuOrder;
    const item = (await get(id)).body.result.items[0].id;
    const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/orders'],
      ['GET', '/api/orders/wip'],
      ['POST', '/api/orders', { name: 'x', client_id: ids.ACME }],
      ['GET', `/api/orders/${id}`],
      ['POST', `/api/orders/${id}`, { name: 'x' }],
      ['POST', `/api/orders/${id}/clone`, { id, orderNumber: 'new', jobNumber: 'keep' }],
      ['DELETE', `/api/orders/${id}`],
      ['GET', `/api/orders/${id}/items`],
      ['POST', `/api/orders/${id}/items`, { cost_matrix_id: ids.cards, details: 'x' }],
      ['POST', `/api/orders/${id}/items/${item}`, { quantity: 2 }],
      ['DELETE', `/api/orders/${id}/items/${item}`],
      ['GET', `/api/orders/${id}/pdf`],
    ];
    for (const [method, url, body] of calls) {
      for (const role of ['staff', 'clientManager', 'clientUser', 'shared']) {
        expect((await t.call(method, url, tok[role], body)).status, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await t.call(method, url, undefined, body)).status, `anonymous ${method} ${url}`).toBe(401);
      if (url.includes(`/${id}`)) expect((await t.call(method, url, tok.secondAdmin, body)).status, `second agency ${method} ${url}`).toBe(404);
    }
    const after = (await get(id)).body.result;
    expect(after).toMatchObject({ name: 'Menu board printing', status: 'pending' });
    expect(after.items.map((i) => i.id)).toEqual([item]);
    expect((await list('', tok.secondAdmin)).body.result.data.map((o) => o.name)).toEqual(['Flour bags']);
  });
});

describe('orders list', () => {
  it('pages newest first with job number, supplier, cost and creator', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 2, last_page: 1, current_page: 1, per_page: 20, totals: { count: 2, cost: '775.00', total_value: '1325.00' } });
    const [menu, flyers] = res.body.result.data;
    expect(menu).toMatchObject({ name: 'Menu board printing', job_no: `BLUE${ids.menuJob}`, supplier: { name: 'PrintWorks Supply' }, cost: '135.00', total_value: '285.00', status: 'pending', creator: { full_name: 'Jordan Lee' } });
    expect(flyers).toMatchObject({ name: 'Spring flyers print run', job_no: `ACME${ids.springJob}`, cost: '640.00', total_value: '1040.00', status: 'approved', creator: { full_name: 'Alex Morgan' } });
    const p = await list('?ipp=1&page=2');
    expect(p.body.result).toMatchObject({ total: 2, last_page: 2, current_page: 2, totals: { count: 2, cost: '775.00' } });
    expect(p.body.result.data.map((o) => o.name)).toEqual(['Spring flyers print run']);
  });

  it('filters by supplier (client_id), creator, job and keyword', async () => {
    expect((await list(`?client_id=${ids.PRNT}`)).body.result.total).toBe(2);
    expect((await list(`?client_id=${ids.LITE}`)).body.result).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await list(`?created_by=${ids.jordan}`)).body.result.data.map((o) => o.name)).toEqual(['Menu board printing']);
    const byJob = (await list(`?job_id=${ids.springJob}&ipp=all`)).body.result;
    expect(byJob.data.map((o) => o.name)).toEqual(['Spring flyers print run']);
    expect(byJob.totals).toEqual({ count: 1, cost: '640.00', total_value: '1040.00' });
    expect((await list('?kw=menu')).body.result.data.map((o) => o.name)).toEqual(['Menu board printing']);
    expect((await list('?kw=PO-2001')).body.result.data.map((o) => o.name)).toEqual(['Spring flyers print run']);
    expect((await list(`?kw=ACME${ids.springJob}`)).body.result.data.map((o) => o.name)).toEqual(['Spring flyers print run']);
    expect((await list('?kw=printworks')).body.result.total).toBe(2);
    // a status tab: its count and totals, and its page (cut before the joins)
    const approved = (await list('?status=approved')).body.result;
    expect(approved).toMatchObject({ total: 1, totals: { count: 1, cost: '640.00', total_value: '1040.00' } });
    expect(approved.data.map((o) => o.name)).toEqual(['Spring flyers print run']);
    expect((await list('?status=draft')).body.result).toMatchObject({ data: [], total: 0, totals: { count: 0, cost: '0.00', total_value: '0.00' } });
    expect((await list('?page=0')).status).toBe(422);
  });
});

describe('order detail', () => {
  it('shows the fields, the contact and items with markup, cost and sell', async () => {
    const o = (await get(ids.flyersOrder)).body.result;
    expect(o).toMatchObject({
      order_number: String(ids.flyersOrder),
      client: { code: 'ACME' },
      supplier: { id: ids.PRNT, name: 'PrintWorks Supply' },
      contact: { id: ids.clientManager, full_name: 'Morgan Price', email: DEMO_LOGINS.clientManager },
      job: { id: ids.springJob, job_no: `ACME${ids.springJob}` },
      purchase_order_no: 'PO-2001',
      delivery_to: '1 George St, Sydney',
      invoiced: false,
      next_sequence_number: `${ids.flyersOrder}A`,
    });
    expect(o.items).toEqual([
      expect.objectContaining({ category_name: 'Print', cost_description: 'A4 flyer, 1,000 copies', details: 'A4 flyer, 2,000 copies', quantity: '2.00', cost_rate: '320.00', sell_rate: '520.00', markup: '400.00', cost: '640.00', sell: '1040.00', invoiced: false }),
    ]);
    expect(o.summary).toEqual({ total_quantity: '2.00', total_cost: '640.00', total: '1040.00', gst: '104.00', total_inc_gst: '1144.00', gross_profit: '400.00' });
    expect((await get(ids.otherOrder)).status).toBe(404);
  });
});

describe('creating and saving orders', () => {
  it('validates with the spec’s messages and refuses ids that are not the agency’s', async () => {
    const empty = await t.call('POST', '/api/orders', tok.superAdmin, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { name: ['This field is required'], client_id: ['Please select the client'] } });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', client_id: ids.HARB }, 'client_id'],
      [{ name: 'x', job_id: ids.bakeryJob }, 'job_id'],
      [{ name: 'x', client_id: ids.ACME, job_id: ids.menuJob }, 'job_id'],
      [{ name: 'x', client_id: ids.ACME, supplier_id: ids.BLUE }, 'supplier_id'],
      [{ name: 'x', client_id: ids.ACME, supplier_id: ids.PAPR }, 'supplier_id'],
      [{ name: 'x', client_id: ids.ACME, contact_id: ids.blueContact }, 'contact_id'],
      [{ name: 'x', client_id: ids.ACME, contact_id: ids.superAdmin }, 'contact_id'],
      [{ name: 'x', client_id: ids.ACME, contact_id: ids.shared }, 'contact_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call<{ errors: Record<string, string[]> }>('POST', '/api/orders', tok.superAdmin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('creates a pending order numbered by its id; choosing a job sets its client', async () => {
    const o = await create({ name: 'Banner print', job_id: ids.menuJob, supplier_id: ids.PRNT, status: 'approved' });
    expect(o).toMatchObject({ order_number: String(o.id), status: 'pending', client: { code: 'BLUE' }, job_no: `BLUE${ids.menuJob}`, supplier: { name: 'PrintWorks Supply' }, creator: { id: ids.superAdmin }, cost: '0.00', items: [] });
    ids.banner = o.id;
  });

  it('saves the form fields together; contact and job must belong to the company', async () => {
    const res = await save(ids.banner, {
      name: 'Banner print run',
      status: 'in_progress',
      purchase_order_no: 'PO-3001',
      job_id: ids.springJob,
      client_id: ids.ACME,
      contact_id: ids.clientUser,
      delivery_to: 'Acme loading dock',
      special_instructions: 'Call before delivery',
      supplier_id: ids.LITE,
      required_by: '2026-12-01',
      supplier_quote_no: 'SQ-9',
      supplier_invoice_po: 'INV-4',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Banner print run',
      status: 'in_progress',
      purchase_order_no: 'PO-3001',
      job_no: `ACME${ids.springJob}`,
      client: { code: 'ACME' },
      contact: { full_name: 'Riley Chen' },
      delivery_to: 'Acme loading dock',
      special_instructions: 'Call before delivery',
      supplier: { name: 'Studio Lighting Hire' },
      required_by: '2026-12-01',
      supplier_quote_no: 'SQ-9',
      supplier_invoice_po: 'INV-4',
    });
    // choosing another company leaves a contact and a job of the old one: refused
    const stale = await save(ids.banner, { client_id: ids.BLUE });
    expect(stale.status).toBe(422);
    expect(Object.keys((stale.body as unknown as { errors: object }).errors).sort()).toEqual(['contact_id', 'job_id']);
    const moved = await save(ids.banner, { client_id: ids.BLUE, job_id: ids.menuJob, contact_id: ids.blueContact });
    expect(moved.body.result).toMatchObject({ client: { code: 'BLUE' }, contact: { id: ids.blueContact }, job: { id: ids.menuJob } });
    const cleared = await save(ids.banner, { job_id: null, contact_id: '', supplier_id: null, required_by: '', purchase_order_no: '' });
    expect(cleared.body.result).toMatchObject({ job_id: null, contact_id: null, supplier_id: null, required_by: null, purchase_order_no: null, client: { code: 'BLUE' } });
    expect((await save(ids.banner, { status: 'lost' })).status).toBe(422);
    expect((await save(ids.banner, { name: ' ' })).status).toBe(422);
    expect((await save(ids.banner, { supplier_id: ids.ACME })).body).toMatchObject({ errors: { supplier_id: ['Please select a supplier.'] } });
    expect((await save(ids.banner, { required_by: '01/12/2026' })).status).toBe(422);
  });
});

describe('order items', () => {
  const url = () => `/api/orders/${ids.banner}/items`;
  it('need a cost item, details and an order rate; the sell rate defaults to tier1 and the cost rate to the cost', async () => {
    const empty = await t.call('POST', url(), tok.superAdmin, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'], details: ['Please enter the details'], sell_rate: ['Please enter the order rate'] } });
    expect((await t.call('POST', url(), tok.superAdmin, { cost_matrix_id: ids.otherCost, details: 'x' })).status).toBe(422);
    // the banner order is for BLUE (tier2), yet orders price at tier1
    const a = await t.call<{ result: { item: Item; summary: Summary } }>('POST', url(), tok.superAdmin, { cost_matrix_id: ids.flyer, details: 'Banners 3 x 1 m', quantity: 3 });
    expect(a.body.result.item).toMatchObject({ cost_rate: '320.00', sell_rate: '520.00', quantity: '3.00', cost: '960.00', sell: '1560.00', markup: '600.00' });
    const b = await t.call<{ result: { item: Item; summary: Summary } }>('POST', url(), tok.superAdmin, { cost_matrix_id: ids.cards, details: 'Cards', quantity: '0.5', cost_rate: '45.01', sell_rate: '95.05' });
    expect(b.body.result.item).toMatchObject({ cost: '22.51', sell: '47.53', markup: '25.02' });
    expect(b.body.result.summary).toEqual({ total_quantity: '3.50', total_cost: '982.51', total: '1607.53', gst: '160.75', total_inc_gst: '1768.28', gross_profit: '625.02' });
    ids.bannerItem = a.body.result.item.id;
    ids.cardsItem = b.body.result.item.id;
  });

  it('changes only sent fields, deletes, and duplicates by posting the same fields', async () => {
    const item = `${url()}/${ids.bannerItem}`;
    const upd = await t.call<{ result: { item: Item } }>('POST', item, tok.superAdmin, { quantity: '4' });
    expect(upd.body.result.item).toMatchObject({ quantity: '4.00', details: 'Banners 3 x 1 m', sell_rate: '520.00', sell: '2080.00' });
    const rate = await t.call<{ result: { item: Item } }>('POST', item, tok.superAdmin, { sell_rate: '', cost_matrix_id: ids.cards });
    expect(rate.body.result.item).toMatchObject({ cost_description: 'Business cards, 250', sell_rate: '95.00', cost_rate: '320.00' });
    expect((await t.call('POST', item, tok.superAdmin, { details: '' })).body).toMatchObject({ errors: { details: ['Please enter the details'] } });
    const dup = (await t.call<{ result: { items: Item[] } }>('GET', `/api/orders/${ids.banner}`, tok.superAdmin)).body.result.items.find((i) => i.id === ids.cardsItem)!;
    const copy = await t.call<{ result: { item: Item } }>('POST', url(), tok.superAdmin, { cost_matrix_id: dup.cost_matrix_id, details: dup.details, quantity: dup.quantity, cost_rate: dup.cost_rate, sell_rate: dup.sell_rate });
    expect(copy.body.result.item).toMatchObject({ details: 'Cards', cost: '22.51', sell: '47.53' });
    const del = await t.call<{ result: { item: Item } }>('DELETE', `${url()}/${copy.body.result.item.id}`, tok.superAdmin);
    expect(del.body.result.item.details).toBe('Cards');
    const listed = await t.call<{ result: { data: Item[]; summary: Summary } }>('GET', url(), tok.superAdmin);
    expect(listed.body.result.data.map((i) => i.id)).toEqual([ids.bannerItem, ids.cardsItem]);
    expect((await t.call('POST', `/api/orders/${ids.menuOrder}/items/${ids.bannerItem}`, tok.superAdmin, { quantity: 1 })).status).toBe(404);
  });
});

describe('cloning orders', () => {
  it("'seq' gives A then B on the same family; jobNumber keep or none; items copied", async () => {
    const base = ids.flyersOrder;
    const a = await t.call<{ result: Order }>('POST', `/api/orders/${base}/clone`, tok.superAdmin, { id: base, orderNumber: 'seq', jobNumber: 'keep' });
    expect(a.status).toBe(200);
    expect(a.body.result).toMatchObject({ order_number: `${base}A`, parent_id: base, sequence: 'A', status: 'pending', job_id: ids.springJob, supplier_id: ids.PRNT, contact_id: ids.clientManager, supplier_invoice_po: null, summary: { total: '1040.00', total_cost: '640.00' } });
    const b = await t.call<{ result: Order }>('POST', `/api/orders/${a.body.result.id}/clone`, tok.superAdmin, { orderNumber: 'seq', jobNumber: 'none' });
    expect(b.body.result).toMatchObject({ order_number: `${base}B`, parent_id: base, job_id: null });
    const n = await t.call<{ result: Order }>('POST', `/api/orders/${base}/clone`, tok.superAdmin, { orderNumber: 'new' });
    expect(n.body.result).toMatchObject({ order_number: String(n.body.result.id), parent_id: null, job_id: ids.springJob });
    expect((await t.call('POST', `/api/orders/${base}/clone`, tok.superAdmin, { orderNumber: 'x' })).body).toMatchObject({ errors: { orderNumber: ['Please choose the order number.'] } });
    expect((await t.call('POST', `/api/orders/${base}/clone`, tok.superAdmin, { id: ids.menuOrder, orderNumber: 'new' })).status).toBe(422);
    await t.database.db.update(orders).set({ sequence: 'Z' }).where(eq(orders.id, b.body.result.id));
    expect((await t.call('POST', `/api/orders/${base}/clone`, tok.superAdmin, { orderNumber: 'seq' })).status).toBe(409);
  });
});

describe('deleting orders', () => {
  it('deletes an order with its items; an invoiced order is kept (409), its items too', async () => {
    const o = await create({ name: 'Temp order', client_id: ids.CITR });
    await t.call('POST', `/api/orders/${o.id}/items`, tok.superAdmin, { cost_matrix_id: ids.cards, details: 'x' });
    const del = await t.call<{ result: { id: number; name: string } }>('DELETE', `/api/orders/${o.id}`, tok.superAdmin);
    expect(del.body.result).toMatchObject({ id: o.id, name: 'Temp order' });
    expect((await get(o.id)).status).toBe(404);
    const db = t.database.db;
    const flyers = (await get(ids.flyersOrder)).body.result;
    const [inv] = await db.select().from(invoices).where(eq(invoices.name, 'Spring campaign deposit'));
    await db.insert(invoiceItems).values({ companyId: inv.companyId, invoiceId: inv.id, type: 'order', description: 'Flyers', quantity: '1', rate: '1040.00', orderId: ids.flyersOrder });
    expect((await get(ids.flyersOrder)).body.result).toMatchObject({ invoiced: true, items: [expect.objectContaining({ invoiced: true })] });
    const refused = await t.call<{ error: string }>('DELETE', `/api/orders/${ids.flyersOrder}`, tok.superAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This order has been invoiced and cannot be deleted.');
    expect((await t.call('POST', `/api/orders/${ids.flyersOrder}/items/${flyers.items[0].id}`, tok.superAdmin, { quantity: 9 })).status).toBe(409);
    expect((await t.call('DELETE', `/api/orders/${ids.flyersOrder}/items/${flyers.items[0].id}`, tok.superAdmin)).status).toBe(409);
    expect((await t.call('POST', `/api/orders/${ids.flyersOrder}/items`, tok.superAdmin, { cost_matrix_id: ids.cards, details: 'late' })).status).toBe(409);
  });
});

describe('order PDFs', () => {
  it('downloads as order_{id}.pdf: a purchase order to the supplier with costs and GST', async () => {
    const { headers, text } = await pdfText(`/api/orders/${ids.menuOrder}/pdf`);
    expect(headers['content-disposition']).toBe(`attachment; filename="order_${ids.menuOrder}.pdf"`);
    for (const s of ['PURCHASE ORDER', `#${ids.menuOrder}`, 'Northwind Creative', 'Surry Hills NSW 2010', 'PrintWorks Supply', 'Menu board printing', 'Menu boards, A1 foam', 'Business cards, 250', `BLUE${ids.menuJob}`, '$45.00', '$135.00', '$13.50', '$148.50', 'TOTAL INC. GST']) {
      expect(text, s).toContain(s);
    }
    // the sell side stays inside the agency
    expect(text).not.toContain('$285.00');
    expect(text).not.toContain('$95.00');
  });

  it('prints the work-in-progress report of open orders', async () => {
    await save(ids.banner, { status: 'completed' });
    const { headers, text } = await pdfText('/api/orders/wip');
    expect(headers['content-disposition']).toContain('orders_wip.pdf');
    expect(text).toContain('ORDERS WORK IN PROGRESS');
    expect(text).toContain('Menu board printing');
    expect(text).toContain('Spring flyers print run');
    expect(text).not.toContain('Banner print run');
    expect(text).toContain('TOTAL ORDERS');
    const done = (await pdfText('/api/orders/wip?status=completed')).text;
    expect(done).toContain('Banner print run');
    const other = (await pdfText('/api/orders/wip', tok.secondAdmin)).text;
    expect(other).toContain('Flour bags');
    expect(other).not.toContain('Menu board printing');
  });
});
