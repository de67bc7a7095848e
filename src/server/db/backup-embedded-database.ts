/**
 * A consistent copy of the embedded database: PGlite's dumpDataDir, taken while no server uses the folder
 * (the database lock guarantees it), written to a temporary name and renamed so a half-written file never
 * looks like a backup. Restoring loads it into an empty folder.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireEmbeddedDatabaseLock } from './embedded-database-lock';

export async function backupEmbeddedDatabase(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  const release = await acquireEmbeddedDatabaseLock(dataDir);
  try {
    const database = await PGlite.create({ dataDir });
    try {
      const archive = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
      mkdirSync(dirname(outFile), { recursive: true });
      const partial = `${outFile}.partial`;
      writeFileSync(partial, archive);
      renameSync(partial, outFile);
      return { bytes: archive.length };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

export async function restoreEmbeddedDatabase(archiveFile: string, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} already holds a database: move it aside first.`);
  mkdirSync(dataDir, { recursive: true });
  const release = await acquireEmbeddedDatabaseLock(dataDir);
  try {
    const database = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(archiveFile)]) });
    await database.query('select 1');
    await database.close();
  } finally {
    release();
  }
}
