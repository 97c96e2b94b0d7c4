import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPglite, openPostgres, migrateDatabase, type TDatabase } from '../../src/db/client.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo.ts';

export { DEMO_LOGINS, DEMO_PASSWORD };

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  close: () => Promise<void>;
  /** Signs in and returns a bearer token. */
  login: (email: string, as?: { login_as: 'company' | 'client'; company_id: number }) => Promise<string>;
  /** An authorised request; returns status and parsed body. */
  call: <T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) => Promise<{ status: number; body: T }>;
};

/** A fresh seeded database for one test file: a copy of the PGlite template, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ database: TDatabase; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const file = inject('pgliteTemplate');
    const database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
    return { database, drop: async () => {} };
  }
  const name = `jobflow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString(), 4);
  await migrateDatabase(database);
  await seedDemo(database.db);
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function createTestApp(opts: { env?: Record<string, string> } = {}): Promise<TTestApp> {
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PUBLIC_URL: 'http://jobflow.test', ...opts.env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const call: TTestApp['call'] = async (method, url, token, body) => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };
  const login: TTestApp['login'] = async (email, as) => {
    let target = as;
    if (!target) {
      const v = await call<{ result: { company: { id: number } | null; clients: Array<{ id: number }> } }>('POST', '/api/auth/verify-email', undefined, { email });
      if (v.status !== 200) throw new Error(`verify-email ${email}: ${v.status}`);
      const r = v.body.result;
      target = r.company ? { login_as: 'company', company_id: r.company.id } : { login_as: 'client', company_id: r.clients[0].id };
    }
    const res = await call<{ result: { access_token: string } }>('POST', '/api/auth/login', undefined, { ...target, email, password: DEMO_PASSWORD });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result.access_token;
  };
  return {
    app,
    database,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
