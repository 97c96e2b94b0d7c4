import {
  AppError,
  JOBS_CLIENT_FORBIDDEN_FILTERS,
  JOBS_DEFAULT_EXCLUDED,
  MESSAGES,
  can,
  forbidden,
  initialsOf,
  invalid,
  isClientUser,
  isSuperAdmin,
  notFound,
  type TJob,
  type TJobCreate,
  type TJobListItem,
  type TJobListQuery,
  type TJobListResult,
  type TJobSortKey,
  type TJobStatus,
  type TJobUpdate,
} from '@jobflow/contract';
import type { TDb } from '../../db/client.ts';
import type { TAuthContext } from '../../lib/context.ts';
import { iso } from '../../lib/iso.ts';
import { EncodedAnswer } from '../../lib/encoded.ts';
import { keptAnswers } from '../../lib/kept.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import * as files from '../files/files.repository.ts';
import { toAttachment } from '../files/files.service.ts';
import * as repo from './jobs.repository.ts';
import { heldKeywordPage, heldPersonPage, holdsAgency } from './jobs.search.ts';

type Deps = { db: TDb; auth: TAuthContext };

/**
 * The list filter after the role rules: client users only their company; staff who are
 * not super admin, with no filters, only their own jobs; no status chosen hides
 * completed, invoiced and pending.
 */
export function effectiveFilter(auth: TAuthContext, q: TJobListQuery): repo.TJobFilter {
  const client = isClientUser(auth.user);
  if (client && q.status && (JOBS_CLIENT_FORBIDDEN_FILTERS as readonly string[]).includes(q.status)) {
    throw invalid({ status: ['This status filter is not available.'] });
  }
  const noFilters = !q.status && !q.client_id && !q.kw && !q.user_id;
  return {
    status: q.status,
    excludeStatus: q.status ? undefined : (q.exclude_status ?? [...JOBS_DEFAULT_EXCLUDED]),
    clientId: client ? (auth.user.client_id ?? -1) : q.client_id,
    userId: client ? undefined : !isSuperAdmin(auth.user) && noFilters ? auth.user.id : q.user_id,
    kw: q.kw,
  };
}

/** How many keyword matches one query sorts for a page; more are counted and paged by the sort indexes. */
export const KEYWORD_PAGE_CAP = 2000;

export const defaultSort = (auth: TAuthContext) => (isClientUser(auth.user) ? 'job_no' : 'client_name');

function toListItem(row: Awaited<ReturnType<typeof repo.listJobs>>[number], withValue: boolean): TJobListItem {
  return {
    id: row.id,
    job_no: `${row.client.code}${row.id}`,
    name: row.name,
    client_id: row.clientId,
    client: row.client,
    status: row.status as TJobStatus,
    due_date: row.dueDate,
    // ISO text from the database (isoText)
    updated_at: row.updatedAt,
    ...(withValue ? { quote_value: row.quoteValue ?? '0.00' } : {}),
  };
}

/**
 * Answers of job lists, keyword searches and the plain lists alike, per database handle, as
 * sent (their JSON, and their compressed forms once asked for: lib/encoded.ts): the whole answer
 * under the agency, the filter after the role rules, the sort, the page and whether quote values
 * are shown, kept with the agency's search version read before it was listed. A list asked again
 * before anything it reads changed (back from a job, a refetch when the window is focused,
 * another page and back, another person's same list) is served from here; any committed change
 * to the agency's jobs (their stored quote values included), clients or members moves the
 * version, and the list is read again (lib/kept.ts). Bounded by bytes: 16 MiB, none over 2 MiB
 * (a list of about 5,000 jobs; a 20-job page is about 5 KB). Kept from a list's second request
 * (`keepOnSecondAsk`): each keyword typed into the search box is a new list, most never asked
 * for again.
 */
const keptLists = keptAnswers<EncodedAnswer>({ maxSize: 16 * 1024 * 1024, maxEntrySize: 2 * 1024 * 1024, sizeOf: (list) => list.keptSize, keepOnSecondAsk: true });

