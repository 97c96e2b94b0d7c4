/**
 * Load tests: starts the production server as a child process against a generated data set
 * (bench/generate.ts), then drives each endpoint with autocannon from this process and
 * writes bench/results.md (one section per database, replaced on each run).
 *
 *   nice -n 15 npm run bench -- --database-url postgres://postgres@127.0.0.1:5432/jobflow_bench
 *   nice -n 15 npm run bench -- --data-dir bench/.data/pglite
 *
 * Options: --duration <s> (10), --warmup <s> (1, unrecorded, before each endpoint),
 * --connections <n> (32 on PostgreSQL, 8 on PGlite), --port <n> (3919),
 * --only <substring of an endpoint name>, --out <file> (bench/results.md).
 * The server's log goes to bench/.data/server.log.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openPglite, openPostgres, redact } from '../apps/server/src/db/client.ts';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD } from './generate.ts';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
/** What the POST /timesheets benchmark writes, and what the next run deletes. */
const BENCH_TIME_DESCRIPTION = 'Bench time record';

export function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const databaseUrl = get('database-url') ?? (get('data-dir') ? undefined : process.env.DATABASE_URL || undefined);
  return {
    databaseUrl,
    dataDir: path.resolve(get('data-dir') ?? process.env.DATA_DIR ?? 'bench/.data/pglite'),
    duration: Number(get('duration') ?? '10'),
    warmup: Number(get('warmup') ?? '1'),
    connections: Number(get('connections') ?? (databaseUrl ? '32' : '8')),
    port: Number(get('port') ?? '3919'),
    only: get('only'),
    out: path.resolve(get('out') ?? path.join(ROOT, 'bench/results.md')),
  };
}
export type TArgs = ReturnType<typeof parseArgs>;

/** PostgreSQL on this machine, whose processes' CPU time can be read. */
const isLocalPostgres = (args: TArgs) => Boolean(args.databaseUrl && /@(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(args.databaseUrl));

/** Ids the requests need, read before the server starts (PGlite allows one process). */
export type TFixture = {
  companyId: number; jobId: number; taskId: number; clientId: number; staffId: number; costId: number; jobs: number; rows: Record<string, number>;
  /** the agency's client with the most jobs (the generator's clients are skewed: 2,256 of 100,000 jobs) */
  largestClientId: number;
  /** a client with about 1,000 completed jobs (the jobs PDF), and that number */
  printClientId: number; printJobs: number;
  /** the large agency's time records (the CSV export) */
  timesheets: number;
};

export async function readFixture(args: TArgs): Promise<TFixture> {
  const database = args.databaseUrl ? await openPostgres(args.databaseUrl, 1) : await openPglite({ dataDir: args.dataDir });
  const one = async (text: string): Promise<number> => {
    const res = (await database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> };
    if (!res.rows.length) throw new Error(`No bench data (${text}): run bench/generate.ts first.`);
    return Number(Object.values(res.rows[0])[0]);
  };
  try {
    const companyId = await one(`select id from companies where codename = 'bench-big-0'`);
    // What earlier runs wrote goes first (POST /timesheets adds thousands of records to one job,
    // which every later TIME list would then carry), so each run reads the generated data.
    await database.db.execute(sql.raw(`delete from timesheets where company_id = ${companyId} and description = '${BENCH_TIME_DESCRIPTION}'`));
    // A recent job with tasks and comments on both boards, as someone would open it.
    const jobId = await one(`select max(j.id) from jobs j where j.company_id = ${companyId} and exists (select 1 from tasks t where t.company_id = j.company_id and t.job_id = j.id)`);
    const rows: Record<string, number> = {};
    for (const t of ['jobs', 'tasks', 'timesheets', 'comments', 'quotes', 'quote_items', 'orders', 'invoices', 'invoice_items', 'companies']) {
      rows[t] = await one(`select count(*) from ${t}`);
    }
    return {
      companyId,
      jobId,
      taskId: await one(`select min(id) from tasks where company_id = ${companyId} and job_id = ${jobId}`),
      clientId: await one(`select client_id from jobs where id = ${jobId}`),
      staffId: await one(`select min(id) + 1 from users where company_id = ${companyId} and client_id is null`),
      costId: await one(`select min(id) from cost_matrix where company_id = ${companyId}`),
      largestClientId: await one(`select client_id from jobs where company_id = ${companyId} group by client_id order by count(*) desc, client_id limit 1`),
      jobs: await one(`select count(*) from jobs where company_id = ${companyId}`),
      rows,
      printClientId: await one(`select client_id from jobs where company_id = ${companyId} and status = 'completed' group by client_id order by abs(count(*) - 1000), client_id limit 1`),
      printJobs: await one(`select count(*) from jobs where company_id = ${companyId} and status = 'completed' and client_id = (select client_id from jobs where company_id = ${companyId} and status = 'completed' group by client_id order by abs(count(*) - 1000), client_id limit 1)`),
      timesheets: await one(`select count(*) from timesheets where company_id = ${companyId}`),
    };
  } finally {
    await database.close();
  }
}

/**
 * Node's own options from the server's start script (`npm start`: the V8 heap settings and the
 * TypeScript loader), so the measured server runs as the product does.
 */
export const SERVER_NODE_ARGS: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'src/server.ts') throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  return words.slice(1, -1);
})();

