import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, openPglite, openPostgres, processStartTime, type TDatabase } from '../src/db/client.ts';
import { clients, jobs } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { whereOf, type TJobFilter } from '../src/features/jobs/jobs.repository.ts';
import { listQuotesQuery } from '../src/features/quotes/quotes.repository.ts';
import { filterOf as quotesFilterOf } from '../src/features/quotes/quotes.service.ts';
import { listInvoicesQuery } from '../src/features/invoices/invoices.repository.ts';
import { filterOf as invoicesFilterOf } from '../src/features/invoices/invoices.service.ts';
import { JOBS_DEFAULT_EXCLUDED } from '@jobflow/contract';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('schema', () => {
  it('a row cannot point into another tenant', async () => {
    const [harbour] = await t.database.db.select().from(clients).where(eq(clients.code, 'HARB'));
    await expect(t.database.db.insert(jobs).values({ companyId: 1, clientId: harbour.id, name: 'Cross-tenant job' })).rejects.toThrow();
    await expect(t.database.db.insert(jobs).values({ companyId: harbour.companyId, clientId: harbour.id, name: 'Same-tenant job' }).returning()).resolves.toHaveLength(1);
  });
  it('the keyword search indexes take a saved row at once, with no pending list for searches to read through', async () => {
    const res = (await t.database.db.execute(
      sql`select c.relname as name, array_to_string(c.reloptions, ',') as options from pg_class c
        where c.relname in ('jobs_search_idx', 'jobs_search_active_idx', 'clients_name_trgm_idx', 'clients_code_trgm_idx') order by 1`,
    )) as unknown as { rows: Array<{ name: string; options: string | null }> };
    expect(res.rows).toEqual([
      { name: 'clients_code_trgm_idx', options: 'fastupdate=false' },
      { name: 'clients_name_trgm_idx', options: 'fastupdate=false' },
      { name: 'jobs_search_active_idx', options: 'fastupdate=false' },
      { name: 'jobs_search_idx', options: 'fastupdate=false' },
    ]);
  });

  class Plans extends Error {
    constructor(readonly plans: string[]) {
      super('rolled back');
    }
  }
  type TTx = Parameters<Parameters<TTestApp['database']['db']['transaction']>[0]>[0];
  /** The plans `explainIn` returns, of rows it adds in a transaction that is then rolled back. */
  const rolledBackPlans = (explainIn: (tx: TTx) => Promise<string[]>) =>
    t.database.db
      .transaction(async (tx) => {
        throw new Plans(await explainIn(tx));
      })
      .catch((e: unknown) => {
        if (e instanceof Plans) return e.plans;
        throw e;
      });
  /** A statement's plan with its values as constants, as PostgreSQL plans a query sent with them (an unnamed statement). */
  const explainWithValues = async (tx: TTx, q: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = q.toSQL();
    const literal = text.replace(/\$(\d+)/g, (_, n: string) => {
      const v = params[Number(n) - 1];
      return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    });
    const res = (await tx.execute(sql.raw(`explain ${literal}`))) as unknown as { rows: Array<Record<string, string>> };
    return res.rows.map((r) => Object.values(r)[0]).join('\n');
  };
  it("a keyword in the jobs list's default statuses reads the active jobs' search index; a status outside them, the whole one", async () => {
    const filters: TJobFilter[] = [
      { excludeStatus: [...JOBS_DEFAULT_EXCLUDED], kw: 'menu' },
      { status: 'in_progress', kw: 'menu' },
      { status: 'completed', kw: 'menu' },
    ];
    const plans = await rolledBackPlans(async (tx) => {
      // enough jobs (rolled back) for the planner to choose a search index as it would for a
      // large agency: most of them neither active nor matching
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.companyId, 1)).limit(1);
      await tx.execute(sql`insert into jobs (company_id, client_id, name, status)
        select 1, ${client.id}, 'Bulk job ' || n, case when n % 7 = 0 then 'in_progress' else 'completed' end from generate_series(1, 8000) n`);
      await tx.execute(sql`analyze jobs`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const out: string[] = [];
      for (const f of filters) out.push(await explainWithValues(tx, tx.select({ id: jobs.id }).from(jobs).where(whereOf(1, f))));
      return out;
    });
    const [byDefault, inProgress, completed] = plans;
    expect(byDefault).toContain('jobs_search_active_idx');
    expect(byDefault).not.toMatch(/jobs_search_idx\b/);
    expect(inProgress).toContain('jobs_search_active_idx');
    expect(completed).toMatch(/jobs_search_idx\b/);
  });

  it("the quotes and invoices lists' first rows in their default order are read from an index in that order, not sorted", async () => {
    const plans = await rolledBackPlans(async (tx) => {
      // many quotes and invoices (rolled back), as a big agency has: the planner then reads the
      // demo's few rows as it would the bench's 30,000 open quotes
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.companyId, 1)).limit(1);
      await tx.execute(sql`insert into quotes (company_id, client_id, quote_number, name, status, status_date)
        select 1, ${client.id}, 'B' || n, 'Bulk quote ' || n, case when n % 3 = 0 then 'completed' else 'pending' end, now() - n * interval '1 hour' from generate_series(1, 8000) n`);
      await tx.execute(sql`insert into invoices (company_id, client_id, invoice_number, name, status, invoice_date)
        select 1, ${client.id}, 'B' || n, 'Bulk invoice ' || n, 'pending', current_date - n from generate_series(1, 8000) n`);
      await tx.execute(sql`analyze quotes`);
      await tx.execute(sql`analyze invoices`);
      // as the web app asks for them first (apps/web/src/lib/whole-list.ts): the open quotes, every invoice, 50 rows
      return [
        await explainWithValues(tx, listQuotesQuery(tx, 1, quotesFilterOf({ ipp: 50, page: 1 }), { sort: 'status_date', order: 'desc', limit: 50 })),
        await explainWithValues(tx, listInvoicesQuery(tx, 1, invoicesFilterOf({ ipp: 50, page: 1 }), { sort: 'invoice_date', order: 'desc', limit: 50 })),
      ];
    });
    const [quotesPlan, invoicesPlan] = plans;
    expect(quotesPlan).toContain('quotes_status_date_desc_idx');
    expect(invoicesPlan).toContain('invoices_date_desc_idx');
    for (const plan of plans) expect(plan).not.toMatch(/\bSort\b/);
  });

  it("a person's TIME header and page can be read from the summary's index alone (its hours are in it)", async () => {
    const plans = await t.database.db.transaction(async (tx) => {
      // the demo data is small enough for any scan: only the index's own answer is asked for
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const plan = async (q: ReturnType<typeof sql>) =>
        ((await tx.execute(sql`explain ${q}`)) as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
      return [
        await plan(sql`select count(*), sum(hours) from user_job_time where company_id = 1 and user_id = 2 and records > 0`),
        await plan(sql`select job_id, hours, last_session_date from user_job_time where company_id = 1 and user_id = 2 and records > 0
          order by last_session_date desc nulls last, job_id desc nulls last limit 20`),
      ];
    });
    for (const p of plans) expect(p).toContain('Index Only Scan using user_job_time_recent_idx');
  });

  it('seeding twice adds nothing', async () => {
    const before = (await t.database.db.select().from(jobs)).length;
    expect(await seedDemo(t.database.db)).toBe(false);
    expect((await t.database.db.select().from(jobs)).length).toBe(before);
  });
});

