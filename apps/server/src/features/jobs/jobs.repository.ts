import { and, asc, count, eq, gt, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { JOB_STATUSES, type TJobSortKey } from '@jobflow/contract';
import { alias } from 'drizzle-orm/pg-core';
import { arrayRows, preparedArrayRows, preparedRowsAsArrays, type TDb } from '../../db/client.ts';
import { isoText } from '../../lib/iso.ts';
import { FENCE, preparedByKey, preparedQuery, USUAL_PAGE_SIZES } from '../../db/prepared.ts';
import { clients, companySearchVersions, jobMembers, jobs, jobStatusTotals, quotes, users } from '../../db/schema/index.ts';

/**
 * TOTAL QUOTED of a job: the quoted amounts of its quotes that are not cancelled, stored on
 * the job and kept by the database triggers of migration 0004.
 */
const quoteValue = sql<string>`${jobs.quoteValue}::text`;

export type TJobFilter = {
  status?: string;
  excludeStatus?: string[];
  clientId?: number;
  /** jobs where this user is a member or manager */
  userId?: number;
  kw?: string;
};

/** A job status's place in the workflow (1 pending … 6 invoiced): the job_status sort, with its index. */
const statusRank = sql`array_position(array['pending','in_progress','testing','with_client','completed','invoiced']::varchar[], ${jobs.status})`;

/** The condition of a filter, shared by the list, its count and the printed list. */
export function whereOf(companyId: number, f: TJobFilter): SQL | undefined {
  const kw = f.kw?.trim();
  const statuses: readonly string[] | null = f.status ? [f.status] : f.excludeStatus?.length ? JOB_STATUSES.filter((x) => !f.excludeStatus!.includes(x)) : null;
  const ranks = statuses?.map((x) => (JOB_STATUSES as readonly string[]).indexOf(x) + 1).filter((r) => r > 0) ?? [];
  return and(
    eq(jobs.companyId, companyId),
    // the statuses left as a positive list, so the (company, status) index answers it
    statuses ? inArray(jobs.status, [...statuses]) : undefined,
    // the same, as a range of ranks: the job_status sort then starts its index walk inside it
    ranks.length ? sql`${statusRank} between ${Math.min(...ranks)} and ${Math.max(...ranks)}` : undefined,
    f.clientId ? eq(jobs.clientId, f.clientId) : undefined,
    // the person's member rows carry their job's status (migration 0010): their active jobs from one index
    f.userId
      ? sql`${jobs.id} in (select ${jobMembers.jobId} from ${jobMembers} where ${and(
          eq(jobMembers.companyId, companyId),
          eq(jobMembers.userId, f.userId),
          statuses ? inArray(jobMembers.jobStatus, [...statuses]) : undefined,
        )})`
      : undefined,
    kw ? keywordMatch(companyId, keywordParts(kw)) : undefined,
  );
}

const kwClients = alias(clients, 'kw_clients');

/**
 * A keyword as its search conditions read it: the pattern of "contains" (any case), whether it
 * is all digits (then also inside the job's id), and for each place its trailing digits can
 * start, the pattern of the code's tail and of the id's first digits. Values for a request's own
 * query; placeholders in the prepared keyword page.
 */
type TKeywordParts<T = string | Placeholder> = { like: T; digits: boolean; splits: Array<[code: T, id: T]> };
export function keywordParts(kw: string): TKeywordParts<string> {
  const splits = keywordSplits(kw).map(([head, digits]): [string, string] => [`%${escapeLike(head)}`, `${digits}%`]);
  return { like: `%${escapeLike(kw)}%`, digits: /^\d+$/.test(kw), splits };
}

/** Each place a keyword's trailing digits can start (not its first character): the text before (a code's tail) and the digits from there (an id's first digits). */
export function keywordSplits(kw: string): Array<[head: string, digits: string]> {
  const splits: Array<[string, string]> = [];
  for (let i = kw.length - 1; i >= 1 && /\d/.test(kw[i]); i--) splits.push([kw.slice(0, i), kw.slice(i)]);
  return splits;
}

/**
 * Jobs whose name, client name or job number contains the keyword (any case), written so the
 * search indexes answer each part (migration 0010): the name by its trigrams; the client by
 * the agency's matching clients; the job number (client code then job id, digits only) is the
 * keyword inside the code, inside the id (a keyword of digits), or a tail of the code followed
 * by the first digits of the id, one condition per place the keyword's trailing digits can start.
 */
function keywordMatch(companyId: number | Placeholder, kw: TKeywordParts): SQL {
  const ofClients = (cond: SQL | undefined) =>
    sql`${jobs.clientId} = any(array(select ${kwClients.id} from ${clients} as ${sql.identifier('kw_clients')} where ${and(eq(kwClients.companyId, companyId), cond)}))`;
  return or(
    ilike(jobs.name, kw.like),
    ofClients(or(ilike(kwClients.name, kw.like), ilike(kwClients.code, kw.like))),
    kw.digits ? sql`${jobs.id}::text like ${kw.like}` : undefined,
    ...kw.splits.map(([code, id]) => and(ofClients(ilike(kwClients.code, code)), sql`${jobs.id}::text like ${id}`)),
  )!;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Each sort ends in a unique key and matches an index (migration 0005), so a page walks the
 * index and stops: client sorts walk the clients in order and each client's jobs by id.
 * Only the due date can be empty; it sorts last both ways.
 */
const SORTS: Record<TJobSortKey, SQL[]> = {
  job_no: [sql`${clients.code}`, sql`${clients.id}`, sql`${jobs.id}`],
  client_name: [sql`lower(${clients.name})`, sql`${clients.id}`, sql`${jobs.id}`],
  job_name: [sql`lower(${jobs.name})`, sql`${jobs.id}`],
  job_status: [statusRank, sql`${jobs.id}`],
  job_due_date: [sql`${jobs.dueDate}`, sql`${jobs.id}`],
  job_updated_at: [sql`${jobs.updatedAt}`, sql`${jobs.id}`],
};
/**
 * The ORDER BY of a sort. Within one client (a client filter, every client user's list) the
 * client's keys are the same on every row, so the client sorts are the job number's order:
 * left to their keys, PostgreSQL read all the client's matching jobs to sort them (1,072
 * invoiced jobs of the largest client, 4 ms), where by the job alone it walks the client's
 * jobs in order and stops at the page's end.
 */
const orderOf = (sort: TJobSortKey, order: 'asc' | 'desc', oneClient = false) =>
  (oneClient && (sort === 'client_name' || sort === 'job_no') ? [sql`${jobs.id}`] : SORTS[sort]).map((s) =>
    sort === 'job_due_date' ? sql`${s} ${sql.raw(order)} nulls last` : sql`${s} ${sql.raw(order)}`,
  );

const listColumns = {
  id: jobs.id,
  name: jobs.name,
  clientId: jobs.clientId,
  status: jobs.status,
  dueDate: jobs.dueDate,
  updatedAt: isoText(jobs.updatedAt),
  client: { id: clients.id, name: clients.name, code: clients.code },
};

type TListOpts = { sort: TJobSortKey; order: 'asc' | 'desc'; limit?: number; offset?: number; withQuoteValue: boolean; withTotals?: boolean; capped?: number };

export async function listJobs(db: TDb, companyId: number, f: TJobFilter, opts: TListOpts) {
  const rows = await listJobsQuery(db, companyId, f, opts);
  return rows as Array<(typeof rows)[number] & { quoteValue?: string; total?: number; totalQuoteValue?: string }>;
}

/** The statuses a filter lists: its status, or all but the excluded ones. */
export function statusesOf(f: TJobFilter): string[] {
  return f.status ? [f.status] : JOB_STATUSES.filter((x) => !f.excludeStatus?.includes(x));
}

/**
 * A filter on statuses, and maybe a client (a super admin's default list and status tabs, a
 * client filter, every client user's list): the agency's pages.
 */
export const isAgencyFilter = (f: TJobFilter) => !f.userId && !f.kw?.trim();

/** The query of a page of the list (its SQL is what the plan tests explain). */
export function listJobsQuery(db: TDb, companyId: number, f: TJobFilter, opts: TListOpts) {
  if (isAgencyFilter(f) && !opts.capped) return agencyPageQuery(db, companyId, statusesOf(f), opts.sort, opts.order, opts.limit, opts.offset ?? 0, f.clientId);
  const where = whereOf(companyId, f);
  const base = db
    .select({ ...listColumns, ...(opts.withQuoteValue ? { quoteValue } : {}), ...(opts.capped ? cappedTotals : opts.withTotals ? totalsOver : {}) })
    .from(opts.capped ? cappedMatches(db, where, opts.capped) : jobs)
    .innerJoin(clients, and(eq(clients.id, jobs.clientId), eq(clients.companyId, jobs.companyId)))
    // capped: the matches are already this agency's; naming its clients spares reading every agency's
    .where(opts.capped ? eq(clients.companyId, companyId) : where)
    .orderBy(...orderOf(opts.sort, opts.order, Boolean(f.clientId)))
    .$dynamic();
  return opts.limit !== undefined ? base.limit(opts.limit).offset(opts.offset ?? 0) : base;
}

/**
 * The columns of a list row read from a page's rows (`rows`: a job's own columns), its client's
 * id, name and code, and the row holding the count and TOTAL QUOTED (`totals`), in the order of
 * `TPageTuple` (the prepared pages are read as arrays).
 */
function pageRowColumns(rows: string, client: { id: string; name: string; code: string }, totals: string) {
  const at = (column: string) => sql.raw(column.includes('.') ? column : `${rows}.${column}`);
  return {
    id: sql<number>`${at('id')}`,
    name: sql<string>`${at('name')}`,
    clientId: sql<number>`${at('client_id')}`,
    status: sql<string>`${at('status')}`,
    dueDate: sql<string | null>`${at('due_date')}::text`,
    updatedAt: isoText(sql`${at('updated_at')}`),
    client: { id: sql<number>`${at(client.id)}`, name: sql<string>`${at(client.name)}`, code: sql<string>`${at(client.code)}` },
    quoteValue: sql<string>`${at('quote_value')}::text`,
    total: sql<number>`${at(`${totals}.total`)}`.mapWith(Number),
    totalQuoteValue: sql<string>`${at(`${totals}.total_quote_value`)}`,
  };
}

/** A value of the agency's page: a number or text, or a placeholder in the prepared first pages. */
type TArg = number | string | Placeholder;

/** The job sort keys as the agency's page reads them, from the status-led indexes (migration 0022). */
const JOB_KEYS: Record<Exclude<TJobSortKey, 'client_name' | 'job_no'>, SQL> = {
  job_name: sql`lower(j.name)`,
  job_status: statusRankOf(sql`j.status`),
  job_due_date: sql`j.due_date`,
  job_updated_at: sql`j.updated_at`,
};
function statusRankOf(status: SQL) {
  return sql`array_position(array['pending','in_progress','testing','with_client','completed','invoiced']::varchar[], ${status})`;
}

/**
 * A page of the agency's jobs in some statuses, or of one client's (no person or keyword: a
 * super admin's default list and status tabs, a client filter, every client user's list), each
 * row with the count and TOTAL QUOTED of them all (the agency's from the stored per-status
 * totals of migration 0008, a client's counted from the (company, status, client) index), so
 * the page is one statement. Each status is read on its own, in the sort's order, and the
 * statuses merged:
 * - a job sort (name, status, due date, updated): each status's first rows from its status-led
 *   index (migration 0022), at most the page's end, then each job's client looked up by key;
 *   one client's: each status's jobs of the client (within one client the client sorts are the
 *   job number's order, by id from the (company, status, client, id) index);
 * - the agency's client sorts (name, job number): its clients in order, a keyset step of the
 *   client index at a time, and each client's jobs of each status by id, until the clients
 *   walked hold the page's end.
 * Every part is fenced (a lateral subquery, a limit or `offset 0`), so the plan is these walks
 * and lookups whatever the values: the first page is prepared once per sort, order, page size,
 * number of statuses and whether a client is given (`agencyFirstPage`), and PostgreSQL keeps
 * its generic plan. Planned per request, the list cost PostgreSQL 0.6 ms to parse and plan
 * against 0.2 ms to run; and as one condition on the statuses, a generic plan costed for an
 * average agency read all of a status's jobs and sorted them (12,228 in progress in the
 * bench's large agency).
 */
function agencyPageQuery(
  db: TDb,
  companyId: TArg,
  statuses: TArg[],
  sort: TJobSortKey,
  order: 'asc' | 'desc',
  limit: number | undefined,
  offset: number,
  clientId?: TArg,
) {
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  // one value each, so PostgreSQL counts them alike in a generic plan and a per-value one
  const statusArray = statuses.length ? sql`array[${sql.join(statuses.map((x) => sql`${x}`), sql`, `)}]::varchar[]` : sql`array[]::varchar[]`;
  const statusList = sql`unnest(${statusArray}) as page_status(status)`;
  const jobColumns = sql.raw('j.id, j.company_id, j.name, j.client_id, j.status, j.due_date, j.updated_at, j.quote_value');
  // a status's (or a client's status's) first rows: at most the page's end
  const enough = limit === undefined ? sql`` : sql` limit ${sql.raw(String(Math.trunc(limit) + Math.trunc(offset)))}`;
  let from: SQL;
  let keys: SQL[];
  // the alias of the page's client rows
  let client = 'page_client';
  const clientSort = sort === 'client_name' || sort === 'job_no';
  if (clientSort && clientId === undefined) {
    // The agency's clients in the sort's order, one at a time: each the next after the last in
    // its index (a keyset step of one row), until the clients walked hold the page's end. As an
    // ordered scan of the agency's clients, a generic plan could sort them all instead (2,000
    // clients, 3 ms), which PostgreSQL chose where agencies have few clients on average.
    const key = (c: string) => (sort === 'client_name' ? sql`lower(${sql.raw(c)}.name)` : sql`${sql.raw(c)}.code`);
    const after = order === 'desc' ? sql`<` : sql`>`;
    const end = limit === undefined ? null : Math.trunc(limit) + Math.trunc(offset);
    // a client's jobs of a status (by id from the (company, status, client) index), at most `cap`
    const jobsOf = (c: string, cap: SQL) =>
      sql`select ${jobColumns} from ${jobs} j where j.company_id = ${sql.raw(c)}.company_id and j.status = page_status.status and j.client_id = ${sql.raw(c)}.id order by j.id ${dir}${cap}`;
    // how many of a client's jobs the page can hold: each client's running total stops the walk
    const listed = (c: string) => (end === null ? sql`0::bigint` : sql`(select count(*) from ${statusList} cross join lateral (${jobsOf(c, enough)}) counted)`);
    const step = (from: SQL) =>
      sql`select c.id, c.company_id, c.name, c.code, ${key('c')} as sort_key, ${listed('c')} as listed from ${clients} c where ${from} order by ${key('c')} ${dir}, c.id ${dir} limit 1`;
    const walk = sql`with recursive walk(id, company_id, name, code, sort_key, step, found) as (
        (select first.id, first.company_id, first.name, first.code, first.sort_key, 1, first.listed from (${step(sql`c.company_id = ${companyId}`)}) first)
        union all
        (select n.id, n.company_id, n.name, n.code, n.sort_key, w.step + 1, w.found + n.listed
          from walk w cross join lateral (${step(sql`c.company_id = w.company_id and (${key('c')}, c.id) ${after} (w.sort_key, w.id)`)}) n
          ${end === null ? sql`` : sql`where w.found < ${sql.raw(String(end))}`})
      ) select * from walk`;
    from = sql`(${walk}) w
      cross join lateral (select page_status_job.* from ${statusList} cross join lateral (${jobsOf('w', enough)}) page_status_job) page_job`;
    keys = [sql`w.step`, sql`page_job.id ${dir}`];
    client = 'w';
  } else {
    // within one client, the client sorts are the job number's order (orderOf)
    const key = clientSort ? sql`j.id` : JOB_KEYS[sort as keyof typeof JOB_KEYS];
    // the due date may be empty: last both ways (and the index's id order with it)
    const last = sort === 'job_due_date' ? sql` nulls last` : sql``;
    // a status's rank matches the status index's expression, so its jobs are walked by id
    const rank = sort === 'job_status' ? sql` and ${key} = ${statusRankOf(sql`page_status.status`)}` : sql``;
    const page = limit === undefined ? sql`` : sql` limit ${sql.raw(String(Math.trunc(limit)))} offset ${sql.raw(String(Math.trunc(offset)))}`;
    const keysOf = (rows: string) => [sql`${sql.raw(rows)}.sort_key ${dir}${last}`, sql`${sql.raw(rows)}.id ${dir}${last}`];
    keys = keysOf('page_job');
    // a client's: each status's jobs of the client, from the (company, status, client, id) index
    const ofClient = clientId === undefined ? sql`` : sql` and j.client_id = agency.client_id`;
    // The agency (and client) as a row of its own (fenced): PostgreSQL then costs its jobs alike
    // in a generic plan and a per-value one, where the large agency's per-value costs were lower
    // and every request was planned anew. The page is cut before its clients are looked up (a
    // status's first rows are more than a page).
    from = sql`(select page_status_job.* from (select ${companyId}::int as id, ${clientId === undefined ? sql`null` : clientId}::int as client_id offset 0) agency cross join ${statusList}
        cross join lateral (select ${jobColumns}, ${key} as sort_key from ${jobs} j where j.company_id = agency.id and j.status = page_status.status${ofClient}${rank} order by ${key} ${dir}${last}, j.id ${dir}${last}${enough}) page_status_job
        order by ${sql.join(keysOf('page_status_job'), sql`, `)}${page}) page_job
      cross join lateral (select c.id, c.name, c.code from ${clients} c where c.company_id = page_job.company_id and c.id = page_job.client_id offset 0) page_client`;
  }
  // the agency's from its stored per-status totals; a client's counted from the (company, status, client) index alone
  const counted =
    clientId === undefined
      ? sql`select coalesce(sum(t.jobs), 0)::int as total, coalesce(sum(t.quote_value), 0)::numeric(14,2)::text as total_quote_value
          from ${jobStatusTotals} t where t.company_id = ${companyId} and t.status = any(${statusArray})`
      : sql`select count(*)::int as total, coalesce(sum(counted.quote_value), 0)::numeric(14,2)::text as total_quote_value
          from (select ${companyId}::int as id, ${clientId}::int as client_id offset 0) agency cross join ${statusList}
          cross join lateral (select j.quote_value from ${jobs} j where j.company_id = agency.id and j.status = page_status.status and j.client_id = agency.client_id) counted`;
  // computed once (a materialized CTE): as a plain subquery, the page's nested loop could run it again for every row
  const totals = sql`(with totals_row as materialized (${counted}) select * from totals_row) totals`;
  const q = db
    .select(pageRowColumns('page_job', { id: `${client}.id`, name: `${client}.name`, code: `${client}.code` }, 'totals'))
    .from(sql`${from} cross join ${totals}`)
    .orderBy(...keys)
    .$dynamic();
  // the job sorts' page (and a client's) is already cut
  if (limit === undefined || !clientSort || clientId !== undefined) return q;
  return q.limit(sql.raw(String(Math.trunc(limit))) as unknown as number).offset(sql.raw(String(Math.trunc(offset))) as unknown as number);
}

/**
 * The prepared first page of the agency's jobs, one statement per sort, order, page size and
 * number of statuses (constants of its text; the statuses are parameters status0, status1, ...).
 */
export const agencyFirstPage = preparedByKey((db, key: string) => {
  const [sort, order, limit, statusCount, ofClient] = key.split(':') as [TJobSortKey, 'asc' | 'desc', string, string, string];
  const statuses = Array.from({ length: Number(statusCount) }, (_, i) => sql.placeholder(`status${i}`));
  const clientId = ofClient === 'client' ? sql.placeholder('clientId') : undefined;
  return agencyPageQuery(db, sql.placeholder('companyId'), statuses, sort, order, Number(limit), 0, clientId).prepare(agencyFirstPageName(key));
}, { usual: (key) => USUAL_PAGE_SIZES.has(Number(key.split(':')[2])) });
const agencyFirstPageName = (key: string) => {
  const [sort, order, limit, statusCount, ofClient] = key.split(':');
  return `jobs_${ofClient}_${sort}_${order}_${limit}_${statusCount}`;
};

/** The statuses of the list's default tab, which the search index of active jobs holds (migration 0017). */
const ACTIVE_STATUSES = ['in_progress', 'testing', 'with_client'];
/** The same statuses as constants of a statement's text, in their order: `'in_progress', 'testing', 'with_client'`. */
const ACTIVE_STATUS_LIST = sql.raw(ACTIVE_STATUSES.map((x) => `'${x}'`).join(', '));
/** Whether a filter lists the default tab's statuses (in progress, testing, with client), whatever their order. */
export function onActiveTab(f: TJobFilter): boolean {
  const statuses = statusesOf(f);
  return statuses.length === ACTIVE_STATUSES.length && ACTIVE_STATUSES.every((x) => statuses.includes(x));
}
/** Digit places of a keyword prepared for (a job number's id): more are searched by a query of their own. */
const KEYWORD_SPLITS_PREPARED = 7;

/**
 * The key of a keyword's prepared page: its sort and order, its statuses (the default tab's
 * three as constants of the text, so the generic plan may use the index of active jobs;
 * otherwise how many, as parameters), whether a client is given, and the keyword's shape (all
 * digits, how many places its trailing digits can start). Null when its shape is not prepared.
 */
export function keywordPageKey(f: TJobFilter, sort: TJobSortKey, order: 'asc' | 'desc', cap: number): string | null {
  const kw = f.kw?.trim();
  if (!kw || f.userId) return null;
  const parts = keywordParts(kw);
  if (parts.splits.length > KEYWORD_SPLITS_PREPARED) return null;
  const statuses = statusesOf(f);
  return [sort, order, onActiveTab(f) ? 'active' : statuses.length, f.clientId ? 'client' : 'agency', parts.digits ? 'digits' : 'text', parts.splits.length, Math.trunc(cap)].join(':');
}

/**
 * A page of a keyword's matches (three or more characters, no person), with the count and TOTAL
 * QUOTED of them all, as one statement prepared per `keywordPageKey`. The matches are read once
 * by the search indexes (at most `cap` + 1 of them) and kept (a materialized CTE); the totals are
 * added up from them once; a job sort's page is cut from them before its clients are looked up
 * by key, a client sort's reads each match's client by key. The agency, the keyword's patterns
 * and the page's size and offset are parameters; the cap is a constant of the text. Against the
 * page planned per request (pgbench, one connection), the large agency's "catalogue" (906 open
 * matches) cost PostgreSQL 1.6 instead of 3.1 ms by a job sort, 2.3 instead of 2.8 by a client
 * sort (bench/results.md).
 */
export const keywordPage = preparedByKey((db, key: string) => {
  const [sort, order, statusKey, ofClient, shape, splitCount, cap] = key.split(':') as [TJobSortKey, 'asc' | 'desc', string, string, string, string, string];
  const at = (name: string) => sql.placeholder(name);
  const companyId = at('companyId');
  const parts: TKeywordParts = {
    like: at('like'),
    digits: shape === 'digits',
    splits: Array.from({ length: Number(splitCount) }, (_, i): [Placeholder, Placeholder] => [at(`code${i}`), at(`id${i}`)]),
  };
  const statuses =
    statusKey === 'active'
      ? sql`${jobs.status} in (${ACTIVE_STATUS_LIST})`
      : inArray(jobs.status, Array.from({ length: Number(statusKey) }, (_, i) => at(`status${i}`)));
  const found = db
    .select({ id: jobs.id, companyId: jobs.companyId, name: jobs.name, clientId: jobs.clientId, status: jobs.status, dueDate: jobs.dueDate, updatedAt: jobs.updatedAt, quoteValue: jobs.quoteValue })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), statuses, ofClient === 'client' ? eq(jobs.clientId, at('clientId')) : undefined, keywordMatch(companyId, parts)))
    // a constant: as a parameter, a generic plan could walk all the agency's active jobs testing each, to stop early
    .limit(sql.raw(String(Number(cap) + 1)) as unknown as number);
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const last = sort === 'job_due_date' ? sql` nulls last` : sql``;
  // the sort's keys of a match (m) and its client (c), before the match's id; within one
  // client, the client sorts are the job number's order (orderOf): the id alone
  const clientSort = sort === 'client_name' || sort === 'job_no';
  const KEYS: Record<TJobSortKey, SQL[]> = {
    job_no: ofClient === 'client' ? [] : [sql`c.code`, sql`c.id`],
    client_name: ofClient === 'client' ? [] : [sql`lower(c.name)`, sql`c.id`],
    job_name: [sql`lower(m.name)`],
    job_status: [statusRankOf(sql`m.status`)],
    job_due_date: [sql`m.due_date`],
    job_updated_at: [sql`m.updated_at`],
  };
  const keys = KEYS[sort];
  const keyColumns = sql.join(keys.map((k, i) => sql`, ${k} as ${sql.raw(`k${i}`)}`));
  const orderBy = (rows: string) => sql.join([...keys.map((_, i) => `${rows}.k${i}`), `${rows}.id`].map((k) => sql`${sql.raw(k)} ${dir}${last}`), sql`, `);
  // the page's own order: its keys by their names, then the match's id
  const pageOrder = sql.join([...keys.map((_, i) => `k${i}`), 'm.id'].map((k) => sql`${sql.raw(k)} ${dir}${last}`), sql`, `);
  const cut = sql`limit ${at('limit')} offset ${at('offset')}`;
  const clientColumns = sql.raw('c.id as client_row_id, c.name as client_name, c.code as client_code');
  // a match's client by key (fenced: never a hash of the clients)
  const clientOf = sql`select c.id, c.name, c.code from ${clients} c where c.company_id = m.company_id and c.id = m.client_id offset 0`;
  const page =
    clientSort && keys.length
      ? // each match's client by key, then the page
        sql`select m.*, ${clientColumns}${keyColumns} from found m cross join lateral (${clientOf}) c order by ${pageOrder} ${cut}`
      : // the page cut from the matches, then its clients by key
        sql`select m.*, ${clientColumns} from (select m.*${keyColumns} from found m order by ${pageOrder} ${cut}) m
          cross join lateral (${clientOf}) c`;
  const matches = sql`(with found as materialized ${found},
      totals as materialized (select count(*)::int as total, coalesce(sum(found.quote_value), 0)::numeric(14,2)::text as total_quote_value from found)
      select page.*, totals.total, totals.total_quote_value from totals cross join (${page}) page) kw_page`;
  return db
    .select(pageRowColumns('kw_page', { id: 'kw_page.client_row_id', name: 'kw_page.client_name', code: 'kw_page.client_code' }, 'kw_page'))
    .from(matches)
    .orderBy(orderBy('kw_page'))
    .prepare(keywordPageName(key));
  // the default tab's search by a word: prepared whatever came first
}, { usual: (key) => /^[a-z_]+:[a-z]+:active:[a-z]+:text:0:/.test(key) });
const keywordPageName = (key: string) => `jobs_kw_${key.replaceAll(':', '_')}`;

