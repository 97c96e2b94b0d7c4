import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import { pipeline } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { TDb } from '../client.ts';

/**
 * Backup and restore of a whole Jobflow database and its stored files, the same for PGlite
 * and PostgreSQL (a backup of one restores into the other).
 *
 * Format: gzip'd lines. `#jobflow-backup\t1\t{meta}` first, then one `<table>\t<row as JSON>`
 * per row, then `#file\t<storage key>\t<base64>` per stored file, and `#end\t{counts}` last
 * (a backup without it was cut short and is refused). Rows are written and read back by
 * PostgreSQL itself (row_to_json / json_populate_recordset), so numbers, dates and text
 * never pass through JavaScript types and come back exactly.
 */

const MAGIC = '#jobflow-backup';
const VERSION = 1;
const BATCH = 500;

type TRows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as TRows<T>).rows ?? []));
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

type TSchemaOrder = {
  /** parents before children */
  tables: string[];
  /** per table, the nullable columns of foreign keys that close a cycle (clients ↔ users): restored after every row is in */
  deferred: Map<string, string[]>;
};

/** The application's tables, parents before children; a cycle of foreign keys is broken at a nullable column. */
async function schemaOrder(db: TDb): Promise<TSchemaOrder> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.name);
  const edges = rowsOf<{ child: string; parent: string; cols: string[] | string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent,
        array(select a.attname from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey) and not a.attnotnull order by a.attnum)::text[] as cols
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and cn.nspname = 'public' and c.relname <> p.relname`),
  ).map((e) => ({ ...e, cols: Array.isArray(e.cols) ? e.cols : String(e.cols).replace(/^\{|\}$/g, '').split(',').filter(Boolean) }));
  // Columns a unique index uses (keys or its WHERE): emptying one of those for a while could make two rows clash.
  const uniqueUse = rowsOf<{ tbl: string; cols: string[] | string; pred: string | null }>(
    await db.execute(sql`
      select c.relname as tbl,
        array(select a.attname from pg_attribute a where a.attrelid = i.indrelid and a.attnum = any(i.indkey))::text[] as cols,
        pg_get_expr(i.indpred, i.indrelid) as pred
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where i.indisunique and n.nspname = 'public'`),
  ).map((u) => ({ ...u, cols: Array.isArray(u.cols) ? u.cols : String(u.cols).replace(/^\{|\}$/g, '').split(',').filter(Boolean) }));
  const inUnique = (table: string, col: string) => uniqueUse.some((u) => u.tbl === table && (u.cols.includes(col) || new RegExp(`\\b${col}\\b`).test(u.pred ?? '')));
  const deferred = new Map<string, string[]>();
  const defer = (table: string, cols: string[]) => deferred.set(table, [...new Set([...(deferred.get(table) ?? []), ...cols])]);
  // Two tables pointing at each other (clients ↔ users): the side whose column no unique index uses waits.
  const graph = edges.filter((e) => {
    const back = edges.filter((o) => o.child === e.parent && o.parent === e.child);
    if (!back.length) return true;
    const free = e.cols.length > 0 && !e.cols.some((c) => inUnique(e.child, c));
    const otherFree = back.every((o) => o.cols.length > 0 && !o.cols.some((c) => inUnique(o.child, c)));
    // Keep the edge when the other side can wait instead (ties: the alphabetically first table waits).
    if (!free || (otherFree && e.child > e.parent)) return true;
    defer(e.child, e.cols);
    return false;
  });
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t)) return;
    visiting.add(t);
    for (const e of graph) {
      if (e.child !== t || ordered.includes(e.parent)) continue;
      if (visiting.has(e.parent)) {
        // A cycle: this table's row goes in first with the column empty, and gets it at the end.
        if (!e.cols.length || e.cols.some((c) => inUnique(t, c))) throw new Error(`Cannot order ${t} before ${e.parent}: their foreign keys form a cycle without a column that can wait.`);
        defer(t, e.cols);
        continue;
      }
      visit(e.parent);
    }
    visiting.delete(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return { tables: ordered, deferred };
}

async function columnsOf(db: TDb, table: string): Promise<string[]> {
  return rowsOf<{ col: string }>(
    await db.execute(sql`select column_name as col from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`),
  ).map((r) => r.col);
}

/** Rows in key order, so a row that points at an earlier row of its own table comes after it. */
async function orderColumn(db: TDb, table: string): Promise<string> {
  const [pk] = rowsOf<{ col: string }>(
    await db.execute(sql`
      select a.attname as col from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${`public.${ident(table)}`}::regclass and i.indisprimary
      order by a.attnum limit 1`),
  );
  return pk ? ident(pk.col) : '1';
}

function* walkFiles(root: string, dir = root): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/** The lines of a backup; a read or gzip failure (a system error, with a code) says which file. */
async function* readLines(lines: AsyncIterable<string>, file: string): AsyncGenerator<string> {
  try {
    yield* lines;
  } catch (err) {
    if (typeof (err as { code?: unknown }).code === 'string') throw new Error(`${file} cannot be read: ${(err as Error).message}`, { cause: err });
    throw err;
  }
}

export type TBackupCounts = { tables: Record<string, number>; files: number };

/** Writes the database (every table, every row) and the files under `filesDir` to `file`. */
export async function backupDatabase(db: TDb, filesDir: string, file: string): Promise<TBackupCounts> {
  const gzip = createGzip();
  const out = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const counts: TBackupCounts = { tables: {}, files: 0 };
  const { tables } = await schemaOrder(db);
  await write(`${MAGIC}\t${VERSION}\t${JSON.stringify({ created_at: new Date().toISOString(), tables })}`);
  for (const table of tables) {
    const order = await orderColumn(db, table);
    counts.tables[table] = 0;
    for (let offset = 0; ; offset += BATCH) {
      const rows = rowsOf<{ j: string }>(
        await db.execute(sql.raw(`select row_to_json(t)::text as j from (select * from public.${ident(table)} order by ${order} limit ${BATCH} offset ${offset}) t`)),
      );
      for (const r of rows) await write(`${table}\t${r.j}`);
      counts.tables[table] += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  for (const key of walkFiles(filesDir)) {
    await write(`#file\t${key}\t${fs.readFileSync(path.join(filesDir, key)).toString('base64')}`);
    counts.files += 1;
  }
  await write(`#end\t${JSON.stringify(counts)}`);
  gzip.end();
  await once(out, 'close');
  return counts;
}

