/**
 * Reading the large agency's open jobs for the keyword search held in memory
 * (apps/server/src/features/jobs/jobs.search.ts), as the server does in the background once the
 * agency has searched often: how long a read takes, and the longest the event loop waited
 * meanwhile (every request in flight waits that long). Opens the bench database itself (no
 * server; the server's V8 heap settings through `npm run bench:held`) and reads --reads times.
 * Writes the section between <!-- bench:held --> and <!-- /bench:held --> of bench/results.md
 * (bench:held-pglite on PGlite).
 *
 *   nice -n 15 npm run bench:held -- --database-url postgres://postgres@127.0.0.1:5432/jobflow_bench
 *
 * Options: --database-url or --data-dir (as bench/run.ts), --reads <n> (7), --out.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openPglite, openPostgres, redact } from '../apps/server/src/db/client.ts';
import { holdActiveJobs } from '../apps/server/src/features/jobs/jobs.search.ts';
import { parseArgs, readFixture, writeResults } from './run.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const i = argv.indexOf('--reads');
  const reads = i >= 0 ? Number(argv[i + 1]) : 7;
  const fixture = await readFixture(args);
  const database = args.databaseUrl ? await openPostgres(args.databaseUrl, 4) : await openPglite({ dataDir: args.dataDir });
  const startedAt = new Date();
  const rows: Array<{ ms: number; maxDelay: number; p99Delay: number; result: string }> = [];
  try {
    for (let n = 0; n < reads; n++) {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const t = performance.now();
      const result = await holdActiveJobs(database.db, fixture.companyId);
      const ms = performance.now() - t;
      delay.disable();
      rows.push({ ms, maxDelay: delay.max / 1e6, p99Delay: delay.percentile(99) / 1e6, result });
      console.log(`read ${n + 1}: ${result} in ${ms.toFixed(0)} ms; the event loop waited at most ${(delay.max / 1e6).toFixed(0)} ms`);
    }
  } finally {
    await database.close();
  }
  const where = args.databaseUrl ? `PostgreSQL (${redact(args.databaseUrl)})` : `PGlite (${args.dataDir})`;
  const body = [
    `## Reading the held keyword search's jobs, ${args.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- written by \`npm run bench:held\` (bench/held.ts); ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average at start ${os.loadavg()[0].toFixed(1)}; ${where}`,
    `- the large agency (company ${fixture.companyId}, ${fixture.jobs} jobs): its open jobs read by \`holdActiveJobs\` ${reads} times in a row, the first one cold; the event loop's delay sampled every millisecond (\`monitorEventLoopDelay\`)`,
    '',
    '| read | result | ms | event loop: longest wait ms | p99 wait ms |',
    '|---:|---|---:|---:|---:|',
    ...rows.map((r, n) => `| ${n + 1} | ${r.result} | ${r.ms.toFixed(0)} | ${r.maxDelay.toFixed(0)} | ${r.p99Delay.toFixed(0)} |`),
    `| median | | ${median(rows.map((r) => r.ms)).toFixed(0)} | ${median(rows.map((r) => r.maxDelay)).toFixed(0)} | ${median(rows.map((r) => r.p99Delay)).toFixed(0)} |`,
    '',
  ].join('\n');
  writeResults(args.out, args.databaseUrl ? 'held' : 'held-pglite', body);
  console.log(`wrote ${args.out}`);
}

await main();
