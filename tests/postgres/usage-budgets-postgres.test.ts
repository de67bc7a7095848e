/** Budgets hold under real concurrency: several connection pools (as several processes would) on one PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { acquireReplyLease } from '../../src/server/features/usage/acquire-reply-lease';
import { takeAllowance } from '../../src/server/features/usage/take-allowance';
import { takeModelCallWithLease } from '../../src/server/features/usage/take-model-call-with-lease';
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

  it('takes a model call and a reply slot in one statement without passing either bound', async () => {
    const take = (i: number, owner: string, limit: number, slots: number) =>
      takeModelCallWithLease(handles[i % 3]!.db, { owner: `user:${owner}`, userId: owner, metric: 'model-calls', limit, slots });
    // Slots bound: 12 replies of one learner at once, 3 slots; every call is counted, 3 get a slot.
    const streams = await Promise.all(Array.from({ length: 12 }, (_, i) => take(i, 'pg-streamer', 100, 3)));
    expect(streams.every((s) => s.isAllowanceTaken)).toBe(true);
    const held = streams.flatMap((s) => (s.lease ? [s.lease] : []));
    expect(held).toHaveLength(3);
    await held[0]!.release();
    expect((await take(1, 'pg-streamer', 100, 3)).lease).not.toBeNull();
    expect((await take(2, 'pg-streamer', 100, 3)).lease).toBeNull();

    // Daily bound: 45 at once against a limit of 20 and plenty of slots; a refused call takes no slot.
    const calls = await Promise.all(Array.from({ length: 45 }, (_, i) => take(i, 'pg-budget', 20, 50)));
    expect(calls.filter((c) => c.isAllowanceTaken)).toHaveLength(20);
    expect(calls.filter((c) => c.lease)).toHaveLength(20);
    const { rows } = await handles[0]!.pool!.query("select count(*)::int as n from reply_leases where user_id = 'pg-budget'");
    expect(rows).toEqual([{ n: 20 }]);
  });
});