/** Serial columns are set past the restored ids, so new rows do not collide with them. */
async function resetSequences(db: TDb, tables: string[]) {
  for (const table of tables) {
    const cols = rowsOf<{ col: string; seq: string | null }>(
      await db.execute(sql`
        select column_name as col, pg_get_serial_sequence(${`public.${ident(table)}`}, column_name) as seq
        from information_schema.columns where table_schema = 'public' and table_name = ${table}`),
    ).filter((c) => c.seq);
    for (const c of cols) {
      await db.execute(
        sql.raw(`select setval('${c.seq!.replace(/'/g, "''")}', coalesce((select max(${ident(c.col)}) from public.${ident(table)}), 1), (select count(*) > 0 from public.${ident(table)}))`),
      );
    }
  }
}

/**
 * Columns a backup made before them lacks, worked out from rows restored before them: a
 * job's time summary carries the job's client since migration 0019 (jobs come first, their
 * foreign key orders them so).
 */
const DERIVED: Record<string, Record<string, string>> = {
  job_time: { client_id: '(select j.client_id from public.jobs j where j.company_id = r.company_id and j.id = r.job_id)' },
  // migration 0025: set from the invoice lines once they are in (jobflow_recompute_billed, below)
  timesheets: { invoiced: 'false' },
  tasks: { invoiced: 'false' },
};

/**
 * Restores a backup into an empty, migrated database (and its files under `filesDir`), in one
 * transaction: a damaged or cut-short backup leaves the database as it was.
 */
