import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openPglite, openPostgres, type TDatabase, type TDb } from '../src/db/client.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup/backup.ts';
import { createTestApp, DEMO_LOGINS, DEMO_PASSWORD, type TTestApp } from './helpers/test-app.ts';

/**
 * `npm run backup` / `npm run restore`: the demo data (with an attachment, a large amount and
 * unicode) round-trips exactly, into the embedded database and, with DATABASE_URL, PostgreSQL.
 */
let t: TTestApp;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-backup-'));
const backupFile = path.join(tmp, 'demo.jfb.gz');
const cleanups: Array<() => Promise<void>> = [];

type TRow = Record<string, unknown>;
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : ((r as { rows: TRow[] }).rows ?? [])) as TRow[];

/** Every table's rows, as PostgreSQL prints them (UTC), in key order. */
async function fingerprint(db: TDb): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    const d = tx as unknown as TDb;
    await d.execute(sql`set local time zone 'UTC'`);
    const tables = rowsOf(await d.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).map((r) => String(r.name));
    const out: Record<string, string> = {};
    for (const table of tables.sort()) {
      const [row] = rowsOf(await d.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text), '')) as h from public."${table}" t`)));
      out[table] = `${row.n}:${row.h}`;
    }
    return out;
  });
}

async function emptyPglite(): Promise<{ database: TDatabase; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(tmp, 'target-'));
  const database = await openPglite({ dataDir });
  await migrateDatabase(database);
  cleanups.push(() => database.close());
  return { database, dataDir };
}

async function emptyPostgres(url: string): Promise<{ database: TDatabase; dataDir: string }> {
  const name = `jobflow_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString(), 2);
  await migrateDatabase(database);
  cleanups.push(async () => {
    await database.close();
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  return { database, dataDir: fs.mkdtempSync(path.join(tmp, 'target-pg-')) };
}

let source: Record<string, string>;
let attachmentKey: string;
const attachment = randomBytes(4096);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // What a real agency's data holds beyond the seed: a stored file, a large exact amount, unicode and a quote character.
  attachmentKey = await t.app.storage.put(1, attachment);
  await db.execute(sql`update cost_matrix set cost = 123456789012.34, description = ${'Überstunden “rush” — 東京 ✓'} where id = (select min(id) from cost_matrix)`);
  await db.execute(sql`update notes set content = ${'<p>Line one\ttab\nline two \\ backslash</p>'} where id = (select min(id) from notes)`);
  source = await fingerprint(db);
  const counts = await backupDatabase(db, path.join(t.app.config.dataDir, 'files'), backupFile);
  expect(counts.files).toBe(1);
  expect(counts.tables.users).toBeGreaterThan(0);
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const targets: Array<[string, () => Promise<{ database: TDatabase; dataDir: string }>]> = [['the embedded database', emptyPglite]];
if (process.env.DATABASE_URL) targets.push(['PostgreSQL', () => emptyPostgres(process.env.DATABASE_URL!)]);

describe.each(targets)('restore into %s', (_name, empty) => {
  it('brings back every row exactly, the stored files, working logins, and numbering that continues', { timeout: 120_000 }, async () => {
    const { database, dataDir } = await empty();
    const filesDir = path.join(dataDir, 'files');
    await restoreDatabase(database.db, filesDir, backupFile);
    expect(await fingerprint(database.db)).toEqual(source);
    expect(fs.readFileSync(path.join(filesDir, attachmentKey)).equals(attachment)).toBe(true);

    // The restored database serves the app: the demo password (an argon2 hash) still signs in.
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PUBLIC_URL: 'http://jobflow.test' });
    const app = await buildApp({ config, database, logger: false });
    cleanups.push(() => app.close());
    const verify = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: DEMO_LOGINS.superAdmin } });
    const companyId = (JSON.parse(verify.body) as { result: { company: { id: number } } }).result.company.id;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login_as: 'company', company_id: companyId, email: DEMO_LOGINS.superAdmin, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = (JSON.parse(login.body) as { result: { access_token: string } }).result.access_token;
    // New rows take ids after the restored ones.
    const [{ maxId }] = rowsOf(await database.db.execute(sql`select max(id)::int as "maxId" from notes`)) as Array<{ maxId: number }>;
    const created = await app.inject({ method: 'POST', url: '/api/notes', headers: { authorization: `Bearer ${token}` }, payload: { title: 'After restore', content: '<p>Hello</p>' } });
    expect(created.statusCode).toBe(200);
    expect((JSON.parse(created.body) as { result: { id: number } }).result.id).toBeGreaterThan(maxId);

    // A second restore into a database that has data is refused.
    await expect(restoreDatabase(database.db, filesDir, backupFile)).rejects.toThrow('already has data');
  });

  it("rebuilds the stored summaries a backup made before them lacks (a person's time, the orders' totals per status, the agency's hours and jobs per day, a job's time summary's client, whether a record or task is invoiced)", { timeout: 120_000 }, async () => {
    const { database, dataDir } = await empty();
    // The backup as an earlier version wrote it: no user_job_time, order_status_totals, company_day_time or company_day_jobs rows (migrations 0012, 0013, 0015 and 0024),
    // the end marker's counts to match, and job_time rows without their client (migration 0019).
    const later = ['user_job_time', 'order_status_totals', 'company_day_time', 'company_day_jobs'];
    const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').split('\n');
    let withoutClient = 0;
    const billed = { timesheets: 0, tasks: 0 };
    const older = lines
      .filter((l) => !later.some((table) => l.startsWith(`${table}\t`)))
      .map((l) => {
        // records and tasks without their invoiced flag (migration 0025)
        for (const table of ['timesheets', 'tasks'] as const) {
          if (!l.startsWith(`${table}\t`)) continue;
          const row = JSON.parse(l.slice(table.length + 1)) as Record<string, unknown>;
          expect(row.invoiced).toEqual(expect.any(Boolean));
          if (row.invoiced) billed[table]++;
          delete row.invoiced;
          return `${table}\t${JSON.stringify(row)}`;
        }
        if (l.startsWith('job_time\t')) {
          const row = JSON.parse(l.slice('job_time\t'.length)) as Record<string, unknown>;
          expect(row.client_id).toEqual(expect.any(Number));
          delete row.client_id;
          withoutClient++;
          return `job_time\t${JSON.stringify(row)}`;
        }
        if (!l.startsWith('#end\t')) return l;
        const end = JSON.parse(l.slice(5)) as { tables: Record<string, number> };
        for (const table of later) {
          expect(end.tables[table], table).toBeGreaterThan(0);
          delete end.tables[table];
        }
        return `#end\t${JSON.stringify(end)}`;
      });
    const file = path.join(tmp, `older-${randomBytes(4).toString('hex')}.jfb.gz`);
    expect(withoutClient).toBeGreaterThan(0);
    // the demo data bills some records and a task: the restore must mark them again
    expect(billed.timesheets).toBeGreaterThan(0);
    expect(billed.tasks).toBeGreaterThan(0);
    fs.writeFileSync(file, gzipSync(older.join('\n')));
    await restoreDatabase(database.db, path.join(dataDir, 'files'), file);
    expect(await fingerprint(database.db)).toEqual(source);
  });

  it('refuses a backup that was cut short, and leaves the database empty', { timeout: 120_000 }, async () => {
    const { database, dataDir } = await empty();
    const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').split('\n');
    const cut = path.join(tmp, `cut-${randomBytes(4).toString('hex')}.jfb.gz`);
    fs.writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    await expect(restoreDatabase(database.db, path.join(dataDir, 'files'), cut)).rejects.toThrow(/cut short|damaged/);
    const [{ n }] = rowsOf(await database.db.execute(sql`select count(*)::int as n from companies`)) as Array<{ n: number }>;
    expect(n).toBe(0);
    await expect(restoreDatabase(database.db, path.join(dataDir, 'files'), path.join(tmp, 'missing.gz'))).rejects.toThrow('ENOENT');
    // Not gzip at all.
    const junk = path.join(tmp, 'junk.gz');
    fs.writeFileSync(junk, 'not a backup');
    await expect(restoreDatabase(database.db, path.join(dataDir, 'files'), junk)).rejects.toThrow('cannot be read');
  });
});