export async function startServer(args: TArgs): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_ROUTES: '1',
    SEED_DEMO: '0',
    PORT: String(args.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: args.databaseUrl ?? '',
    DATA_DIR: args.dataDir,
  };
  fs.mkdirSync(path.join(ROOT, 'bench/.data'), { recursive: true });
  const log = fs.openSync(path.join(ROOT, 'bench/.data/server.log'), 'w');
  const child = spawn('nice', ['-n', '15', process.execPath, ...SERVER_NODE_ARGS, 'apps/server/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${args.port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 60 s');
}

/** `next`: each request's own path (the first request, the probe, takes `path`). */
/** `alongside`: a path asked for one request after another while the endpoint is measured. */
type TEndpoint = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown; next?: () => string; alongside?: string };

/**
 * "catalogue" spelt in a new mix of upper and lower case for each request, with one of the
 * sorts, both orders and pages 1 and 2: 12,288 searches the server has not answered before,
 * all finding the same 906 jobs (the keyword matches in any case). The server keeps the
 * answers of repeated searches (jobs.service.ts), so this is what a new search costs.
 */
function newSearches(sorts: string[]): () => string {
  let i = 0;
  return () => {
    const n = i++;
    const kw = [...'catalogue'].map((c, b) => (((n >> 3) >> b) & 1 ? c.toUpperCase() : c)).join('');
    return `/api/jobs?kw=${kw}&sort=${sorts[n % sorts.length]}&order=${(n >> 1) & 1 ? 'desc' : 'asc'}&page=${((n >> 2) & 1) + 1}`;
  };
}

/**
 * The default TIME list's pages 1 to `pages` in turn: more pages than the server keeps (about
 * 400 of this size, timesheets.service.ts), so each is read and encoded afresh, as the first
 * view after a change is.
 */
function timePages(pages: number): () => string {
  let i = 0;
  return () => `/api/timesheets?page=${(i++ % pages) + 1}`;
}

