/**
 * Migrates and seeds one in-memory database, then saves it as a snapshot file that every test
 * clones (PGlite loadDataDir): about 0.4 s a database instead of a fresh migration each time.
 *
 * Every Vitest project inherits this set-up and Vitest runs it once per project, one after the other, before
 * any test starts: with eight projects that was eight migrations (about 40 s on a two-core machine). They all
 * run in the one main process, so the first builds the snapshot and the rest are handed the same file.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';

const SNAPSHOT_KEY = Symbol.for('parley.test.databaseSnapshotFile');
type HoldsSnapshot = { [SNAPSHOT_KEY]?: Promise<string> };

async function writeSnapshot(): Promise<string> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  await seedTeachers(handle.db);
  const snapshot = await handle.pglite!.dumpDataDir('gzip');
  const file = join(tmpdir(), `parley-test-db-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await handle.close();
  return file;
}

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const shared = globalThis as HoldsSnapshot;
  shared[SNAPSHOT_KEY] ??= writeSnapshot();
  provide('databaseSnapshotFile', await shared[SNAPSHOT_KEY]);
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshotFile: string;
  }
}
