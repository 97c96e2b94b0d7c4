import { JOB_SORT_KEYS, type TJobSortKey } from '@jobflow/contract';
import { LRUCache } from 'lru-cache';
import type { TDb } from '../../db/client.ts';
import * as repo from './jobs.repository.ts';

/**
 * The keyword search of an agency's default tab (in progress, testing, with client), held in
 * memory. An agency that searches often has its open jobs read once, with their clients, as
 * PostgreSQL lowers their names and codes and with each job's place in every sort
 * (`repo.activeJobsForSearch`), kept against the agency's search version (migration 0018). A
 * new keyword is then matched here, as `keywordMatch` matches it in SQL (ILIKE is a comparison
 * of the lowered texts), instead of by the trigram indexes and a read of every match's row:
 * the large agency's "catalogue" (906 of 14,463 open jobs) costs 0.2 to 0.4 ms of the server's
 * time here, against 2 to 3 ms of PostgreSQL's (bench/results.md, 2026-11-27 late morning).
 *
 * Only the default tab, without a person (the lists a keyword is typed into), and a keyword of
 * printable ASCII characters, which JavaScript lowers as the database does (checked when the
 * jobs are read; text kept as UTF-8). Anything else, or a version the memory does not hold,
 * is searched by SQL as before, and the page's answer is the same either way
 * (test/jobs-search-memory.test.ts compares them).
 *
 * A person's pages on the default tab (every staff member's own list) are answered from the
 * same held jobs (`heldPersonPage`): the person's open jobs are read by id from their member
 * rows' index, with the search version in the same statement, and sorted by the held places,
 * instead of each job and its client being looked up and sorted by PostgreSQL.
 *
 * The jobs are read when an agency has searched, or listed a person's jobs, by SQL
 * `BUILD_AFTER_MISSES` times since the last read, in the background (the request that asked is
 * answered by SQL), and at most once per ten times the last read took (at least a second): an
 * agency whose jobs change all the time is not read again at every change. One read at a time
 * per database handle. Bounded by the bytes held (`HELD_BYTES`, the least recently searched
 * agency's let go first); an agency with more open jobs than `MAX_AGENCY_JOBS` is not held (and
 * not asked again for ten minutes).
 * A read is made in pieces (the jobs a slice at a time, each sort's places on its own, the
 * version read before and after them all), and the held jobs built a slice at a time, so the
 * server goes on answering meanwhile (`npm run bench:held`).
 */

type TClient = { id: number; name: string; code: string };
type THeldClient = { client: TClient; lowerName: string; lowerCode: string; jobs: number[] };
type THeldJob = { id: number; idText: string; name: string; lowerName: string; client: number; status: string; dueDate: string | null; updatedAt: string; quoteValue: string };
/** A list of texts as one, each followed by a NUL (which no PostgreSQL text holds), searched by `indexOf`. */
type TJoined = { text: string; starts: Int32Array };
type THeld = {
  version: number;
  jobs: THeldJob[];
  clients: THeldClient[];
  /** the jobs' lowered names, and their ids */
  names: TJoined;
  /** each three-character piece of the lowered names (`gramAt`), with the jobs whose name has it, in order */
  grams: Map<number, Int32Array>;
  /** how many jobs all the pieces list, together */
  gramEntries: number;
  ids: TJoined;
  /** each job's TOTAL QUOTED in cents (any sum of them exact as a double: checked when held) */
  cents: Float64Array;
  /** each job's place (1…n) in each sort's ascending order, and the job at each place */
  places: Record<TJobSortKey, Int32Array>;
  atPlace: Record<TJobSortKey, Int32Array>;
  /** a search's scratch (`Found`'s marks, `pageOf`'s keys): a search runs start to end in one turn, so one of each serves them all */
  marks: Uint8Array;
  keys: Int32Array;
};

function joined(texts: string[]): TJoined {
  const starts = new Int32Array(texts.length + 1);
  texts.forEach((t, i) => (starts[i + 1] = starts[i] + t.length + 1));
  return { text: `${texts.join('\0')}\0`, starts };
}

/**
 * The matches of a search: each job's index once, in the order found. Marked in the held
 * jobs' own scratch (`THeld.marks`), which `clear` leaves as it found it, rather than in a new
 * array for each search (14 KB for the large agency, outside V8's heap).
 */
