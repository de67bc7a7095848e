import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';

/** A fresh, migrated and seeded in-memory database for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const bytes = await readFile(inject('databaseSnapshotFile'));
  return openDatabase({ kind: 'pglite-memory', snapshot: new Blob([bytes]) });
}
