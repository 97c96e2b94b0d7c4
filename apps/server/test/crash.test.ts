/**
 * Crash safety: the real server process is killed with SIGKILL in the middle of a burst of
 * writes, again and again, and restarted on the same database each time. Every write that
 * was acknowledged (a 2xx with its id) must be there afterwards with the values sent, and
 * the database must open: on PGlite the lock file left by the killed process must not block
 * the restart. A second server on a PGlite directory in use is refused.
 *
 * PGlite under `npm test`, PostgreSQL under `npm run test:pg` (DATABASE_URL).
 * CRASH_ITERATIONS sets the number of kills (default 50).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { notes } from '../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';

const ITERATIONS = Number(process.env.CRASH_ITERATIONS ?? 50);
/** Requests kept in flight during a burst. */
const CONCURRENCY = 8;
const ROOT = new URL('../../../', import.meta.url).pathname;
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
const PG_URL = process.env.DATABASE_URL;

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-crash-'));
  if (PG_URL) {
    const name = `jobflow_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type TServer = { child: ChildProcess; url: string; output: () => string };

/** Starts of the server that a signal from outside this test ended (other work on a shared machine). */
let outsideKills = 0;

/**
 * Starts server.ts and resolves once it listens. A server that exits by itself first (the
 * database did not open, the lock refused it) fails the test; one ended by a signal this
 * test did not send is started again, up to 3 times.
 */
async function startServer(): Promise<TServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce();
    } catch (err) {
      if (!(err as { signal?: string }).signal || attempt === 3) throw err;
      outsideKills++;
    }
  }
}

async function startServerOnce(): Promise<TServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://jobflow.test',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  // the last 20k characters of its output, for the message when something fails
  const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-20_000));
  return new Promise((resolve, reject) => {
    const onData = () => {
      const m = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        resolve({ child, url: m[1], output: () => out });
      }
    };
    child.stdout!.on('data', keep);
    child.stdout!.on('data', onData);
    child.stderr!.on('data', keep);
    const t0 = Date.now();
    child.once('exit', (code, signal) =>
      reject(Object.assign(new Error(`server exited (${code ?? signal}) ${Date.now() - t0} ms after it was started, before listening:\n${out.slice(-4000)}`), { signal })),
    );
  });
}

async function kill(server: TServer, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

type TResult = { status: number; body: { result?: Record<string, unknown> } | null };

/**
 * One HTTP request on its own connection: a pooled keep-alive socket to a killed server
 * (whose port a restarted one may get again) must not be reused.
 */
function request(url: string, { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {}): Promise<TResult> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(url, {
      method,
      agent: false,
      headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as TResult['body']) : null });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function login(url: string): Promise<string> {
  const v = await request(`${url}/api/auth/verify-email`, { method: 'POST', body: { email: DEMO_LOGINS.superAdmin } });
  const company = v.body!.result!.company as { id: number };
  const l = await request(`${url}/api/auth/login`, { method: 'POST', body: { login_as: 'company', company_id: company.id, email: DEMO_LOGINS.superAdmin, password: DEMO_PASSWORD } });
  expect(l.status).toBe(200);
  return l.body!.result!.access_token as string;
}

type TAck = { id: number; title: string };

/**
 * Keeps CONCURRENCY to-do creations in flight and SIGKILLs the server right after the
 * killAfter-th acknowledgement, while other requests are still being handled.
 */
async function burstAndKill(server: TServer, token: string, iteration: number, killAfter: number): Promise<TAck[]> {
  const acked: TAck[] = [];
  let seq = 0;
  let killed: Promise<void> | null = null;
  const worker = async () => {
    while (!killed) {
      const title = `crash ${iteration}.${seq++} ${randomBytes(4).toString('hex')}`;
      try {
        const res = await request(`${server.url}/api/notes`, { method: 'POST', token, body: { type: 'todo', title } });
        if (res.status >= 200 && res.status < 300) {
          const result = res.body!.result as { id: number; title: string };
          expect(result.title).toBe(title);
          acked.push({ id: result.id, title });
          if (acked.length >= killAfter && !killed) killed = kill(server, 'SIGKILL');
        } else if (!killed) {
          throw new Error(`write refused before the kill: ${res.status} ${JSON.stringify(res.body)}`);
        }
      } catch (err) {
        if (!killed) throw err;
        return; // the connection died with the server: not acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killed;
  return acked;
}

/** Reads the acknowledged to-dos back through the restarted server. */
async function readBack(server: TServer, token: string, acks: TAck[]) {
  const found = await Promise.all(
    acks.map(async (a) => {
      const res = await request(`${server.url}/api/notes/${a.id}`, { token });
      return { id: a.id, status: res.status, title: res.body?.result?.title };
    }),
  );
  return found;
}

describe(`crash safety on ${PG_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(`keeps every acknowledged write through ${ITERATIONS} SIGKILLs mid-burst, and the database opens after each`, { timeout: 60_000 + ITERATIONS * 20_000 }, async () => {
    const started = Date.now();
    let server = await startServer();
    const token = await login(server.url);
    const all: TAck[] = [];
    try {
      for (let i = 0; i < ITERATIONS; i++) {
        const acks = await burstAndKill(server, token, i, randomInt(1, 40));
        expect(acks.length).toBeGreaterThan(0);
        all.push(...acks);
        if (!databaseUrl) {
          // The killed process could not remove its lock: the restart must see its owner is dead.
          expect(fs.existsSync(path.join(dataDir, 'jobflow.lock'))).toBe(true);
        }
        server = await startServer();
        // The session token was an acknowledged write too.
        const probe = await request(`${server.url}/api/user`, { token });
        expect(probe.status).toBe(200);
        const restarted = server;
        const back = await readBack(server, token, acks).catch((err: Error) => {
          throw new Error(`reading back after restart ${i + 1} failed (${err.message}); server exit: ${restarted.child.exitCode ?? restarted.child.signalCode}; output:\n${restarted.output().slice(-3000)}`, { cause: err });
        });
        expect(back.filter((b) => b.status !== 200 || b.title !== acks.find((a) => a.id === b.id)!.title)).toEqual([]);
        if ((i + 1) % 10 === 0) console.log(`crash test: ${i + 1}/${ITERATIONS} kills, ${all.length} acknowledged writes, ${((Date.now() - started) / 1000).toFixed(1)} s${outsideKills ? `, ${outsideKills} starts ended by an outside signal and retried` : ''}`);
      }
    } finally {
      await kill(server, 'SIGTERM');
    }
    // Once more, straight from the database, every acknowledged row of every iteration.
    const database = databaseUrl ? await openPostgres(databaseUrl, 1) : await openPglite({ dataDir });
    try {
      const ids = all.map((a) => a.id);
      const rows = await database.db.select({ id: notes.id, title: notes.title }).from(notes).where(inArray(notes.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r.title]));
      expect(all.filter((a) => byId.get(a.id) !== a.title)).toEqual([]);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await database.close();
    }
    console.log(`crash test: ${ITERATIONS} kills, ${all.length} acknowledged writes, ${((Date.now() - started) / 1000).toFixed(1)} s${outsideKills ? `, ${outsideKills} starts ended by an outside signal and retried` : ''}`);
  });

  it('a stopped server writes out every log line it buffered, up to its last request and its shutdown', { timeout: 60_000 }, async () => {
    const server = await startServer();
    const token = await login(server.url);
    const res = await request(`${server.url}/api/user`, { token });
    expect(res.status).toBe(200);
    await kill(server, 'SIGTERM');
    expect(server.child.exitCode).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    const completed = lines.filter((l) => l.msg === 'request completed');
    // every request has its line, the last one included, and the shutdown is the last line
    expect(completed.length).toBe(lines.filter((l) => l.msg === 'incoming request').length);
    expect(lines.filter((l) => l.req?.url === '/api/user').map((l) => l.msg)).toEqual(['incoming request']);
    expect(completed.at(-1)?.res?.statusCode).toBe(200);
    expect(lines.at(-1)?.msg).toBe('shutting down');
  });

  it.skipIf(Boolean(PG_URL))('refuses a second server process on a PGlite directory in use', { timeout: 60_000 }, async () => {
    const first = await startServer();
    try {
      const err = await startServer().then(
        async (s) => {
          await kill(s, 'SIGKILL');
          return null;
        },
        (e: Error) => e,
      );
      expect(err?.message).toMatch(/already in use by another Jobflow process \(pid \d+\)/);
      // The first one still serves.
      const res = await request(`${first.url}/api/health`);
      expect(res.status).toBeLessThan(500);
    } finally {
      await kill(first, 'SIGTERM');
    }
  });
});