class Found {
  readonly jobs: number[] = [];
  constructor(readonly marks: Uint8Array) {}
  add(i: number) {
    if (this.marks[i]) return;
    this.marks[i] = 1;
    this.jobs.push(i);
  }
  clear() {
    for (const i of this.jobs) this.marks[i] = 0;
  }
}

/** A lowered name's three characters from `p` (UTF-16 code units) as one number. */
const gramAt = (s: string, p: number) => s.charCodeAt(p) * 4_294_967_296 + s.charCodeAt(p + 1) * 65_536 + s.charCodeAt(p + 2);

/** Lists job `i` under each piece of its name (once, the jobs added in order). */
function addGrams(grams: Map<number, number[]>, name: string, i: number) {
  for (let p = 0; p + 3 <= name.length; p++) {
    const key = gramAt(name, p);
    const jobs = grams.get(key);
    if (!jobs) grams.set(key, [i]);
    else if (jobs[jobs.length - 1] !== i) jobs.push(i);
  }
}

/**
 * Adds each job whose lowered name holds `kw` (three characters or more): every such name has
 * each of the keyword's pieces, so the jobs listed under its rarest piece are the only ones
 * checked. The large agency's "catalogue" checks 1,000-odd names instead of `indexOf` over all
 * 14,463: a held search took 0.17-0.27 ms, now 0.13-0.19 ms (the bench's 12,288 new searches in
 * one process, alternating runs; bench/results.md 2026-11-28 morning).
 */
function addNamed(held: THeld, kw: string, found: Found) {
  let fewest: Int32Array | undefined;
  for (let p = 0; p + 3 <= kw.length; p++) {
    const jobs = held.grams.get(gramAt(kw, p));
    // a piece no name has: no name holds the keyword
    if (!jobs) return;
    if (!fewest || jobs.length < fewest.length) fewest = jobs;
  }
  for (const i of fewest ?? []) if (held.jobs[i].lowerName.includes(kw)) found.add(i);
}