/**
 * A page of a keyword's matches with the count and TOTAL QUOTED of them all (at most `cap` + 1
 * counted), by its prepared statement; null when the keyword's shape is not prepared.
 */
export async function listKeywordPage(db: TDb, companyId: number, f: TJobFilter, opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; offset: number; cap: number }) {
  const key = keywordPageKey(f, opts.sort, opts.order, opts.cap);
  const prepared = key ? keywordPage(key) : null;
  if (!key || !prepared) return null;
  const parts = keywordParts(f.kw!.trim());
  const values: Record<string, unknown> = { companyId, clientId: f.clientId, like: parts.like, limit: opts.limit, offset: opts.offset };
  statusesOf(f).forEach((x, i) => (values[`status${i}`] = x));
  parts.splits.forEach(([code, id], i) => Object.assign(values, { [`code${i}`]: code, [`id${i}`]: id }));
  const rows = (await preparedRowsAsArrays(db, prepared(db), keywordPageName(key), values)) as TPageTuple[];
  return rows.map(pageRowOf);
}

/**
 * Whether the agency's open jobs may be held for its keyword searches (jobs.search.ts): how many
 * there are (the stored per-status totals), and whether the database lowers A-Z to a-z and keeps
 * text as UTF-8, so a keyword of ASCII characters may be lowered by JavaScript instead.
 */
