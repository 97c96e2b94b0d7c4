import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { warmPdfs } from './platform/pdf/document.ts';

/** Starts Jobflow: configuration, database (migrated), demo data, then listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    console.error(`Jobflow could not open its database: ${(err as Error).message}`);
    process.exit(1);
  }
  // The log lines (two a request) are written in batches of 4 KiB or each second, and flushed
  // when the process exits: written one by one, each was a system call, and on the 2-core
  // machine of bench/results.md they were 0.2 ms of every request.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
  const app = await buildApp({ config, database, logStream });
  if (config.seedDemo) await seedDemo(database.db, app.log);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // The PDF worker starts now rather than with the first document someone asks for.
  warmPdfs().catch((err: unknown) => app.log.warn({ err }, 'the PDF worker could not be readied'));
  app.log.info(`Jobflow is ready on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

void main();
