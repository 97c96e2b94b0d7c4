import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDialect, PgSelect } from 'drizzle-orm/pg-core';
import { escapeLiteral } from 'pg';
import { arrayRows, preparedArrayRows, preparedRowsAsArrays, type TDb } from '../../db/client.ts';
import { FENCE, preparedByKey, preparedQuery, USUAL_PAGE_SIZES } from '../../db/prepared.ts';
import { agencyVersionColumns, agencyVersionsOf, type TAgencyVersions } from '../../db/versions.ts';
import { clients, companyDayJobs, companyDayTime, companyPeopleVersions, companyTime, costMatrix, invoiceItems, jobs, jobTime, tasks, timesheets, userJobTime, users } from '../../db/schema/index.ts';
import { escapeLike } from '../jobs/jobs.repository.ts';

/** What the list, the CSV and the job panel filter by; userId is forced to the caller for staff. */
export type TTimesheetFilter = {
  userId?: number;
  clientId?: number;
  jobId?: number;
  dateStart?: string;
  dateEnd?: string;
  kw?: string;
};

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Every condition names the tenant; the keyword matches job number, job, client, task, person and description. */
function whereOf(companyId: number, f: TTimesheetFilter): SQL | undefined {
  const kw = f.kw?.trim();
  const like = kw ? `%${escapeLike(kw)}%` : null;
  return and(
    eq(timesheets.companyId, companyId),
    f.userId ? eq(timesheets.userId, f.userId) : undefined,
    f.jobId ? eq(timesheets.jobId, f.jobId) : undefined,
    f.clientId ? eq(jobs.clientId, f.clientId) : undefined,
    f.dateStart ? gte(timesheets.sessionDate, f.dateStart) : undefined,
    f.dateEnd ? lte(timesheets.sessionDate, f.dateEnd) : undefined,
    like
      ? or(
          ilike(jobs.name, like),
          ilike(clients.name, like),
          sql`(${clients.code} || ${jobs.id}::text) ilike ${like}`,
          ilike(timesheets.description, like),
          ilike(tasks.name, like),
          sql`${fullName} ilike ${like}`,
        )
      : undefined,
  );
}

/** The joins of every time query: job, client, person and (optional) task, each within the tenant. */
const onJob = and(eq(jobs.id, timesheets.jobId), eq(jobs.companyId, timesheets.companyId));
const onClient = and(eq(clients.id, jobs.clientId), eq(clients.companyId, jobs.companyId));
const onUser = and(eq(users.id, timesheets.userId), eq(users.companyId, timesheets.companyId));
const onTask = and(eq(tasks.id, timesheets.taskId), eq(tasks.companyId, timesheets.companyId));
const onCost = and(eq(costMatrix.id, timesheets.costMatrixId), eq(costMatrix.companyId, timesheets.companyId));

const hoursSum = sql<string>`coalesce(sum(${timesheets.duration}), 0)::numeric(12,2)::text`;

/**
 * The time records a filter matches, joined only to what the filter reads: a client needs
 * the job, a keyword the job, client, person and task; a date range or a person needs
 * nothing but the records (their indexes). Callers select record columns only.
 */
function matching<T extends PgSelect>(q: T, companyId: number, f: TTimesheetFilter, also?: SQL): T {
  const joined = f.kw?.trim()
    ? q.innerJoin(jobs, onJob).innerJoin(clients, onClient).innerJoin(users, onUser).leftJoin(tasks, onTask)
    : f.clientId
      ? q.innerJoin(jobs, onJob)
      : q;
  return joined.where(and(whereOf(companyId, f), also)) as T;
}

/**
 * A filter on the job or the person (none, a client, a job, a person, or some of these
 * together): the per-job summaries that the database keeps answer it without reading every
 * time record, the agency's (job_time) or, with a person, that person's (user_job_time).
 * A date range or a keyword reads the records.
 */
export const bySummary = (f: TTimesheetFilter) => !f.dateStart && !f.dateEnd && !f.kw?.trim();

/** A value of a summary query: a number, or a placeholder in the prepared ones. */
type TArg = number | Placeholder;
/** What a summary query filters by (a date range or a keyword never reach one); `until`: the latest date a deep page of the whole agency starts on (pageStart). */
type TSummaryFilter = { userId?: TArg; clientId?: TArg; jobId?: number; since?: string | Placeholder | SQL; until?: SQL };

/** No person, client or job: the whole agency's jobs (its header is kept, its deep pages start from its days). */
const isWholeAgency = (f: TSummaryFilter) => !f.userId && !f.clientId && !f.jobId;

/** The summary a filter reads, as its columns (both tables have the same ones). */
function summaryOf(f: TSummaryFilter) {
  const t = f.userId ? userJobTime : jobTime;
  return { table: t, companyId: t.companyId, jobId: t.jobId, hours: t.hours, records: t.records, lastSessionDate: t.lastSessionDate };
}

/**
 * The summary's rows a filter matches. The agency's summary carries each job's client
 * (migration 0019: a client's page and header walk one index); a person's is joined to
 * their jobs for a client.
 */
function summaryRows<T extends PgSelect>(q: T, companyId: TArg, f: TSummaryFilter): T {
  const s = summaryOf(f);
  const joined = f.clientId && f.userId ? q.innerJoin(jobs, and(eq(jobs.id, s.jobId), eq(jobs.companyId, s.companyId))) : q;
  return joined.where(
    and(
      eq(s.companyId, companyId),
      sql`${s.records} > 0`,
      f.userId ? eq(userJobTime.userId, f.userId) : undefined,
      f.jobId ? eq(s.jobId, f.jobId) : undefined,
      f.clientId ? (f.userId ? eq(jobs.clientId, f.clientId) : eq(jobTime.clientId, f.clientId)) : undefined,
      f.since ? gte(s.lastSessionDate, f.since) : undefined,
      f.until ? lte(s.lastSessionDate, f.until) : undefined,
    ),
  ) as T;
}

/** How many of the summary's jobs a filter matches, and their hours, as the columns "jobs" and "hours". */
function summaryTotals(db: TDb, companyId: TArg, f: TSummaryFilter) {
  const s = summaryOf(f);
  return summaryRows(
    db.select({ jobs: sql<number>`count(*)::int`.as('jobs'), hours: sql<string>`coalesce(sum(${s.hours}), 0)::numeric(12,2)::text`.as('hours') }).from(s.table).$dynamic(),
    companyId,
    f,
  );
}

const hasTasks = sql<boolean>`exists (select 1 from ${tasks} t where t.job_id = ${jobs.id} and t.company_id = ${jobs.companyId})`;

/**
 * A page of a summary, the most recently worked on first: cut in exactly the order of the
 * summary's recent index (job_time's, or user_job_time's after the person; job_id NULLS LAST
 * too), from the index alone, so the page is an index walk that stops, and only then named:
 * each of its jobs, then the job's client, its hours in the summary and whether it has tasks,
 * looked up by key (lateral subqueries fenced by `offset 0`, and subqueries) through the job's
 * own agency column. Written so, a generic plan (a prepared statement's, planned without the
 * agency) is the same walk and lookups as a per-value one and is costed the same, so
 * PostgreSQL keeps it; joined plainly, the generic plan hashed the agency's 100,000 jobs and
 * clients to name the page (50 ms) and the task check hashed its 600,000 tasks, and looking
 * the client, hours and tasks up by the agency's parameter made PostgreSQL cost the generic
 * plan above the per-value ones for a large agency and plan every request anew.
 */
