import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { preparedQuery } from './prepared.ts';
import { registerStatement, useNamedStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type TDb = NodePgDatabase<typeof schema>;
export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname;

/** When a process started (clock ticks since boot, field 22 of /proc/PID/stat); null where unknown. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * An exclusive lock on a PGlite directory: PGlite has none, and two processes lose rows.
 * The lock file holds the owner's pid and start time. A lock whose owner is gone (killed,
 * crashed) is taken over; so is one whose pid now belongs to another process (after a
 * restart of the machine or container), which the start time tells apart.
 */
function lockDirectory(dir: string): () => void {
  const lockFile = path.join(dir, 'jobflow.lock');
  const take = () => {
    const fd = fs.openSync(lockFile, 'wx');
    fs.writeSync(fd, `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`);
    fs.closeSync(fd);
  };
  try {
    take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const [pidText = '', started = ''] = fs.readFileSync(lockFile, 'utf8').split('\n').map((l) => l.trim());
    const pid = Number(pidText);
    let alive = false;
    if (pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
      const now = alive && started ? processStartTime(pid) : null;
      if (now !== null && now !== started) alive = false;
    }
    if (alive) {
      throw new Error(
        `The embedded database in ${dir} is already in use by another Jobflow process (pid ${pid}). ` +
          'Stop that process first, or use a different DATA_DIR.',
        { cause: err },
      );
    }
    fs.rmSync(lockFile, { force: true });
    take();
  }
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8').split('\n')[0].trim() === String(process.pid)) fs.rmSync(lockFile, { force: true });
    } catch {
      /* already gone */
    }
  };
}

/** The extensions the migrations create (0010: trigram search indexes). */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** Opens the embedded PGlite database in dataDir/db (created when missing) or loads a dump in memory. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File }): Promise<TDatabase> {
  let unlock = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDirectory(opts.dataDir);
    try {
      client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  }
  useNamedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * What every pooled PostgreSQL session runs with, unless DATABASE_URL names its own `options`:
 * no parallel workers. On the 2 cores this product is sized for, a parallel plan's workers take
 * the cores other requests are waiting for, and even alone it was the slower plan: the 10,044
 * cancelled quotes of the bench's large agency took 118-125 ms to read with a parallel hash of
 * the agency's jobs, 76-77 ms without (pgbench), 198-205 -> 172 ms for the whole request
 * (bench/results.md, 2026-11-26 afternoon). Every other page tried read the same.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

export async function openPostgres(url: string, max = 10): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max, options: POSTGRES_SESSION_OPTIONS });
  // An idle client dropped by the server (restart, admin command) must not crash the process.
  pool.on('error', () => {});
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const msg = (err as Error).message;
    const hint = /password/i.test(msg) ? ' (the server asks for a password: put it in DATABASE_URL)' : '';
    throw new Error(`Cannot connect to PostgreSQL at ${redact(url)}: ${msg}${hint}`, { cause: err });
  }
  return { db: drizzlePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
}

/** The driver's client under a database handle: a pg pool, or the PGlite instance. */
export const clientOf = (db: TDb) => (db as unknown as { $client: pg.Pool | PGlite }).$client;

/**
 * A query's rows as arrays of the driver's values, in the query's column order, without
 * drizzle's mapping of each row to an object: for reads of very many rows (the CSV export of
 * a million records), where that mapping and its garbage were a fifth of the work. Select
 * only integers and text (cast dates and numerics to text in SQL), which both drivers return
 * alike.
 */
export function arrayRows(db: TDb, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<unknown[][]> {
  const { sql, params } = query.toSQL();
  return runArrayRows(db, sql, params);
}

/** Runs SQL text for rows as arrays on either driver; on PostgreSQL under `name` when given (a prepared statement per pooled connection). */
async function runArrayRows(db: TDb, text: string, values: unknown[], name?: string): Promise<unknown[][]> {
  const client = clientOf(db);
  if (client instanceof PGlite) return (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  return (await client.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
}

/**
 * `arrayRows` of a hot query of one fixed shape, built once per database handle with
 * `sql.placeholder` for its values and, on PostgreSQL, prepared under `name` on each pooled
 * connection (parsed once, its plan kept when PostgreSQL finds the generic one as good), so
 * neither drizzle's building nor the server's parsing and planning is paid per request. The
 * same rules as `preparedQuery`: one SQL text per name, a plan that does not depend on the values.
 */
export function preparedArrayRows(name: string, build: (db: TDb) => { toSQL(): { sql: string; params: unknown[] } }) {
  const built = preparedQuery((db) => {
    const query = build(db).toSQL();
    registerStatement(db, query.sql, name);
    return query;
  });
  return (db: TDb, values: Record<string, unknown>): Promise<unknown[][]> => {
    const { sql, params } = built(db);
    return runArrayRows(db, sql, fillPlaceholders(params, values), name);
  };
}

/**
 * A query prepared with drizzle's `.prepare(name)` (its SQL text is what the plan tests
 * explain), run for its rows as arrays (`arrayRows`) under the same name: drizzle's mapping of
 * each value to an object's field was about 6% of the server's time for a jobs page.
 */
export function preparedRowsAsArrays(db: TDb, query: { getQuery(): { sql: string; params: unknown[] } }, name: string, values: Record<string, unknown>): Promise<unknown[][]> {
  const { sql, params } = query.getQuery();
  return runArrayRows(db, sql, fillPlaceholders(params, values), name);
}

export function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

export async function migrateDatabase(database: TDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite({ dataDir: opts.dataDir });
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
