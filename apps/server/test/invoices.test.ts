import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { SEQUENCE_CHARACTERS } from '@jobflow/contract';
import { clients, costMatrix, invoiceItems, invoices, jobs, orders, quoteItems, quotes, tasks, timesheets, users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Summary = { total_quantity: string; total: string; gst: string; total_inc_gst: string };
type Item = {
  id: number;
  invoice_id: number;
  type: string;
  cost_matrix_id: number | null;
  cost: { id: number; description: string; category: { name: string } } | null;
  description: string;
  quantity: string;
  rate: string;
  amount: string;
  gst: string;
  amount_inc_gst: string;
  quote_item_id: number | null;
  timesheet_id: number | null;
  order_id: number | null;
  task_id: number | null;
};
type Invoice = {
  id: number;
  invoice_number: string;
  name: string;
  status: string;
  invoice_date: string | null;
  client_id: number;
  client: { id: number; name: string; code: string };
  quote_id: number | null;
  quote: { id: number; quote_number: string; name: string } | null;
  job_id: number | null;
  job: { id: number; job_no: string; name: string } | null;
  created_by: number | null;
  creator: { id: number; full_name: string } | null;
  total_value: string;
  description: string | null;
  contact_id: number | null;
  client_po: string | null;
  supplier_id: number | null;
  terms: string;
  due_date: string | null;
  paid_date: string | null;
  note: string | null;
  full_quote: boolean;
  sequence: string | null;
  parent_id: number | null;
  next_sequence_number: string | null;
  xero_invoice_id: string | null;
  xero_synced: boolean;
  items: Item[];
  summary: Summary;
  message?: string | null;
  xero_sync?: { synced: boolean; message: string } | null;
};
type List = { data: Invoice[]; total: number; last_page: number; totals: { count: number; total_value: string } };
type Related = { id: number; invoiced: boolean; invoice: { id: number; invoice_number: string } | null; amount: string; rate?: string; [k: string]: unknown };
type ItemResult = { item: Item; summary: Summary; total_value: string; message?: string };

const get = (id: number, token = tok.superAdmin) => t.call<{ result: Invoice }>('GET', `/api/invoices/${id}`, token);
const list = (qs = '', token = tok.superAdmin) => t.call<{ result: List }>('GET', `/api/invoices${qs}`, token);
const related = async (id: number, what: 'quote-items' | 'order-items' | 'tasks' | 'timesheet') => {
  const res = await t.call<{ result: { data: Related[]; job_id: number | null } }>('GET', `/api/invoices/${id}/${what}`, tok.superAdmin);
  expect(res.status).toBe(200);
  return res.body.result;
};
const move = (id: number, type: string, sourceId: number) => t.call<{ result: ItemResult; error?: string }>('POST', `/api/invoices/${id}/move-item`, tok.superAdmin, { type, id: sourceId });
const create = async (body: Record<string, unknown>) => {
  const res = await t.call<{ result: Invoice }>('POST', '/api/invoices', tok.superAdmin, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};
const addItem = async (id: number, body: Record<string, unknown>) => {
  const res = await t.call<{ result: ItemResult }>('POST', `/api/invoices/${id}/items`, tok.superAdmin, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};
const pdfOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok.superAdmin}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { headers: res.headers, text: (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text };
};
const linesBilling = async (column: 'quoteItemId' | 'orderId' | 'taskId' | 'timesheetId', sourceId: number) =>
  t.database.db.select().from(invoiceItems).where(eq(invoiceItems[column], sourceId));

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  for (const code of ['ACME', 'BLUE', 'CITR', 'PRNT', 'HARB']) ids[code] = (await db.select().from(clients).where(eq(clients.code, code)))[0].id;
  for (const [role, email] of Object.entries(DEMO_LOGINS)) ids[role] = (await db.select().from(users).where(eq(users.email, email)))[0].id;
  // the shared e-mail is staff here and a contact in the second agency
  ids.casey = (await db.select().from(users).where(and(eq(users.email, DEMO_LOGINS.shared), isNull(users.clientId))))[0].id;
  ids.acmeManager = ids.clientManager;
  ids.blueContact = (await db.select().from(users).where(eq(users.email, 'jamie@blueharbour.example')))[0].id;
  const inv = async (name: string) => (await db.select().from(invoices).where(eq(invoices.name, name)))[0].id;
  ids.springInv = await inv('Spring campaign deposit');
  ids.tradeInv = await inv('Trade show stand');
  ids.bakeryInv = await inv('Rebrand deposit');
  const job = async (name: string) => (await db.select().from(jobs).where(eq(jobs.name, name)))[0].id;
  ids.springJob = await job('Spring campaign key visual');
  ids.websiteJob = await job('Website refresh');
  ids.menuJob = await job('Menu boards');
  ids.bakeryJob = await job('Bakery rebrand');
  const quote = async (name: string) => (await db.select().from(quotes).where(eq(quotes.name, name)))[0].id;
  ids.springQuote = await quote('Spring campaign');
  ids.websiteQuote = await quote('Website refresh');
  ids.bakeryQuote = await quote('Bakery rebrand');
  const qi = await db.select().from(quoteItems).where(eq(quoteItems.quoteId, ids.springQuote)).orderBy(quoteItems.sequence);
  [ids.qiDirection, ids.qiVisual, ids.qiFlyers] = qi.map((r) => r.id);
  ids.qiWebsite = (await db.select().from(quoteItems).where(eq(quoteItems.quoteId, ids.websiteQuote)))[0].id;
  ids.qiBakery = (await db.select().from(quoteItems).where(eq(quoteItems.quoteId, ids.bakeryQuote)))[0].id;
  ids.flyersOrder = (await db.select().from(orders).where(eq(orders.name, 'Spring flyers print run')))[0].id;
  ids.menuOrder = (await db.select().from(orders).where(eq(orders.name, 'Menu board printing')))[0].id;
  const task = async (name: string) => (await db.select().from(tasks).where(eq(tasks.name, name)))[0].id;
  ids.moodboard = await task('Moodboard');
  ids.concepts = await task('Concepts round 1');
  ids.finalArtwork = await task('Final artwork');
  const ts = async (description: string) => (await db.select().from(timesheets).where(eq(timesheets.description, description)))[0].id;
  ids.tsMoodboard = await ts('Moodboard research');
  ids.tsConcepts = await ts('Concept sketches');
  ids.tsBakery = await ts('Logo sketches');
  const cost = async (description: string) => (await db.select().from(costMatrix).where(eq(costMatrix.description, description)))[0].id;
  ids.designer = await cost('Senior designer');
  ids.flyer = await cost('A4 flyer, 1,000 copies');
  ids.bakeryDesigner = await cost('Designer');
});
afterAll(async () => t?.close());

