// Runs the API suite against PostgreSQL: DATABASE_URL, or the local server on 127.0.0.1:5432.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const probe = spawnSync(process.execPath, ['-e', `
  const pg = require('pg');
  const c = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
  c.connect().then(() => c.end()).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); });
`, url], { cwd: new URL('../apps/server', import.meta.url).pathname, encoding: 'utf8' });
if (probe.status !== 0) {
  console.error(`test:pg needs a PostgreSQL server: could not connect to ${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')} (${(probe.stderr || '').trim()}). Set DATABASE_URL.`);
  process.exit(1);
}
const run = spawnSync('npx', ['vitest', 'run', 'apps/server/test'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
process.exit(run.status ?? 1);