function summaryPage(db: TDb, companyId: TArg, f: TSummaryFilter, limit: TArg, offset: TArg) {
  const s = summaryOf(f);
  // past the first page, the whole agency's page starts on the day its offset falls on (pageStart)
  const start = isWholeAgency(f) && offset !== 0 ? pageStart(db, companyId, offset) : null;
  const cut = summaryRows(
    db
      .select({ jobId: sql<number>`${s.jobId}`.as('job_id'), lastDate: sql<string>`${s.lastSessionDate}`.as('last_date') })
      .from(s.table)
      .$dynamic(),
    companyId,
    { ...f, until: start ? sql`(select ${start.day} from ${start})` : undefined },
  )
    .orderBy(sql`${s.lastSessionDate} desc nulls last`, sql`${s.jobId} desc nulls last`)
    .limit(limit)
    .offset(start ? (sql`(select ${start.skip} from ${start})` as unknown as number) : offset)
    .as('page_jobs');
  // the page's job, qualified (drizzle names a subquery's own columns bare, which inside the lookups would be their own)
  const pageJobId = sql`${sql.identifier('page_jobs')}.${sql.identifier('job_id')}`;
  const job = db
    .select({ id: jobs.id, name: jobs.name, clientId: jobs.clientId, companyId: jobs.companyId })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, pageJobId)))
    .offset(FENCE)
    .as('page_job');
  const client = db
    .select({ id: clients.id, name: clients.name, code: clients.code })
    .from(clients)
    .where(and(eq(clients.companyId, job.companyId), eq(clients.id, job.clientId)))
    .offset(FENCE)
    .as('page_client');
  const person = f.userId ? sql` and h.user_id = ${f.userId}` : sql``;
  // the page's start, if any, a CTE of the whole statement (read once, by the cut's day and skip)
  return (start ? (db.with(start) as Pick<TDb, 'select'>) : db)
    .select({
      id: job.id,
      name: job.name,
      client: { id: client.id, name: client.name, code: client.code },
      hours: sql<string>`(select h.hours from ${s.table} h where h.company_id = ${job.companyId}${person} and h.job_id = ${job.id})::numeric(12,2)::text`,
      hasTasks: sql<boolean>`exists (select 1 from ${tasks} t where t.company_id = ${job.companyId} and t.job_id = ${job.id} offset 0)`,
      jobsTotal: sql<number>`${sql.identifier('header')}.jobs`.mapWith(Number),
      hoursTotal: sql<string>`${sql.identifier('header')}.hours`,
    })
    .from(cut)
    .innerJoinLateral(job, sql`true`)
    .innerJoinLateral(client, sql`true`)
    // computed once (a materialized CTE): as a plain subquery, the page's nested loop ran it again for every job listed
    .crossJoin(sql`(with header_row as materialized (select ${headerOf(db, companyId, f)}) select * from header_row) as ${sql.identifier('header')}`)
    .orderBy(sql`${cut.lastDate} desc nulls last`, sql`${cut.jobId} desc nulls last`);
}

/**
 * Where a page of the whole agency's jobs starts, for an offset past the first page: the day
 * its first job was last worked on, and how many of that day's jobs come before it. The days
 * newest first, with how many jobs were last worked on each (company_day_jobs, kept in the same
 * transaction as job_time), are added up from the newest until they pass the offset: a walk of
 * one index entry per day (1,066 for the large agency's three years, 180 for page 1,000) instead
 * of one per job skipped (20,000 for page 1,000: about 1 ms of PostgreSQL's time). The page is
 * then the jobs from that day on, that many of them skipped. Past the last job there is no such
 * day, and the page has no rows.
 */
function pageStart(db: TDb, companyId: TArg, offset: TArg) {
  const running = sql<number>`sum(${companyDayJobs.jobs}) over (order by ${companyDayJobs.lastSessionDate} desc rows unbounded preceding)`;
  const days = db
    .select({ day: sql<string>`${companyDayJobs.lastSessionDate}`.as('day'), jobs: sql<number>`${companyDayJobs.jobs}`.as('jobs'), running: running.as('running') })
    .from(companyDayJobs)
    .where(eq(companyDayJobs.companyId, companyId))
    .as('days');
  return db.$with('page_start').as(
    db
      .select({ day: sql<string>`${days.day}`.as('day'), skip: sql<number>`(${offset}::int - (${days.running} - ${days.jobs}))::int`.as('skip') })
      .from(days)
      .where(sql`${days.running} > ${offset}::int`)
      .orderBy(sql`${days.day} desc`)
      .limit(1),
  );
}

/**
 * The header of a summary page (how many jobs, their hours), as the two columns "jobs" and
 * "hours" of a one-row select, so the page and its header are one statement (one round trip
 * fewer a page). The whole agency's is the row the database keeps (company_time); a person's,
 * a client's or a job's is added up from the summary; from a start date (`since`: a recent
 * range), the whole agency's jobs and hours are its days' since (company_day_jobs,
 * company_day_time), and otherwise the jobs are the summary's worked on since and the hours
 * the matching records'.
 */
function headerOf(db: TDb, companyId: TArg, f: TSummaryFilter): SQL {
  const s = summaryOf(f);
  const wholeAgency = isWholeAgency(f);
  if (!f.since) {
    if (wholeAgency) {
      return sql`coalesce(kept.jobs, 0) as jobs, coalesce(kept.hours, 0)::numeric(12,2)::text as hours
        from (select 1) as one left join ${companyTime} as kept on kept.company_id = ${companyId}`;
    }
    return sql`totals.jobs, totals.hours from (${summaryTotals(db, companyId, f)}) as totals`;
  }
  // the start as a value of its own (an init plan): its header then is costed alike in a generic
  // plan and a per-value one, which for a recent start costed lower, so every request was planned anew
  const since = sql`(select ${f.since}::date)`;
  if (wholeAgency) {
    // a row per day since the start, for the jobs (by their latest day) and for the hours
    return sql`(select coalesce(sum(${companyDayJobs.jobs}), 0)::int from ${companyDayJobs}
      where ${companyDayJobs.companyId} = ${companyId} and ${companyDayJobs.lastSessionDate} >= ${since}) as jobs,
      (select coalesce(sum(${companyDayTime.hours}), 0)::numeric(12,2)::text from ${companyDayTime}
      where ${companyDayTime.companyId} = ${companyId} and ${companyDayTime.sessionDate} >= ${since}) as hours`;
  }
  const jobsSince = sql`(${summaryRows(db.select({ jobs: sql<number>`count(*)::int` }).from(s.table).$dynamic(), companyId, { ...f, since })}) as jobs`;
  // the range reaches the scope's latest record (recentRange): every record from its start
  const client = f.clientId ? sql` and exists (select 1 from ${jobs} where ${jobs.companyId} = ${timesheets.companyId} and ${jobs.id} = ${timesheets.jobId} and ${jobs.clientId} = ${f.clientId})` : sql``;
  return sql`${jobsSince}, (select ${hoursSum} from ${timesheets} where ${timesheets.companyId} = ${companyId}${f.userId ? sql` and ${timesheets.userId} = ${f.userId}` : sql``}${
    f.jobId ? sql` and ${timesheets.jobId} = ${f.jobId}` : sql``
  }${client} and ${timesheets.sessionDate} >= ${since}) as hours`;
}

