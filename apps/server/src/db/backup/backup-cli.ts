import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase, redact } from '../client.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

/**
 * `npm run backup [-- file]` and `npm run restore -- file`, on the database the server would
 * use (DATA_DIR's embedded database, or DATABASE_URL) and its stored files. The embedded
 * database is locked while the server runs: stop it first.
 */
async function main() {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    console.error('Usage: npm run backup [-- <file>]   |   npm run restore -- <file>');
    process.exit(2);
  }
  if (command === 'restore' && !fileArg) {
    console.error('Usage: npm run restore -- <file>   (restores into an empty database: a new DATA_DIR or DATABASE_URL)');
    process.exit(2);
  }
  const config = loadConfig();
  const file = path.resolve(fileArg ?? `jobflow-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jfb.gz`);
  if (command === 'restore' && !fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(1);
  }
  const where = config.databaseUrl ? redact(config.databaseUrl) : `the embedded database in ${config.dataDir}`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const filesDir = path.join(config.dataDir, 'files');
  try {
    const started = Date.now();
    const counts = command === 'backup' ? await backupDatabase(database.db, filesDir, file) : await restoreDatabase(database.db, filesDir, file);
    const rows = Object.values(counts.tables).reduce((a, b) => a + b, 0);
    const verb = command === 'backup' ? `Backed up ${where} to ${file}` : `Restored ${file} into ${where}`;
    console.log(`${verb}: ${rows} rows in ${Object.keys(counts.tables).length} tables, ${counts.files} files, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // A failed query's own message quotes its parameters (rows, password hashes): say only what the database said.
  const e = err as Error & { cause?: Error };
  console.error(`The ${process.argv[2]} failed: ${e.cause?.message ?? e.message}`);
  process.exit(1);
});
