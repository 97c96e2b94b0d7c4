import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { TIMESHEET_CSV_COLUMNS, formatDate, type TTimesheetListQuery } from '@jobflow/contract';
import { clientOf, type TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import * as repo from './timesheets.repository.ts';
import { filterOf } from './timesheets.service.ts';

function rowOf(r: repo.TExportRow): string[] {
  const task = r.taskId ? `#${r.taskSeqNo ?? r.taskId} | ${r.taskName}` : '';
  return [formatDate(r.sessionDate), `${r.clientCode}${r.jobId}`, r.clientName, r.jobName, task, r.userName, r.startTime, r.endTime, String(r.breakMinutes), r.duration, r.description];
}

const CHUNK_CHARS = 64 * 1024;

// escape_formulas: a cell a spreadsheet would run as a formula (= + - @, their full-width
// forms, or a leading tab or carriage return) is prefixed with an apostrophe, so it shows as
// text (OWASP CSV injection); quote_record_delimiter: a cell with any line break (a
// description's lone \n too, not only \r\n) is quoted, so it stays one cell
const OPTIONS = { columns: [...TIMESHEET_CSV_COLUMNS], record_delimiter: 'windows' as const, escape_formulas: true, quote_record_delimiter: true };
const HEADER = stringify([], { ...OPTIONS, header: true });

/**
 * GET /timesheets/csv: the list's records (same filters and scope), one per line with a
 * header row, streamed. On PostgreSQL the database writes the lines (`copied`); on PGlite
 * they are read in batches and written here (`written`): the same bytes either way.
 */
export function timesheetsCsv({ db, auth }: { db: TDb; auth: TAuthContext }, q: Omit<TTimesheetListQuery, 'page' | 'ipp'>): Readable {
  // A failure mid-stream ends the download (the stream is destroyed with the error).
  return Readable.from(exported(db, auth.companyId, filterOf(auth, q)), { objectMode: false });
}

/**
 * Exports by COPY at once, per pool. A COPY keeps its connection until the browser has read
 * the whole file, as slowly as it reads it: more at once could take the pool from every other
 * request. Beyond these, an export is written from batches (short queries, the connection
 * back in the pool between them), the same bytes.
 */
export const COPY_EXPORTS_AT_ONCE = 2;
const copying = new WeakMap<pg.Pool, number>();

/** The export's chunks: by COPY on PostgreSQL while a place is free, else from batches. */
export async function* exported(db: TDb, companyId: number, filter: repo.TTimesheetFilter): AsyncGenerator<Buffer | string> {
  const pool = clientOf(db);
  if (!(pool instanceof pg.Pool) || (copying.get(pool) ?? 0) >= COPY_EXPORTS_AT_ONCE) {
    yield* written(db, companyId, filter);
    return;
  }
  copying.set(pool, (copying.get(pool) ?? 0) + 1);
  try {
    yield* copied(pool, repo.exportCopySql(db, companyId, filter));
  } finally {
    copying.set(pool, (copying.get(pool) ?? 1) - 1);
  }
}

/**
 * The records read in batches (`exportBatches`), their 100-line pieces stringified by
 * csv-stringify and joined into chunks of at least 64 KiB (a million records are about two
 * thousand gzip and socket writes, not ten thousand). For PGlite: each batch is its own short
 * query, so other requests go on between them, and the embedded database's memory holds a
 * batch, not the file.
 */
export async function* written(db: TDb, companyId: number, filter: repo.TTimesheetFilter): AsyncGenerator<string> {
  let out = HEADER;
  for await (const batch of repo.exportBatches(db, companyId, filter)) {
    out += stringify(batch.map(rowOf), OPTIONS);
    if (out.length < CHUNK_CHARS) continue;
    yield out;
    out = '';
  }
  yield out;
}

/**
 * PostgreSQL's own CSV writer (COPY ... TO STDOUT) runs the export as one query, joins and
 * all, and the server passes its bytes on, each record's line feed made CRLF. Of a million
 * records the server's thread used to spend 6.8 s of its 8.5 s naming and stringifying the
 * batches (pg's row parsing, csv-stringify, the lookups, garbage); now the database writes
 * them and the thread only forwards: 12 s -> 4-6 s here (bench/results.md, 2026-11-27).
 * The connection is kept for the export; when the download stops early it is closed (the
 * database then ends the query), never handed back to the pool mid-COPY.
 */
export async function* copied(pool: pg.Pool, select: string): AsyncGenerator<Buffer | string> {
  const conn = await pool.connect();
  // A checked-out client has no error listener of the pool's: a connection lost mid-COPY
  // (the database restarted, the backend ended) would be an unhandled 'error' event and end
  // the process. The COPY's own stream fails with it, which ends this download only.
  conn.on('error', ignoreError);
  let finished = false;
  try {
    await conn.query('begin');
    await conn.query(COPY_SETTINGS);
    yield HEADER;
    const crlf = recordsToCrlf();
    for await (const chunk of conn.query(copyTo(`copy (${select}) to stdout with (format csv)`))) yield crlf(chunk as Buffer);
    await conn.query('commit');
    finished = true;
  } finally {
    if (finished) conn.off('error', ignoreError);
    // a client dropped (release(true)) keeps the listener: its socket may still report
    conn.release(finished ? undefined : true);
  }
}

const ignoreError = () => {};

/**
 * The export's own settings, for its transaction only (the pool's sessions keep theirs): one
 * parallel worker beside the connection's process (the two share the scan, joins and sort:
 * 6.3-7.0 s alone, 3.8-4.8 s with it), no JIT compiling (its compiling bought nothing for
 * this one-off plan), and 64 MB to sort in before spilling to disk (a million lines are
 * about 150 MB).
 */
const COPY_SETTINGS = "set local max_parallel_workers_per_gather = 1; set local jit = off; set local work_mem = '64MB'";

const CRLF = Buffer.from('\r\n');

/**
 * COPY's CSV ends each record with \n; the file's lines end with \r\n (RFC 4180, as
 * csv-stringify's 'windows' delimiter). A line feed inside a quoted cell stays as it is: the
 * state of the quotes is carried from chunk to chunk (a cell's own quotes come doubled, so
 * each quote flips it). UTF-8 never uses these two bytes inside a character.
 */
export function recordsToCrlf(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const parts: Buffer[] = [];
    let from = 0;
    let quote = chunk.indexOf(0x22);
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, nl + 1)) {
      while (quote !== -1 && quote < nl) {
        quoted = !quoted;
        quote = chunk.indexOf(0x22, quote + 1);
      }
      if (quoted) continue;
      parts.push(chunk.subarray(from, nl), CRLF);
      from = nl + 1;
    }
    while (quote !== -1) {
      quoted = !quoted;
      quote = chunk.indexOf(0x22, quote + 1);
    }
    parts.push(chunk.subarray(from));
    return Buffer.concat(parts);
  };
}
