/**
 * Scrolling the long unpaged lists: the issue asks for a virtualised table "that stays smooth
 * while scrolling". The production server on the bench data (PostgreSQL with --database-url,
 * else PGlite), Debian's Chromium through playwright-core, signed in as the bench agency's
 * super admin. For each list: the time until its table holds every row, then a steady scroll
 * from top to bottom at a reader's wheel speed and a series of jumps (a dragged scrollbar),
 * each with the browser's frame intervals (requestAnimationFrame), its long tasks and the
 * frames whose middle row was still blank. Also on a CPU four times slower (Chromium's
 * throttling), as a modest laptop would run it. Writes the section between
 * <!-- bench:scroll --> and <!-- /bench:scroll --> of bench/results.md.
 *
 *   node --import tsx bench/scroll.ts --database-url postgres://postgres@127.0.0.1:5432/jobflow_bench
 *
 * Options: those of bench/run.ts (--database-url, --data-dir, --port, --out), and --frames <n>
 * (frames of the steady scroll; 600).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { ensureWebBuild, login, parseArgs, readFixture, startServer, writeResults } from './run.ts';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const VIEWPORT = { width: 1440, height: 900 };
/** A brisk wheel: 40 px a frame is 2,400 px (about 45 rows) a second at 60 frames a second. */
const PX_PER_FRAME = 40;
const JUMPS = 30;

type TList = { name: string; path: string; table: string };
const LISTS: TList[] = [
  { name: 'quotes (open: the list as it opens)', path: '/quotes', table: 'Quotes' },
  { name: 'quotes, cancelled', path: '/quotes?status=cancelled', table: 'Quotes' },
  { name: 'invoices, completed', path: '/invoices?status=completed', table: 'Invoices' },
];

type TRun = { intervals: number[]; longTasks: number[]; blank: number; frames: number };
type TResult = { list: TList; rows: number; firstMs: number; shownMs: number; slowdown: number; steady: TRun; jumps: TRun & { settleMs: number[] } };

/**
 * In the page: collects the long tasks into `longTasks` (until `observer` disconnects), and
 * tells whether the row under the middle of the window is still blank (not rendered yet).
 */
const PROBE = `(table, longTasks) => {
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); });
  observer.observe({ type: 'longtask' });
  const isBlank = () => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    const row = el && el.closest('table[aria-label="' + table + '"] tbody tr');
    return !row || !row.textContent.trim();
  };
  return { observer, isBlank };
}`;

/**
 * In the page: scrolls the window by `px` each frame for `frames` frames, recording each
 * frame's interval, the long tasks meanwhile, and the frames whose row under the middle of the
 * window had no text (rows not rendered yet). Written as a string: bench/tsconfig.json has no
 * DOM types, and the function runs in the browser.
 */
const STEADY = `async ({ px, frames, table }) => {
  const probe = ${PROBE};
  const intervals = []; const longTasks = []; let blank = 0;
  const { observer, isBlank } = probe(table, longTasks);
  await new Promise((resolve) => {
    let last = 0; let n = 0;
    const step = (t) => {
      if (last) { intervals.push(t - last); if (isBlank()) blank++; }
      last = t;
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      if (n++ >= frames || atEnd) return resolve();
      window.scrollBy(0, px);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  observer.disconnect();
  return { intervals, longTasks, blank, frames: intervals.length };
}`;

/**
 * In the page: jumps to `count` places spread over the list (as a dragged scrollbar does), each
 * time waiting until the row under the middle of the window shows its text, and records the
 * frames on the way as STEADY does, and how long each jump took to fill.
 */