/** Adds each text holding `part` (every NUL-ended text from `at` on: `starts` binary-searched). */
function addHolding(j: TJoined, part: string, found: Found) {
  for (let at = j.text.indexOf(part); at !== -1; ) {
    let lo = 0;
    let hi = j.starts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (j.starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    found.add(lo);
    at = j.text.indexOf(part, j.starts[lo + 1]);
  }
}

export type THeldPage = {
  rows: Array<{
    id: number;
    name: string;
    clientId: number;
    status: string;
    dueDate: string | null;
    updatedAt: string;
    client: TClient;
    quoteValue: string;
    total: number;
    totalQuoteValue: string;
  }>;
  /** every match counted (more than the cap: the counted path pages them) */
  total: number;
  totalQuoteValue: string;
};

export const BUILD_AFTER_MISSES = 8;
/** Jobs built between two turns of the event loop (about half a millisecond of work for the large agency). */
const BUILD_SLICE = 128;
/** `readSlice`: the jobs read by one statement (2,000: about 25 ms of PGlite's time); a test reads smaller slices. */
export const holdSettings = { readSlice: 2_000 };
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
/** The memory held per database handle, in bytes as estimated (`heldBytes`). */
const HELD_BYTES = 64 * 1024 * 1024;
const MAX_AGENCY_JOBS = 50_000;
/** How long an agency that cannot be held (too many open jobs, a database lowering otherwise) waits before it is asked again. */
const UNFIT_WAIT_MS = 10 * 60_000;
/** The largest TOTAL QUOTED numeric(14,2) holds, in cents: past it SQL's sum fails, and SQL is left to answer. */
const MAX_TOTAL_CENTS = 99_999_999_999_999;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const MONEY = /^-?\d+\.\d{2}$/;

type TAgency = { misses: number; building: Promise<THoldResult> | null; nextBuildAt: number };
/** `building`: one read of an agency's jobs at a time per database handle. */
type TStore = { held: LRUCache<number, THeld>; agencies: LRUCache<number, TAgency>; building: boolean };
const stores = new WeakMap<TDb, TStore>();
function storeOf(db: TDb): TStore {
  let store = stores.get(db);
  if (!store) {
    store = {
      held: new LRUCache<number, THeld>({ maxSize: HELD_BYTES, sizeCalculation: heldBytes }),
      agencies: new LRUCache<number, TAgency>({ max: 10_000 }),
      building: false,
    };
    stores.set(db, store);
  }
  return store;
}

/** An agency's held jobs in bytes, about: 300 a job (measured: 5.8 MiB for 14,463), each name's text three times, and the names' pieces (4 a job listed, 100 a piece). */
const heldBytes = (h: THeld) => 300 * h.jobs.length + 3 * h.names.text.length + 4 * h.gramEntries + 100 * h.grams.size + 1;

/** Money as numeric(14,2) prints it, from cents. */
function moneyText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Held; not held because something changed while reading; not held because the agency cannot be. */
type THoldResult = 'held' | 'changed' | 'unfit';

/**
 * Reads the agency's open jobs and holds them against the search version read before them (the
 * version read again after: a change in between and nothing is held). An agency with more open
 * jobs than `MAX_AGENCY_JOBS`, or a database that does not lower ASCII as JavaScript does, is
 * not read.
 */
export async function holdActiveJobs(db: TDb, companyId: number): Promise<THoldResult> {
  const fitness = await repo.activeSearchFitness(db, companyId);
  if (!fitness.lowersAscii || fitness.open > MAX_AGENCY_JOBS) return 'unfit';
  const version = await repo.searchVersion(db, companyId);
  // the jobs a slice at a time, by id (the server answering in between)
  const rows: repo.TActiveJobTuple[] = [];
  for (;;) {
    const slice = await repo.activeJobsForSearch(db, companyId, rows.at(-1)?.[0] ?? 0, holdSettings.readSlice);
    rows.push(...slice);
    if (rows.length > MAX_AGENCY_JOBS) return 'unfit';
    if (slice.length < holdSettings.readSlice) break;
  }
  if (rows.some((r) => !MONEY.test(r[6]))) return 'unfit';
  const cents = Float64Array.from(rows, (r) => Number(r[6].replace('.', '')));
  // any sum of them exact in a double
  if (cents.reduce((sum, c) => sum + Math.abs(c), 0) > Number.MAX_SAFE_INTEGER) return 'unfit';
  // each sort's places, in the jobs' order (one statement a sort, the server answering in between)
  const placesRead = {} as Record<TJobSortKey, number[]>;
  for (const k of JOB_SORT_KEYS) {
    placesRead[k] = await repo.activeJobPlaces(db, companyId, k, MAX_AGENCY_JOBS + 1);
    if (placesRead[k].length !== rows.length) return 'changed';
  }
  const agencyClients = new Map((await repo.activeClientsForSearch(db, companyId)).map((c) => [c[0], c]));
  // the same version after every read: no write to the agency's jobs or clients in between, so
  // every statement read the same jobs, in the same order, as they were at `version`
  if ((await repo.searchVersion(db, companyId)) !== version) return 'changed';
  // built a slice at a time, the server answering in between (nothing else touches what is built)
  const clientIndex = new Map<number, number>();
  const clients: THeldClient[] = [];
  const places = Object.fromEntries(JOB_SORT_KEYS.map((k) => [k, new Int32Array(rows.length)])) as Record<TJobSortKey, Int32Array>;
  const atPlace = Object.fromEntries(JOB_SORT_KEYS.map((k) => [k, new Int32Array(rows.length + 1)])) as Record<TJobSortKey, Int32Array>;
  const heldJobs: THeldJob[] = new Array(rows.length);
  const gramLists = new Map<number, number[]>();
  for (let i = 0; i < rows.length; i++) {
    if (i && i % BUILD_SLICE === 0) await yieldToRequests();
    const [id, name, lowerName, statusAt, dueDate, updatedAt, quoteValue, clientId] = rows[i];
    const status = repo.activeStatusAt(statusAt);
    // one version throughout: every job's status is an open one and its client was read (else nothing is held)
    if (!status) return 'changed';
    let client = clientIndex.get(clientId);
    if (client === undefined) {
      const c = agencyClients.get(clientId);
      if (!c) return 'changed';
      // shared by the answers made from it (and kept with them): frozen
      client = clients.push({ client: Object.freeze({ id: c[0], name: c[1], code: c[2] }), lowerName: c[3], lowerCode: c[4], jobs: [] }) - 1;
      clientIndex.set(clientId, client);
    }
    clients[client].jobs.push(i);
    for (const k of JOB_SORT_KEYS) {
      const at = placesRead[k][i];
      places[k][i] = at;
      atPlace[k][at] = i;
    }
    heldJobs[i] = { id, idText: String(id), name, lowerName, client, status, dueDate, updatedAt, quoteValue };
    addGrams(gramLists, lowerName, i);
  }
  const grams = new Map<number, Int32Array>();
  let gramEntries = 0;
  for (const [key, jobs] of gramLists) {
    // a slice of jobs' worth of pieces at a time, the server answering in between
    if (grams.size && grams.size % (BUILD_SLICE * 16) === 0) await yieldToRequests();
    grams.set(key, Int32Array.from(jobs));
    gramEntries += jobs.length;
  }
  const names = joined(heldJobs.map((j) => j.lowerName));
  const ids = joined(heldJobs.map((j) => j.idText));
  const { held } = storeOf(db);
  // a read that finished late does not replace a newer one
  if ((held.peek(companyId)?.version ?? -1) <= version) held.set(companyId, { version, jobs: heldJobs, clients, names, grams, gramEntries, ids, cents, places, atPlace, marks: new Uint8Array(rows.length), keys: new Int32Array(rows.length) });
  return 'held';
}

/** A search by SQL where the memory could have answered: after enough of them, read the agency's jobs (not awaited). */
function noteMiss(db: TDb, store: TStore, companyId: number) {
  let agency = store.agencies.get(companyId);
  if (!agency) store.agencies.set(companyId, (agency = { misses: 0, building: null, nextBuildAt: 0 }));
  agency.misses++;
  if (store.building || agency.misses < BUILD_AFTER_MISSES || Date.now() < agency.nextBuildAt) return;
  const a = agency;
  a.misses = 0;
  store.building = true;
  const started = Date.now();
  a.building = holdActiveJobs(db, companyId)
    // not held: the agency's searches stay on SQL, which answers the same
    .catch((): THoldResult => 'changed')
    .then((result) => {
      a.nextBuildAt = Date.now() + (result === 'unfit' ? UNFIT_WAIT_MS : Math.max(1000, 10 * (Date.now() - started)));
      return result;
    })
    .finally(() => {
      a.building = null;
      store.building = false;
    });
}

/** The read of the agency's jobs under way, if any. */
export const heldBuild = (db: TDb, companyId: number): Promise<THoldResult> | null => storeOf(db).agencies.get(companyId)?.building ?? null;

/**
 * A page of a keyword's matches on the default tab (maybe of one client), with the count and
 * TOTAL QUOTED of them all, from the agency's jobs held at this search version; null when the
 * memory cannot answer (the search is then made by SQL). `total` above the cap: no rows, and the
 * counted path pages the matches.
 */
export function heldKeywordPage(
  db: TDb,
  companyId: number,
  version: number,
  f: repo.TJobFilter,
  opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; offset: number; cap: number },
): THeldPage | null {
  const typed = f.kw?.trim();
  if (!typed || !PRINTABLE_ASCII.test(typed) || f.userId || !repo.onActiveTab(f)) return null;
  const store = storeOf(db);
  const held = store.held.get(companyId);
  if (held?.version !== version) {
    noteMiss(db, store, companyId);
    return null;
  }
  const found = new Found(held.marks);
  try {
    return keywordMatches(held, typed.toLowerCase(), f, found) ?? pageOf(held, found.jobs, opts);
  } finally {
    found.clear();
  }
}