type TListing = { sort: TJobSortKey; order: 'asc' | 'desc'; withQuoteValue: boolean };
/** The sort, order and whether quote values show, after the defaults and the role's rights. */
const listingOf = (auth: TAuthContext, q: TJobListQuery): TListing => ({
  sort: q.sort ?? defaultSort(auth),
  order: q.order ?? 'asc',
  withQuoteValue: can(auth.user, 'jobs.viewQuoteValue') && q.no_quote_value !== 1,
});

/** GET /jobs as sent: the list (read as `listJobs` reads it) encoded by `encode` (the route's response serializer), kept (`keptLists`). */
export async function jobsPayload(deps: Deps, q: TJobListQuery, encode: (result: TJobListResult) => string | Buffer, keywordCap = KEYWORD_PAGE_CAP): Promise<EncodedAnswer> {
  const filter = effectiveFilter(deps.auth, q);
  const listing = listingOf(deps.auth, q);
  const key = JSON.stringify([deps.auth.companyId, filter, listing, q.page, q.ipp, keywordCap]);
  // read before searching (with the session on GET /jobs: plugins/app/auth.ts): what is then found is at least as new as the version it is kept under
  const version = deps.auth.versions ? Number(deps.auth.versions.search) : await repo.searchVersion(deps.db, deps.auth.companyId);
  return keptLists(deps.db, key, version, async () => EncodedAnswer.of(encode(await searchJobs(deps, q, filter, listing, keywordCap, version))));
}

/** A jobs list as the route answers it (not kept). */
export async function listJobs(deps: Deps, q: TJobListQuery, keywordCap = KEYWORD_PAGE_CAP): Promise<TJobListResult> {
  const version = await repo.searchVersion(deps.db, deps.auth.companyId);
  return searchJobs(deps, q, effectiveFilter(deps.auth, q), listingOf(deps.auth, q), keywordCap, version);
}