export async function activeSearchFitness(db: TDb, companyId: number): Promise<{ lowersAscii: boolean; open: number }> {
  // the count alone (statusTotals also adds up TOTAL QUOTED, which fails past numeric(14,2))
  const {
    rows: [row],
  } = await db.execute<{ lowersAscii: boolean; open: number }>(
    sql`select current_setting('server_encoding') = 'UTF8' and lower('ABCDEFGHIJKLMNOPQRSTUVWXYZ') = 'abcdefghijklmnopqrstuvwxyz' as "lowersAscii",
      (select coalesce(sum(t.jobs), 0)::int from ${jobStatusTotals} t where t.company_id = ${companyId} and t.status in (${sql.join(ACTIVE_STATUSES.map((x) => sql`${x}`), sql`, `)})) as "open"`,
  );
  return { lowersAscii: Boolean(row.lowersAscii), open: Number(row.open) };
}

/**
 * The agency's jobs on the default tab (in progress, testing, with client), as the keyword
 * search held in memory reads them (jobs.search.ts): each job's name also as PostgreSQL lowers
 * it (what ILIKE compares), by id: at most `limit` of them after `afterId` (read a slice at a
 * time: on PGlite a statement holds the event loop while it runs, and all 14,463 at once held it
 * about 200 ms). Each job's place in a sort is read on its own (`activeJobPlaces`), its client
 * too (`activeClientsForSearch`).
 */
