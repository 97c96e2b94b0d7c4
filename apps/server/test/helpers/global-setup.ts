import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';

/**
 * Migrates and seeds one PGlite database, then dumps it; each test file starts its own
 * in-memory copy from the dump (~0.5 s instead of initdb each time).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const database = await openPglite({});
  await migrateDatabase(database);
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jobflow-template-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