export async function restoreDatabase(db: TDb, filesDir: string, file: string): Promise<TBackupCounts> {
  fs.accessSync(file, fs.constants.R_OK);
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from public.companies`));
  if (n > 0) throw new Error('This database already has data: restore into an empty one (a new DATA_DIR, or a new PostgreSQL database).');
  const counts: TBackupCounts = { tables: {}, files: 0 };
  const files: Array<[string, Buffer]> = [];
  const order = await schemaOrder(db);
  const later: Array<[string, string[]]> = [];
  let header = false;
  let ended: TBackupCounts | null = null;
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    // The rows come back exactly as saved, stored totals and job_time included: the triggers
    // that keep those (migration 0004) would add every line a second time. Foreign keys stay on.
    for (const table of order.tables) await t.execute(sql.raw(`alter table public.${ident(table)} disable trigger user`));
    const selects = new Map<string, string>();
    const selectList = async (table: string) => {
      if (!selects.has(table)) {
        const empty = new Set(order.deferred.get(table) ?? []);
        const filled = DERIVED[table] ?? {};
        selects.set(table, (await columnsOf(t, table)).map((c) => (empty.has(c) ? 'null' : filled[c] ? `coalesce(r.${ident(c)}, ${filled[c]})` : `r.${ident(c)}`)).join(', '));
      }
      return selects.get(table)!;
    };
    let batchTable = '';
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const target = `public.${ident(batchTable)}`;
      const json = `[${batch.join(',')}]`;
      await t.execute(sql`insert into ${sql.raw(target)} select ${sql.raw(await selectList(batchTable))} from json_populate_recordset(null::${sql.raw(target)}, ${json}::json) as r`);
      if (order.deferred.has(batchTable)) later.push([batchTable, batch]);
      counts.tables[batchTable] = (counts.tables[batchTable] ?? 0) + batch.length;
      batch = [];
    };
    // Opened here, right before it is read: a stream opened earlier flows on during the awaits above and its lines are lost.
    // pipeline passes a read or gzip error on to the lines, which end the loop with it (the transaction rolls back).
    const lines = readline.createInterface({ input: pipeline(fs.createReadStream(file), createGunzip(), () => {}), crlfDelay: Infinity });
    for await (const line of readLines(lines, file)) {
      if (!line) continue;
      const tab = line.indexOf('\t');
      const head = line.slice(0, tab);
      const rest = line.slice(tab + 1);
      if (!header) {
        if (head !== MAGIC || !rest.startsWith(`${VERSION}\t`)) throw new Error(`${file} is not a Jobflow backup.`);
        header = true;
        continue;
      }
      if (ended) throw new Error(`${file} has data after its end marker.`);
      if (head === '#file') {
        const sep = rest.indexOf('\t');
        files.push([rest.slice(0, sep), Buffer.from(rest.slice(sep + 1), 'base64')]);
        continue;
      }
      if (head === '#end') {
        await flush();
        ended = JSON.parse(rest) as TBackupCounts;
        continue;
      }
      if (!order.tables.includes(head)) throw new Error(`${file} holds rows of a table this database does not have: ${head}.`);
      if (head !== batchTable || batch.length >= BATCH) {
        await flush();
        batchTable = head;
      }
      batch.push(rest);
    }
    if (!header) throw new Error(`${file} is empty.`);
    if (!ended) throw new Error(`${file} was cut short (no end marker): nothing was restored.`);
    const expected: TBackupCounts = ended;
    for (const [table, count] of Object.entries(expected.tables)) {
      if ((counts.tables[table] ?? 0) !== count) throw new Error(`${file} is damaged: ${table} has ${counts.tables[table] ?? 0} rows, the backup says ${count}.`);
    }
    if (files.length !== expected.files) throw new Error(`${file} is damaged: ${files.length} files, the backup says ${expected.files}.`);
    // The columns that closed a cycle, now that the rows they point at are in.
    for (const [table, rows] of later) {
      const target = `public.${ident(table)}`;
      const sets = (order.deferred.get(table) ?? []).map((c) => `${ident(c)} = r.${ident(c)}`).join(', ');
      await t.execute(sql`update ${sql.raw(target)} as x set ${sql.raw(sets)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${rows.join(',')}]`}::json) as r where x.id = r.id`);
    }
    await resetSequences(t, order.tables);
    // A backup made before migration 0012, 0013, 0015 or 0024 lacks the per-person time summary,
    // the orders' per-status totals, the agency's hours per day or its jobs per latest day: built
    // from the records, the orders and the jobs' time summaries.
    if (!counts.tables.user_job_time && counts.tables.timesheets) await t.execute(sql`select jobflow_recompute_user_job_time()`);
    if (!counts.tables.company_day_time && counts.tables.timesheets) await t.execute(sql`select jobflow_recompute_company_day_time()`);
    if (!counts.tables.company_day_jobs && counts.tables.timesheets) await t.execute(sql`select jobflow_recompute_company_day_jobs()`);
    // whether a line bills each record and task (a backup made before migration 0025 has no flags)
    await t.execute(sql`select jobflow_recompute_billed()`);
    if (!counts.tables.order_status_totals && counts.tables.orders) await t.execute(sql`select jobflow_recompute_order_status_totals()`);
    for (const table of order.tables) await t.execute(sql.raw(`alter table public.${ident(table)} enable trigger user`));
  });
  for (const [key, data] of files) {
    const target = path.resolve(filesDir, key);
    if (!target.startsWith(path.resolve(filesDir) + path.sep)) throw new Error(`${file} names a file outside the storage: ${key}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data, { mode: 0o600 });
  }
  counts.files = files.length;
  return counts;
}
