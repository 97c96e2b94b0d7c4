import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeXero } from '../apps/server/test/helpers/fake-xero';
import { startMailSink } from './mail-sink';
import { REPO_ROOT, RESULTS_DIR, TMP_ROOT, WEB_DIST } from './paths';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The mail sink's HTTP endpoint (see `mailbox` in fixtures.ts). */
    mailboxUrl: string;
  }
}

const HEALTH_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy; see ${logFile}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${HEALTH_TIMEOUT_MS} ms; see ${logFile}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the real server on a fresh embedded database with the demo tenant, serving the built SPA. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @jobflow/web` before the browser journeys.');
  }
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  process.env.TMPDIR = TMP_ROOT;

  // Several runs may share e2e/.tmp (parallel sessions on one checkout): each marks its presence.
  const runMarker = path.join(TMP_ROOT, `run-${process.pid}.active`);
  fs.writeFileSync(runMarker, '');
  const dataDir = fs.mkdtempSync(path.join(TMP_ROOT, 'data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(RESULTS_DIR, 'e2e-server.log');
  const log = fs.openSync(logFile, 'w');
  // Every mail the server sends (invitations, reset links) lands in this sink.
  const mailSink = await startMailSink();
  // Xero is a local fake built from the published contract: Connect, the consent redirect and invoice sync all run for real.
  const fakeXero = await startFakeXero({ redirectUris: [`${baseUrl}/api/xero/callback`] });

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SMTP_URL: mailSink.smtpUrl,
      ...fakeXero.env(),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      TMPDIR: TMP_ROOT,
    },
    stdio: ['ignore', log, log],
  });

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop(child);
    await mailSink.close();
    await fakeXero.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailSink.mailboxUrl);

  return async () => {
    await stop(child);
    await mailSink.close();
    await fakeXero.close();
    fs.closeSync(log);
    // The database, Chromium profiles and temp files of this run (tsx cache, crash dumps);
    // the shared folder only goes with the last run using it.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(runMarker, { force: true });
    const othersActive = fs.existsSync(TMP_ROOT) && fs.readdirSync(TMP_ROOT).some((f) => f.endsWith('.active'));
    if (!othersActive) fs.rmSync(TMP_ROOT, { recursive: true, force: true });
  };
}