/**
 * The summary pages of the commonest TIME lists, prepared once per shape and page size: the
 * whole agency's (a super admin's default), a person's (every staff member's own, a super
 * admin's person filter), a client's, and the agency's or a person's recent range (from a
 * start date). The page size is a constant of each statement's text, and the first page
 * has no offset: as parameters, PostgreSQL's generic plan had to allow for any number of rows
 * skipped and kept, costed above the per-value plans, and so every request was planned anew
 * (0.2-0.5 ms a page). With them, the generic plans are index walks whatever the values
 * (EXPLAIN EXECUTE under force_generic_plan, for the large agency and a small one, the first
 * page and a deep one), and PostgreSQL keeps them.
 */
const at = {
  companyId: sql.placeholder('companyId'),
  userId: sql.placeholder('userId'),
  clientId: sql.placeholder('clientId'),
  since: sql.placeholder('since'),
  offset: sql.placeholder('offset'),
};
export type TPageShape = 'agency' | 'person' | 'client' | 'agency_since' | 'person_since';
const pagesByShape = preparedByKey(
  (db, key: string) => {
    const [shape, limit, first] = key.split(':') as [TPageShape, string, string];
    return preparedPage(db, shape, Number(limit), first === 'first');
  },
  { usual: (key) => USUAL_PAGE_SIZES.has(Number(key.split(':')[1])) },
);
const pageStatementName = (shape: TPageShape, limit: number, first: boolean) => `time_page_${shape}_${limit}${first ? '' : '_on'}`;
function preparedPage(db: TDb, shape: TPageShape, limit: number, first: boolean) {
  return pageQueryOf(db, shape, limit, first).prepare(pageStatementName(shape, limit, first));
}
/** The page of a shape with placeholders for its values, its size a constant of the text and the first page without an offset. */
function pageQueryOf(db: TDb, shape: TPageShape, limit: number, first: boolean) {
  const f: TSummaryFilter = {
    userId: shape.startsWith('person') ? at.userId : undefined,
    clientId: shape === 'client' ? at.clientId : undefined,
    since: shape.endsWith('_since') ? at.since : undefined,
  };
  const size = sql.raw(String(limit)) as unknown as number;
  return summaryPage(db, at.companyId, f, size, first ? 0 : at.offset);
}
/**
 * The prepared page of a shape, its size and whether it is the first (the offset is then left
 * out); null past the prepared keys' bound (`preparedByKey`).
 */
export function pageOfShape(shape: TPageShape, page: { limit: number; offset: number }) {
  return pagesByShape(`${shape}:${Math.trunc(page.limit)}:${page.offset === 0 ? 'first' : 'on'}`);
}
/** A row of a summary page: the values of `summaryPage`'s columns, in their order. */
type TSummaryPageTuple = [id: number, name: string, clientId: number, clientName: string, clientCode: string, hours: string | null, hasTasks: boolean, jobsTotal: number | string, hoursTotal: string];

/**
 * The prepared page of a shape, run for its rows as arrays under its name (drizzle's mapping
 * of each value to an object's field was about 2% of the server's time for a TIME page).
 */
async function runPageOfShape(db: TDb, shape: TPageShape, page: { limit: number; offset: number }, values: Record<string, unknown>) {
  const prepared = pageOfShape(shape, page);
  // past the prepared keys' bound: the same page built for this request
  if (!prepared) return summaryPage(db, values.companyId as number, { userId: values.userId as number | undefined, clientId: values.clientId as number | undefined, since: values.since as string | undefined }, page.limit, page.offset);
  const name = pageStatementName(shape, Math.trunc(page.limit), page.offset === 0);
  return ((await preparedRowsAsArrays(db, prepared(db), name, values)) as TSummaryPageTuple[]).map(pageRowOf);
}
const pageRowOf = (r: TSummaryPageTuple) => ({ id: r[0], name: r[1], client: { id: r[2], name: r[3], code: r[4] }, hours: r[5], hasTasks: r[6], jobsTotal: Number(r[7]), hoursTotal: r[8] });

/** Only the agency, or the agency and a person: the prepared pages above. */
const isPlain = (f: TTimesheetFilter) => bySummary(f) && !f.clientId && !f.jobId;
/** The agency's clients alone (no person, job, range or keyword): prepared too. */
const isClientOnly = (f: TTimesheetFilter) => bySummary(f) && Boolean(f.clientId) && !f.userId && !f.jobId;

/** A summary's header (how many jobs, their hours) on its own: a page past the last one. */
async function summaryHeader(db: TDb, companyId: number, f: TSummaryFilter) {
  const [row] = await db
    .select({ jobs: sql<number>`header.jobs`.mapWith(Number), hours: sql<string>`header.hours` })
    .from(sql`(select ${headerOf(db, companyId, f)}) as header`);
  return { jobs: row?.jobs ?? 0, hours: row?.hours ?? '0.00' };
}

/** How many jobs have matching records, and their hours. */
export async function summarise(db: TDb, companyId: number, f: TTimesheetFilter) {
  if (bySummary(f)) return summaryHeader(db, companyId, { userId: f.userId, clientId: f.clientId, jobId: f.jobId });
  const [row] = await matching(db.select({ jobs: sql<number>`count(distinct ${timesheets.jobId})::int`, hours: hoursSum }).from(timesheets).$dynamic(), companyId, f);
  return { jobs: row?.jobs ?? 0, hours: row?.hours ?? '0.00' };
}

/**
 * A date range that reaches the latest record the filter's scope holds (the agency's, or the
 * person's), without a keyword: "the last 30 days", or a start alone. Then the jobs with
 * records in the range are exactly the summary's jobs whose latest date is on or after its
 * start, in the summary's order, so the page is the same index walk as without a range; only
 * the hours in the range come from the records (an index-only scan for the header, the
 * listed records for each job). Grouping the range's records instead was 17 ms for 30 days
 * of a large agency (48,000 records).
 */
export async function recentRange(db: TDb, companyId: number, f: TTimesheetFilter): Promise<string | null> {
  if (f.kw?.trim() || !f.dateStart) return null;
  if (f.dateEnd) {
    const [row] = await (f.userId ? personLatest(db).execute({ companyId, userId: f.userId }) : agencyLatest(db).execute({ companyId }));
    if (row?.latest && row.latest > f.dateEnd) return null;
  }
  return f.dateStart;
}

