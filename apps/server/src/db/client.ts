import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type TDb = NodePgDatabase<typeof schema>;
export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname;

/** An exclusive lock on a PGlite directory: PGlite has none, and two processes lose rows. */
function lockDirectory(dir: string): () => void {
  const lockFile = path.join(dir, 'jobflow.lock');
  const take = () => {
    const fd = fs.openSync(lockFile, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    let alive = false;
    if (pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === 'EPERM';
      }
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
      if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.rmSync(lockFile, { force: true });
    } catch {
      /* already gone */
    }
  };
}

/** Opens the embedded PGlite database in dataDir/db (created when missing) or loads a dump in memory. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File }): Promise<TDatabase> {
  let unlock = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDirectory(opts.dataDir);
    try {
      client = await PGlite.create({ dataDir: dir });
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  }
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

export async function openPostgres(url: string, max = 10): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max });
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
