import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, costCategories, costMatrix } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};

type Category = { id: number; name: string; description: string | null; costs_count: number };
type Cost = { id: number; category_id: number; category: { id: number; name: string }; description: string; sell_basis: string; cost: string; sell_tier1: string; sell_tier2: string; sell_tier3: string; sell_tier4: string; xero_code: string | null };
type Paged<T> = { data: T[]; total: number; last_page: number; current_page: number; per_page: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_LOGINS)) tok[role] = await t.login(email);
  const db = t.database.db;
  const [northwind] = await db.select().from(companies).where(eq(companies.codename, 'northwind'));
  const [southbank] = await db.select().from(companies).where(eq(companies.codename, 'southbank'));
  const cat = async (companyId: number, name: string) => (await db.select().from(costCategories).where(and(eq(costCategories.companyId, companyId), eq(costCategories.name, name))))[0].id;
  ids.design = await cat(northwind.id, 'Design');
  ids.print = await cat(northwind.id, 'Print');
  ids.otherDesign = await cat(southbank.id, 'Design');
  ids.designer = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Senior designer')))[0].id;
  ids.otherCost = (await db.select().from(costMatrix).where(eq(costMatrix.description, 'Menu print')))[0].id;
});
afterAll(async () => t?.close());

describe('cost categories', () => {
  it('are for super admins only; another agency’s category is not found', async () => {
    for (const role of ['staff', 'clientManager', 'clientUser', 'shared']) {
      expect((await t.call('GET', '/api/cost-categories', tok[role])).status).toBe(403);
      expect((await t.call('GET', `/api/cost-categories/${ids.design}`, tok[role])).status).toBe(403);
      expect((await t.call('POST', '/api/cost-categories', tok[role], { name: 'x' })).status).toBe(403);
      expect((await t.call('POST', `/api/cost-categories/${ids.design}`, tok[role], { name: 'x' })).status).toBe(403);
      expect((await t.call('DELETE', `/api/cost-categories/${ids.design}`, tok[role])).status).toBe(403);
    }
    expect((await t.call('GET', '/api/cost-categories')).status).toBe(401);
    expect((await t.call('GET', `/api/cost-categories/${ids.otherDesign}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('POST', `/api/cost-categories/${ids.otherDesign}`, tok.superAdmin, { name: 'hijack' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/cost-categories/${ids.design}`, tok.secondAdmin)).status).toBe(404);
  });

  it('lists the agency’s categories by name with their record counts', async () => {
    const res = await t.call<{ result: Paged<Category> }>('GET', '/api/cost-categories', tok.superAdmin);
    expect(res.status).toBe(200);
    expect(res.body.result.data.map((c) => c.name)).toEqual(['Design', 'Development', 'Photography', 'Print']);
    expect(res.body.result).toMatchObject({ total: 4, last_page: 1 });
    expect(res.body.result.data.find((c) => c.name === 'Design')?.costs_count).toBe(2);
    const other = await t.call<{ result: Paged<Category> }>('GET', '/api/cost-categories', tok.secondAdmin);
    expect(other.body.result.data.map((c) => c.name)).toEqual(['Design', 'Print']);
  });

  it('creates with a required name, updates, and deletes only unused categories', async () => {
    const bad = await t.call('POST', '/api/cost-categories', tok.superAdmin, { name: '  ', description: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { name: ['This field is required'] } });
    const created = await t.call<{ result: Category }>('POST', '/api/cost-categories', tok.superAdmin, { name: 'Video', description: 'Motion work' });
    expect(created.body.result).toMatchObject({ name: 'Video', description: 'Motion work', costs_count: 0 });
    const id = created.body.result.id;
    const upd = await t.call<{ result: Category }>('POST', `/api/cost-categories/${id}`, tok.superAdmin, { description: '' });
    expect(upd.body.result).toMatchObject({ name: 'Video', description: null });
    expect((await t.call<{ result: Category }>('GET', `/api/cost-categories/${id}`, tok.superAdmin)).body.result.name).toBe('Video');
    const inUse = await t.call<{ error: string }>('DELETE', `/api/cost-categories/${ids.design}`, tok.superAdmin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe('The category "Design" is used by 2 cost matrix records. Move or delete them first.');
    expect((await t.call('DELETE', `/api/cost-categories/${id}`, tok.superAdmin)).status).toBe(200);
    expect((await t.call('GET', `/api/cost-categories/${id}`, tok.superAdmin)).status).toBe(404);
  });
});

describe('cost matrix', () => {
  it('is for super admins only; another agency’s record is not found', async () => {
    for (const role of ['staff', 'clientManager', 'clientUser']) {
      expect((await t.call('GET', '/api/cost-matrix', tok[role])).status).toBe(403);
      expect((await t.call('GET', `/api/cost-matrix/${ids.designer}`, tok[role])).status).toBe(403);
      expect((await t.call('POST', '/api/cost-matrix', tok[role], {})).status).toBe(403);
      expect((await t.call('POST', `/api/cost-matrix/${ids.designer}`, tok[role], { cost: '1' })).status).toBe(403);
      expect((await t.call('DELETE', `/api/cost-matrix/${ids.designer}`, tok[role])).status).toBe(403);
      expect((await t.call('POST', '/api/cost-matrix/delete', tok[role], { ids: [ids.designer] })).status).toBe(403);
    }
    expect((await t.call('GET', `/api/cost-matrix/${ids.otherCost}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('POST', `/api/cost-matrix/${ids.otherCost}`, tok.superAdmin, { cost: '1' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/cost-matrix/${ids.otherCost}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('POST', '/api/cost-matrix/delete', tok.superAdmin, { ids: [ids.otherCost] })).status).toBe(404);
    const sb = await t.call<{ result: Paged<Cost> }>('GET', '/api/cost-matrix', tok.secondAdmin);
    expect(sb.body.result.data.map((c) => c.description).sort()).toEqual(['Designer', 'Menu print']);
  });

  it('pages and filters by category, sell basis and keyword', async () => {
    const all = await t.call<{ result: Paged<Cost> }>('GET', '/api/cost-matrix', tok.superAdmin);
    expect(all.body.result).toMatchObject({ total: 6, last_page: 1, per_page: 20 });
    expect(all.body.result.data[0]).toMatchObject({ category: { name: 'Design' }, description: 'Art direction', sell_basis: 'time', cost: '80.00', sell_tier1: '190.00', sell_tier4: '160.00', xero_code: '200' });
    const p2 = await t.call<{ result: Paged<Cost> }>('GET', '/api/cost-matrix?ipp=4&page=2', tok.superAdmin);
    expect(p2.body.result).toMatchObject({ total: 6, last_page: 2, current_page: 2 });
    expect(p2.body.result.data).toHaveLength(2);
    const byCat = await t.call<{ result: Paged<Cost> }>('GET', `/api/cost-matrix?category_id=${ids.print}`, tok.superAdmin);
    expect(byCat.body.result.data.map((c) => c.description)).toEqual(['A4 flyer, 1,000 copies', 'Business cards, 250']);
    const byBasis = await t.call<{ result: Paged<Cost> }>('GET', '/api/cost-matrix?sell_basis=time', tok.superAdmin);
    expect(byBasis.body.result.total).toBe(3);
    const byKw = await t.call<{ result: Paged<Cost> }>('GET', '/api/cost-matrix?kw=photo', tok.superAdmin);
    expect(byKw.body.result.data.map((c) => c.description)).toEqual(['Half-day shoot']);
    const none = await t.call<{ result: Paged<Cost> }>('GET', '/api/cost-matrix?kw=nothing-like-this', tok.superAdmin);
    expect(none.body.result).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await t.call('GET', '/api/cost-matrix?sell_basis=weight', tok.superAdmin)).status).toBe(422);
  });

  it('creates with the spec’s messages and free-text amounts', async () => {
    const bad = await t.call('POST', '/api/cost-matrix', tok.superAdmin, { description: '', sell_basis: '' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { category_id: ['Please select the Category'], description: ['This field is required'], sell_basis: ['Please select the Sell Basis'] } });
    const foreignCategory = await t.call('POST', '/api/cost-matrix', tok.superAdmin, { category_id: ids.otherDesign, description: 'x', sell_basis: 'quantity' });
    expect(foreignCategory.status).toBe(422);
    expect(foreignCategory.body).toMatchObject({ errors: { category_id: ['Please select the Category'] } });
    const badAmount = await t.call('POST', '/api/cost-matrix', tok.superAdmin, { category_id: ids.print, description: 'x', sell_basis: 'quantity', cost: 'cheap' });
    expect(badAmount.body).toMatchObject({ errors: { cost: ['Please enter an amount, e.g. 120.50'] } });
    const created = await t.call<{ result: Cost }>('POST', '/api/cost-matrix', tok.superAdmin, {
      category_id: ids.print,
      description: 'Poster A2',
      sell_basis: 'quantity',
      cost: '$1,200.5',
      sell_tier1: 1850,
      sell_tier2: '',
      xero_code: ' 210 ',
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ description: 'Poster A2', cost: '1200.50', sell_tier1: '1850.00', sell_tier2: '0.00', sell_tier3: '0.00', xero_code: '210', category: { id: ids.print, name: 'Print' } });
    const defaulted = await t.call<{ result: Cost }>('POST', '/api/cost-matrix', tok.superAdmin, { category_id: ids.print, description: 'Stickers' });
    expect(defaulted.body.result.sell_basis).toBe('quantity');
    ids.poster = created.body.result.id;
    ids.stickers = defaulted.body.result.id;
  });

  it('updates only the sent fields; an empty edit succeeds and changes nothing', async () => {
    const before = (await t.call<{ result: Cost }>('GET', `/api/cost-matrix/${ids.poster}`, tok.superAdmin)).body.result;
    const same = await t.call<{ result: Cost }>('POST', `/api/cost-matrix/${ids.poster}`, tok.superAdmin, {});
    expect(same.status).toBe(200);
    expect(same.body.result).toEqual(before);
    const upd = await t.call<{ result: Cost }>('POST', `/api/cost-matrix/${ids.poster}`, tok.superAdmin, { sell_tier3: '1700', sell_tier1: '' });
    expect(upd.body.result).toEqual({ ...before, sell_tier3: '1700.00', sell_tier1: '0.00' });
    expect((await t.call('POST', `/api/cost-matrix/${ids.poster}`, tok.superAdmin, { description: '' })).body).toMatchObject({ errors: { description: ['This field is required'] } });
    expect((await t.call('POST', `/api/cost-matrix/${ids.poster}`, tok.superAdmin, { sell_basis: 'weight' })).body).toMatchObject({ errors: { sell_basis: ['Please select the Sell Basis'] } });
    expect((await t.call('POST', `/api/cost-matrix/${ids.poster}`, tok.superAdmin, { category_id: ids.otherDesign })).status).toBe(422);
    const moved = await t.call<{ result: Cost }>('POST', `/api/cost-matrix/${ids.poster}`, tok.superAdmin, { category_id: ids.design, sell_basis: 'time' });
    expect(moved.body.result).toMatchObject({ category: { name: 'Design' }, sell_basis: 'time', sell_tier3: '1700.00' });
  });

  it('refuses to delete records used by items (409), one or in bulk, and deletes the rest', async () => {
    const used = await t.call<{ error: string }>('DELETE', `/api/cost-matrix/${ids.designer}`, tok.superAdmin);
    expect(used.status).toBe(409);
    expect(used.body.error).toContain('cannot be deleted');
    const bulkUsed = await t.call<{ error: string }>('POST', '/api/cost-matrix/delete', tok.superAdmin, { ids: [ids.poster, ids.designer] });
    expect(bulkUsed.status).toBe(409);
    expect(bulkUsed.body.error).toContain('Senior designer');
    // nothing was deleted: all or none
    expect((await t.call('GET', `/api/cost-matrix/${ids.poster}`, tok.superAdmin)).status).toBe(200);
    expect((await t.call('POST', '/api/cost-matrix/delete', tok.superAdmin, { ids: [] })).status).toBe(422);
    const bulk = await t.call<{ result: { ids: number[] } }>('POST', '/api/cost-matrix/delete', tok.superAdmin, { ids: [ids.poster, ids.stickers] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.result.ids.sort()).toEqual([ids.poster, ids.stickers].sort());
    expect((await t.call('GET', `/api/cost-matrix/${ids.poster}`, tok.superAdmin)).status).toBe(404);
    expect((await t.call('DELETE', `/api/cost-matrix/${ids.poster}`, tok.superAdmin)).status).toBe(404);
  });
});