export async function activeJobsForSearch(db: TDb, companyId: number, afterId: number, limit: number): Promise<TActiveJobTuple[]> {
  // Rows as arrays of integers and text, the status as its place in ACTIVE_STATUSES and the
  // client by id: drizzle's mapping of 14,463 rows to objects, and the young garbage collector
  // copying every value read while the rest arrived, held the event loop 140-170 ms in one go
  // (bench:held, 2026-11-27 afternoon).
  const query = db
    .select({
      id: jobs.id,
      name: jobs.name,
      lowerName: sql<string>`lower(${jobs.name})`,
      status: sql<number>`array_position(array[${ACTIVE_STATUS_LIST}]::varchar[], ${jobs.status})`,
      dueDate: sql<string | null>`${jobs.dueDate}::text`,
      updatedAt: isoText(jobs.updatedAt),
      quoteValue,
      clientId: jobs.clientId,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), gt(jobs.id, afterId), inArray(jobs.status, ACTIVE_STATUSES)))
    .orderBy(asc(jobs.id))
    .limit(limit);
  return (await arrayRows(db, query)) as TActiveJobTuple[];
}

/** A row of `activeJobsForSearch`: its columns' values in their order, the status as its place (1…) in `ACTIVE_STATUSES`. */
export type TActiveJobTuple = [id: number, name: string, lowerName: string, status: number, dueDate: string | null, updatedAt: string, quoteValue: string, clientId: number];
export const activeStatusAt = (place: number): string | undefined => ACTIVE_STATUSES[place - 1];