/** The latest date of the agency's or a person's records: a backward step of an index, prepared once. */
const latestOf = (db: TDb, person: boolean) =>
  db
    .select({ latest: sql<string | null>`max(${timesheets.sessionDate})::text` })
    .from(timesheets)
    .where(and(eq(timesheets.companyId, at.companyId), person ? eq(timesheets.userId, at.userId) : undefined));
const agencyLatest = preparedQuery((db) => latestOf(db, false).prepare('time_latest_agency'));
const personLatest = preparedQuery((db) => latestOf(db, true).prepare('time_latest_person'));

/** The header of a recent range (the range reaches the scope's latest record, so its start is all that counts). */
export const summariseRange = (db: TDb, companyId: number, f: TTimesheetFilter, since: string) =>
  summaryHeader(db, companyId, { userId: f.userId, clientId: f.clientId, jobId: f.jobId, since });

/** A page of a recent range's jobs (their hours in the range are the listed records'). */
export const pageRange = (db: TDb, companyId: number, f: TTimesheetFilter, since: string, page: { limit: number; offset: number }) =>
  !f.clientId && !f.jobId
    ? runPageOfShape(db, f.userId ? 'person_since' : 'agency_since', page, { companyId, userId: f.userId, since, offset: page.offset })
    : summaryPage(db, companyId, { ...f, since }, page.limit, page.offset);

/** One page of the jobs with matching records, the most recently worked on first. */
export async function pageJobs(db: TDb, companyId: number, f: TTimesheetFilter, page: { limit: number; offset: number }) {
  if (isPlain(f)) return runPageOfShape(db, f.userId ? 'person' : 'agency', page, { companyId, userId: f.userId, offset: page.offset });
  if (isClientOnly(f)) return runPageOfShape(db, 'client', page, { companyId, clientId: f.clientId, offset: page.offset });
  if (bySummary(f)) return summaryPage(db, companyId, f, page.limit, page.offset);
  return groupedPage(db, companyId, f, page);
}

/**
 * A filter on the records (a date, a person, a keyword): the records grouped by job alone
 * (joined only as the filter needs), the page cut, then its jobs named. Each row also carries
 * the header for the whole filter (how many jobs, their hours), as window aggregates over the
 * groups computed before the page is cut, so the records are grouped once, not twice.
 */
export function groupedPage(db: TDb, companyId: number, f: TTimesheetFilter, page: { limit: number; offset: number }) {
  const perJob = matching(
    db
      .select({
        jobId: sql<number>`${timesheets.jobId}`.as('job_id'),
        hours: hoursSum.as('hours'),
        lastDate: sql<string>`max(${timesheets.sessionDate})`.as('last_date'),
        jobsTotal: sql<number>`count(*) over ()`.as('jobs_total'),
        hoursTotal: sql<string>`coalesce(sum(sum(${timesheets.duration})) over (), 0)::numeric(12,2)::text`.as('hours_total'),
      })
      .from(timesheets)
      .$dynamic(),
    companyId,
    f,
  )
    .groupBy(timesheets.jobId)
    // the page is cut here, before the jobs are joined: each record's job and client exist (foreign keys)
    .orderBy(sql`max(${timesheets.sessionDate}) desc`, desc(timesheets.jobId))
    .limit(page.limit)
    .offset(page.offset)
    .as('per_job');
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      client: { id: clients.id, name: clients.name, code: clients.code },
      hours: perJob.hours,
      hasTasks,
      jobsTotal: sql<number>`${perJob.jobsTotal}`.mapWith(Number),
      hoursTotal: perJob.hoursTotal,
    })
    .from(perJob)
    .innerJoin(jobs, and(eq(jobs.id, perJob.jobId), eq(jobs.companyId, companyId)))
    .innerJoin(clients, onClient)
    .orderBy(desc(perJob.lastDate), desc(perJob.jobId));
}

const recordColumns = {
  // the record's own columns a page shows (not its tenant or timestamps: fewer to read and map per record)
  ts: {
    id: timesheets.id,
    jobId: timesheets.jobId,
    taskId: timesheets.taskId,
    userId: timesheets.userId,
    costMatrixId: timesheets.costMatrixId,
    sessionDate: timesheets.sessionDate,
    startTime: timesheets.startTime,
    endTime: timesheets.endTime,
    breakMinutes: timesheets.breakMinutes,
    description: timesheets.description,
    duration: timesheets.duration,
  },
  user: { id: users.id, fullName, costRate: users.costRate, billableRate: users.billableRate },
  task: { id: tasks.id, seqNo: tasks.seqNo, name: tasks.name, status: tasks.status },
  cost: { id: costMatrix.id, description: costMatrix.description },
  invoiced: sql<boolean>`exists (select 1 from ${invoiceItems} ii where ii.timesheet_id = ${timesheets.id} and ii.company_id = ${timesheets.companyId})`,
};

/**
 * What the time list reads of a record (not its cost item, which the list does not show, nor
 * its job: it has the page's jobs, nor its person: the server holds the agency's people,
 * timesheets.people.ts), flat and in this order for `arrayRows`, with the date and the
 * decimals as text so that both drivers return the same values. The last column is the
 * agency's people version, read once per statement (an init plan), in the records' snapshot.
 */
const listedColumnsOf = (companyId: number | Placeholder) => ({
  id: timesheets.id,
  jobId: timesheets.jobId,
  taskId: timesheets.taskId,
  userId: timesheets.userId,
  costMatrixId: timesheets.costMatrixId,
  sessionDate: sql<string>`${timesheets.sessionDate}::text`,
  startTime: timesheets.startTime,
  endTime: timesheets.endTime,
  breakMinutes: timesheets.breakMinutes,
  description: timesheets.description,
  duration: sql<string>`${timesheets.duration}::text`,
  taskSeqNo: tasks.seqNo,
  taskName: tasks.name,
  taskStatus: tasks.status,
  // the flags kept by invoice_items' triggers (migration 0025): probing its indexes for each record and task was 0.2 ms a page
  invoiced: timesheets.invoiced,
  taskInvoiced: tasks.invoiced,
  peopleVersion: sql<string>`(select coalesce((select ${companyPeopleVersions.version} from ${companyPeopleVersions} where ${companyPeopleVersions.companyId} = ${companyId}), 0)::text)`,
});
/** A listed record: the values of `listedColumnsOf`, in their order. */
export type TListedTuple = [
  id: number, jobId: number, taskId: number | null, userId: number, costMatrixId: number | null, sessionDate: string, startTime: string, endTime: string,
  breakMinutes: number, description: string, duration: string, taskSeqNo: number | null, taskName: string | null, taskStatus: string | null,
  invoiced: boolean, taskInvoiced: boolean, peopleVersion: string,
];

/**
 * A record's columns of `listedColumnsOf` without its task's, which are filled in from the
 * page's tasks (`pageTasksOf`, the same statement): joined to each record, the task was an
 * index probe per record (200 on a super admin's page, 716 of the statement's 802 buffer
 * reads, for the 96 tasks they name), where the page's jobs' tasks are one walk of the
 * (company, job) index (75 reads); the statement went from 0.47 to 0.31 ms (pgbench,
 * bench/results.md 2026-11-28 morning).
 */