function endpoints(f: TFixture): TEndpoint[] {
  const get = (name: string, p: string): TEndpoint => ({ name, method: 'GET', path: p });
  const sorts = ['job_no', 'client_name', 'job_name', 'job_status', 'job_due_date', 'job_updated_at'];
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    get('ceiling (SELECT 1)', '/api/bench/ceiling'),
    get('GET /user/notifications', '/api/user/notifications'),
    // Someone prints a long document meanwhile: the polling of every open browser must not wait for it ...
    {
      ...get(`GET /user/notifications while the jobs PDF of ${f.printJobs} jobs prints, again and again`, '/api/user/notifications'),
      alongside: `/api/jobs/pdf?status=completed&client_id=${f.printClientId}`,
    },
    // ... or opens the longest unpaged list (its rows are written a slice at a time: lib/serializer.ts).
    { ...get('GET /user/notifications while the completed invoices load, again and again', '/api/user/notifications'), alongside: '/api/invoices?status=completed' },
    get('GET /jobs (default)', '/api/jobs'),
    get('GET /jobs?status=in_progress', '/api/jobs?status=in_progress'),
    get('GET /jobs?client_id', `/api/jobs?client_id=${f.clientId}`),
    get('GET /jobs?client_id&status=invoiced (largest client)', `/api/jobs?client_id=${f.largestClientId}&status=invoiced`),
    get('GET /jobs?user_id', `/api/jobs?user_id=${f.staffId}`),
    get('GET /jobs?kw=catalogue (repeated)', '/api/jobs?kw=catalogue'),
    { ...get('GET /jobs?kw=catalogue (a new search each time)', '/api/jobs?kw=CATALOGUE'), next: newSearches(sorts) },
    ...sorts.map((s) => get(`GET /jobs?sort=${s}`, `/api/jobs?sort=${s}&order=desc`)),
    get('GET /jobs/{id}', `/api/jobs/${f.jobId}`),
    get('GET /jobs/{id}/comments?board=team', `/api/jobs/${f.jobId}/comments?board=team`),
    get('GET /timesheets (default)', '/api/timesheets'),
    { ...get('GET /timesheets (a different page each time)', '/api/timesheets?page=1'), next: timePages(1000) },
    get('GET /timesheets?user_id', `/api/timesheets?user_id=${f.staffId}`),
    get('GET /timesheets?date range (30 days)', `/api/timesheets?date_start=${monthAgo}&date_end=${today}`),
    get('GET /timesheets?client_id', `/api/timesheets?client_id=${f.clientId}`),
    get('GET /timesheets?client_id (largest client)', `/api/timesheets?client_id=${f.largestClientId}`),
    get('GET /timesheets?job_id', `/api/timesheets?job_id=${f.jobId}`),
    get('GET /quotes (unpaged)', '/api/quotes'),
    get('GET /invoices (unpaged)', '/api/invoices'),
    get('GET /orders', '/api/orders'),
    get('GET /cost-matrix', '/api/cost-matrix'),
    { name: 'POST /jobs/{id}', method: 'POST', path: `/api/jobs/${f.jobId}`, body: { expected_duration: 12 } },
    {
      name: 'POST /timesheets',
      method: 'POST',
      path: '/api/timesheets',
      body: { job_id: f.jobId, task_id: f.taskId, cost_matrix_id: f.costId, session_date: today, start_time: '09:00', end_time: '10:30', break: 0, description: BENCH_TIME_DESCRIPTION },
    },
  ];
}

type TRow = { name: string; probe: string; rps: number; p50: number; p99: number; errors: number; done: number; sent: number; ratio?: number; serverMs?: number; dbMs?: number };

export async function login(base: string, companyId: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_as: 'company', company_id: companyId, email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD }),
  });
  const json = (await res.json()) as { result?: { access_token?: string } };
  if (!res.ok || !json.result?.access_token) throw new Error(`login failed: ${res.status} ${JSON.stringify(json)}`);
  return json.result.access_token;
}

async function measure(base: string, token: string, e: TEndpoint, args: TArgs, serverPid: number): Promise<TRow> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  if (e.body !== undefined) headers['content-type'] = 'application/json';
  const body = e.body === undefined ? undefined : JSON.stringify(e.body);
  // One request first: its status and size go in the table, so a failing route is visible.
  const t0 = performance.now();
  const res = await fetch(base + e.path, { method: e.method, headers, body });
  const text = await res.text();
  const probe = `${res.status}, ${Math.round(performance.now() - t0)} ms, ${(text.length / 1024).toFixed(0)} KiB`;
  const requests = e.next ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: e.next!() }) }] : undefined;
  const run = (duration: number) => autocannon({ url: base + e.path, method: e.method, headers, body, requests, connections: args.connections, duration, timeout: 30 });
  if (args.warmup > 0) {
    await run(args.warmup);
    await settle(base, token);
  }
  const alongside = e.alongside ? oneAfterAnother(base + e.alongside, token) : undefined;
  const { result: r, serverMs, dbMs } = await cpuPerRequest(serverPid, isLocalPostgres(args), () => run(args.duration)).finally(() => alongside?.stop());
  const beside = alongside ? `; ${alongside.done()} of ${e.alongside} answered meanwhile (their CPU in the server's)` : '';
  await settle(base, token);
  return { name: e.name, probe: probe + beside, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts, done: r.requests.total, sent: r.requests.sent, serverMs, dbMs };
}

