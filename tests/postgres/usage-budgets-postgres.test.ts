/** Budgets hold under real concurrency: several connection pools (as several processes would) on one PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { acquireReplyLease } from '../../src/server/features/usage/acquire-reply-lease';
import { takeAllowance } from '../../src/server/features/usage/take-allowance';
import { createScratchDatabase, isPostgresReachable } from '../support/scratch-postgres';

const isReachable = await isPostgresReachable();

describe.skipIf(!isReachable)('usage budgets on PostgreSQL, from three pools at once', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })));
    await migrateDatabase(handles[0]!);
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await scratch?.drop();
  });

  it('never lets a daily allowance pass its limit', async () => {
    const attempts = Array.from({ length: 45 }, (_, i) => takeAllowance(handles[i % 3]!.db, { owner: 'user:pg', metric: 'tool-calls', amount: 1, limit: 20 }));
    const taken = await Promise.all(attempts);
    expect(taken.filter(Boolean)).toHaveLength(20);
    const { rows } = await handles[0]!.pool!.query("select used from usage_allowances where owner = 'user:pg'");
    expect(rows).toEqual([{ used: 20 }]);
  });

  it('never hands out more reply leases than slots, and frees a slot on release', async () => {
    const leases = await Promise.all(Array.from({ length: 12 }, (_, i) => acquireReplyLease(handles[i % 3]!.db, 'pg-subscriber', 3)));
    const held = leases.filter((lease) => lease !== null);
    expect(held).toHaveLength(3);
    await held[0]!.release();
    expect(await acquireReplyLease(handles[1]!.db, 'pg-subscriber', 3)).not.toBeNull();
    expect(await acquireReplyLease(handles[2]!.db, 'pg-subscriber', 3)).toBeNull();
  });
});