const recordColumnsOf = (companyId: number | Placeholder) => ({
  ...listedColumnsOf(companyId),
  taskSeqNo: sql<number | null>`null::int`,
  taskName: sql<string | null>`null::text`,
  taskStatus: sql<string | null>`null::varchar`,
  taskInvoiced: sql<boolean>`false`,
});

/** The page's jobs as the records statements are given them: their ids joined by commas, as int[]. */
const givenJobIds = sql`string_to_array(${sql.placeholder('jobIds')}, ',')::int[]`;

/**
 * The tasks of a page's jobs as rows of the records' shape (united with them), told apart by
 * their person (a record always has one): the task's id and job, then its seq_no, name,
 * status and invoiced flag where a record has them.
 */
const pageTasksOf = (db: TDb, jobIds: SQL = givenJobIds) =>
  db
    .select({
      id: tasks.id,
      jobId: tasks.jobId,
      taskId: sql<number | null>`null`,
      userId: sql<number>`null`,
      costMatrixId: sql<number | null>`null`,
      sessionDate: sql<string>`null`,
      startTime: sql<string>`null`,
      endTime: sql<string>`null`,
      breakMinutes: sql<number>`null`,
      description: sql<string>`null`,
      duration: sql<string>`null`,
      taskSeqNo: tasks.seqNo,
      taskName: tasks.name,
      taskStatus: tasks.status,
      invoiced: sql<boolean>`null`,
      taskInvoiced: tasks.invoiced,
      peopleVersion: sql<string>`null`,
    })
    .from(tasks)
    .where(and(eq(tasks.companyId, sql.placeholder('companyId')), sql`${tasks.jobId} = any(${jobIds})`));

/**
 * The records of rows read with their page's tasks (`pageTasksOf`), each given its task's
 * columns; a record whose task is not among them (none) keeps its own.
 */
function withTasks(rows: unknown[][]): TListedTuple[] {
  const pageTasks = new Map<number, unknown[]>();
  const listed: TListedTuple[] = [];
  for (const r of rows) {
    if (r[3] === null) pageTasks.set(r[0] as number, r);
    else listed.push(r as TListedTuple);
  }
  if (!pageTasks.size) return listed;
  for (const r of listed) {
    const task = r[2] === null ? undefined : pageTasks.get(r[2]);
    if (!task) continue;
    r[11] = task[11] as number | null;
    r[12] = task[12] as string;
    r[13] = task[13] as string;
    r[15] = task[15] as boolean;
  }
  return listed;
}
/** What a record's job shows of it. */
export type TRecordJob = { id: number; name: string; clientId: number; code: string };

function records(db: TDb) {
  return db
    .select({ ...recordColumns, job: { id: jobs.id, name: jobs.name, clientId: jobs.clientId, code: clients.code } })
    .from(timesheets)
    .innerJoin(jobs, onJob)
    .innerJoin(clients, onClient)
    .innerJoin(users, onUser)
    .leftJoin(tasks, onTask)
    .leftJoin(costMatrix, onCost);
}
export type TTimesheetRow = Omit<Awaited<ReturnType<typeof findTimesheet>> & object, 'job'>;

/**
 * A page's records newest first (date, start, id, each descending), put in order here rather
 * than by the statement: PostgreSQL's sort of the 200 listed rows, after their joins and
 * probes, was about 0.3 of the 1.4 ms the records statement cost for a super admin's TIME page
 * (pgbench, 2026-11-27), the sort here about 0.03 ms. The start is "HH:MM", so its code-unit
 * order is its time order.
 */
export function newestFirst(rows: TListedTuple[]): TListedTuple[] {
  return rows.sort((a, b) => (a[5] !== b[5] ? (a[5] < b[5] ? 1 : -1) : a[6] !== b[6] ? (a[6] < b[6] ? 1 : -1) : b[0] - a[0]));
}

/**
 * The records of a page's jobs for the agency (a super admin's TIME list), alone or from a
 * start date or to an end date, prepared once for each of these shapes. The page's jobs
 * already hold the filter's client or job, so only the record's own conditions remain, and
 * the generic plan of each shape is the walk of the (company, job) index for the page's jobs
 * (EXPLAIN EXECUTE under force_generic_plan). Building the query, and the server's parsing and
 * planning of it, were about 0.6 ms of each such page. A person, or a start and an end
 * together, are left to per-value plans: their generic plans walk the person's or the
 * range's records instead, which is worse when there are many.
 */
const recordsByShape = new Map<string, ReturnType<typeof preparedArrayRows>>();
function pageRecordsQuery(f: TTimesheetFilter) {
  if (f.userId && !f.kw?.trim() && !f.dateStart && !f.dateEnd) return personRecords;
  if (f.kw?.trim() || f.userId || (f.dateStart && f.dateEnd)) return null;
  const shape = f.dateStart ? 'from' : f.dateEnd ? 'to' : 'all';
  let query = recordsByShape.get(shape);
  if (!query) {
    query = preparedArrayRows(`time_records_${shape}`, (db) => agencyRecordsQuery(db, shape));
    recordsByShape.set(shape, query);
  }
  return query;
}
/** The records of the page's jobs (`jobIds`, an int[]), alone or from a start or to an end date, with the page's tasks. */
const agencyRecordsQuery = (db: TDb, shape: 'all' | 'from' | 'to', jobIds: SQL = givenJobIds) =>
  db
    .select(recordColumnsOf(sql.placeholder('companyId')))
    .from(timesheets)
    .where(
      and(
        eq(timesheets.companyId, sql.placeholder('companyId')),
        sql`${timesheets.jobId} = any(${jobIds})`,
        shape === 'from' ? gte(timesheets.sessionDate, sql.placeholder('dateStart')) : undefined,
        shape === 'to' ? lte(timesheets.sessionDate, sql.placeholder('dateEnd')) : undefined,
      ),
    )
    .unionAll(pageTasksOf(db, jobIds));

const listedSql = Object.fromEntries(Object.entries(recordColumnsOf(sql.placeholder('companyId'))).map(([key, column]) => [key, sql`${column}`])) as {
  [K in keyof ReturnType<typeof recordColumnsOf>]: SQL<unknown>;
};

/**
 * A person's records of a page's jobs (every staff member's own TIME list, a super admin's
 * person filter), prepared once: job by job (a lateral subquery fenced by `offset 0`), each
 * job's records of the person looked up in the (company, job, person) index (migration 0021).
 * Written as one condition on the page's jobs and the person, its generic plan walked all the
 * person's records instead (10 ms for a person with 5,000), so it was planned per request
 * (about 1 ms of PostgreSQL's time per page); job by job, the generic plan is the lookup.
 * Its columns are `recordColumnsOf` as plain SQL, bare (its FROM names the rows "timesheets" itself,
 * and the page's job `job`, not a record's column name), with the page's tasks (`pageTasksOf`).
 */
