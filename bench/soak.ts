/**
 * Soak run (not in CI): a mix of the calls a busy agency makes, first as fast as the server
 * answers (its capacity), then for --minutes at --share of that rate, with the server's
 * resident memory sampled throughout. Writes the `<!-- bench:soak -->` section of
 * bench/results.md.
 *
 *   nice -n 15 node --import tsx bench/soak.ts --database-url postgres://postgres@127.0.0.1:5432/jobflow_bench
 *
 * Options: those of bench/run.ts (--database-url, --data-dir, --connections, --port, --out),
 * plus --minutes <n> (10), --share <0..1> (0.7), --probe <s> (20).
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { login, parseArgs, readFixture, rssKiB, startServer, writeResults, type TFixture } from './run.ts';

function soakArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { minutes: Number(get('minutes') ?? '10'), share: Number(get('share') ?? '0.7'), probe: Number(get('probe') ?? '20') };
}

/** What open browsers do most: poll the badges, open lists and jobs, log a change. */
function mix(f: TFixture) {
  const get = (p: string) => ({ method: 'GET', path: p });
  return [
    get('/api/user/notifications'),
    get('/api/jobs'),
    get('/api/user/notifications'),
    get(`/api/jobs/${f.jobId}`),
    get('/api/user/notifications'),
    get(`/api/jobs/${f.jobId}/comments?board=team`),
    get('/api/jobs?sort=job_due_date&order=desc'),
    get(`/api/timesheets?job_id=${f.jobId}`),
    get('/api/cost-matrix'),
    { method: 'POST', path: `/api/jobs/${f.jobId}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ expected_duration: 14 }) },
  ];
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const soak = soakArgs(process.argv.slice(2));
  const startedAt = new Date();
  const fixture = await readFixture(args);
  const server = await startServer(args);
  const base = `http://127.0.0.1:${args.port}`;
  const samples: Array<{ s: number; rss: number }> = [];
  try {
    const token = await login(base, fixture.companyId);
    const common = { url: base, connections: args.connections, timeout: 30, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' }, requests: mix(fixture) };
    const capacity = await autocannon({ ...common, duration: soak.probe });
    const rate = Math.max(1, Math.floor(capacity.requests.average * soak.share));
    console.log(`capacity ${capacity.requests.average.toFixed(1)} req/s (errors ${capacity.errors + capacity.non2xx + capacity.timeouts}); soaking at ${rate} req/s for ${soak.minutes} min`);
    const t0 = Date.now();
    const sample = () => samples.push({ s: Math.round((Date.now() - t0) / 1000), rss: rssKiB(server.pid!) });
    sample();
    const timer = setInterval(sample, 5000);
    const run = await autocannon({ ...common, duration: soak.minutes * 60, overallRate: rate });
    clearInterval(timer);
    sample();
    const errors = run.errors + run.non2xx + run.timeouts;
    const mib = (k: number) => (k / 1024).toFixed(0);
    const minute = (m: number) => samples.reduce((best, x) => (Math.abs(x.s - m * 60) < Math.abs(best.s - m * 60) ? x : best), samples[0]);
    const afterWarm = samples.filter((x) => x.s >= 60);
    const lines = [
      '## Soak',
      '',
      `- date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC; ${os.cpus().length} cores, Node ${process.version}, load average at start ${os.loadavg()[0].toFixed(1)}`,
      `- database: ${args.databaseUrl ? 'PostgreSQL' : 'PGlite'}, large agency of ${fixture.jobs} jobs; ${args.connections} connections; the server under \`nice -n 15\``,
      `- mix, cycled by each connection: GET /user/notifications (3 in 10), GET /jobs (default and by due date), GET /jobs/{id}, GET /jobs/{id}/comments, GET /timesheets?job_id, GET /cost-matrix, POST /jobs/{id}`,
      `- capacity (as fast as it answers, ${soak.probe} s): ${capacity.requests.average.toFixed(1)} req/s; soak at ${Math.round(soak.share * 100)}%: ${rate} req/s for ${soak.minutes} min`,
      '',
      '| requests answered | req/s | p50 ms | p99 ms | errors (connection, non-2xx, timeouts) |',
      '|---:|---:|---:|---:|---|',
      `| ${run.requests.total} | ${run.requests.average.toFixed(1)} | ${run.latency.p50} | ${run.latency.p99} | ${errors} (${run.errors}, ${run.non2xx}, ${run.timeouts}) |`,
      '',
      `Server resident memory (MiB), sampled every 5 s: at start ${mib(samples[0].rss)}, ` +
        Array.from({ length: soak.minutes }, (_, i) => `minute ${i + 1} ${mib(minute(i + 1).rss)}`).join(', ') +
        `; after the first minute between ${mib(Math.min(...afterWarm.map((x) => x.rss)))} and ${mib(Math.max(...afterWarm.map((x) => x.rss)))}.`,
      '',
    ];
    writeResults(args.out, 'soak', lines.join('\n'));
    console.log(lines.join('\n'));
    console.log(`wrote ${path.relative(process.cwd(), args.out)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
