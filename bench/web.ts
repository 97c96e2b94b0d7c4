/**
 * Web performance: gzipped JS per route from the production build, and (with --lighthouse)
 * Lighthouse's performance score, LCP and CLS for a few pages on the production server.
 * Writes the section between <!-- bench:web --> and <!-- /bench:web --> of bench/results.md
 * and keeps every other section.
 *
 *   node --import tsx bench/web.ts                 # bundle sizes only
 *   node --import tsx bench/web.ts --lighthouse    # and Lighthouse on Debian's chromium
 *
 * Options: --build (build even when the build looks current), --lighthouse, --runs <n>
 * (Lighthouse runs per page, the median is kept; 1), --port <n> (3921), --out <file>,
 * --page <name part> (Lighthouse on those pages only), --reports <dir> (keep each report).
 * The build is redone when apps/web/dist/.vite/manifest.json is missing or older than any
 * source of the web app or the contract.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS, MANIFEST, budgetText, kb, routeSizes, type TManifest, type TRouteSize } from './bundle.ts';
import { SERVER_NODE_ARGS } from './run.ts';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const WEB = path.join(ROOT, 'apps/web');

function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    build: argv.includes('--build'),
    lighthouse: argv.includes('--lighthouse'),
    runs: Number(get('runs') ?? '1'),
    /** also keep each Lighthouse report (JSON) in this folder, to study a page's waterfall */
    reports: get('reports'),
    /** only the Lighthouse pages whose name contains this */
    page: get('page'),
    /**
     * Lighthouse's CPU slowdown (default 1, the desktop preset's): 2-4 stand in, on a fast
     * machine, for the slow ones whose main-thread work cost the detail pages their score
     */
    cpuSlowdown: Number(get('cpu-slowdown') ?? '1'),
    /**
     * Also measure each page's main-thread blocking in the browser itself, its CPU really slowed
     * down this many times (Chromium's throttling), a first visit each run; 0: not measured
     */
    blocking: Number(get('blocking') ?? '0'),
    port: Number(get('port') ?? '3921'),
    out: path.resolve(get('out') ?? path.join(ROOT, 'bench/results.md')),
  };
}
type TArgs = ReturnType<typeof parseArgs>;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function ensureBuild(force: boolean) {
  const sources = [path.join(WEB, 'src'), path.join(ROOT, 'packages/contract/src')].map(newestMtime);
  const configs = ['apps/web/vite.config.ts', 'apps/web/index.html', 'package-lock.json'].map((f) => fs.statSync(path.join(ROOT, f)).mtimeMs);
  const built = fs.existsSync(MANIFEST) ? fs.statSync(MANIFEST).mtimeMs : 0;
  if (!force && built > Math.max(...sources, ...configs)) return;
  console.log('building apps/web');
  const b = spawnSync('nice', ['-n', '10', 'npm', 'run', 'build', '-w', '@jobflow/web'], { cwd: ROOT, stdio: 'inherit' });
  if (b.status !== 0) throw new Error('the web build failed');
}

// ---------------------------------------------------------------------------------------
// Lighthouse

type TLighthouseRow = { name: string; url: string; score: number; lcp: number; observedLcp: number; cls: number; tbt: number; jsKb: number; runs: number; blocking?: TBlocking };
type TBlocking = { blocking: number[]; longest: number[] };
type TLighthouse = { rows: TLighthouseRow[]; settings: string; blockingRate: number };

const DEMO_EMAIL = 'admin@demo.jobflow.test';
const DEMO_PASSWORD = 'jobflow-demo';

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
  };
  fs.mkdirSync(path.join(ROOT, 'bench/.data'), { recursive: true });
  const log = fs.openSync(path.join(ROOT, 'bench/.data/web-server.log'), 'w');
  const child = spawn('nice', ['-n', '10', process.execPath, ...SERVER_NODE_ARGS, 'apps/server/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} (bench/.data/web-server.log)`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 90 s');
}

type TLogin = { token: string; userTypeId: number | null };

