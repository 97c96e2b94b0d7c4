import {
  TIMESHEET_MESSAGES,
  can,
  conflict,
  forbidden,
  invalid,
  notFound,
  sessionIssues,
  sumMoney,
  timesheetDuration,
  type TTaskStatus,
  type TTimeJob,
  type TTimeRecord,
  type TTimeTask,
  type TTimesheet,
  type TTimesheetCreate,
  type TTimesheetListQuery,
  type TTimesheetListResult,
  type TTimesheetUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { timePageVersion } from '../../db/versions.ts';
import { EncodedAnswer } from '../../lib/encoded.ts';
import { keptAnswers } from '../../lib/kept.ts';
import { peopleOf, type TListedPerson } from './timesheets.people.ts';
import * as repo from './timesheets.repository.ts';

type Deps = { db: TDb; auth: TAuthContext };

/** Hours travel as two-decimal strings; sums use the contract's exact decimal helper. */
const sumHours = (values: string[]) => sumMoney(values);

/**
 * Who sees what (spec 2 section 6): a super admin sees everyone's time and may filter by
 * user; other staff always see only their own. Client users never reach here (time.use).
 */
export function filterOf(auth: TAuthContext, q: Omit<TTimesheetListQuery, 'page' | 'ipp'>): repo.TTimesheetFilter {
  return {
    userId: can(auth.user, 'time.filterByUser') ? q.user_id : auth.user.id,
    clientId: q.client_id,
    jobId: q.job_id,
    dateStart: q.date_start,
    dateEnd: q.date_end,
    kw: q.kw,
  };
}

/** A record as the time list shows it, under its job and task. */
export function toTimeRecord(r: repo.TTimesheetRow): TTimeRecord {
  const t = r.ts;
  return {
    id: t.id,
    job_id: t.jobId,
    task_id: t.taskId,
    user_id: t.userId,
    cost_matrix_id: t.costMatrixId,
    session_date: t.sessionDate,
    start_time: t.startTime,
    end_time: t.endTime,
    break: t.breakMinutes,
    description: t.description,
    duration: t.duration,
    user: { id: r.user.id, full_name: r.user.fullName, cost_rate: r.user.costRate, billable_rate: r.user.billableRate },
    invoiced: Boolean(r.invoiced),
  };
}

/** A record of the time list from its row (`listedColumnsOf`) and its person. */
function listedTimeRecord(r: repo.TListedTuple, user: TListedPerson): TTimeRecord {
  return {
    id: r[0],
    job_id: r[1],
    task_id: r[2],
    user_id: r[3],
    cost_matrix_id: r[4],
    session_date: r[5],
    start_time: r[6],
    end_time: r[7],
    break: r[8],
    description: r[9],
    duration: r[10],
    user,
    invoiced: Boolean(r[14]),
  };
}

/** One record with its job, task and cost item (GET /timesheets/{id}, and the answer to a write). */
export function toTimesheet(r: repo.TTimesheetRow, job: repo.TRecordJob): TTimesheet {
  return {
    ...toTimeRecord(r),
    job: { id: job.id, name: job.name, job_no: `${job.code}${job.id}`, client_id: job.clientId },
    task: r.task?.id ? { id: r.task.id, seq_no: r.task.seqNo, name: r.task.name } : null,
    cost: r.cost?.id ? { id: r.cost.id, description: r.cost.description } : null,
  };
}

/**
 * The page's jobs and the header (jobs, hours), and for the commonest lists the page's records
 * too (read with the page: repo.pageWithRecords). A filter on the records groups them once for
 * both; past the last page that finds no row, and the counted path clamps the page to the last.
 */
async function pageOf(db: TDb, companyId: number, filter: repo.TTimesheetFilter, askedPage: number, perPage: number) {
  const since = await repo.recentRange(db, companyId, filter);
  // A summary's page carries its header (one statement); past the last page (no row), the
  // header is read on its own and the page clamped to the last, below.
  if (since || repo.bySummary(filter)) {
    const asked = { limit: perPage, offset: (askedPage - 1) * perPage };
    const withRecords = since ? null : await repo.pageWithRecords(db, companyId, filter, asked);
    const rows = withRecords ? withRecords.jobRows : since ? await repo.pageRange(db, companyId, filter, since, asked) : await repo.pageJobs(db, companyId, filter, asked);
    if (rows.length || askedPage === 1) {
      const summary = { jobs: rows[0]?.jobsTotal ?? 0, hours: rows[0]?.hoursTotal ?? '0.00' };
      // a range's hours are its listed records' (not the job's whole time); its end, if any, is on or after the scope's latest record
      if (since) return { summary, page: askedPage, jobRows: rows.map((r) => ({ ...r, hours: null })), recordFilter: { ...filter, dateEnd: undefined } };
      return { summary, page: askedPage, jobRows: rows, records: withRecords?.records };
    }
  }
  if (since) {
    const summary = await repo.summariseRange(db, companyId, filter, since);
    const page = Math.min(askedPage, Math.max(1, Math.ceil(summary.jobs / perPage)));
    // the summary's hours are the job's whole time: the range's are added up from the listed records
    const rows = await repo.pageRange(db, companyId, filter, since, { limit: perPage, offset: (page - 1) * perPage });
    // the end, if any, is on or after the scope's latest record: every record meets it
    return { summary, page, jobRows: rows.map((r) => ({ ...r, hours: null })), recordFilter: { ...filter, dateEnd: undefined } };
  }
  if (!repo.bySummary(filter)) {
    const rows = await repo.groupedPage(db, companyId, filter, { limit: perPage, offset: (askedPage - 1) * perPage });
    if (rows.length || askedPage === 1) return { summary: { jobs: rows[0]?.jobsTotal ?? 0, hours: rows[0]?.hoursTotal ?? '0.00' }, page: askedPage, jobRows: rows };
  }
  const summary = await repo.summarise(db, companyId, filter);
  const page = Math.min(askedPage, Math.max(1, Math.ceil(summary.jobs / perPage)));
  return { summary, page, jobRows: await repo.pageJobs(db, companyId, filter, { limit: perPage, offset: (page - 1) * perPage }) };
}

/** GET /timesheets: a page of jobs with matching records, each with its direct records and its tasks' records. */
export async function listTimesheets({ db, auth }: Deps, q: TTimesheetListQuery): Promise<TTimesheetListResult> {
  const filter = filterOf(auth, q);
  const perPage = q.ipp;
  const { summary, page, jobRows, recordFilter = filter, records: pageRecords } = await pageOf(db, auth.companyId, filter, q.page, perPage);
  const lastPage = Math.max(1, Math.ceil(summary.jobs / perPage));
  const records = pageRecords ?? (await repo.listRecords(db, auth.companyId, recordFilter, jobRows.map((j) => j.id)));
  const people = records.length ? await peopleOf(db, auth.companyId, records[0][16], records.map((r) => r[3])) : new Map<number, TListedPerson>();

  // each record once, straight from its row into its job's list or its task's
  type TListed = { direct: TTimeRecord[]; tasks: Map<number, TTimeTask> };
  const byJob = new Map<number, TListed>(jobRows.map((j) => [j.id, { direct: [], tasks: new Map() }]));
  for (const r of records) {
    const listed = byJob.get(r[1]);
    if (!listed) continue;
    const user = people.get(r[3]);
    // never missing: a person with time records cannot be deleted (a foreign key)
    if (!user) continue;
    const entry = listedTimeRecord(r, user);
    // the task only while it exists (a left join): r[13] is its status
    if (r[2] === null || r[13] === null) {
      listed.direct.push(entry);
      continue;
    }
    let task = listed.tasks.get(r[2]);
    if (!task) {
      task = { id: r[2], seq_no: r[11], name: r[12] as string, status: r[13] as TTaskStatus, actual_hours: '0.00', invoiced: Boolean(r[15]), timesheets: [] };
      listed.tasks.set(r[2], task);
    }
    task.timesheets.push(entry);
  }
  const data: TTimeJob[] = jobRows.map((j) => {
    const listed = byJob.get(j.id) as TListed;
    for (const task of listed.tasks.values()) task.actual_hours = sumHours(task.timesheets.map((t) => t.duration));
    return {
      id: j.id,
      job_no: `${j.client.code}${j.id}`,
      name: j.name,
      client: j.client,
      // a range's hours: its listed records', direct and under tasks
      duration: j.hours ?? sumHours([...listed.direct, ...[...listed.tasks.values()].flatMap((t) => t.timesheets)].map((r) => r.duration)),
      has_tasks: Boolean(j.hasTasks),
      direct_timesheets: listed.direct,
      tasks: [...listed.tasks.values()].sort((a, b) => (a.seq_no ?? a.id) - (b.seq_no ?? b.id)),
    };
  });
  return { data, total: summary.jobs, last_page: lastPage, current_page: page, per_page: perPage, total_duration: summary.hours };
}

/**
 * TIME pages as sent (their JSON as UTF-8, and their brotli and gzip forms once asked for:
 * lib/encoded.ts): about 340 of a super admin's 200 records (78 KB each, counted with room for
 * its compressed forms, about a ninth of it each).
 */
const keptPages = keptAnswers<EncodedAnswer>({ maxSize: 32 * 1024 * 1024, sizeOf: (page) => page.keptSize });
/** Past this many time changes not folded into an agency's time version, the next page read folds them. */
const FOLD_CHANGES = 100;
/** The agencies whose time changes are being folded, per database handle. */
const folding = new WeakMap<TDb, Set<number>>();

/** Folds the agency's time changes into its version (which keeps its value) past FOLD_CHANGES, one fold per agency at a time; one that fails leaves them to the next read. */
function foldIfMany(db: TDb, companyId: number, changes: number) {
  if (changes <= FOLD_CHANGES) return;
  const agencies = folding.get(db) ?? new Set<number>();
  folding.set(db, agencies);
  if (agencies.has(companyId)) return;
  agencies.add(companyId);
  void repo
    .foldTimeChanges(db, companyId)
    .catch(() => {})
    .finally(() => agencies.delete(companyId));
}

/**
 * GET /timesheets as sent: the page (`listTimesheets`) encoded by `encode` (the route's
 * response serializer), kept (lib/kept.ts) under the agency, the filter after the role rules,
 * the page and its size, with the agency's versions read before the page (db/versions.ts: with the
 * session on this route, plugins/app/auth.ts; else on their own, repo.agencyVersions:
 * any committed change to what a page shows moves it). A page asked again before anything
 * changed (back from a job, a refetch when the window is focused, another super admin on the
 * same page) is sent as kept.
 */
export async function timesheetsPayload(deps: Deps, q: TTimesheetListQuery, encode: (result: TTimesheetListResult) => string | Buffer): Promise<EncodedAnswer> {
  const key = JSON.stringify([deps.auth.companyId, filterOf(deps.auth, q), q.page, q.ipp]);
  const versions = deps.auth.versions ?? (await repo.agencyVersions(deps.db, deps.auth.companyId));
  foldIfMany(deps.db, deps.auth.companyId, versions.timeChanges);
  return keptPages(deps.db, key, timePageVersion(versions), async () => EncodedAnswer.of(encode(await listTimesheets(deps, q))));
}

/** A record the caller may see: a super admin any of the agency's, other staff only their own (else 404). */
async function loadTimesheet({ db, auth }: Deps, id: number) {
  const row = await repo.findTimesheet(db, auth.companyId, id);
  if (!row) throw notFound();
  if (!can(auth.user, 'time.filterByUser') && row.ts.userId !== auth.user.id) throw notFound();
  return row;
}

export async function getTimesheet(deps: Deps, id: number): Promise<TTimesheet> {
  const row = await loadTimesheet(deps, id);
  return toTimesheet(row, row.job);
}

/**
 * The task rule (spec 2 section 5) and the tenant checks of a record's references, as
 * field messages: a task must belong to the job, and is required when the job has tasks.
 */
async function referenceErrors({ db, auth }: Deps, jobId: number, refs: { taskId: number | null; costMatrixId?: number | null; userId?: number }) {
  const errors: Record<string, string[]> = {};
  if (refs.taskId) {
    const task = await repo.findTask(db, auth.companyId, refs.taskId);
    if (!task || task.jobId !== jobId) errors.task_id = [TIMESHEET_MESSAGES.task];
  } else if (await repo.jobHasTasks(db, auth.companyId, jobId)) {
    errors.task_id = [TIMESHEET_MESSAGES.task];
  }
  if (refs.costMatrixId && !(await repo.findCost(db, auth.companyId, refs.costMatrixId))) errors.cost_matrix_id = [TIMESHEET_MESSAGES.costItem];
  if (refs.userId !== undefined && !(await repo.findStaff(db, auth.companyId, refs.userId))) errors.user_id = [TIMESHEET_MESSAGES.user];
  return errors;
}

/** POST /timesheets: staff log their own time; a super admin may log it for any team member. */
export async function createTimesheet(deps: Deps, input: TTimesheetCreate): Promise<TTimesheet> {
  const { db, auth } = deps;
  const userId = input.user_id ?? auth.user.id;
  if (userId !== auth.user.id && !can(auth.user, 'time.filterByUser')) throw forbidden();
  const job = await repo.findJob(db, auth.companyId, input.job_id);
  if (!job) throw notFound();
  const errors = await referenceErrors(deps, job.id, { taskId: input.task_id ?? null, costMatrixId: input.cost_matrix_id, userId: userId === auth.user.id ? undefined : userId });
  if (Object.keys(errors).length) throw invalid(errors);
  const duration = timesheetDuration(input);
  if (duration === null) throw invalid(Object.fromEntries(Object.entries(sessionIssues(input)).map(([k, m]) => [k, [m]])));
  const row = await repo.insertTimesheet(db, auth.companyId, {
    jobId: job.id,
    taskId: input.task_id ?? null,
    userId,
    costMatrixId: input.cost_matrix_id ?? null,
    sessionDate: input.session_date,
    startTime: input.start_time,
    endTime: input.end_time,
    breakMinutes: input.break,
    description: input.description,
    duration,
  });
  return getTimesheet(deps, row.id);
}

/** POST /timesheets/{id}: the changed fields; the session rule and the task rule hold for the result. */
export async function updateTimesheet(deps: Deps, id: number, input: TTimesheetUpdate): Promise<TTimesheet> {
  const { db, auth } = deps;
  const row = await loadTimesheet(deps, id);
  if (row.invoiced) throw conflict(TIMESHEET_MESSAGES.invoiced);
  const t = row.ts;
  const session = { start_time: input.start_time ?? t.startTime, end_time: input.end_time ?? t.endTime, break: input.break ?? t.breakMinutes };
  const duration = timesheetDuration(session);
  const errors: Record<string, string[]> = Object.fromEntries(Object.entries(sessionIssues(session)).map(([k, m]) => [k, [m]]));
  const taskId = input.task_id !== undefined ? input.task_id : t.taskId;
  Object.assign(errors, await referenceErrors(deps, t.jobId, { taskId, costMatrixId: input.cost_matrix_id }));
  if (Object.keys(errors).length || duration === null) throw invalid(errors);
  await repo.updateTimesheet(db, auth.companyId, id, {
    ...(input.session_date !== undefined ? { sessionDate: input.session_date } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.task_id !== undefined ? { taskId: input.task_id } : {}),
    ...(input.cost_matrix_id !== undefined ? { costMatrixId: input.cost_matrix_id } : {}),
    startTime: session.start_time,
    endTime: session.end_time,
    breakMinutes: session.break,
    duration,
  });
  return getTimesheet(deps, id);
}

/** DELETE /timesheets/{id}: time already on an invoice stays (409). */
export async function deleteTimesheet(deps: Deps, id: number) {
  const row = await loadTimesheet(deps, id);
  if (row.invoiced) throw conflict(TIMESHEET_MESSAGES.invoiced);
  await repo.deleteTimesheet(deps.db, deps.auth.companyId, id);
  return { id, job_id: row.ts.jobId, description: row.ts.description };
}
