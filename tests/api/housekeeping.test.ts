/** Housekeeping prunes what has expired and keeps everything still in use. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { demoSessions, rateLimits, requestCounters, stripeEvents, usageAllowances } from '../../src/server/db/schema';
import { pruneExpiredRows } from '../../src/server/features/housekeeping/prune-expired-rows';
import { startHousekeeping } from '../../src/server/features/housekeeping/start-housekeeping';
import { openTestDatabase } from '../support/test-database';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.insert(demoSessions).values([
    { id: 'demo_expired', expiresAt: new Date(NOW.getTime() - 1000) },
    { id: 'demo_live', expiresAt: new Date(NOW.getTime() + HOUR) },
  ]);
  await db.insert(requestCounters).values([
    { key: 'demo-chat:1.2.3.4', windowStart: NOW.getTime() - 2 * DAY, count: 9 },
    { key: 'demo-chat:5.6.7.8', windowStart: NOW.getTime() - HOUR, count: 3 },
  ]);
  await db.insert(rateLimits).values([
    { id: 'rl_old', key: 'old-address/sign-in/email', count: 5, lastRequest: NOW.getTime() - 2 * DAY },
    { id: 'rl_new', key: 'new-address/sign-in/email', count: 1, lastRequest: NOW.getTime() - 30_000 },
  ]);
  await db.insert(stripeEvents).values([
    { id: 'evt_old', type: 'invoice.paid', createdAt: 1, processedAt: new Date(NOW.getTime() - 31 * DAY) },
    { id: 'evt_recent', type: 'invoice.paid', createdAt: 2, processedAt: new Date(NOW.getTime() - 29 * DAY) },
  ]);
  await db.insert(usageAllowances).values([
    { owner: 'user:old', day: '2026-11-20', metric: 'model-calls', used: 4 },
    { owner: 'user:new', day: '2026-11-22', metric: 'model-calls', used: 2 },
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe('pruneExpiredRows', () => {
  it('deletes expired demo sessions, past request windows and events processed over 30 days ago, and nothing else', async () => {
    expect(await pruneExpiredRows(database.db, NOW)).toEqual({ demoSessions: 1, requestCounters: 1, rateLimits: 1, stripeEvents: 1, usageAllowances: 1 });
    expect((await database.db.select({ owner: usageAllowances.owner }).from(usageAllowances)).map((r) => r.owner)).toEqual(['user:new']);
    const { db } = database;
    expect((await db.select({ id: demoSessions.id }).from(demoSessions)).map((r) => r.id)).toEqual(['demo_live']);
    expect((await db.select({ key: requestCounters.key }).from(requestCounters)).map((r) => r.key)).toEqual(['demo-chat:5.6.7.8']);
    expect((await db.select({ id: rateLimits.id }).from(rateLimits)).map((r) => r.id)).toEqual(['rl_new']);
    expect((await db.select({ id: stripeEvents.id }).from(stripeEvents)).map((r) => r.id)).toEqual(['evt_recent']);
  });

  it('finds nothing more to do on a second run', async () => {
    expect(await pruneExpiredRows(database.db, NOW)).toEqual({ demoSessions: 0, requestCounters: 0, rateLimits: 0, stripeEvents: 0, usageAllowances: 0 });
  });

  it('runs periodically once started, until stopped', async () => {
    // Relative to the real clock: the periodic run prunes by the time it runs at, not NOW.
    await database.db.insert(demoSessions).values([
      { id: 'demo_later', expiresAt: new Date(Date.now() - 1000) },
      { id: 'demo_still_live', expiresAt: new Date(Date.now() + HOUR) },
    ]);
    const housekeeping = startHousekeeping(database.db, 50);
    const deadline = Date.now() + 5_000;
    while ((await database.db.select().from(demoSessions)).some((row) => row.id === 'demo_later') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await housekeeping.stop();
    const left = (await database.db.select({ id: demoSessions.id }).from(demoSessions)).map((r) => r.id);
    expect(left).toContain('demo_still_live');
    expect(left).not.toContain('demo_later');
  });
});