async function login(base: string): Promise<TLogin> {
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { result?: T };
    if (!res.ok || !json.result) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.result;
  };
  // As the login screen does: look the e-mail up, then sign in to its agency.
  const found = await post<{ company: { id: number } | null }>('/api/auth/verify-email', { email: DEMO_EMAIL });
  if (!found.company) throw new Error(`${DEMO_EMAIL} is not staff of an agency`);
  const result = await post<{ access_token: string; user_type_id: number | null }>('/api/auth/login', { login_as: 'company', company_id: found.company.id, email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return { token: result.access_token, userTypeId: result.user_type_id };
}

/** The newest id of a list, so the quote and invoice pages open a real record. */
async function firstId(base: string, token: string, list: string): Promise<number> {
  const res = await fetch(`${base}/api/${list}`, { headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { result?: { data?: Array<{ id: number }> } };
  const id = json.result?.data?.[0]?.id;
  if (!id) throw new Error(`no ${list} in the demo data`);
  return id;
}

/** The SPA keeps its bearer token in localStorage: set it (or clear it, signed out) on the origin, from a page of its own. */
async function storeSession(page: import('puppeteer-core').Page, base: string, session: TLogin | null) {
  await page.goto(`${base}/api/health`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((s: TLogin | null) => {
    // Runs in the page (bench/tsconfig.json has no DOM types).
    const storage = (globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } }).localStorage;
    storage.clear();
    if (s) {
      storage.setItem('jobflow.token', s.token);
      if (s.userTypeId !== null) storage.setItem('jobflow.user_type_id', String(s.userTypeId));
    }
  }, session);
}

/**
 * A page's main-thread blocking on a first visit, the CPU slowed down `rate` times by Chromium
 * itself (not simulated): the long tasks (over 50 ms) the page's own PerformanceObserver saw
 * from the navigation until a second after the network went quiet, summed past 50 ms each (as
 * total blocking time counts them), and the longest. Each run is a new browser context, so
 * nothing is cached: neither the HTTP cache nor V8's compiled code.
 */
async function measureBlocking(browser: import('puppeteer-core').Browser, url: string, session: TLogin | null, rate: number, runs: number): Promise<TBlocking> {
  const out: TBlocking = { blocking: [], longest: [] };
  for (let r = 0; r < runs; r++) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport({ width: 1350, height: 940 });
      await storeSession(page, new URL(url).origin, session);
      await page.evaluateOnNewDocument(() => {
        const g = globalThis as unknown as { __longTasks: number[]; PerformanceObserver: new (cb: (list: { getEntries(): Array<{ duration: number }> }) => void) => { observe(o: object): void } };
        g.__longTasks = [];
        new g.PerformanceObserver((list) => {
          for (const e of list.getEntries()) g.__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(url, { waitUntil: 'networkidle0' });
      await new Promise((res) => setTimeout(res, 1000));
      const tasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: number[] }).__longTasks);
      if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${page.url()}: not signed in?`);
      out.blocking.push(tasks.reduce((n, d) => n + Math.max(0, d - 50), 0));
      out.longest.push(Math.max(0, ...tasks));
    } finally {
      await context.close();
    }
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runLighthouse(args: TArgs, startedAt: string): Promise<TLighthouse> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');

  fs.mkdirSync(path.join(ROOT, 'bench/.data'), { recursive: true });
  const tmp = fs.mkdtempSync(path.join(ROOT, 'bench/.data/web-'));
  fs.mkdirSync(path.join(tmp, 'chrome'));
  const server = await startServer(args.port, path.join(tmp, 'data'));
  const base = `http://127.0.0.1:${args.port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    userDataDir: path.join(tmp, 'chrome'),
  });
  const rows: TLighthouseRow[] = [];
  try {
    const session = await login(base);
    const pages = [
      { name: 'login', path: '/login', signedIn: false },
      { name: 'dashboard', path: '/', signedIn: true },
      { name: 'jobs list', path: '/jobs', signedIn: true },
      { name: 'quotes list', path: '/quotes', signedIn: true },
      { name: 'quote', path: `/quotes/${await firstId(base, session.token, 'quotes')}`, signedIn: true },
      { name: 'invoices list', path: '/invoices', signedIn: true },
      { name: 'invoice', path: `/invoices/${await firstId(base, session.token, 'invoices')}`, signedIn: true },
    ];
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      for (const p of pages.filter((x) => !args.page || x.name.includes(args.page))) {
        const runs: TLighthouseRow[] = [];
        for (let r = 0, failures = 0; r < args.runs; r++) {
          // The SPA keeps its bearer token in localStorage: set it (or clear it) on the
          // origin first; disableStorageReset keeps it through the audit's navigation.
          const page = await browser.newPage();
          await storeSession(page, base, p.signedIn ? session : null);
          // A first visit: nothing cached (the storage reset that would clear it is off).
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          await page.close();
          const result = await lighthouse(
            base + p.path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
            args.cpuSlowdown === 1
              ? desktopConfig
              : { ...desktopConfig, settings: { ...desktopConfig.settings, throttling: { ...desktopConfig.settings?.throttling, cpuSlowdownMultiplier: args.cpuSlowdown } } },
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
          const lhr = result.lhr;
          if (args.reports) {
            fs.mkdirSync(args.reports, { recursive: true });
            fs.writeFileSync(path.join(args.reports, `${p.name.replace(/\W+/g, '-')}-${r + 1}.json`), JSON.stringify(lhr));
          }
          if (lhr.runtimeError) {
            // Under load the trace is sometimes lost (NO_NAVSTART): try that run again.
            if (++failures > 3) throw new Error(`Lighthouse on ${p.path}: ${lhr.runtimeError.message}`);
            console.log(`${p.name}: ${lhr.runtimeError.code}, again`);
            r--;
            continue;
          }
          // A page whose API calls failed (the server under load from other work) measured an
          // error screen, not the page: run it again.
          const failed = ((lhr.audits['network-requests']?.details as { items?: Array<{ url: string; statusCode?: number }> } | undefined)?.items ?? []).filter(
            (q) => q.url.includes('/api/') && (q.statusCode ?? 0) >= 400,
          );
          if (failed.length) {
            if (++failures > 3) throw new Error(`Lighthouse on ${p.path}: ${failed.map((q) => `${q.statusCode} ${q.url}`).join(', ')}`);
            console.log(`${p.name}: ${failed.map((q) => `${q.statusCode} ${new URL(q.url).pathname}`).join(', ')}, again`);
            r--;
            continue;
          }
          const finalUrl = lhr.finalDisplayedUrl;
          if (new URL(finalUrl).pathname !== new URL(base + p.path).pathname) throw new Error(`${p.path} ended on ${finalUrl}: not signed in?`);
          const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0] ?? {};
          const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
          runs.push({
            name: p.name,
            url: p.path,
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
            observedLcp: metrics.observedLargestContentfulPaint ?? NaN,
            cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
            tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
            jsKb: requests.filter((q) => q.resourceType === 'Script').reduce((n, q) => n + (q.transferSize ?? 0), 0) / 1024,
            runs: 1,
          });
        }
        const pick = <K extends keyof TLighthouseRow>(k: K) => median(runs.map((x) => x[k] as number));
        const row: TLighthouseRow = { name: p.name, url: p.path, score: pick('score'), lcp: pick('lcp'), observedLcp: pick('observedLcp'), cls: pick('cls'), tbt: pick('tbt'), jsKb: pick('jsKb'), runs: runs.length };
        if (args.blocking > 0) row.blocking = await measureBlocking(browser, base + p.path, p.signedIn ? session : null, args.blocking, Math.max(args.runs, 5));
        rows.push(row);
        const blocking = row.blocking ? `  blocking at ${args.blocking}× CPU ${Math.round(median(row.blocking.blocking))} ms (${row.blocking.blocking.map(Math.round).join(', ')}), longest task ${Math.round(median(row.blocking.longest))} ms` : '';
        console.log(`${p.name.padEnd(14)} score ${row.score}  LCP ${Math.round(row.lcp)} ms (observed ${Math.round(row.observedLcp)} ms)  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(row.tbt)} ms  JS ${row.jsKb.toFixed(1)} KiB transferred${blocking}`);
      }
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  const chromium = spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    rows,
    blockingRate: args.blocking,
    settings: `measured ${startedAt}; Lighthouse ${version}, desktop preset (simulated throttling: 40 ms RTT, 10 Mbit/s, ${args.cpuSlowdown === 1 ? 'no CPU slowdown' : `CPU slowed down ${args.cpuSlowdown}×`}), ${chromium} headless, production server on 127.0.0.1 with the demo data (SEED_DEMO=1, PGlite), signed in as ${DEMO_EMAIL} except for login; median of ${args.runs} run(s) per page`,
  };
}

// ---------------------------------------------------------------------------------------
// Results

function section(sizes: TRouteSize[], lh: TLighthouse | null, startedAt: Date, previousLighthouse: string | null): string {
  const lines = [
    '## Web',
    '',
    `- date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC; written by \`npm run bench:web\` (bench/web.ts); ${os.cpus().length} cores, load average at start ${os.loadavg()[0].toFixed(1)}`,
    '- gzipped JS per route: the entry (index.html and its static imports) plus the lazy route modules and their static imports, from Vite\'s build manifest, each file gzipped at the default level; CSS (gzipped) besides',
    '- signed-in routes include the lazily loaded shell and guards (with the session and TanStack Query; no zod: production does not check answers, and the forms load their schemas with zod at the first key or click); chunks a page loads later are not counted: right after the first paint the toast area and progress bar, the dialog host, the login screen\'s later steps and validation, the rich-text editor (tiptap) where a page has one; on use the virtualizer from 150 rows, the menu drawer, dialogs, tooltips (at the first pointing)',
    '- the floor of this stack, measured with a scratch Vite build: react + react-dom 68.6 KiB gzipped, plus the react-router data router 98.9 KiB, before any UI',
    '',
    '| route | path | JS files | JS raw KiB | JS gzipped KiB | budget | CSS gzipped KiB | largest (gzipped KiB) |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...sizes.map((s) => {
      const budget = BUDGETS[s.name];
      const mark = budget === undefined ? '' : `${budgetText(budget)} ${s.jsGz < budget ? '✓' : '✗'}`;
      return `| ${s.name} | \`${s.path}\` | ${s.files.length} | ${kb(s.jsRaw)} | **${kb(s.jsGz)}** | ${mark} | ${kb(s.cssGz)} | ${s.largest} |`;
    }),
    '',
  ];
  if (lh) {
    lines.push(
      '### Lighthouse',
      '',
      `- ${lh.settings}`,
      '- score and LCP as Lighthouse computes them (simulated); observed LCP: what the browser measured on loopback without throttling; JS: script bytes transferred (compressed)',
      ...(lh.blockingRate > 0
        ? [
            `- blocking at ${lh.blockingRate}× CPU: measured in the browser, not simulated: a first visit (a new browser context) with Chromium slowing the CPU down ${lh.blockingRate} times, the page's long tasks from the navigation until a second after the network went quiet, each counted past 50 ms (as TBT counts them); the median of ${lh.rows[0]?.blocking?.blocking.length ?? 0} runs, and the median of each run's longest task. It stands in for a slow machine on a fast one`,
          ]
        : []),
      '',
      `| page | path | performance | LCP ms | observed LCP ms | CLS | TBT ms | JS transferred KiB |${lh.blockingRate > 0 ? ` blocking at ${lh.blockingRate}× CPU, ms | longest task, ms |` : ''}`,
      `|---|---|---:|---:|---:|---:|---:|---:|${lh.blockingRate > 0 ? '---:|---:|' : ''}`,
      ...lh.rows.map(
        (r) =>
          `| ${r.name} | \`${r.url}\` | **${r.score}** | ${Math.round(r.lcp)} | ${Math.round(r.observedLcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${r.jsKb.toFixed(1)} |${r.blocking ? ` ${Math.round(median(r.blocking.blocking))} | ${Math.round(median(r.blocking.longest))} |` : ''}`,
      ),
      '',
    );
  } else if (previousLighthouse) {
    lines.push(previousLighthouse.trimEnd(), '');
  }
  return lines.join('\n');
}

