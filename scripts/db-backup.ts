/**
 * `npm run db:backup [-- <file>]`: a consistent copy of the embedded database (PGlite) while the server is
 * stopped; `npm run db:restore -- <file>` loads one into an empty DATA_DIR/db. PostgreSQL has pg_dump.
 */
import { join, resolve } from 'node:path';
import { parseEnv } from '../src/server/config/env';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../src/server/db/backup-embedded-database';

const [command, file] = process.argv.slice(2);
const env = parseEnv();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: the data lives in PostgreSQL. Back it up with pg_dump (or your provider\'s backups).');
  process.exit(1);
}
const dataDir = join(env.DATA_DIR, 'db');
try {
  if (command === 'restore') {
    if (!file) throw new Error('Name the backup to restore: npm run db:restore -- <file>');
    await restoreEmbeddedDatabase(resolve(file), dataDir);
    console.info(`Restored ${file} into ${dataDir}.`);
  } else {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const outFile = resolve(file ?? join(env.DATA_DIR, 'backups', `parley-${stamp}.tar.gz`));
    const { bytes } = await backupEmbeddedDatabase(dataDir, outFile);
    console.info(`Wrote ${outFile} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