/** `version`: the agency's search version read before the list (its jobs held in memory at it may answer a keyword). */
async function searchJobs({ db, auth }: Deps, q: TJobListQuery, filter: repo.TJobFilter, listing: TListing, keywordCap: number, version: number): Promise<TJobListResult> {
  const withValue = listing.withQuoteValue;
  const result = (rows: Awaited<ReturnType<typeof repo.listJobs>>, total: number, totalQuoteValue: string | undefined, page: number, perPage: number) => ({
    data: rows.map((r) => toListItem(r, withValue)),
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
    per_page: perPage,
    ...(withValue ? { total_quote_value: totalQuoteValue ?? '0.00' } : {}),
  });
  // A person alone (no client, no keyword) on the default tab (staff's own list), any page: from
  // the agency's open jobs held in memory (jobs.search.ts) when they are held at the version read
  // with the person's jobs, by one statement that reads only the person's member rows.
  const alonePerson = !filter.clientId && !filter.kw?.trim() ? filter.userId : undefined;
  if (alonePerson && q.ipp !== 'all' && repo.onActiveTab(filter) && holdsAgency(db, auth.companyId)) {
    const mine = await repo.personOpenJobs(db, auth.companyId, alonePerson);
    const held = heldPersonPage(db, auth.companyId, mine, { sort: listing.sort, order: listing.order, limit: q.ipp, offset: (q.page - 1) * q.ipp });
    if (held && (held.rows.length || q.page === 1)) return result(held.rows, held.total, held.totalQuoteValue, q.page, q.ipp);
  }
  // A person alone, first page: one statement prepared per sort and page size.
  if (alonePerson && q.ipp !== 'all' && q.page === 1) {
    const rows = await repo.listPersonFirstPage(db, auth.companyId, alonePerson, repo.statusesOf(filter), { sort: listing.sort, order: listing.order, limit: q.ipp });
    if (rows) return result(rows, rows[0]?.total ?? 0, rows[0]?.totalQuoteValue, 1, q.ipp);
  }
  // Statuses and maybe a client (a super admin's default list, a status tab, a client filter, a
  // client user's list): the page and the footer's totals in one statement, the first page
  // prepared. Past the last page (no row): the counted path.
  if (repo.isAgencyFilter(filter) && q.ipp !== 'all') {
    const rows =
      q.page === 1
        ? await repo.listAgencyFirstPage(db, auth.companyId, repo.statusesOf(filter), { sort: listing.sort, order: listing.order, limit: q.ipp, clientId: filter.clientId })
        : await repo.listJobs(db, auth.companyId, filter, { ...listing, limit: q.ipp, offset: (q.page - 1) * q.ipp });
    if (rows.length || q.page === 1) return result(rows, rows[0]?.total ?? 0, rows[0]?.totalQuoteValue, q.page, q.ipp);
  }
  // Two filters that usually find few jobs take the page and the footer's totals from one query:
  // a person (staff's own list is this filter), and a keyword of three or more characters (what
  // the trigram index answers), whose matches are read once up to the cap. More matches than the
  // cap, or past the last page (no row): the counted path below, which clamps the page.
  const oneQuery: { capped?: number } | null = filter.userId ? {} : (filter.kw?.trim().length ?? 0) >= 3 ? { capped: keywordCap } : null;
  if (oneQuery && q.ipp !== 'all') {
    const cut = { limit: q.ipp, offset: (q.page - 1) * q.ipp };
    const capped = oneQuery.capped !== undefined ? { ...listing, ...cut, cap: oneQuery.capped } : undefined;
    // a keyword on the default tab from the agency's jobs held in memory (jobs.search.ts), else its
    // page by its prepared statement (the keyword's shape allowing), else built for the request
    const held = capped ? heldKeywordPage(db, auth.companyId, version, filter, capped) : null;
    const rows =
      held?.rows ??
      (capped ? await repo.listKeywordPage(db, auth.companyId, filter, capped) : null) ??
      (await repo.listJobs(db, auth.companyId, filter, { ...listing, ...cut, withTotals: true, capped: oneQuery.capped }));
    const total = held ? held.total : (rows[0]?.total ?? 0);
    const totalQuoteValue = held ? held.totalQuoteValue : rows[0]?.totalQuoteValue;
    if (total <= (oneQuery.capped ?? Infinity) && (rows.length || q.page === 1)) return result(rows, total, totalQuoteValue, q.page, q.ipp);
  }
  const counted = await repo.countJobs(db, auth.companyId, filter, withValue);
  const perPage = q.ipp === 'all' ? Math.max(counted.total, 1) : q.ipp;
  const page = Math.min(q.page, Math.max(1, Math.ceil(counted.total / perPage)));
  const rows = await repo.listJobs(db, auth.companyId, filter, {
    ...listing,
    limit: q.ipp === 'all' ? undefined : perPage,
    offset: q.ipp === 'all' ? 0 : (page - 1) * perPage,
  });
  return result(rows, counted.total, counted.totalQuoteValue, page, perPage);
}

/** Every matching job, for the printed list. */
export async function listJobsForPrint({ db, auth }: Deps, q: TJobListQuery) {
  const filter = effectiveFilter(auth, q);
  const listing = listingOf(auth, q);
  const withValue = listing.withQuoteValue;
  const rows = await repo.listJobs(db, auth.companyId, filter, { ...listing, limit: 5000 });
  const counted = await repo.countJobs(db, auth.companyId, filter, withValue);
  return { rows: rows.map((r) => toListItem(r, withValue)), withValue, total: counted.total, totalQuoteValue: counted.totalQuoteValue };
}

/** A job the caller may see: another tenant's is 404; another client's is refused to a client user. */
export async function loadJobFor({ db, auth }: Deps, jobId: number) {
  const row = await repo.findJob(db, auth.companyId, jobId);
  if (!row) throw notFound();
  if (isClientUser(auth.user) && row.job.clientId !== auth.user.client_id) throw new AppError('FORBIDDEN', MESSAGES.jobAccessDenied);
  return row;
}

const person = (p: { userId: number; firstName: string; lastName: string }) => ({
  id: p.userId,
  full_name: `${p.firstName} ${p.lastName}`.trim(),
  initials: initialsOf(p.firstName, p.lastName),
});