/**
 * Each of the agency's open jobs' place (1…n) in a sort's ascending order, numbered by the
 * list's own ORDER BY (so the database's collation decides), in the order of the jobs' ids as
 * `activeJobsForSearch` reads them. A statement of its own for each sort: on PGlite a statement
 * holds the event loop while it runs, and the six sorts at once held it 370–490 ms.
 */
export async function activeJobPlaces(db: TDb, companyId: number, sort: TJobSortKey, limit: number): Promise<number[]> {
  const query = db
    .select({ place: sql<number>`(row_number() over (order by ${sql.join(orderOf(sort, 'asc'), sql`, `)}))::int` })
    .from(jobs)
    .innerJoin(clients, and(eq(clients.companyId, jobs.companyId), eq(clients.id, jobs.clientId)))
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.status, ACTIVE_STATUSES)))
    .orderBy(asc(jobs.id))
    .limit(limit);
  return (await arrayRows(db, query)).map((r) => r[0] as number);
}

/** The agency's clients as the held search reads them: id, name, code, and the name and code as PostgreSQL lowers them. */
export async function activeClientsForSearch(db: TDb, companyId: number) {
  const query = db
    .select({ id: clients.id, name: clients.name, code: clients.code, lowerName: sql<string>`lower(${clients.name})`, lowerCode: sql<string>`lower(${clients.code})` })
    .from(clients)
    .where(eq(clients.companyId, companyId));
  return (await arrayRows(db, query)) as Array<[id: number, name: string, code: string, lowerName: string, lowerCode: string]>;
}