describe('PostgreSQL sessions', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))('run without parallel workers, unless DATABASE_URL names its own options', async () => {
    const setting = async (db: TDatabase['db']) => (await db.execute(sql`select current_setting('max_parallel_workers_per_gather') as v`)).rows[0].v;
    // every pooled connection, not only the first
    const seen = await Promise.all(Array.from({ length: 6 }, () => setting(t.database.db)));
    expect(new Set(seen)).toEqual(new Set(['0']));
    const url = new URL(process.env.DATABASE_URL as string);
    url.searchParams.set('options', '-c max_parallel_workers_per_gather=1');
    const own = await openPostgres(url.toString(), 1);
    try {
      expect(await setting(own.db)).toBe('1');
    } finally {
      await own.close();
    }
  });
});

describe('embedded database directory', () => {
  it('refuses a second process on the same directory with a clear message, and frees it on close', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-lock-'));
    // A lock left by another live process (our parent stands in for it).
    fs.mkdirSync(path.join(dir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'jobflow.lock'), String(process.ppid));
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(/already in use by another Jobflow process/);
    // A stale lock (dead pid) is taken over.
    fs.writeFileSync(path.join(dir, 'jobflow.lock'), '999999');
    const first = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'jobflow.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, 'jobflow.lock'))).toBe(false);
    // A live process with the recorded pid and start time holds it; the same pid with
    // another start time is a later process that reused the pid (after a restart): stale.
    if (processStartTime(process.ppid) !== null) {
      fs.writeFileSync(path.join(dir, 'jobflow.lock'), `${process.ppid}\n${processStartTime(process.ppid)}\n`);
      await expect(openPglite({ dataDir: dir })).rejects.toThrow(/already in use by another Jobflow process/);
      fs.writeFileSync(path.join(dir, 'jobflow.lock'), `${process.ppid}\n1\n`);
      const second = await openPglite({ dataDir: dir });
      await second.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('configuration', () => {
  it('explains every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL must start with postgres/);
  });
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.trustProxy).toBe(false);
  });
  it('reads TRUST_PROXY as a flag or a list of addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // a hop count is refused: Fastify 5 trusts no count (it could not check the nearest peer)
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY must be/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
  });
});