const JUMP = `async ({ count, table }) => {
  const probe = ${PROBE};
  const intervals = []; const longTasks = []; const settleMs = []; let blank = 0;
  const { observer, isBlank } = probe(table, longTasks);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const height = document.documentElement.scrollHeight - window.innerHeight;
  let last = await frame();
  for (let i = 0; i < count; i++) {
    // a fixed, spread order: 0.37, 0.74, 0.11, ... of the way down
    window.scrollTo(0, Math.round(height * (((i + 1) * 0.37) % 1)));
    const start = performance.now();
    for (;;) {
      const t = await frame();
      intervals.push(t - last); last = t;
      if (!isBlank()) break;
      blank++;
      if (performance.now() - start > 5000) throw new Error('a jump did not fill within 5 s');
    }
    settleMs.push(performance.now() - start);
  }
  observer.disconnect();
  return { intervals, longTasks, blank, frames: intervals.length, settleMs };
}`;

/**
 * In each page from its start (an init script): the time from the navigation's start to the frame
 * after the list's table first held a row, and after it held every row (not busy, counted), in
 * `window.__listSeen`. Written as a string, as PROBE.
 */
const SEEN = `(() => {
  const seen = (window.__listSeen = { first: 0, all: 0 });
  const frame = (key) => { if (seen[key] === 0) { seen[key] = -1; requestAnimationFrame(() => { seen[key] = performance.now(); }); } };
  const observer = new MutationObserver(() => {
    if (document.querySelector('main table tbody tr a')) frame('first');
    if (document.querySelector('main table[aria-rowcount]:not([aria-busy="true"])')) frame('all');
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true, attributes: true }));
})()`;