export async function getJob(deps: Deps & { secret: string }, jobId: number): Promise<TJob> {
  const { db, auth } = deps;
  const row = await loadJobFor(deps, jobId);
  const client = isClientUser(auth.user);
  const [people, contacts, attachments] = await Promise.all([
    repo.listJobPeople(db, auth.companyId, jobId),
    repo.listClientContacts(db, auth.companyId, row.job.clientId),
    files.listJobFiles(db, auth.companyId, jobId, client),
  ]);
  const j = row.job;
  const withValue = can(auth.user, 'jobs.viewQuoteValue');
  return {
    id: j.id,
    job_no: `${row.client.code}${j.id}`,
    name: j.name,
    description: j.description,
    client_id: j.clientId,
    client: row.client,
    status: j.status as TJobStatus,
    priority: j.priority,
    due_date: j.dueDate,
    updated_at: iso(j.updatedAt),
    quote_id: j.quoteId,
    ...(withValue ? { quote_value: row.quoteValue, expected_duration: j.expectedDuration } : {}),
    members: people.filter((p) => !p.isManager).map(person),
    managers: people.filter((p) => p.isManager).map(person),
    contacts: contacts.map(person),
    attachments: attachments.map((f) => toAttachment(deps.secret, f)),
  };
}

export async function createJob({ db, auth }: Deps, input: TJobCreate) {
  if (!can(auth.user, 'jobs.create')) throw forbidden();
  const client = await repo.clientExists(db, auth.companyId, input.client_id);
  if (!client) throw invalid({ client_id: ['Please select the client'] });
  return db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    if (input.quote_id) {
      const quote = await repo.findQuoteForJob(t, auth.companyId, input.quote_id);
      if (!quote) throw invalid({ quote_id: ['The quote does not exist.'] });
      if (quote.clientId !== input.client_id) throw invalid({ quote_id: ['The quote belongs to another client.'] });
    }
    const job = await repo.insertJob(t, auth.companyId, {
      name: input.name,
      clientId: input.client_id,
      dueDate: input.due_date ?? null,
      quoteId: input.quote_id ?? null,
      description: input.description ? sanitizeRichText(input.description) : null,
      status: 'in_progress',
      createdBy: auth.user.id,
    });
    if (input.quote_id) await repo.linkQuoteToJob(t, auth.companyId, input.quote_id, job.id);
    // The creator manages the job, so it shows among "my" jobs.
    await repo.setJobPeople(t, auth.companyId, job.id, [auth.user.id], true);
    return job;
  });
}

/** POST /clients/{id}/jobs (spec 1 section 7, payload not shown: POST /jobs's without client_id): a job for the client the path names, which must be the agency's (else 404). */
export async function createClientJob(deps: Deps, clientId: number, input: Omit<TJobCreate, 'client_id'>) {
  if (!can(deps.auth.user, 'jobs.create')) throw forbidden();
  if (!(await repo.clientExists(deps.db, deps.auth.companyId, clientId))) throw notFound();
  return createJob(deps, { ...input, client_id: clientId });
}

export async function updateJob(deps: Deps & { secret: string }, jobId: number, input: TJobUpdate): Promise<TJob> {
  const { db, auth } = deps;
  await loadJobFor(deps, jobId);
  if (isClientUser(auth.user)) throw forbidden();
  if (input.expected_duration !== undefined && !isSuperAdmin(auth.user)) throw forbidden();
  await db.transaction(async (tx) => {
    const t = tx as unknown as TDb;
    const values: Parameters<typeof repo.updateJob>[3] = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.description !== undefined) values.description = input.description === null ? null : sanitizeRichText(input.description);
    if (input.status !== undefined) values.status = input.status;
    if (input.due_date !== undefined) values.dueDate = input.due_date;
    if (input.expected_duration !== undefined) values.expectedDuration = input.expected_duration === null ? null : input.expected_duration.toFixed(2);
    await repo.updateJob(t, auth.companyId, jobId, values);
    for (const [ids, isManager] of [
      [input.member_ids, false],
      [input.manager_ids, true],
    ] as const) {
      if (!ids) continue;
      const valid = await repo.staffIdsIn(t, auth.companyId, ids);
      if (valid.length !== new Set(ids).size) throw invalid({ [isManager ? 'manager_ids' : 'member_ids']: ['Choose team members of this agency.'] });
      await repo.setJobPeople(t, auth.companyId, jobId, valid, isManager);
    }
  });
  return getJob(deps, jobId);
}
