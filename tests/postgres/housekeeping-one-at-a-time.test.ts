/** On shared PostgreSQL, one process prunes at a time: while another holds the lock, a run skips. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { demoSessions } from '../../src/server/db/schema';
import { HOUSEKEEPING_LOCK_ID, pruneExpiredRows } from '../../src/server/features/housekeeping/prune-expired-rows';
import { createScratchDatabase, isPostgresReachable } from '../support/scratch-postgres';

const isReachable = await isPostgresReachable();

describe.skipIf(!isReachable)('housekeeping on shared PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const expired = () => new Date(Date.now() - 60_000);

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    first = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(first);
    second = await openDatabase({ kind: 'postgres', url: scratch.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await scratch?.drop();
  });

  it('skips while another process holds the housekeeping lock, then prunes once it is released', async () => {
    await first.db.insert(demoSessions).values({ id: 'demo_a', expiresAt: expired() });
    const otherProcess = new pg.Client({ connectionString: scratch.url });
    await otherProcess.connect();
    await otherProcess.query('begin');
    await otherProcess.query('select pg_advisory_xact_lock($1)', [HOUSEKEEPING_LOCK_ID]);
    expect(await pruneExpiredRows(second.db)).toBeNull();
    expect(await first.db.select().from(demoSessions)).toHaveLength(1);
    await otherProcess.query('commit');
    await otherProcess.end();
    expect((await pruneExpiredRows(second.db))?.demoSessions).toBe(1);
  });

  it('lets exactly one of two processes running at once do the work', async () => {
    await first.db.insert(demoSessions).values([
      { id: 'demo_b', expiresAt: expired() },
      { id: 'demo_c', expiresAt: expired() },
    ]);
    const results = await Promise.all([pruneExpiredRows(first.db), pruneExpiredRows(second.db)]);
    const deleted = results.reduce((sum, result) => sum + (result?.demoSessions ?? 0), 0);
    expect(deleted).toBe(2);
    expect(await first.db.select().from(demoSessions)).toHaveLength(0);
  });
});
