import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { clientOf } from '../src/db/client.ts';
import { PREPARED_KEYS_PER_FAMILY, preparedByKey } from '../src/db/prepared.ts';
import { createTestApp, DEMO_LOGINS, type TTestApp } from './helpers/test-app.ts';

/**
 * Statements prepared per key (a page size, a sort, a keyword's shape) stay on every pooled
 * connection, so each family prepares at most PREPARED_KEYS_PER_FAMILY keys; past that a request
 * chooses, its query is built for it alone. Asking for every page size must neither grow the
 * prepared statements without bound nor change an answer.
 */
let t: TTestApp;
let admin: string;
let staffId: number;

type TPage = { status: number; body: { result: { data: Array<{ id: number }>; total: number; total_duration?: string } } };
const get = (path: string) => t.call('GET', path, admin) as Promise<TPage>;
// other page sizes first (more than the bound), then the app's usual ones (10 and 20), which are prepared all the same
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const SIZES = [...range(21, 20 + PREPARED_KEYS_PER_FAMILY * 2), ...range(1, 20)];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_LOGINS.superAdmin);
  staffId = (await t.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.staff)))[0].id;
});
afterAll(async () => t?.close());

describe('prepared statements per key are bounded', () => {
  it('a family prepares up to its bound, then answers null for a new key, keeps the ones it has and still prepares its usual ones', () => {
    const family = preparedByKey((_db, key: number) => ({ key }), { maxKeys: 3, usual: (key) => key === 20 });
    expect([1, 2, 3].map((k) => family(k) !== null)).toEqual([true, true, true]);
    expect(family(4)).toBeNull();
    expect(family(2)).not.toBeNull();
    expect(family(20)).not.toBeNull();
    expect(family(5)).toBeNull();
  });

  it('every page size of the jobs list, a person filter, a keyword, the TIME list and the price list answers as within the bound', async () => {
    const lists: Array<[string, string]> = [
      ['the agency', '/api/jobs?exclude_status=&sort=job_no'],
      // the default tab's person pages are answered from the held jobs once the agency is held (jobs.search.ts): these statuses are SQL's
      ['a person', `/api/jobs?exclude_status=pending&user_id=${staffId}`],
      ['a person on the default tab', `/api/jobs?exclude_status=&user_id=${staffId}`],
      ['a keyword', '/api/jobs?exclude_status=&kw=Acme&sort=job_name'],
      ['the time list', '/api/timesheets?sort=x'],
      ['the price list', '/api/cost-matrix?sort=x'],
    ];
    for (const [what, path] of lists) {
      const whole = await get(`${path}&ipp=${path.includes('timesheets') ? 100 : 'all'}`);
      expect(whole.status, what).toBe(200);
      const ids = whole.body.result.data.map((r) => r.id);
      expect(ids.length, what).toBeGreaterThan(1);
      for (const n of SIZES) {
        if (path.includes('timesheets') && n > 100) continue;
        const res = await get(`${path}&ipp=${n}`);
        expect(res.status, `${what}, ${n} a page`).toBe(200);
        expect(res.body.result.data.map((r) => r.id), `${what}, ${n} a page`).toEqual(ids.slice(0, n));
        expect(res.body.result.total, `${what}, ${n} a page`).toBe(whole.body.result.total);
      }
    }
    // on the embedded database each text is one named statement of its one backend: the agency's
    // jobs pages, a person's and the TIME pages each hold no more than the bound and the usual
    // sizes (one per page size without it), the usual sizes among them though they came last.
    // On PostgreSQL they are spread over the pool's connections.
    if (t.database.kind === 'pglite') {
      const client = clientOf(t.database.db) as { query: <R>(q: string, params: unknown[]) => Promise<{ rows: R[] }> };
      const like = (s: string) => `%${s.replaceAll('_', '\\_')}%`;
      for (const marker of ['page_status', 'person_job', 'header_row']) {
        const { rows } = await client.query<{ n: number; usual: number }>(
          `select count(*)::int as n, count(*) filter (where statement ~ 'limit (10|20)\\y')::int as usual from pg_prepared_statements where statement like $1`,
          [like(marker)],
        );
        expect(rows[0].n, marker).toBeLessThanOrEqual(PREPARED_KEYS_PER_FAMILY + 2);
        expect(rows[0].n, marker).toBeGreaterThan(PREPARED_KEYS_PER_FAMILY / 2);
        expect(rows[0].usual, marker).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