/** A row of a prepared first page (the agency's or a person's): its columns' values, in their order. */
type TPageTuple = [
  id: number, name: string, clientId: number, status: string, dueDate: string | null, updatedAt: string, clientRowId: number, clientName: string, clientCode: string,
  quoteValue: string, total: number | string, totalQuoteValue: string,
];
/** A list row from a prepared first page's values (a count over the rows comes as text: a bigint). */
const pageRowOf = (r: TPageTuple) => ({
  id: r[0],
  name: r[1],
  clientId: r[2],
  status: r[3],
  dueDate: r[4],
  updatedAt: r[5],
  client: { id: r[6], name: r[7], code: r[8] },
  quoteValue: r[9],
  total: Number(r[10]),
  totalQuoteValue: r[11],
});

/** The first page of the agency's jobs in these statuses, each row with the count and TOTAL QUOTED of them all. */
export async function listAgencyFirstPage(
  db: TDb,
  companyId: number,
  statuses: readonly string[],
  opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; clientId?: number },
) {
  const key = `${opts.sort}:${opts.order}:${Math.trunc(opts.limit)}:${statuses.length}:${opts.clientId === undefined ? 'agency' : 'client'}`;
  const prepared = agencyFirstPage(key);
  // past the prepared keys' bound: the same page built for this request
  if (!prepared) return agencyPageQuery(db, companyId, [...statuses], opts.sort, opts.order, opts.limit, 0, opts.clientId);
  const values = { companyId, clientId: opts.clientId, ...Object.fromEntries(statuses.map((x, i) => [`status${i}`, x])) };
  const rows = (await preparedRowsAsArrays(db, prepared(db), agencyFirstPageName(key), values)) as TPageTuple[];
  return rows.map(pageRowOf);
}

/**
 * At most `cap` + 1 matching jobs (a keyword: one scan of the search indexes), each with the
 * count and TOTAL QUOTED of them all, under the name "jobs" so the sorts and columns read them
 * as the table. Both subqueries are planned on their own: the page is sorted from these rows,
 * and the outer query, having no window of its own, may stop at the page's last row.
 */
function cappedMatches(db: TDb, where: SQL | undefined, cap: number) {
  const found = db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      name: jobs.name,
      clientId: jobs.clientId,
      status: jobs.status,
      dueDate: jobs.dueDate,
      updatedAt: jobs.updatedAt,
      quoteValue: jobs.quoteValue,
    })
    .from(jobs)
    .where(where)
    .limit(cap + 1)
    .as('found');
  return db
    .select({
      id: found.id,
      companyId: found.companyId,
      name: found.name,
      clientId: found.clientId,
      status: found.status,
      dueDate: found.dueDate,
      updatedAt: found.updatedAt,
      quoteValue: found.quoteValue,
      total: sql<number>`count(*) over ()`.as('total'),
      totalQuoteValue: sql<string>`coalesce(sum(${found.quoteValue}) over (), 0)::numeric(14,2)::text`.as('total_quote_value'),
    })
    .from(found)
    .as('jobs');
}
const cappedTotals = {
  total: sql<number>`${sql.identifier('jobs')}.total`.mapWith(Number),
  totalQuoteValue: sql<string>`${sql.identifier('jobs')}.total_quote_value`,
};

/** Every matching job's count and TOTAL QUOTED on each row of a page (computed before the limit). */
const totalsOver = {
  total: sql<number>`count(*) over ()`.mapWith(Number),
  totalQuoteValue: sql<string>`coalesce(sum(${jobs.quoteValue}) over (), 0)::numeric(14,2)::text`,
};