describe('who may use invoices', () => {
  it('only super admins: other staff and client users get 403, no token 401, another agency 404', async () => {
    const id = ids.springInv;
    const item = (await get(id)).body.result.items[0].id;
    const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices/wip'],
      ['POST', '/api/invoices', { name: 'x', client_id: ids.ACME }],
      ['GET', `/api/invoices/${id}`],
      ['POST', `/api/invoices/${id}`, { name: 'x' }],
      ['POST', `/api/invoices/${id}/clone`, { id, invoiceNumber: 'new', jobNumber: 'none' }],
      ['DELETE', `/api/invoices/${id}`],
      ['GET', `/api/invoices/${id}/items`],
      ['POST', `/api/invoices/${id}/items`, { cost_matrix_id: ids.designer, description: 'x' }],
      ['POST', `/api/invoices/${id}/items/${item}`, { quantity: 2 }],
      ['DELETE', `/api/invoices/${id}/items/${item}`],
      ['GET', `/api/invoices/${id}/pdf`],
      ['GET', `/api/invoices/${id}/quote-items`],
      ['GET', `/api/invoices/${id}/order-items`],
      ['GET', `/api/invoices/${id}/tasks`],
      ['GET', `/api/invoices/${id}/timesheet`],
      ['POST', `/api/invoices/${id}/move-item`, { type: 'quote', id: ids.qiVisual }],
    ];
    for (const [method, url, body] of calls) {
      for (const role of ['staff', 'clientManager', 'clientUser', 'shared']) {
        expect((await t.call(method, url, tok[role], body)).status, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await t.call(method, url, undefined, body)).status, `anonymous ${method} ${url}`).toBe(401);
      if (url.includes(`/${id}`)) expect((await t.call(method, url, tok.secondAdmin, body)).status, `second agency ${method} ${url}`).toBe(404);
    }
    // Nothing changed on the way.
    const after = (await get(id)).body.result;
    expect(after).toMatchObject({ name: 'Spring campaign deposit', status: 'approved' });
    expect(after.items).toHaveLength(2);
    expect(await linesBilling('quoteItemId', ids.qiVisual)).toHaveLength(0);
    // The second agency sees only its own invoices, and the first agency's invoice is not found for it.
    expect((await list('', tok.secondAdmin)).body.result.data.map((i) => i.name)).toEqual(['Rebrand deposit']);
    expect((await get(ids.bakeryInv, tok.superAdmin)).status).toBe(404);
  });
});

describe('invoices list', () => {
  it('lists every invoice unpaged with quote, job, creator and value', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.last_page).toBe(1);
    const spring = r.data.find((i) => i.id === ids.springInv);
    expect(spring).toMatchObject({
      invoice_number: String(ids.springInv),
      name: 'Spring campaign deposit',
      status: 'approved',
      client: { code: 'ACME', name: 'Acme Pty Ltd' },
      quote: { id: ids.springQuote, quote_number: String(ids.springQuote), name: 'Spring campaign' },
      job: { id: ids.springJob, job_no: `ACME${ids.springJob}`, name: 'Spring campaign key visual' },
      created_by: ids.superAdmin,
      creator: { id: ids.superAdmin, full_name: 'Alex Morgan' },
      // 6 x 190 + 3.5 x 150
      total_value: '1665.00',
    });
    expect(spring?.invoice_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.data.find((i) => i.id === ids.tradeInv)).toMatchObject({ quote: null, total_value: '1560.00', status: 'completed' });
  });

  it('filters by status, client and keyword; sorts by a column; refuses unknown values', async () => {
    expect((await list('?status=completed')).body.result.data.map((i) => i.id)).toEqual([ids.tradeInv]);
    expect((await list(`?client_id=${ids.CITR}`)).body.result.data.map((i) => i.id)).toEqual([ids.tradeInv]);
    expect((await list('?kw=spring')).body.result.data.map((i) => i.id)).toContain(ids.springInv);
    expect((await list('?kw=nothing-like-this')).body.result).toMatchObject({ data: [], total: 0 });
    const byValue = (await list('?sort=total_value&order=desc')).body.result.data.map((i) => i.total_value);
    expect(byValue).toEqual([...byValue].sort((a, b) => Number(b) - Number(a)));
    expect((await list('?status=lost')).status).toBe(422);
    expect((await list('?sort=secret')).status).toBe(422);
  });

  it('shows each invoice as its detail does, its creation time to the millisecond (cut, not rounded), paged or not', async () => {
    await t.database.db.update(invoices).set({ createdAt: '2026-03-04 05:06:07.899999+00', invoiceDate: '2026-02-28' }).where(eq(invoices.id, ids.springInv));
    const rows = (await list()).body.result.data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.find((i) => i.id === ids.springInv)).toMatchObject({ created_at: '2026-03-04T05:06:07.899Z', invoice_date: '2026-02-28' });
    for (const row of rows) {
      const detail = (await get(row.id)).body.result as unknown as Record<string, unknown>;
      expect(row).toEqual({ ...Object.fromEntries(Object.keys(row).map((k) => [k, detail[k]])), total_value: row.total_value });
      expect(row.total_value).toBe(detail.total_value);
    }
    const paged = await list('?ipp=2&page=1&sort=invoice_number&order=asc');
    expect(paged.body.result.data).toEqual([...rows].sort((a, b) => a.id - b.id).slice(0, 2));
  });
});