/** Adds the held jobs `kw` finds (maybe of one client) to `found`; an empty page when the client has no open job. */
function keywordMatches(held: THeld, kw: string, f: repo.TJobFilter, found: Found): THeldPage | null {
  const one = f.clientId === undefined ? undefined : held.clients.find((c) => c.client.id === f.clientId);
  if (f.clientId !== undefined && !one) return { rows: [], total: 0, totalQuoteValue: '0.00' };
  // the name holds the keyword
  if (one) {
    for (const i of one.jobs) if (held.jobs[i].lowerName.includes(kw)) found.add(i);
  } else if (kw.length >= 3) addNamed(held, kw, found);
  else addHolding(held.names, kw, found);
  // the id holds a keyword of digits
  const digits = /^\d+$/.test(kw);
  if (digits) {
    if (one) {
      for (const i of one.jobs) if (held.jobs[i].idText.includes(kw)) found.add(i);
    } else addHolding(held.ids, kw, found);
  }
  // the client's name or code holds it; or a tail of the code, then the id's first digits (keywordParts)
  const splits = repo.keywordSplits(kw);
  for (const c of one ? [one] : held.clients) {
    if (c.lowerName.includes(kw) || c.lowerCode.includes(kw)) for (const i of c.jobs) found.add(i);
    for (const [code, id] of splits) if (c.lowerCode.endsWith(code)) for (const i of c.jobs) if (held.jobs[i].idText.startsWith(id)) found.add(i);
  }
  return null;
}

