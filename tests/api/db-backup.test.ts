/** The embedded database: one process at a time, and `npm run db:backup` copies it consistently. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../../src/server/db/backup-embedded-database';
import { EmbeddedDatabaseBusyError, acquireEmbeddedDatabaseLock, lockFileFor } from '../../src/server/db/embedded-database-lock';

const folder = mkdtempSync(join(tmpdir(), 'parley-backup-'));
const dataDir = join(folder, 'db');
const archive = join(folder, 'backups', 'parley.tar.gz');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('embedded database backup', () => {
  it('refuses while a server has the database open, and refuses a second opener', async () => {
    const running = await openDatabase({ kind: 'pglite', dataDir });
    await running.pglite!.exec(`create table notes (id int primary key, body text); insert into notes values (1, 'kept'), (2, 'also kept');`);
    await expect(backupEmbeddedDatabase(dataDir, archive)).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    expect(existsSync(archive)).toBe(false);
    await running.close();
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  }, 120_000);

  it('refuses to restore into a folder another holder has locked', async () => {
    const lockedDir = join(folder, 'locked');
    const release = await acquireEmbeddedDatabaseLock(lockedDir);
    try {
      await expect(restoreEmbeddedDatabase(archive, lockedDir)).rejects.toThrow(
        new EmbeddedDatabaseBusyError(
          `The embedded database in ${lockedDir} is in use by another Parley process (PID ${process.pid}): stop it first (several processes need DATABASE_URL).`,
        ),
      );
    } finally {
      release();
    }
  });

  it('writes a copy that restores with every row once the server is stopped', async () => {
    const { bytes } = await backupEmbeddedDatabase(dataDir, archive);
    expect(bytes).toBeGreaterThan(0);
    const restoredDir = join(folder, 'restored');
    await restoreEmbeddedDatabase(archive, restoredDir);
    await expect(restoreEmbeddedDatabase(archive, restoredDir)).rejects.toThrow(/already holds a database/);
    const restored = await PGlite.create({ dataDir: restoredDir });
    expect((await restored.query('select id, body from notes order by id')).rows).toEqual([
      { id: 1, body: 'kept' },
      { id: 2, body: 'also kept' },
    ]);
    await restored.close();
  }, 120_000);
});