/** Asks for `url` again as soon as each answer has arrived, until stopped. */
function oneAfterAnother(url: string, token: string) {
  let stopped = false;
  let done = 0;
  const loop = (async () => {
    while (!stopped) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      done++;
    }
  })();
  return { stop: () => ((stopped = true), loop), done: () => done };
}

type TDocRow = { name: string; runs: number[]; bytes: number; note: string };

/** Median and slowest of a few timed downloads of one document. */
async function timeDownload(base: string, token: string, p: string, runs: number): Promise<{ ms: number[]; bytes: number; body: Buffer }> {
  const ms: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
    body = Buffer.from(await res.arrayBuffer());
    ms.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${p}: ${res.status} ${body.toString('utf8').slice(0, 200)}`);
  }
  return { ms, bytes: body.length, body };
}

export const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Clock ticks per second of /proc's CPU times. */
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** A process's CPU time so far (user and system), in clock ticks; 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Every local PostgreSQL process's CPU time so far, by pid (empty where there is none). */
function postgresTicks(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') out.set(Number(name), cpuTicks(Number(name)));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * The CPU the server and the local PostgreSQL spent during `work`, in ms per completed
 * request: steadier than req/s where the machine's own speed moves between runs. PostgreSQL's
 * is the sum over its processes (backends that exit meanwhile are not counted), and only
 * when it runs on this machine; with PGlite the database's work is in the server's.
 */
async function cpuPerRequest<T extends { requests: { total: number } }>(serverPid: number, localDb: boolean, work: () => Promise<T>) {
  const server0 = cpuTicks(serverPid);
  const db0 = localDb ? postgresTicks() : new Map<number, number>();
  const result = await work();
  const serverTicks = cpuTicks(serverPid) - server0;
  let dbTicks = 0;
  if (localDb) for (const [pid, t] of postgresTicks()) dbTicks += t - (db0.get(pid) ?? 0);
  const perRequest = (ticks: number) => (result.requests.total > 0 ? (ticks * 1000) / CLK_TCK / result.requests.total : undefined);
  return { result, serverMs: perRequest(serverTicks), dbMs: localDb ? perRequest(dbTicks) : undefined };
}

/**
 * The documents of the performance issue: an invoice of 200 lines as a PDF, the jobs list of
 * about 1,000 jobs as a PDF, and the CSV of every time record of the large agency, with the
 * server's resident memory sampled while it streams.
 */
async function measureDocuments(base: string, token: string, f: TFixture, serverPid: number): Promise<TDocRow[]> {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${base}${p}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { result?: { id?: number } };
    if (!res.ok) throw new Error(`POST ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json.result ?? {};
  };
  const invoice = await post('/api/invoices', { name: 'Bench invoice of 200 lines', client_id: f.clientId });
  for (let i = 0; i < 200; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) =>
      post(`/api/invoices/${invoice.id}/items`, { cost_matrix_id: f.costId, description: `Line ${i + k + 1}: design and artwork`, quantity: String(1 + ((i + k) % 7)), rate: '145.50' })));
  }
  const rows: TDocRow[] = [];
  // The unpaged lists one request at a time (the target: 10,000 rows in under 300 ms). Node's
  // fetch asks for `gzip, deflate` and unzips: these runs before 2026-11-26 afternoon said
  // "uncompressed", but were gzipped too.
  for (const [name, p] of [
    ['GET /quotes?status=cancelled', '/api/quotes?status=cancelled'],
    ['GET /invoices?status=completed', '/api/invoices?status=completed'],
    ['GET /clients', '/api/clients'],
  ] as const) {
    const list = await timeDownload(base, token, p, 5);
    const json = JSON.parse(list.body.toString('utf8')) as { result: { data?: unknown[] } | unknown[] };
    const n = Array.isArray(json.result) ? json.result.length : (json.result.data?.length ?? 0);
    rows.push({ name: `${name}, ${n} rows (unpaged list)`, runs: list.ms, bytes: list.bytes, note: 'one request at a time, gzipped as fetch asks (`gzip, deflate`), timed to the last byte unzipped; the size unzipped' });
  }
  const pdf = await timeDownload(base, token, `/api/invoices/${invoice.id}/pdf`, 5);
  rows.push({ name: 'invoice PDF, 200 items', runs: pdf.ms, bytes: pdf.bytes, note: `invoice ${invoice.id}` });
  const jobsPdf = await timeDownload(base, token, `/api/jobs/pdf?status=completed&client_id=${f.printClientId}`, 3);
  rows.push({ name: `jobs list PDF, ${f.printJobs} jobs`, runs: jobsPdf.ms, bytes: jobsPdf.bytes, note: `completed jobs of client ${f.printClientId}` });

  const before = rssKiB(serverPid);
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, rssKiB(serverPid)); }, 20);
  try {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/timesheets/csv`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`GET /api/timesheets/csv: ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) lines++;
    }
    const ms = performance.now() - t0;
    rows.push({
      name: `timesheets.csv, ${lines - 1} records`,
      runs: [ms],
      bytes,
      note: `server RSS ${Math.round(before / 1024)} MiB before, ${Math.round(peak / 1024)} MiB at peak: +${Math.round((peak - before) / 1024)} MiB (sampled every 20 ms); ${f.timesheets} records in the agency`,
    });
  } finally {
    clearInterval(timer);
  }
  return rows;
}

