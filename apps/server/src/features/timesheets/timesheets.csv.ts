import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { TIMESHEET_CSV_COLUMNS, formatDate, type TTimesheetListQuery } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import * as repo from './timesheets.repository.ts';
import { filterOf } from './timesheets.service.ts';

function rowOf(r: repo.TExportRow): string[] {
  const task = r.taskId ? `#${r.taskSeqNo ?? r.taskId} | ${r.taskName}` : '';
  return [formatDate(r.sessionDate), `${r.clientCode}${r.jobId}`, r.clientName, r.jobName, task, r.userName, r.startTime, r.endTime, String(r.breakMinutes), r.duration, r.description];
}

const CHUNK_CHARS = 64 * 1024;

/**
 * GET /timesheets/csv: the list's records (same filters and scope), one per line with a
 * header row, streamed as the repository hands them on: its 100-line batches are stringified
 * and joined into chunks of at least 64 KiB (a million records are about two thousand gzip and
 * socket writes, not ten thousand); quoting of commas, quotes and line breaks, and the escaping
 * of formulas, are csv-stringify's.
 */
export function timesheetsCsv({ db, auth }: { db: TDb; auth: TAuthContext }, q: Omit<TTimesheetListQuery, 'page' | 'ipp'>): Readable {
  const filter = filterOf(auth, q);
  // escape_formulas: a cell a spreadsheet would run as a formula (= + - @, their full-width
  // forms, or a leading tab or carriage return) is prefixed with an apostrophe, so it shows as
  // text (OWASP CSV injection); quote_record_delimiter: a cell with any line break (a
  // description's lone \n too, not only \r\n) is quoted, so it stays one cell
  const options = { columns: [...TIMESHEET_CSV_COLUMNS], record_delimiter: 'windows' as const, escape_formulas: true, quote_record_delimiter: true };
  async function* chunks() {
    let out = stringify([], { ...options, header: true });
    for await (const batch of repo.exportBatches(db, auth.companyId, filter)) {
      out += stringify(batch.map(rowOf), options);
      if (out.length < CHUNK_CHARS) continue;
      yield out;
      out = '';
    }
    yield out;
  }
  // A failure mid-stream ends the download (the stream is destroyed with the error).
  return Readable.from(chunks(), { objectMode: false });
}