export const personRecordsQuery = (db: TDb, jobIds: SQL = givenJobIds) =>
  db
    .select(listedSql)
    .from(
      sql`unnest(${jobIds}) as page_job(job) cross join lateral (select * from ${timesheets} as person_record where ${sql.raw(
        'person_record.company_id',
      )} = ${sql.placeholder('companyId')} and ${sql.raw('person_record.job_id')} = page_job.job and ${sql.raw('person_record.user_id')} = ${sql.placeholder('userId')} offset 0) as ${sql.identifier('timesheets')}`,
    )
    .unionAll(pageTasksOf(db, jobIds) as never);
const personRecords = preparedArrayRows('time_records_person', (db) => personRecordsQuery(db));

/**
 * The matching records of some jobs (a page's), newest first, without their job (the caller
 * has the page's jobs), as rows of `listedColumnsOf`. A keyword also reads the person, the job
 * and the client.
 */
export async function listRecords(db: TDb, companyId: number, f: TTimesheetFilter, jobIds: number[]): Promise<TListedTuple[]> {
  if (!jobIds.length) return [];
  // rows as arrays, mapped by the caller: drizzle's mapping of a page's 200 records was 1.5 of its 1.9 ms
  const prepared = pageRecordsQuery(f);
  if (prepared) return newestFirst(withTasks(await prepared(db, { companyId, userId: f.userId, jobIds: jobIds.join(','), dateStart: f.dateStart, dateEnd: f.dateEnd })));
  const kw = f.kw?.trim();
  // without a keyword, the page's jobs already hold the filter's client or job
  const own: TTimesheetFilter = kw ? f : { userId: f.userId, dateStart: f.dateStart, dateEnd: f.dateEnd };
  const q = db.select(listedColumnsOf(companyId)).from(timesheets).leftJoin(tasks, onTask).$dynamic();
  // a keyword also matches the person's name, the job's and the client's
  const query = (kw ? q.innerJoin(users, onUser).innerJoin(jobs, onJob).innerJoin(clients, onClient) : q).where(and(whereOf(companyId, own), anyId(timesheets.jobId, jobIds)));
  return newestFirst((await arrayRows(db, query)) as TListedTuple[]);
}

/**
 * A page row among the records' (`TListedTuple`): each of its columns (`TSummaryPageTuple`'s,
 * in its order) and the records' column of the same type it travels in, with no job (every
 * record and task has one). As its own columns, the page's rows and the records' were padded
 * with the other's nulls, which cost more to send and read than the round trip saved.
 */
const PAGE_AS_LISTED = [['id', 0], ['name', 5], ['client_id', 2], ['client_name', 9], ['client_code', 12], ['hours', 10], ['has_tasks', 14], ['jobs_total', 3], ['hours_total', 16]] as const;
const LISTED_TYPES = ['int', 'int', 'int', 'int', 'int', 'text', 'text', 'text', 'int', 'text', 'text', 'int', 'text', 'text', 'boolean', 'boolean', 'text'];
const pageAsListed = sql.raw(LISTED_TYPES.map((type, i) => `${PAGE_AS_LISTED.find(([, at]) => at === i)?.[0] ?? 'null'}::${type}`).join(', '));
/** The shapes whose page is read with its records: the whole agency's, a person's and a client's, without a date or keyword. */
export type TPageWithRecordsShape = 'agency' | 'person' | 'client';
const pagesWithRecords = new Map<string, ReturnType<typeof preparedArrayRows>>();

/**
 * A summary page (`summaryPage`) and its records with their tasks (`agencyRecordsQuery`, a
 * person's `personRecordsQuery`) as one statement, prepared once per shape, page size and
 * first page or not: the page's jobs are a materialized CTE, whose ids the records are read
 * for, and its rows come first, in the records' columns (`PAGE_AS_LISTED`). Read one after
 * the other, they were two round trips of the three an unkept TIME page took (the session,
 * the page, the records). The page's rows are the CTE's in the order it wrote them (the
 * page's order): PostgreSQL appends the union's arms one after the other.
 */
function pageWithRecordsQuery(shape: TPageWithRecordsShape, page: { limit: number; offset: number }) {
  // the same bound as the pages alone (their keys are one family)
  if (!pageOfShape(shape, page)) return null;
  const limit = Math.trunc(page.limit);
  const first = page.offset === 0;
  const name = `time_page_records_${shape}_${limit}${first ? '' : '_on'}`;
  let query = pagesWithRecords.get(name);
  if (!query) {
    query = preparedArrayRows(name, (db) => pageWithRecordsStatement(db, shape, limit, first));
    pagesWithRecords.set(name, query);
  }
  return query;
}
/** The statement of `pageWithRecordsQuery`, with placeholders for its values. */
export function pageWithRecordsStatement(db: TDb, shape: TPageWithRecordsShape, limit: number, first: boolean) {
  const jobIds = sql`array(select ${sql.identifier('id')} from page_rows)`;
  const records = shape === 'person' ? personRecordsQuery(db, jobIds) : agencyRecordsQuery(db, 'all', jobIds);
  const statement = sql`with page_rows (${sql.raw(PAGE_AS_LISTED.map(([column]) => column).join(', '))}) as materialized (${pageQueryOf(db, shape, limit, first)})
    select ${pageAsListed} from page_rows
    union all ${records}`;
  return { toSQL: () => (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement) };
}

/**
 * The page of the whole agency's, a person's or a client's jobs with their records (no date
 * or keyword), in one statement (`pageWithRecordsQuery`); null for other filters, or past
 * the prepared keys' bound, which read the page and the records apart.
 */
export async function pageWithRecords(db: TDb, companyId: number, f: TTimesheetFilter, page: { limit: number; offset: number }) {
  const shape: TPageWithRecordsShape | null = isPlain(f) ? (f.userId ? 'person' : 'agency') : isClientOnly(f) ? 'client' : null;
  const query = shape && pageWithRecordsQuery(shape, page);
  if (!query) return null;
  const rows = await query(db, { companyId, userId: f.userId, clientId: f.clientId, offset: page.offset });
  const pageRows: TSummaryPageTuple[] = [];
  const listed: unknown[][] = [];
  for (const r of rows) {
    if (r[1] !== null) listed.push(r);
    else pageRows.push(PAGE_AS_LISTED.map(([, at]) => r[at]) as TSummaryPageTuple);
  }
  return { jobRows: pageRows.map(pageRowOf), records: newestFirst(withTasks(listed)) };
}

/**
 * Some of an agency's people as the time list names them (id, name, rates as text), prepared
 * once: the ids a page's records name that the server does not hold yet.
 */
export const listedPeople = preparedArrayRows('time_people', (db) =>
  db
    .select({ id: users.id, fullName, costRate: sql<string>`${users.costRate}::text`, billableRate: sql<string>`${users.billableRate}::text` })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), sql`${users.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::int[])`)),
);

const agencyVersionsQuery = preparedArrayRows('agency_versions', (db) => db.select(agencyVersionColumns(sql.placeholder('companyId'))).from(sql`(select 1) as one`));

/**
 * The agency's search, people and time versions in one snapshot (db/versions.ts): between them
 * they move with every committed change to what a TIME page shows (jobs, clients, people,
 * records, tasks and the invoiced flags). For a request whose session lookup did not read them.
 */