/**
 * A page of some held jobs (their indexes, each once) by their places in the sort, with the
 * count and TOTAL QUOTED of them all; null past what numeric(14,2) holds (SQL answers, and
 * fails as it does). More than the cap: no rows, and every one counted.
 */
function pageOf(held: THeld, found: number[], opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; offset: number; cap: number }): THeldPage | null {
  const n = held.jobs.length;
  // ascending, or each order's reverse (an empty due date stays last)
  const place = held.places[opts.sort];
  const atPlace = held.atPlace[opts.sort];
  const desc = opts.order === 'desc';
  const dueLast = desc && opts.sort === 'job_due_date';
  const total = found.length;
  let cents = 0;
  const keys = held.keys.subarray(0, total);
  found.forEach((i, k) => {
    cents += held.cents[i];
    keys[k] = !desc ? place[i] : dueLast && held.jobs[i].dueDate === null ? 2 * n + 1 - place[i] : n + 1 - place[i];
  });
  // past what numeric(14,2) holds, SQL's sum fails: SQL answers
  if (Math.abs(cents) > MAX_TOTAL_CENTS) return null;
  const totalQuoteValue = moneyText(BigInt(cents));
  if (total > opts.cap) return { rows: [], total, totalQuoteValue };
  keys.sort();
  const rows = Array.from(keys.subarray(opts.offset, opts.offset + opts.limit), (key) => {
    const j = held.jobs[atPlace[!desc ? key : key > n ? 2 * n + 1 - key : n + 1 - key]];
    const { client } = held.clients[j.client];
    return { id: j.id, name: j.name, clientId: client.id, status: j.status, dueDate: j.dueDate, updatedAt: j.updatedAt, client, quoteValue: j.quoteValue, total, totalQuoteValue };
  });
  return { rows, total, totalQuoteValue };
}

/**
 * Whether the agency's jobs are held at some version: a person's page then reads the version
 * with the person's jobs (`repo.personOpenJobs`) to be answered here. When they are not, the
 * page is SQL's, and counts towards reading them.
 */
export function holdsAgency(db: TDb, companyId: number): boolean {
  const store = storeOf(db);
  if (store.held.has(companyId)) return true;
  noteMiss(db, store, companyId);
  return false;
}

/**
 * A page of a person's jobs on the default tab (every staff member's own list), with the count
 * and TOTAL QUOTED of them all, from the agency's jobs held at the version read with the
 * person's open jobs (`repo.personOpenJobs`, one snapshot); null when the memory cannot answer.
 */
export function heldPersonPage(
  db: TDb,
  companyId: number,
  mine: { version: number; jobIds: number[] },
  opts: { sort: TJobSortKey; order: 'asc' | 'desc'; limit: number; offset: number },
): THeldPage | null {
  const store = storeOf(db);
  const held = store.held.get(companyId);
  if (held?.version !== mine.version) {
    noteMiss(db, store, companyId);
    return null;
  }
  // the held jobs are in the order of their ids: each of the person's found by halving
  const found: number[] = [];
  for (const id of mine.jobIds) {
    let lo = 0;
    let hi = held.jobs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (held.jobs[mid].id < id) lo = mid + 1;
      else hi = mid;
    }
    // at one version the person's open jobs are among the agency's: else SQL answers
    if (held.jobs[lo]?.id !== id) return null;
    found.push(lo);
  }
  return pageOf(held, found, { ...opts, cap: Infinity });
}