describe('invoice detail', () => {
  it('shows the fields of the invoice with items, GST per line and totals', async () => {
    const res = await get(ids.springInv);
    expect(res.status).toBe(200);
    const inv = res.body.result;
    expect(inv).toMatchObject({
      contact_id: ids.acmeManager,
      client_po: 'PO-1001',
      terms: '30',
      quote_id: ids.springQuote,
      full_quote: false,
      sequence: null,
      parent_id: null,
      next_sequence_number: `${ids.springInv}A`,
      xero_invoice_id: null,
      xero_synced: false,
      summary: { total_quantity: '9.50', total: '1665.00', gst: '166.50', total_inc_gst: '1831.50' },
    });
    const due = new Date(`${inv.invoice_date}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(inv.due_date).toBe(due.toISOString().slice(0, 10));
    expect(inv.items.map((i) => [i.type, i.description, i.quantity, i.rate, i.amount, i.gst, i.amount_inc_gst])).toEqual([
      ['quote', 'Creative direction', '6.00', '190.00', '1140.00', '114.00', '1254.00'],
      ['timesheet', 'Moodboard research', '3.50', '150.00', '525.00', '52.50', '577.50'],
    ]);
    expect(inv.items[0]).toMatchObject({ quote_item_id: ids.qiDirection, cost: { description: 'Art direction', category: { name: 'Design' } } });
    const items = await t.call<{ result: { data: Item[]; summary: Summary } }>('GET', `/api/invoices/${ids.springInv}/items`, tok.superAdmin);
    expect(items.body.result.data).toHaveLength(2);
    expect(items.body.result.summary.total_inc_gst).toBe('1831.50');
  });
});

describe('adding invoices', () => {
  it('adds a pending invoice for a client, dated today with 30-day terms, numbered by its id', async () => {
    const inv = await create({ name: 'Website deposit', client_id: ids.ACME, job_id: ids.websiteJob, description: '<p>Half up front</p><script>alert(1)</script>' });
    expect(inv).toMatchObject({ invoice_number: String(inv.id), name: 'Website deposit', status: 'pending', client_id: ids.ACME, job_id: ids.websiteJob, terms: '30', quote: null, full_quote: false, items: [], total_value: '0.00', creator: { id: ids.superAdmin } });
    expect(inv.description).toBe('<p>Half up front</p>');
    expect(inv.invoice_date).toBe(new Date().toISOString().slice(0, 10));
    const withStatus = await create({ name: 'Already approved', client_id: ids.BLUE, status: 'approved', job_id: '' });
    expect(withStatus).toMatchObject({ status: 'approved', job_id: null });
  });

  it("refuses a missing name or client, and another client's or agency's job or client (422)", async () => {
    const empty = await t.call('POST', '/api/invoices', tok.superAdmin, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { name: ['This field is required'], client_id: ['Please select the client'] } });
    const blankName = await t.call('POST', '/api/invoices', tok.superAdmin, { name: '  ', client_id: ids.ACME });
    expect(blankName.body).toMatchObject({ errors: { name: ['This field is required'] } });
    const otherAgency = await t.call('POST', '/api/invoices', tok.superAdmin, { name: 'x', client_id: ids.HARB });
    expect(otherAgency.status).toBe(422);
    expect(otherAgency.body).toMatchObject({ errors: { client_id: ['Please select the client'] } });
    const wrongJob = await t.call('POST', '/api/invoices', tok.superAdmin, { name: 'x', client_id: ids.BLUE, job_id: ids.springJob });
    expect(wrongJob.body).toMatchObject({ errors: { job_id: ['Please select a job of this client.'] } });
    const otherAgencyJob = await t.call('POST', '/api/invoices', tok.superAdmin, { name: 'x', client_id: ids.ACME, job_id: ids.bakeryJob });
    expect(otherAgencyJob.status).toBe(422);
    expect((await t.call('POST', '/api/invoices', tok.superAdmin, { name: 'x', client_id: ids.ACME, status: 'lost' })).status).toBe(422);
  });
});

describe('invoices from a quote', () => {
  /** An approved quote on the spring job with three items (12.50 x 2, 40 x 3, 99.99 x 1). */
  async function approvedQuote(name: string) {
    const q = (await t.call<{ result: { id: number } }>('POST', '/api/quotes', tok.superAdmin, { name, client_id: ids.ACME, job_id: ids.springJob })).body.result;
    for (const [quantity, quote_rate, details] of [['2', '12.50', 'Line A'], ['3', '40', 'Line B'], ['1', '99.99', 'Line C']]) {
      expect((await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, quantity, quote_rate, details })).status).toBe(200);
    }
    expect((await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'approved' })).status).toBe(200);
    const items = await t.database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, q.id)).orderBy(quoteItems.sequence);
    return { id: q.id, items: items.map((i) => i.id) };
  }

  it('without the full-quote flag: an empty invoice for the quote, named and described in the dialog', async () => {
    const q = await approvedQuote('Deposit quote');
    const inv = await create({ quote_id: q.id, name: 'Deposit', description: '<p>50% deposit</p>' });
    expect(inv).toMatchObject({ name: 'Deposit', description: '<p>50% deposit</p>', quote_id: q.id, quote: { id: q.id, name: 'Deposit quote' }, client_id: ids.ACME, job_id: ids.springJob, full_quote: false, items: [], status: 'pending' });
  });

  it('with the full-quote flag: every quote item not yet invoiced becomes a quote line', async () => {
    const q = await approvedQuote('Full quote');
    const first = await create({ name: 'Part', client_id: ids.ACME, job_id: ids.springJob });
    expect((await move(first.id, 'quote', q.items[0])).status).toBe(200);
    const inv = await create({ quote_id: q.id, name: 'Balance', full_quote: true });
    expect(inv).toMatchObject({ full_quote: true, quote_id: q.id, job_id: ids.springJob });
    expect(inv.items.map((i) => [i.type, i.description, i.quantity, i.rate, i.quote_item_id])).toEqual([
      ['quote', 'Line B', '3.00', '40.00', q.items[1]],
      ['quote', 'Line C', '1.00', '99.99', q.items[2]],
    ]);
    expect(inv.summary).toEqual({ total_quantity: '4.00', total: '219.99', gst: '22.00', total_inc_gst: '241.99' });
    // a second full-quote invoice finds nothing left to bill
    const again = await create({ quote_id: q.id, name: 'Nothing left', full_quote: 1 });
    expect(again.items).toEqual([]);
  });

  it("needs a name, and a quote of the agency (422)", async () => {
    const noName = await t.call('POST', '/api/invoices', tok.superAdmin, { quote_id: ids.springQuote, full_quote: true });
    expect(noName.status).toBe(422);
    expect(noName.body).toMatchObject({ errors: { name: ['This field is required'] } });
    const other = await t.call('POST', '/api/invoices', tok.superAdmin, { quote_id: ids.bakeryQuote, name: 'x', full_quote: true });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { quote_id: ['Please select a quote.'] } });
    expect(await linesBilling('quoteItemId', ids.qiBakery)).toHaveLength(0);
  });
});

describe('saving an invoice', () => {
  it('saves the details tab fields together and any status at once', async () => {
    const inv = await create({ name: 'Details', client_id: ids.BLUE });
    const res = await t.call<{ result: Invoice }>('POST', `/api/invoices/${inv.id}`, tok.superAdmin, {
      invoice_date: '2026-03-01',
      client_po: 'PO-77',
      job_id: ids.menuJob,
      supplier_id: ids.PRNT,
      client_id: ids.BLUE,
      contact_id: ids.blueContact,
      terms: '15',
      paid_date: '2026-03-10',
      note: 'Thanks',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ invoice_date: '2026-03-01', due_date: '2026-03-16', client_po: 'PO-77', job_id: ids.menuJob, supplier_id: ids.PRNT, contact_id: ids.blueContact, terms: '15', paid_date: '2026-03-10', note: 'Thanks', message: null, xero_sync: null });
    const status = await t.call<{ result: Invoice }>('POST', `/api/invoices/${inv.id}`, tok.superAdmin, { status: 'in_progress' });
    expect(status.body.result.status).toBe('in_progress');
    // Xero is not set up on this server: the save stands and says nothing about Xero.
    expect(status.body.result).toMatchObject({ message: null, xero_sync: { synced: false } });
    const cleared = await t.call<{ result: Invoice }>('POST', `/api/invoices/${inv.id}`, tok.superAdmin, { paid_date: null, client_po: '', job_id: null });
    expect(cleared.body.result).toMatchObject({ paid_date: null, client_po: null, job_id: null });
  });

  it('refuses clearing the company, and contacts, jobs, suppliers or terms that do not fit (422)', async () => {
    const inv = await create({ name: 'Refusals', client_id: ids.BLUE });
    const expect422 = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
      const res = await t.call('POST', `/api/invoices/${inv.id}`, tok.superAdmin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ errors });
    };
    await expect422({ client_id: null }, { client_id: ['Please select the client'] });
    await expect422({ client_id: '' }, { client_id: ['Please select the client'] });
    await expect422({ client_id: ids.HARB }, { client_id: ['Please select the client'] });
    await expect422({ contact_id: ids.acmeManager }, { contact_id: ['Please select a contact of the company.'] });
    await expect422({ job_id: ids.springJob }, { job_id: ['Please select a job of this client.'] });
    await expect422({ job_id: ids.bakeryJob }, { job_id: ['Please select a job of this client.'] });
    await expect422({ supplier_id: ids.ACME }, { supplier_id: ['Please select a supplier.'] });
    await expect422({ terms: '10' }, { terms: ['Please select the terms.'] });
    await expect422({ name: '' }, { name: ['This field is required'] });
    expect((await t.call('POST', `/api/invoices/${inv.id}`, tok.superAdmin, { status: 'lost' })).status).toBe(422);
    expect((await t.call('POST', `/api/invoices/${inv.id}`, tok.superAdmin, { invoice_date: '01/02/2026' })).status).toBe(422);
    expect((await get(inv.id)).body.result).toMatchObject({ client_id: ids.BLUE, name: 'Refusals', terms: '30' });
  });
});

describe('cloning invoices', () => {
  it("'seq' numbers copies A, then B (also from a copy); 'new' by the copy's own id; lines copied without their sources", async () => {
    const base = ids.springInv;
    const a = await t.call<{ result: Invoice }>('POST', `/api/invoices/${base}/clone`, tok.superAdmin, { id: base, invoiceNumber: 'seq', jobNumber: 'keep' });
    expect(a.status).toBe(200);
    expect(a.body.result).toMatchObject({ invoice_number: `${base}A`, sequence: 'A', parent_id: base, status: 'pending', name: 'Spring campaign deposit', job_id: ids.springJob, client_id: ids.ACME, xero_invoice_id: null });
    expect(a.body.result.items.map((i) => [i.type, i.description, i.amount, i.quote_item_id, i.timesheet_id])).toEqual([
      ['quote', 'Creative direction', '1140.00', null, null],
      ['timesheet', 'Moodboard research', '525.00', null, null],
    ]);
    expect(a.body.result.summary.total).toBe('1665.00');
    const b = await t.call<{ result: Invoice }>('POST', `/api/invoices/${a.body.result.id}/clone`, tok.superAdmin, { invoiceNumber: 'seq', jobNumber: 'none' });
    expect(b.body.result).toMatchObject({ invoice_number: `${base}B`, parent_id: base, job_id: null });
    expect((await get(base)).body.result.next_sequence_number).toBe(`${base}C`);
    const n = await t.call<{ result: Invoice }>('POST', `/api/invoices/${base}/clone`, tok.superAdmin, { id: base, invoiceNumber: 'new', jobNumber: 'keep' });
    expect(n.body.result).toMatchObject({ invoice_number: String(n.body.result.id), sequence: null, parent_id: null });
    // the original still bills its sources
    expect((await linesBilling('quoteItemId', ids.qiDirection)).map((l) => l.invoiceId)).toEqual([base]);
  });

  it('answers 409 once the family has used Z, and 422 for a missing choice or another id', async () => {
    const inv = await create({ name: 'Family', client_id: ids.CITR });
    const used = SEQUENCE_CHARACTERS.filter((c) => c !== 'Z');
    const row = (await t.database.db.select().from(invoices).where(eq(invoices.id, inv.id)))[0];
    await t.database.db.insert(invoices).values(used.map((letter) => ({ companyId: row.companyId, invoiceNumber: `${inv.id}${letter}`, name: 'Family', clientId: ids.CITR, sequence: letter, parentId: inv.id })));
    const z = await t.call<{ result: Invoice }>('POST', `/api/invoices/${inv.id}/clone`, tok.superAdmin, { invoiceNumber: 'seq' });
    expect(z.body.result.invoice_number).toBe(`${inv.id}Z`);
    expect((await get(inv.id)).body.result.next_sequence_number).toBeNull();
    const full = await t.call<{ error: string }>('POST', `/api/invoices/${inv.id}/clone`, tok.superAdmin, { invoiceNumber: 'seq' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(`Invoice ${inv.id} has used every sequence letter (A to Z). Choose a new number instead.`);
    const none = await t.call('POST', `/api/invoices/${inv.id}/clone`, tok.superAdmin, {});
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ errors: { invoiceNumber: ['Please choose the invoice number.'] } });
    const other = await t.call('POST', `/api/invoices/${inv.id}/clone`, tok.superAdmin, { id: ids.springInv, invoiceNumber: 'new' });
    expect(other.body).toMatchObject({ errors: { id: ['This is not the invoice being duplicated.'] } });
  });
});

describe('invoice items', () => {
  it('adds a line: the rate defaults to the tier1 sell price; updates change only the sent fields', async () => {
    // Citrus is a tier3 client, but invoice items default to tier1.
    const inv = await create({ name: 'Items', client_id: ids.CITR });
    const added = await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Design hours', quantity: '2', rate: '' });
    expect(added.item).toMatchObject({ type: 'quote', cost_matrix_id: ids.designer, description: 'Design hours', quantity: '2.00', rate: '150.00', amount: '300.00', cost: { description: 'Senior designer', category: { name: 'Design' } } });
    expect(added).toMatchObject({ total_value: '300.00', summary: { total: '300.00', gst: '30.00', total_inc_gst: '330.00' } });
    const id = added.item.id;
    const qty = await t.call<{ result: ItemResult }>('POST', `/api/invoices/${inv.id}/items/${id}`, tok.superAdmin, { quantity: '3' });
    expect(qty.body.result.item).toMatchObject({ quantity: '3.00', rate: '150.00', description: 'Design hours', amount: '450.00' });
    const rate = await t.call<{ result: ItemResult }>('POST', `/api/invoices/${inv.id}/items/${id}`, tok.superAdmin, { rate: '$1,000.50', type: 'task' });
    expect(rate.body.result.item).toMatchObject({ rate: '1000.50', type: 'task', quantity: '3.00' });
    const refill = await t.call<{ result: ItemResult }>('POST', `/api/invoices/${inv.id}/items/${id}`, tok.superAdmin, { cost_matrix_id: ids.flyer, rate: '' });
    expect(refill.body.result.item).toMatchObject({ cost_matrix_id: ids.flyer, rate: '520.00', amount: '1560.00' });
  });

  it("refuses a missing cost item or description, another agency's cost item and bad amounts (422)", async () => {
    const inv = await create({ name: 'Item refusals', client_id: ids.CITR });
    const empty = await t.call('POST', `/api/invoices/${inv.id}/items`, tok.superAdmin, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'], description: ['Please enter the description'] } });
    const other = await t.call('POST', `/api/invoices/${inv.id}/items`, tok.superAdmin, { cost_matrix_id: ids.bakeryDesigner, description: 'x' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'] } });
    expect((await t.call('POST', `/api/invoices/${inv.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, description: 'x', rate: 'abc' })).status).toBe(422);
    expect((await t.call('POST', `/api/invoices/${inv.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, description: 'x', quantity: '-1' })).status).toBe(422);
    const { item } = await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'ok' });
    const blank = await t.call('POST', `/api/invoices/${inv.id}/items/${item.id}`, tok.superAdmin, { description: ' ' });
    expect(blank.body).toMatchObject({ errors: { description: ['Please enter the description'] } });
    expect((await t.call('POST', `/api/invoices/${inv.id}/items/${item.id}`, tok.superAdmin, { cost_matrix_id: ids.bakeryDesigner })).status).toBe(422);
    expect((await t.call('POST', `/api/invoices/${inv.id}/items/${item.id}`, tok.superAdmin, { rate: 'lots' })).status).toBe(422);
    // an item of another invoice is not found through this one
    expect((await t.call('POST', `/api/invoices/${ids.springInv}/items/${item.id}`, tok.superAdmin, { quantity: 1 })).status).toBe(404);
    expect((await t.call('DELETE', `/api/invoices/${ids.springInv}/items/${item.id}`, tok.superAdmin)).status).toBe(404);
  });

  it('a line without a cost record (e.g. a moved order without items) takes a typed rate, but an emptied one has nothing to come from', async () => {
    const inv = await create({ name: 'No cost record', client_id: ids.ACME });
    const { item } = await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Loose line', rate: '80' });
    await t.database.db.update(invoiceItems).set({ costMatrixId: null }).where(eq(invoiceItems.id, item.id));
    const emptied = await t.call('POST', `/api/invoices/${inv.id}/items/${item.id}`, tok.superAdmin, { rate: '' });
    expect(emptied.status).toBe(422);
    expect(emptied.body).toMatchObject({ errors: { cost_matrix_id: ['Please select the cost item'] } });
    const typed = await t.call<{ result: ItemResult }>('POST', `/api/invoices/${inv.id}/items/${item.id}`, tok.superAdmin, { rate: '95.5', quantity: 2 });
    expect(typed.body.result.item).toMatchObject({ cost: null, cost_matrix_id: null, rate: '95.50', amount: '191.00' });
  });

  it('adds up to the cent: each line rounded half-up first, GST 10% on the total', async () => {
    const inv = await create({ name: 'Cents', client_id: ids.ACME });
    await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Three at 33.33', quantity: '3', rate: '33.33' });
    const r1 = (await get(inv.id)).body.result.summary;
    // 99.99 x 1.1 = 109.989 → 109.99
    expect(r1).toEqual({ total_quantity: '3.00', total: '99.99', gst: '10.00', total_inc_gst: '109.99' });
    const half = await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Half-cent', quantity: '1.5', rate: '0.05' });
    // 1.5 x 0.05 = 0.075 → 0.08
    expect(half.item).toMatchObject({ amount: '0.08', gst: '0.01', amount_inc_gst: '0.09' });
    // 100.07 x 1.1 = 110.077 → 110.08
    expect(half.summary).toEqual({ total_quantity: '4.50', total: '100.07', gst: '10.01', total_inc_gst: '110.08' });
    expect((await list(`?kw=Cents`)).body.result.data.find((i) => i.id === inv.id)?.total_value).toBe('100.07');
  });

  it('deletes a line and answers the new totals', async () => {
    const inv = await create({ name: 'Delete line', client_id: ids.ACME });
    const a = await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Keep', rate: '10' });
    const b = await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Remove', rate: '20' });
    const del = await t.call<{ result: ItemResult }>('DELETE', `/api/invoices/${inv.id}/items/${b.item.id}`, tok.superAdmin);
    expect(del.status).toBe(200);
    expect(del.body.result).toMatchObject({ item: { id: b.item.id, description: 'Remove' }, total_value: '10.00' });
    expect((await get(inv.id)).body.result.items.map((i) => i.id)).toEqual([a.item.id]);
  });
});

describe('related items and moving them onto the invoice', () => {
  it('an invoice without a job has empty related lists and cannot take moved items', async () => {
    const inv = await create({ name: 'No job', client_id: ids.ACME });
    for (const what of ['quote-items', 'order-items', 'tasks', 'timesheet'] as const) expect(await related(inv.id, what)).toEqual({ data: [], job_id: null });
    const res = await move(inv.id, 'quote', ids.qiVisual);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { id: ['This invoice has no job: link a job to it first.'] } });
  });

  it('quote items of the approved quotes of the job, with where they were invoiced; moving one bills it once', async () => {
    const inv = await create({ name: 'Quote items', client_id: ids.ACME, job_id: ids.springJob });
    const rel = await related(inv.id, 'quote-items');
    expect(rel.job_id).toBe(ids.springJob);
    const seeded = rel.data.filter((r) => r.quote_id === ids.springQuote);
    expect(seeded.map((r) => [r.id, r.quantity, r.rate, r.amount, r.invoiced, r.invoice?.invoice_number ?? null])).toEqual([
      [ids.qiDirection, '6.00', '190.00', '1140.00', true, String(ids.springInv)],
      [ids.qiVisual, '20.00', '150.00', '3000.00', false, null],
      [ids.qiFlyers, '2.00', '520.00', '1040.00', false, null],
    ]);
    // the website quote is with the client and on another job: not offered
    expect(rel.data.map((r) => r.id)).not.toContain(ids.qiWebsite);

    const moved = await move(inv.id, 'quote', ids.qiVisual);
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({
      message: 'Quote item moved successfully',
      item: { type: 'quote', quote_item_id: ids.qiVisual, description: 'Key visual and adaptations', quantity: '20.00', rate: '150.00', amount: '3000.00', cost_matrix_id: ids.designer },
      total_value: '3000.00',
    });
    const after = (await related(inv.id, 'quote-items')).data.find((r) => r.id === ids.qiVisual);
    expect(after).toMatchObject({ invoiced: true, invoice: { id: inv.id, invoice_number: inv.invoice_number } });

    const twice = await move(inv.id, 'quote', ids.qiVisual);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(`This quote item has already been invoiced (invoice ${inv.invoice_number}) and cannot be billed twice.`);
    const seededTwice = await move(inv.id, 'quote', ids.qiDirection);
    expect(seededTwice.status).toBe(409);
    expect(seededTwice.body.error).toContain(`invoice ${ids.springInv}`);
    expect(await linesBilling('quoteItemId', ids.qiVisual)).toHaveLength(1);
    // not one of this job's approved quotes, or another agency's: 422
    for (const id of [ids.qiWebsite, ids.qiBakery, 999_999]) {
      const res = await move(inv.id, 'quote', id);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errors: { id: ["This quote item is not one of the invoice job's items that can be invoiced."] } });
    }
  });

  it('orders: the approved orders of the job, one line per order at its total sell', async () => {
    const inv = await create({ name: 'Orders', client_id: ids.ACME, job_id: ids.springJob });
    const rel = await related(inv.id, 'order-items');
    expect(rel.data.map((r) => [r.id, r.name, r.amount, r.items_count, r.invoiced])).toEqual([[ids.flyersOrder, 'Spring flyers print run', '1040.00', 1, false]]);
    expect(rel.data[0].supplier).toMatchObject({ name: 'PrintWorks Supply' });
    const moved = await move(inv.id, 'order', ids.flyersOrder);
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ message: 'Order item moved successfully', item: { type: 'order', order_id: ids.flyersOrder, description: 'Spring flyers print run', quantity: '1.00', rate: '1040.00', amount: '1040.00', cost_matrix_id: ids.flyer } });
    expect((await related(inv.id, 'order-items')).data[0]).toMatchObject({ invoiced: true, invoice: { id: inv.id } });
    expect((await move(inv.id, 'order', ids.flyersOrder)).status).toBe(409);
    const retype = await t.call('POST', `/api/invoices/${inv.id}/items/${moved.body.result.item.id}`, tok.superAdmin, { type: 'quote' });
    expect(retype.body).toMatchObject({ errors: { type: ['This line was moved from a related item: its type stays.'] } });
    const discount = await t.call<{ result: ItemResult }>('POST', `/api/invoices/${inv.id}/items/${moved.body.result.item.id}`, tok.superAdmin, { rate: '1000', type: 'order' });
    expect(discount.body.result.item).toMatchObject({ type: 'order', rate: '1000.00', order_id: ids.flyersOrder });
    // the order is invoiced now: its items can no longer change, and it cannot be deleted
    expect((await t.call('DELETE', `/api/orders/${ids.flyersOrder}`, tok.superAdmin)).status).toBe(409);
    // a pending order of another job
    expect((await move(inv.id, 'order', ids.menuOrder)).status).toBe(422);
    // deleting the line frees the order again
    await t.call('DELETE', `/api/invoices/${inv.id}/items/${moved.body.result.item.id}`, tok.superAdmin);
    expect((await related(inv.id, 'order-items')).data[0]).toMatchObject({ invoiced: false, invoice: null });
    expect(await linesBilling('orderId', ids.flyersOrder)).toHaveLength(0);
  });

  it('tasks and time: approved or completed tasks at their hours, time records at the billable rate; hours are billed one way only', async () => {
    /** What the TIME list shows of the concepts task and its record: [task invoiced, record invoiced]. */
    const onTimeList = async () => {
      const list = await t.call<{ result: { data: Array<{ tasks: Array<{ id: number; invoiced: boolean; timesheets: Array<{ id: number; invoiced: boolean }> }> }> } }>('GET', `/api/timesheets?job_id=${ids.springJob}`, tok.superAdmin);
      const task = list.body.result.data[0].tasks.find((k) => k.id === ids.concepts);
      return [task?.invoiced, task?.timesheets.find((r) => r.id === ids.tsConcepts)?.invoiced];
    };
    expect(await onTimeList()).toEqual([false, false]);
    const inv = await create({ name: 'Time and tasks', client_id: ids.ACME, job_id: ids.springJob });
    const tasksRel = await related(inv.id, 'tasks');
    // Final artwork is in progress: not offered
    expect(tasksRel.data.map((r) => [r.name, r.status, r.actual_hours, r.rate, r.amount, r.invoiced])).toEqual([
      ['Moodboard', 'completed', '3.50', '150.00', '525.00', false],
      ['Concepts round 1', 'approved', '4.00', '150.00', '600.00', false],
    ]);
    const timeRel = await related(inv.id, 'timesheet');
    expect(timeRel.data.map((r) => [r.id, r.description, r.duration, r.rate, r.amount, r.invoiced])).toEqual([
      [ids.tsMoodboard, 'Moodboard research', '3.50', '120.00', '420.00', true],
      [ids.tsConcepts, 'Concept sketches', '4.00', '110.00', '440.00', false],
    ]);
    expect(timeRel.data[1]).toMatchObject({ user: { id: ids.casey, full_name: 'Casey Nguyen' }, task: { id: ids.concepts, name: 'Concepts round 1' } });
    expect(timeRel.data[0].invoice).toMatchObject({ id: ids.springInv });

    // The moodboard's time is already invoiced: the task would bill it again.
    const moodboard = await move(inv.id, 'task', ids.moodboard);
    expect(moodboard.status).toBe(409);
    expect(moodboard.body.error).toMatch(/Time records of this task are already invoiced/);
    expect((await move(inv.id, 'task', ids.finalArtwork)).status).toBe(422);

    const time = await move(inv.id, 'time', ids.tsConcepts);
    expect(time.status).toBe(200);
    expect(time.body.result).toMatchObject({ message: 'Timesheet record moved successfully', item: { type: 'timesheet', timesheet_id: ids.tsConcepts, description: 'Concept sketches', quantity: '4.00', rate: '110.00', amount: '440.00', cost_matrix_id: ids.designer } });
    expect((await move(inv.id, 'task', ids.concepts)).status).toBe(409);
    // an invoiced time record cannot be edited on the time screen any more
    expect((await t.call('DELETE', `/api/timesheets/${ids.tsConcepts}`, tok.superAdmin)).status).toBe(409);
    expect(await onTimeList()).toEqual([false, true]);

    // Deleting the line frees the record; then the task can take the hours instead.
    expect((await t.call('DELETE', `/api/invoices/${inv.id}/items/${time.body.result.item.id}`, tok.superAdmin)).status).toBe(200);
    expect((await related(inv.id, 'timesheet')).data[1]).toMatchObject({ invoiced: false, invoice: null });
    expect(await onTimeList()).toEqual([false, false]);
    const task = await move(inv.id, 'task', ids.concepts);
    expect(task.status).toBe(200);
    expect(task.body.result).toMatchObject({ message: 'Task moved successfully', item: { type: 'task', task_id: ids.concepts, description: 'Concepts round 1', quantity: '4.00', rate: '150.00', amount: '600.00' } });
    expect((await related(inv.id, 'tasks')).data.find((r) => r.id === ids.concepts)).toMatchObject({ invoiced: true, invoice: { id: inv.id } });
    expect(await onTimeList()).toEqual([true, false]);
    const timeAfterTask = await move(inv.id, 'time', ids.tsConcepts);
    expect(timeAfterTask.status).toBe(409);
    expect(timeAfterTask.body.error).toBe("This time record's task has already been invoiced.");
    // another agency's time record
    expect((await move(inv.id, 'time', ids.tsBakery)).status).toBe(422);
    expect((await t.call('POST', `/api/invoices/${inv.id}/move-item`, tok.superAdmin, { type: 'expense', id: 1 })).status).toBe(422);
    expect((await t.call('POST', `/api/invoices/${inv.id}/move-item`, tok.superAdmin, { type: 'quote' })).status).toBe(422);
  });

  it('bills a source once when two moves race: exactly one 200, one 409, one line', async () => {
    const q = (await t.call<{ result: { id: number } }>('POST', '/api/quotes', tok.superAdmin, { name: 'Race quote', client_id: ids.ACME, job_id: ids.springJob })).body.result;
    await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, quantity: 1, quote_rate: 100, details: 'Race A' });
    await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, quantity: 1, quote_rate: 100, details: 'Race B' });
    await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'approved' });
    const [itemA, itemB] = (await t.database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, q.id)).orderBy(quoteItems.sequence)).map((r) => r.id);
    const one = await create({ name: 'Race one', client_id: ids.ACME, job_id: ids.springJob });
    const two = await create({ name: 'Race two', client_id: ids.ACME, job_id: ids.springJob });

    // onto two different invoices
    const results = await Promise.all([move(one.id, 'quote', itemA), move(two.id, 'quote', itemA)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toMatch(/^This quote item has already been invoiced \(invoice \d+\) and cannot be billed twice\.$/);
    expect(await linesBilling('quoteItemId', itemA)).toHaveLength(1);

    // onto the same invoice twice
    const same = await Promise.all([move(one.id, 'quote', itemB), move(one.id, 'quote', itemB)]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await linesBilling('quoteItemId', itemB)).toHaveLength(1);
    const lines = await t.database.db.select().from(invoiceItems).where(and(eq(invoiceItems.invoiceId, one.id)));
    expect(lines.length + (await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, two.id))).length).toBe(2);
  });

  it('deleting an invoice frees everything it billed', async () => {
    const q = (await t.call<{ result: { id: number } }>('POST', '/api/quotes', tok.superAdmin, { name: 'Freed quote', client_id: ids.ACME, job_id: ids.springJob })).body.result;
    await t.call('POST', `/api/quotes/${q.id}/items`, tok.superAdmin, { cost_matrix_id: ids.designer, quantity: 1, quote_rate: 50, details: 'Freed' });
    await t.call('POST', `/api/quotes/${q.id}`, tok.superAdmin, { status: 'approved' });
    const [item] = (await t.database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, q.id))).map((r) => r.id);
    const inv = await create({ name: 'To delete', client_id: ids.ACME, job_id: ids.springJob });
    expect((await move(inv.id, 'quote', item)).status).toBe(200);
    const del = await t.call<{ result: { id: number; name: string; invoice_number: string } }>('DELETE', `/api/invoices/${inv.id}`, tok.superAdmin);
    expect(del.status).toBe(200);
    expect(del.body.result).toEqual({ id: inv.id, name: 'To delete', invoice_number: inv.invoice_number });
    expect((await get(inv.id)).status).toBe(404);
    expect(await linesBilling('quoteItemId', item)).toHaveLength(0);
    const again = await create({ name: 'Billed again', client_id: ids.ACME, job_id: ids.springJob });
    expect((await move(again.id, 'quote', item)).status).toBe(200);
  });
});

describe('printing', () => {
  it('the invoice PDF carries the agency, client, number, dates, terms, lines and totals', async () => {
    const inv = (await get(ids.springInv)).body.result;
    const { headers, text } = await pdfOf(`/api/invoices/${ids.springInv}/pdf`);
    expect(headers['content-disposition']).toBe(`attachment; filename="invoice_${ids.springInv}.pdf"`);
    for (const s of [
      'TAX INVOICE',
      `#${inv.invoice_number}`,
      'Northwind Creative',
      'Acme Pty Ltd',
      'Morgan Price',
      'PO-1001',
      '30 days',
      inv.due_date!.split('-').reverse().join('/'),
      inv.invoice_date!.split('-').reverse().join('/'),
      'Creative direction',
      'Moodboard research',
      'Quote',
      'Time',
      '$190.00',
      '$1,140.00',
      '$525.00',
      '$1,665.00',
      '$166.50',
      '$1,831.50',
    ]) {
      expect(text, s).toContain(s);
    }
  });

  it('the PDF of a cents invoice shows the exact totals', async () => {
    const inv = await create({ name: 'Cents PDF', client_id: ids.ACME });
    await addItem(inv.id, { cost_matrix_id: ids.designer, description: 'Three at 33.33', quantity: '3', rate: '33.33' });
    const { text } = await pdfOf(`/api/invoices/${inv.id}/pdf`);
    for (const s of ['Three at 33.33', '$33.33', '$99.99', '$10.00', '$109.99']) expect(text, s).toContain(s);
  });

  it('the WIP report is a PDF of the open invoices with their values', async () => {
    const { headers, text } = await pdfOf('/api/invoices/wip');
    expect(headers['content-disposition']).toBe('attachment; filename="invoices_wip.pdf"');
    expect(text).toContain('INVOICES WORK IN PROGRESS');
    expect(text).toContain('Spring campaign deposit');
    expect(text).toContain('$1,665.00');
    // completed invoices are not work in progress
    expect(text).not.toContain('Trade show stand');
    const completed = await pdfOf('/api/invoices/wip?status=completed');
    expect(completed.text).toContain('Trade show stand');
    expect((await t.call('GET', '/api/invoices/wip?status=lost', tok.superAdmin)).status).toBe(422);
  });
});