export async function agencyVersions(db: TDb, companyId: number): Promise<TAgencyVersions> {
  const [row] = await agencyVersionsQuery(db, { companyId });
  return agencyVersionsOf(row);
}

const foldQuery = preparedArrayRows('time_fold_changes', (db) => db.select({ done: sql<number>`1` }).from(sql`jobflow_fold_time_changes(${sql.placeholder('companyId')})`));
/** Folds the agency's time changes into its time version (which keeps its value), so counting them stays short. */
export async function foldTimeChanges(db: TDb, companyId: number): Promise<void> {
  await foldQuery(db, { companyId });
}

/** What an exported line shows. */
export type TExportRow = {
  id: number;
  sessionDate: string;
  startTime: string;
  endTime: string;
  breakMinutes: number;
  duration: string;
  description: string;
  jobId: number;
  jobName: string;
  clientCode: string;
  clientName: string;
  userName: string;
  taskId: number | null;
  taskSeqNo: number | null;
  taskName: string | null;
};

type TKeyset = { date: string; start: string; id: number };

/**
 * The records' own columns, in the order `arrayRows` returns them (the date and hours as
 * text, so both drivers give strings), and the keyset they are read by.
 */
const exportRecordColumns = {
  id: timesheets.id,
  sessionDate: sql<string>`${timesheets.sessionDate}::text`,
  startTime: timesheets.startTime,
  endTime: timesheets.endTime,
  breakMinutes: timesheets.breakMinutes,
  duration: sql<string>`${timesheets.duration}::text`,
  description: timesheets.description,
  jobId: timesheets.jobId,
  userId: timesheets.userId,
  taskId: timesheets.taskId,
};
type TRecordTuple = [id: number, sessionDate: string, startTime: string, endTime: string, breakMinutes: number, duration: string, description: string, jobId: number, userId: number, taskId: number | null];

/** One batch of records in (date, start, id) order after the keyset: a walk of the (company, date, start, id) index. */
function exportRecordBatch(db: TDb, companyId: number, f: TTimesheetFilter, after: TKeyset | null, batchSize: number) {
  const keyset = after ? sql`(${timesheets.sessionDate}, ${timesheets.startTime}, ${timesheets.id}) > (${after.date}::date, ${after.start}, ${after.id})` : undefined;
  return matching(db.select(exportRecordColumns).from(timesheets).$dynamic(), companyId, f, keyset)
    .orderBy(asc(timesheets.sessionDate), asc(timesheets.startTime), asc(timesheets.id))
    .limit(batchSize);
}

/**
 * `column = any(ids)` with the ids as one text parameter: drizzle's inArray builds one
 * parameter per id, and building a query of 5,000 parameters cost more than running it.
 */