const BEGIN = '<!-- bench:web -->';
const END = '<!-- /bench:web -->';

function readPreviousLighthouse(out: string): string | null {
  if (!fs.existsSync(out)) return null;
  const text = fs.readFileSync(out, 'utf8');
  const i = text.indexOf(BEGIN);
  const j = text.indexOf(END);
  if (i < 0 || j < i) return null;
  const k = text.indexOf('### Lighthouse', i);
  return k >= 0 && k < j ? text.slice(k, j) : null;
}

/** Replaces this script's section and keeps the others (bench/run.ts writes its own). */
function writeResults(out: string, body: string) {
  let text = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '# Benchmark results\n';
  const block = `${BEGIN}\n${body}${END}\n`;
  const i = text.indexOf(BEGIN);
  const j = text.indexOf(END);
  text = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + END.length + 1) : `${text.trimEnd()}\n\n${block}`;
  fs.writeFileSync(out, text);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  ensureBuild(args.build);
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as TManifest;
  const sizes = routeSizes(manifest);
  for (const s of sizes) console.log(`${s.name.padEnd(14)} ${kb(s.jsGz).padStart(7)} KiB gz JS (${s.files.length} files, ${kb(s.jsRaw)} KiB raw)  CSS ${kb(s.cssGz)} KiB gz  largest: ${s.largest}`);
  const lh = args.lighthouse ? await runLighthouse(args, startedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC') : null;
  // A run without --lighthouse keeps the last Lighthouse table (it says its own date).
  writeResults(args.out, section(sizes, lh, startedAt, lh ? null : readPreviousLighthouse(args.out)));
  console.log(`wrote ${path.relative(ROOT, args.out)}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