function documentsTable(rows: TDocRow[]): string[] {
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  return [
    '',
    '### Documents and large lists',
    '',
    '| document | median ms | slowest ms | runs | size | note |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(median(r.runs))} | ${Math.round(Math.max(...r.runs))} | ${r.runs.length} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.note} |`),
    '',
  ];
}

/** Waits until requests left over from the previous run have drained (a fast answer twice). */
async function settle(base: string, token: string) {
  const deadline = Date.now() + 120_000;
  for (let fast = 0; fast < 2 && Date.now() < deadline; ) {
    const t0 = performance.now();
    await fetch(`${base}/api/bench/ceiling`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
    fast = performance.now() - t0 < 50 ? fast + 1 : 0;
    if (fast < 2) await new Promise((r) => setTimeout(r, 250));
  }
}

function section(args: TArgs, f: TFixture, rows: TRow[], startedAt: Date, seconds: number, docs: TDocRow[]): string {
  const kind = args.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const cpu = os.cpus();
  const scale = f.jobs / 100_000;
  const lines = [
    `## ${kind}`,
    '',
    `- date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (${Math.round(seconds)} s)`,
    `- machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average at start ${os.loadavg()[0].toFixed(1)}`,
    `- database: ${args.databaseUrl ? redact(args.databaseUrl) : 'PGlite (embedded)'}; scale ${scale} (large agency: ${f.jobs} jobs; all agencies: ${Object.entries(f.rows).map(([t, n]) => `${n} ${t}`).join(', ')})`,
    `- autocannon: ${args.connections} connections, ${args.duration} s per endpoint after ${args.warmup} s of warm-up; the server (and, when started so, the runner) under \`nice -n 15\``,
    `- ratio to ceiling: req/s divided by the mean of the two ceiling runs (${rows[0].rps.toFixed(1)} and ${rows[rows.length - 1].rps.toFixed(1)} req/s)`,
    '',
    '| endpoint | first request (status, time, size) | req/s | p50 ms | p99 ms | errors | completed / sent | ratio to ceiling | server CPU ms / request | database CPU ms / request |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const lat = (v: number) => (r.done === 0 ? `> ${args.duration * 1000}` : String(v));
      const ms = (v: number | undefined) => (v === undefined ? '' : v.toFixed(2));
      return `| ${r.name} | ${r.probe} | ${r.rps.toFixed(1)} | ${lat(r.p50)} | ${lat(r.p99)} | ${r.errors} | ${r.done} / ${r.sent} | ${r.ratio === undefined ? '' : r.ratio.toFixed(3)} | ${ms(r.serverMs)} | ${ms(r.dbMs)} |`;
    }),
    '',
    'completed / sent: requests answered within the measured seconds / requests sent; those still in flight at the end are neither counted nor errors (0 completed: every request took longer than the run).',
    `CPU per request: the server process's user and system time during the measured seconds, divided by the completed requests; the database's, the same summed over the PostgreSQL processes of this machine (empty for PGlite, whose work is in the server's, or a PostgreSQL elsewhere). It moves less than req/s when the machine's own speed does.`,
    ...(docs.length ? documentsTable(docs) : ['']),
  ];
  return lines.join('\n');
}