const anyId = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(string_to_array(${ids.join(',')}, ',')::int[])`;

/** Rows by id (their first value), the ids deduplicated and asked for in chunks. */
async function byIds<T extends [number, ...unknown[]]>(ids: Iterable<number>, load: (ids: number[]) => Promise<unknown[][]>): Promise<Map<number, T>> {
  const all = [...new Set(ids)];
  const map = new Map<number, T>();
  for (let i = 0; i < all.length; i += 5000) for (const row of await load(all.slice(i, i + 5000))) map.set((row as T)[0], row as T);
  return map;
}

/**
 * Lines handed on at a time. Few enough that they are written and garbage before the next
 * minor GC, instead of surviving it into the old generation: handing on whole batches of
 * 2,000, a fresh server grew by about 180 MiB during an export of a million records and took
 * 9.0-9.4 s; 100 at a time, +60 MiB and 6.5-7.6 s (500: 8.2 s, +170 MiB; 50: no better).
 */
const YIELD_ROWS = 100;

/** Jobs looked up during an export; cleared when it grows past this many (records come in date order, so recent jobs repeat). */
const JOB_CACHE_LIMIT = 20_000;

type TJobTuple = [id: number, name: string, clientId: number];
type TTaskTuple = [id: number, seqNo: number | null, name: string];

/**
 * Every matching record in date order, read in batches by keyset on the (company, date,
 * start, id) index, so an export of any size holds about two batches in memory at a time,
 * and hands them on a hundred lines at a time.
 * The names each line shows come from lookups, not joins: the agency's people and clients are
 * read once, jobs once each (cached), and a batch's tasks in one query. Joining them row by
 * row cost four index probes per record, most of an export of a million records.
 *
 * The next batch and its lookups are read while this one is named and written (on other
 * pooled connections), so the database and the server work at the same time; the rows come
 * as arrays (`arrayRows`), not mapped objects.
 */
export async function* exportBatches(
  db: TDb,
  companyId: number,
  f: TTimesheetFilter,
  { batchSize = 2000, jobCacheLimit = JOB_CACHE_LIMIT }: { batchSize?: number; jobCacheLimit?: number } = {},
): AsyncGenerator<TExportRow[]> {
  const people = new Map((await db.select({ id: users.id, name: fullName }).from(users).where(eq(users.companyId, companyId))).map((u) => [u.id, u.name]));
  const clientsById = new Map(
    (await db.select({ id: clients.id, name: clients.name, code: clients.code }).from(clients).where(eq(clients.companyId, companyId))).map((c) => [c.id, c]),
  );
  const jobCache = new Map<number, TJobTuple>();
  const loadJobs = (ids: Iterable<number>) =>
    byIds<TJobTuple>(ids, (chunk) => arrayRows(db, db.select({ id: jobs.id, name: jobs.name, clientId: jobs.clientId }).from(jobs).where(and(eq(jobs.companyId, companyId), anyId(jobs.id, chunk)))));
  type TBatch = { rows: TRecordTuple[]; jobs: Map<number, TJobTuple>; tasks: Map<number, TTaskTuple> };
  // A batch with its tasks and the jobs the cache lacked when it was asked for. Its error, if
  // the download ends first, is nobody's: caught here, and thrown by the await when it is reached.
  const read = (after: TKeyset | null): Promise<TBatch> => {
    const pending = (async () => {
      const rows = (await arrayRows(db, exportRecordBatch(db, companyId, f, after, batchSize))) as TRecordTuple[];
      // the batch's tasks and the jobs the cache lacks, in one pass (no array per row)
      const taskIds: number[] = [];
      const jobIds: number[] = [];
      for (const r of rows) {
        if (r[9]) taskIds.push(r[9]);
        if (!jobCache.has(r[7])) jobIds.push(r[7]);
      }
      const [jobsRead, tasksRead] = await Promise.all([
        loadJobs(jobIds),
        byIds<TTaskTuple>(taskIds, (chunk) => arrayRows(db, db.select({ id: tasks.id, seqNo: tasks.seqNo, name: tasks.name }).from(tasks).where(and(eq(tasks.companyId, companyId), anyId(tasks.id, chunk))))),
      ]);
      return { rows, jobs: jobsRead, tasks: tasksRead };
    })();
    pending.catch(() => {});
    return pending;
  };
  for (let next: Promise<TBatch> | null = read(null); next; ) {
    const { rows: batch, jobs: jobsRead, tasks: taskRows }: TBatch = await next;
    if (!batch.length) return;
    const last = batch[batch.length - 1];
    if (jobCache.size + jobsRead.size > jobCacheLimit) jobCache.clear();
    for (const [id, job] of jobsRead) jobCache.set(id, job);
    // the cache may have been cleared since this batch's lookups were asked for: what it lacks now
    const missing: number[] = [];
    for (const r of batch) if (!jobCache.has(r[7])) missing.push(r[7]);
    if (missing.length) for (const [id, job] of await loadJobs(missing)) jobCache.set(id, job);
    next = batch.length < batchSize ? null : read({ date: last[1], start: last[2], id: last[0] });
    let out: TExportRow[] = [];
    for (const r of batch) {
      if (out.length === YIELD_ROWS) {
        yield out;
        out = [];
      }
      const job = jobCache.get(r[7]);
      const client = job ? clientsById.get(job[2]) : undefined;
      const task = r[9] ? taskRows.get(r[9]) : undefined;
      out.push({
        id: r[0],
        sessionDate: r[1],
        startTime: r[2],
        endTime: r[3],
        breakMinutes: r[4],
        duration: r[5],
        description: r[6],
        jobId: r[7],
        jobName: job?.[1] ?? '',
        clientCode: client?.code ?? '',
        clientName: client?.name ?? '',
        userName: people.get(r[8]) ?? '',
        taskId: task ? r[9] : null,
        taskSeqNo: task?.[1] ?? null,
        taskName: task?.[2] ?? null,
      });
    }
    yield out;
  }
}

/**
 * A text cell as csv-stringify's `escape_formulas` writes it (an apostrophe before a cell that
 * starts with = + - @, their full-width forms, a tab or a carriage return: OWASP CSV
 * injection), and NULL when empty: PostgreSQL's CSV writer quotes an empty string ("") and
 * leaves NULL bare, as csv-stringify writes ''. Quoting (a comma, a quote, a line break) is
 * the writer's, by the same rule as csv-stringify's. `ascii()` is the first character's code
 * point on a UTF-8 database, PostgreSQL's usual and PGlite's (on SQL_ASCII, its first byte:
 * the full-width forms would go unescaped there).
 */
const FORMULA_STARTS = sql.raw([...'-=+@\t\r\uFF1D\uFF0B\uFF0D\uFF20'].map((c) => c.codePointAt(0)).join(', '));
const csvCell = (e: SQL) => sql`nullif(case when ascii(${e}) in (${FORMULA_STARTS}) then '''' || ${e} else ${e} end, '')`;

/** The cells of an exported line (the columns of TIMESHEET_CSV_COLUMNS). */
const exportCells = {
  // formatDate's DD/MM/YYYY, and like it nothing for a year past 9999 (never through the API)
  date: sql`case when ${timesheets.sessionDate} < date '10000-01-01' then to_char(${timesheets.sessionDate}, 'DD/MM/YYYY') end`,
  jobNo: csvCell(sql`coalesce(${clients.code}, '') || ${timesheets.jobId}`),
  client: csvCell(sql`coalesce(${clients.name}, '')`),
  job: csvCell(sql`coalesce(${jobs.name}, '')`),
  task: sql`'#' || coalesce(${tasks.seqNo}, ${tasks.id}) || ' | ' || ${tasks.name}`,
  person: csvCell(sql`coalesce(${fullName}, '')`),
  start: csvCell(sql`${timesheets.startTime}`),
  end: csvCell(sql`${timesheets.endTime}`),
  break: csvCell(sql`${timesheets.breakMinutes}::text`),
  hours: csvCell(sql`${timesheets.duration}::text`),
  description: csvCell(sql`${timesheets.description}`),
};

/**
 * A value written into SQL text: an integer, or a string quoted by the driver's own escaping
 * (a NUL, which no text can hold, is refused; the API answers it with a 422 before this).
 */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && !value.includes('\0')) return escapeLiteral(value);
  throw new Error(`No SQL literal for ${typeof value}`);
}

/**
 * The export as one query for PostgreSQL's COPY, which takes no parameters: the filter's
 * values are written in as literals (integers, or strings escaped by pg's escapeLiteral).
 * Every matching record in (date, start, id) order, joined to its job, client, person and
 * task in one pass (hash joins over the agency's rows), its cells escaped as above; the
 * database writes the CSV. The same lines as `exportBatches` named and csv-stringify wrote,
 * byte for byte (timesheets.test.ts compares the two on PostgreSQL).
 */
export function exportCopySql(db: TDb, companyId: number, f: TTimesheetFilter): string {
  const { sql: text, params } = db
    .select(exportCells)
    .from(timesheets)
    .leftJoin(jobs, onJob)
    .leftJoin(clients, onClient)
    .leftJoin(users, onUser)
    .leftJoin(tasks, onTask)
    .where(whereOf(companyId, f))
    .orderBy(asc(timesheets.sessionDate), asc(timesheets.startTime), asc(timesheets.id))
    .toSQL();
  return text.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));
}

export async function findTimesheet(db: TDb, companyId: number, id: number) {
  const [row] = await records(db).where(and(eq(timesheets.companyId, companyId), eq(timesheets.id, id))).limit(1);
  return row ?? null;
}

export async function insertTimesheet(db: TDb, companyId: number, values: Omit<typeof timesheets.$inferInsert, 'companyId' | 'id'>) {
  const [row] = await db.insert(timesheets).values({ ...values, companyId }).returning({ id: timesheets.id });
  return row;
}

export async function updateTimesheet(db: TDb, companyId: number, id: number, values: Partial<typeof timesheets.$inferInsert>) {
  await db
    .update(timesheets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(timesheets.companyId, companyId), eq(timesheets.id, id)));
}

export async function deleteTimesheet(db: TDb, companyId: number, id: number) {
  const [row] = await db.delete(timesheets).where(and(eq(timesheets.companyId, companyId), eq(timesheets.id, id))).returning({ id: timesheets.id });
  return row ?? null;
}

// ---- references a record points at, each within the tenant ----

export async function findJob(db: TDb, companyId: number, id: number) {
  const [row] = await db.select({ id: jobs.id, clientId: jobs.clientId }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.id, id))).limit(1);
  return row ?? null;
}

export async function jobHasTasks(db: TDb, companyId: number, jobId: number) {
  const [row] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.companyId, companyId), eq(tasks.jobId, jobId))).limit(1);
  return Boolean(row);
}

export async function findTask(db: TDb, companyId: number, id: number) {
  const [row] = await db.select({ id: tasks.id, jobId: tasks.jobId }).from(tasks).where(and(eq(tasks.companyId, companyId), eq(tasks.id, id))).limit(1);
  return row ?? null;
}

/** An active team member (not a client contact) of the agency. */
export async function findStaff(db: TDb, companyId: number, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id), isNull(users.clientId), eq(users.enabled, true)))
    .limit(1);
  return row ?? null;
}

export async function findCost(db: TDb, companyId: number, id: number) {
  const [row] = await db.select({ id: costMatrix.id }).from(costMatrix).where(and(eq(costMatrix.companyId, companyId), eq(costMatrix.id, id))).limit(1);
  return row ?? null;
}