/** The stored per-status totals of an agency (one row per status), summed over some statuses. */
const statusTotals = preparedQuery((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${jobStatusTotals.jobs}), 0)::int`, value: sql<string>`coalesce(sum(${jobStatusTotals.quoteValue}), 0)::numeric(14,2)::text` })
    .from(jobStatusTotals)
    .where(and(eq(jobStatusTotals.companyId, sql.placeholder('companyId')), sql`${jobStatusTotals.status} = any(${sql.placeholder('statuses')}::varchar[])`))
    .prepare('job_status_totals'),
);

/**
 * How many jobs match, and their TOTAL QUOTED. A filter on status alone (the default list,
 * a status tab) reads the per-status totals the database keeps (migration 0008); a client,
 * person or keyword counts the jobs themselves.
 */
export async function countJobs(db: TDb, companyId: number, f: TJobFilter, withQuoteValue: boolean) {
  if (!f.clientId && !f.userId && !f.kw?.trim()) {
    const [row] = await statusTotals(db).execute({ companyId, statuses: statusesOf(f) });
    return { total: row.n, totalQuoteValue: withQuoteValue ? row.value : undefined };
  }
  const q = db
    .select({
      n: count(),
      ...(withQuoteValue ? { value: sql<string>`coalesce(sum(${jobs.quoteValue}), 0)::numeric(14,2)::text` } : {}),
    })
    .from(jobs)
    .$dynamic();
  const [row] = await q.where(whereOf(companyId, f));
  return { total: row.n, totalQuoteValue: (row as { value?: string }).value };
}

const searchVersionOf = preparedQuery((db) =>
  db
    .select({ version: companySearchVersions.version })
    .from(companySearchVersions)
    .where(eq(companySearchVersions.companyId, sql.placeholder('companyId')))
    .prepare('company_search_version'),
);

/**
 * The agency's search version (migration 0018): it changes with every committed change to the
 * agency's jobs, clients or job members. 0 when none was made since the triggers were installed.
 */
export async function searchVersion(db: TDb, companyId: number): Promise<number> {
  const [row] = await searchVersionOf(db).execute({ companyId });
  return row ? Number(row.version) : 0;
}

/**
 * The agency's search version and a person's open jobs (the default tab's statuses), by id, in
 * one statement (one snapshot: the jobs are those of that version): what a person's page needs
 * when the agency's open jobs are held in memory (jobs.search.ts). The person's member rows are
 * read from their index alone.
 */
const personOpenJobsQuery = preparedArrayRows('jobs_person_open', (db) =>
  db
    .select({
      version: sql<string>`coalesce((select ${companySearchVersions.version} from ${companySearchVersions} where ${companySearchVersions.companyId} = ${sql.placeholder('companyId')}), 0)::text`,
      jobIds: sql<number[]>`array(select distinct ${jobMembers.jobId} from ${jobMembers} where ${jobMembers.companyId} = ${sql.placeholder('companyId')} and ${jobMembers.userId} = ${sql.placeholder('userId')} and ${jobMembers.jobStatus} in (${ACTIVE_STATUS_LIST}))`,
    })
    .from(sql`(select 1) as one`),
);
export async function personOpenJobs(db: TDb, companyId: number, userId: number): Promise<{ version: number; jobIds: number[] }> {
  const [[version, jobIds]] = (await personOpenJobsQuery(db, { companyId, userId })) as [[string, number[]]];
  return { version: Number(version), jobIds };
}

const personAt = { companyId: sql.placeholder('companyId'), userId: sql.placeholder('userId'), statuses: sql.placeholder('statuses') };

/**
 * The first page of a person's jobs in some statuses (every staff member's own list, a super
 * admin's person filter), with the count and TOTAL QUOTED of them all: the person's member
 * rows first (their index), then each job and its client looked up by key (lateral
 * subqueries fenced by `offset 0`), sorted, cut. Prepared once per sort, order and page size
 * (a constant of the text): whatever the person or the agency, the generic plan is these
 * lookups. Planned per request it cost PostgreSQL about as much as running it (0.3-0.5 ms);
 * written as the list's usual join, its generic plan walked the agency's 14,463 open jobs.
 */
function personPage(db: TDb, sort: TJobSortKey, order: 'asc' | 'desc', limit: number) {
  const mine = db
    .selectDistinct({ jobId: jobMembers.jobId })
    .from(jobMembers)
    .where(
      and(eq(jobMembers.companyId, personAt.companyId), eq(jobMembers.userId, personAt.userId), sql`${jobMembers.jobStatus} = any(${personAt.statuses}::varchar[])`),
    )
    .offset(FENCE)
    .as('mine');
  const job = db
    .select({ id: jobs.id, name: jobs.name, clientId: jobs.clientId, status: jobs.status, dueDate: jobs.dueDate, updatedAt: jobs.updatedAt, quoteValue: jobs.quoteValue })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, personAt.companyId),
        // qualified: drizzle names a subquery's own columns bare, which here would be the job's own
        sql`${jobs.id} = ${sql.identifier('mine')}.${sql.identifier('job_id')}`,
        sql`${jobs.status} = any(${personAt.statuses}::varchar[])`,
      ),
    )
    .offset(FENCE)
    .as('person_job');
  const client = db
    .select({ id: clients.id, name: clients.name, code: clients.code })
    .from(clients)
    .where(and(eq(clients.companyId, personAt.companyId), eq(clients.id, job.clientId)))
    .offset(FENCE)
    .as('person_client');
  const keys: Record<TJobSortKey, SQL[]> = {
    job_no: [sql`${client.code}`, sql`${client.id}`, sql`${job.id}`],
    client_name: [sql`lower(${client.name})`, sql`${client.id}`, sql`${job.id}`],
    job_name: [sql`lower(${job.name})`, sql`${job.id}`],
    job_status: [sql`array_position(array['pending','in_progress','testing','with_client','completed','invoiced']::varchar[], ${job.status})`, sql`${job.id}`],
    job_due_date: [sql`${job.dueDate}`, sql`${job.id}`],
    job_updated_at: [sql`${job.updatedAt}`, sql`${job.id}`],
  };
  return db
    .select({
      id: job.id,
      name: job.name,
      clientId: job.clientId,
      status: job.status,
      // text: read as arrays, the driver would make a date a Date
      dueDate: sql<string | null>`${job.dueDate}::text`,
      updatedAt: isoText(sql`${job.updatedAt}`),
      client: { id: client.id, name: client.name, code: client.code },
      quoteValue: sql<string>`${job.quoteValue}::text`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      totalQuoteValue: sql<string>`coalesce(sum(${job.quoteValue}) over (), 0)::numeric(14,2)::text`,
    })
    .from(mine)
    .innerJoinLateral(job, sql`true`)
    .innerJoinLateral(client, sql`true`)
    .orderBy(...keys[sort].map((k) => (sort === 'job_due_date' ? sql`${k} ${sql.raw(order)} nulls last` : sql`${k} ${sql.raw(order)}`)))
    .limit(sql.raw(String(limit)) as unknown as number)
    .prepare(personPageName(sort, order, limit));
}
const personPageName = (sort: TJobSortKey, order: 'asc' | 'desc', limit: number) => `jobs_person_${sort}_${order}_${limit}`;
const personPages = preparedByKey(
  (db, key: string) => {
    const [sort, order, limit] = key.split(':') as [TJobSortKey, 'asc' | 'desc', string];
    return personPage(db, sort, order, Number(limit));
  },
  { usual: (key) => USUAL_PAGE_SIZES.has(Number(key.split(':')[2])) },
);

/** The prepared first page of a person's jobs for a sort, an order and a page size (null past the prepared keys' bound). */
export function personFirstPage(db: TDb, opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number }) {
  return personPages(`${opts.sort}:${opts.order}:${Math.trunc(opts.limit)}`)?.(db) ?? null;
}

/**
 * The first page of a person's jobs in these statuses, each row with the count and TOTAL QUOTED
 * of them all; null past the prepared keys' bound (the caller's query is then built per request).
 */
export async function listPersonFirstPage(db: TDb, companyId: number, userId: number, statuses: readonly string[], opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number }) {
  const prepared = personFirstPage(db, opts);
  if (!prepared) return null;
  const name = personPageName(opts.sort, opts.order, Math.trunc(opts.limit));
  const rows = (await preparedRowsAsArrays(db, prepared, name, { companyId, userId, statuses: [...statuses] })) as TPageTuple[];
  return rows.map(pageRowOf);
}

/** A job by its key, checked on every job route: prepared once. */
const jobById = preparedQuery((db) =>
  db
    .select({ job: jobs, client: { id: clients.id, name: clients.name, code: clients.code }, quoteValue })
    .from(jobs)
    .innerJoin(clients, and(eq(clients.id, jobs.clientId), eq(clients.companyId, jobs.companyId)))
    .where(and(eq(jobs.companyId, sql.placeholder('companyId')), eq(jobs.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('job_by_id'),
);

export async function findJob(db: TDb, companyId: number, id: number) {
  const [row] = await jobById(db).execute({ companyId, id });
  return row ?? null;
}

/**
 * A job's people and its client's contacts (the job page, every comment's notifications):
 * lookups by key, prepared once. Planned per request they cost PostgreSQL 0.4-0.6 ms each
 * against 0.05-0.09 ms to run.
 */
const jobPeople = preparedQuery((db) =>
  db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, isManager: jobMembers.isManager })
    .from(jobMembers)
    .innerJoin(users, and(eq(users.id, jobMembers.userId), eq(users.companyId, jobMembers.companyId)))
    .where(and(eq(jobMembers.companyId, sql.placeholder('companyId')), eq(jobMembers.jobId, sql.placeholder('jobId'))))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .prepare('job_people'),
);

export function listJobPeople(db: TDb, companyId: number, jobId: number) {
  return jobPeople(db).execute({ companyId, jobId });
}

const clientContacts = preparedQuery((db) =>
  db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.clientId, sql.placeholder('clientId')), eq(users.enabled, true)))
    .orderBy(asc(users.firstName))
    .prepare('client_contacts'),
);

export function listClientContacts(db: TDb, companyId: number, clientId: number) {
  return clientContacts(db).execute({ companyId, clientId });
}

export async function insertJob(db: TDb, companyId: number, values: Omit<typeof jobs.$inferInsert, 'companyId'>) {
  const [row] = await db.insert(jobs).values({ ...values, companyId }).returning();
  return row;
}

export async function updateJob(db: TDb, companyId: number, id: number, values: Partial<typeof jobs.$inferInsert>) {
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .returning();
  return row ?? null;
}

export async function touchJob(db: TDb, companyId: number, id: number) {
  await db.update(jobs).set({ updatedAt: sql`now()` }).where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
}

/** Replaces the members (isManager false) or managers (true) of a job. */
export async function setJobPeople(db: TDb, companyId: number, jobId: number, userIds: number[], isManager: boolean) {
  await db.delete(jobMembers).where(and(eq(jobMembers.companyId, companyId), eq(jobMembers.jobId, jobId), eq(jobMembers.isManager, isManager)));
  if (userIds.length) {
    await db.insert(jobMembers).values([...new Set(userIds)].map((userId) => ({ companyId, jobId, userId, isManager })));
  }
}

/** Staff ids of this agency among the given ids. */
export async function staffIdsIn(db: TDb, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), sql`${users.clientId} is null`));
  return rows.map((r) => r.id);
}

export async function isJobPerson(db: TDb, companyId: number, jobId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(jobMembers)
    .where(and(eq(jobMembers.companyId, companyId), eq(jobMembers.jobId, jobId), eq(jobMembers.userId, userId)));
  return row.n > 0;
}

export async function clientExists(db: TDb, companyId: number, clientId: number) {
  const [row] = await db
    .select({ id: clients.id, isSupplier: clients.isSupplier })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId), sql`${clients.deletedAt} is null`));
  return row ?? null;
}

export async function findQuoteForJob(db: TDb, companyId: number, quoteId: number) {
  const [row] = await db.select({ id: quotes.id, clientId: quotes.clientId, jobId: quotes.jobId }).from(quotes).where(and(eq(quotes.companyId, companyId), eq(quotes.id, quoteId)));
  return row ?? null;
}

export async function linkQuoteToJob(db: TDb, companyId: number, quoteId: number, jobId: number) {
  await db.update(quotes).set({ jobId }).where(and(eq(quotes.companyId, companyId), eq(quotes.id, quoteId)));
}