const HEADER = `# Load test results

Written by \`npm run bench\` (bench/run.ts); see bench/README.md. Compare the ratio to the
ceiling (an authenticated SELECT 1 through the same stack, measured in the same run) across
runs: the absolute numbers depend on the machine and on what else it is doing.
`;

export function writeResults(out: string, kind: string, body: string) {
  const begin = `<!-- bench:${kind} -->`;
  const end = `<!-- /bench:${kind} -->`;
  let text = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : HEADER;
  const block = `${begin}\n${body}${end}\n`;
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  text = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length + 1) : `${text.trimEnd()}\n\n${block}`;
  fs.writeFileSync(out, text);
}

/** The production server serves apps/web/dist: built once when missing. */
export function ensureWebBuild() {
  if (fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  console.log('apps/web/dist is missing: building the web app once');
  const b = spawnSync('nice', ['-n', '15', 'npm', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('npm run build failed');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  ensureWebBuild();
  const fixture = await readFixture(args);
  console.log(`bench data: company ${fixture.companyId}, ${fixture.jobs} jobs in the large agency; job ${fixture.jobId}`);
  const server = await startServer(args);
  const base = `http://127.0.0.1:${args.port}`;
  const rows: TRow[] = [];
  let docs: TDocRow[] = [];
  try {
    const token = await login(base, fixture.companyId);
    const all = endpoints(fixture);
    const list = all.filter((e, i) => i === 0 || !args.only || e.name.includes(args.only));
    // The ceiling runs first and again last; ratios use the mean of the two.
    list.push({ ...all[0], name: 'ceiling (SELECT 1), again at the end' });
    for (const e of list) {
      const row = await measure(base, token, e, args, server.pid!);
      rows.push(row);
      console.log(`${e.name.padEnd(40)} ${row.rps.toFixed(1).padStart(8)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  errors ${row.errors}  ${row.done}/${row.sent} completed  (${row.probe})`);
    }
    if (!args.only || 'documents'.includes(args.only)) {
      docs = await measureDocuments(base, token, fixture, server.pid!);
      for (const d of docs) console.log(`${d.name.padEnd(40)} ${d.runs.map((m) => Math.round(m)).join(', ')} ms  ${d.note}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  const ceiling = (rows[0].rps + rows[rows.length - 1].rps) / 2;
  for (const r of rows) r.ratio = ceiling > 0 ? r.rps / ceiling : undefined;
  const kind = args.databaseUrl ? 'postgres' : 'pglite';
  writeResults(args.out, kind, section(args, fixture, rows, startedAt, (Date.now() - startedAt.getTime()) / 1000, docs));
  console.log(`wrote ${path.relative(ROOT, args.out)}`);
}

// Run only as the script itself: bench/soak.ts imports the helpers above.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