/** A step that has not finished in two minutes fails the run, saying which. */
async function within<T>(what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within 120 s`)), 120_000);
  });
  try {
    return await Promise.race([step, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function measureList(page: Page, list: TList, slowdown: number, frames: number): Promise<TResult> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(list.path);
  // Every row is the table's: aria-rowcount is the rows plus the header (virtual-data-table.tsx).
  const table = page.locator(`table[aria-label="${list.table}"][aria-rowcount]:not([aria-busy="true"])`);
  await table.waitFor({ timeout: 120_000 });
  await table.locator('tbody tr a').first().waitFor();
  // When the page painted its first rows and every row (SEEN); Playwright's polling runs on the
  // page's main thread too, so it notices them only once the tasks after them are done.
  const seen = (await page.waitForFunction(`(() => { const s = window.__listSeen; return s && s.first > 0 && s.all > 0 && s; })()`, undefined, { timeout: 120_000 }).then((h) => h.jsonValue())) as { first: number; all: number };
  const firstMs = Math.round(seen.first);
  const shownMs = Math.round(seen.all);
  const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
  // Let the first paint's idle work (toasts, editor chunks) finish before measuring frames.
  await page.evaluate('new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2000 }))');
  const steady = (await within(`${list.name}, CPU ${slowdown}x: the steady scroll`, page.evaluate(`(${STEADY})(${JSON.stringify({ px: PX_PER_FRAME, frames, table: list.table })})`))) as TRun;
  const jumps = (await within(`${list.name}, CPU ${slowdown}x: the jumps`, page.evaluate(`(${JUMP})(${JSON.stringify({ count: JUMPS, table: list.table })})`))) as TResult['jumps'];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { list, rows, firstMs, shownMs, slowdown, steady, jumps };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
/** Frames that took longer than two display frames (60 Hz): what a reader sees as a stutter. */
const dropped = (xs: number[]) => xs.filter((x) => x > 2 * (1000 / 60)).length;
const ms = (x: number) => x.toFixed(1);

function describeRun(r: TRun) {
  const fps = r.intervals.length ? (1000 * r.intervals.length) / r.intervals.reduce((a, b) => a + b, 0) : 0;
  return { fps, p50: pct(r.intervals, 50), p95: pct(r.intervals, 95), max: Math.max(0, ...r.intervals), dropped: dropped(r.intervals), longTasks: r.longTasks.length, longest: Math.max(0, ...r.longTasks) };
}

function section(results: TResult[], startedAt: Date, database: string, frames: number): string {
  const chromiumVersion = spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const lines = [
    '## Scrolling the long lists',
    '',
    `- date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC; written by \`npm run bench:scroll\` (bench/scroll.ts); ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average at start ${os.loadavg()[0].toFixed(1)}`,
    `- ${chromiumVersion}, headless, ${VIEWPORT.width}×${VIEWPORT.height}; the production server and build on ${database}, signed in as the large agency's super admin`,
    `- first rows: from the navigation's start to the frame after the table first held rows (a long list shows its first 50 while the rest loads: lib/whole-list.ts); shown: to the frame after it held every row (the list's requests, its JSON and the render), both timed in the page; steady: the window scrolled ${PX_PER_FRAME} px each frame from the top (a brisk wheel, about 45 rows a second) for up to ${frames} frames; jumps: ${JUMPS} jumps spread over the list, as a dragged scrollbar, each until the row in the middle of the window shows`,
    '- frame intervals from requestAnimationFrame (16.7 ms is every frame at 60 Hz); dropped: frames longer than two display frames (33 ms); long tasks: main-thread tasks over 50 ms (PerformanceObserver); blank: frames whose middle row had no text yet; "4x" is Chromium\'s CPU throttling, as on a slower laptop',
    '',
    '| list | rows | CPU | first rows ms | shown ms | steady: frames | fps | p50 / p95 / max ms | dropped | long tasks (longest ms) | blank | jumps: fill p50 / max ms | dropped | long tasks (longest ms) | blank frames |',
    '|---|---:|---|---:|---:|---:|---:|---|---:|---|---:|---|---:|---|---:|',
    ...results.map((r) => {
      const s = describeRun(r.steady);
      const j = describeRun(r.jumps);
      return `| ${r.list.name} \`${r.list.path}\` | ${r.rows} | ${r.slowdown === 1 ? '1x' : `${r.slowdown}x`} | ${r.firstMs} | ${r.shownMs} | ${r.steady.frames} | ${s.fps.toFixed(0)} | ${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)} | ${s.dropped} | ${s.longTasks} (${Math.round(s.longest)}) | ${r.steady.blank} | ${ms(pct(r.jumps.settleMs, 50))} / ${ms(Math.max(...r.jumps.settleMs))} | ${j.dropped} | ${j.longTasks} (${Math.round(j.longest)}) | ${r.jumps.blank} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const framesArg = argv.indexOf('--frames');
  const frames = framesArg >= 0 ? Number(argv[framesArg + 1]) : 600;
  const startedAt = new Date();
  ensureWebBuild();
  const fixture = await readFixture(args);
  const server = await startServer(args);
  const base = `http://127.0.0.1:${args.port}`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-scroll-'));
  const results: TResult[] = [];
  try {
    const token = await login(base, fixture.companyId);
    const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, viewport: VIEWPORT, baseURL: base });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/api/health');
      await page.evaluate(`localStorage.setItem('jobflow.token', ${JSON.stringify(token)})`);
      await page.addInitScript(SEEN);
      for (const slowdown of [1, 4]) {
        for (const list of LISTS) {
          const r = await measureList(page, list, slowdown, frames);
          results.push(r);
          const s = describeRun(r.steady);
          const j = describeRun(r.jumps);
          console.log(
            `${list.name} (${r.rows} rows, CPU ${slowdown}x): first rows ${r.firstMs} ms, shown ${r.shownMs} ms; steady ${r.steady.frames} frames ${s.fps.toFixed(0)} fps p95 ${ms(s.p95)} max ${ms(s.max)} dropped ${s.dropped} long tasks ${s.longTasks} blank ${r.steady.blank}; jumps fill p50 ${ms(pct(r.jumps.settleMs, 50))} max ${ms(Math.max(...r.jumps.settleMs))} ms, dropped ${j.dropped}, blank ${r.jumps.blank}`,
          );
        }
      }
    } finally {
      await context.close();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const database = args.databaseUrl ? 'PostgreSQL (the bench data, scale 1)' : 'PGlite (the bench data)';
  writeResults(args.out, 'scroll', section(results, startedAt, database, frames));
  console.log(`wrote ${path.relative(ROOT, args.out)}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
