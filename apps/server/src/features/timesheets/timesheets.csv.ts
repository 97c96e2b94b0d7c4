import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { TIMESHEET_CSV_COLUMNS, formatDate, type TTimesheetListQuery } from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import * as repo from './timesheets.repository.ts';
import { filterOf } from './timesheets.service.ts';

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage
 * return) is prefixed with an apostrophe, so it shows as text (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function rowOf(r: repo.TTimesheetRow): string[] {
  const t = r.ts;
  const task = r.task?.id ? `#${r.task.seqNo ?? r.task.id} | ${r.task.name}` : '';
  return [formatDate(t.sessionDate), `${r.client.code}${r.job.id}`, r.client.name, r.job.name, task, r.user.fullName, t.startTime, t.endTime, String(t.breakMinutes), t.duration, t.description].map(
    neutraliseCell,
  );
}

/**
 * GET /timesheets/csv: the list's records (same filters and scope), one per line with a
 * header row, streamed in batches; quoting of commas, quotes and line breaks is csv-stringify's.
 */
export function timesheetsCsv({ db, auth }: { db: TDb; auth: TAuthContext }, q: Omit<TTimesheetListQuery, 'page' | 'ipp'>): Readable {
  const filter = filterOf(auth, q);
  async function* rows() {
    for await (const batch of repo.recordBatches(db, auth.companyId, filter)) for (const r of batch) yield rowOf(r);
  }
  const out = stringify({ header: true, columns: [...TIMESHEET_CSV_COLUMNS], record_delimiter: 'windows' });
  // A failure mid-stream ends the download; pipeline destroys both sides.
  pipeline(Readable.from(rows()), out).catch(() => undefined);
  return out;
}
