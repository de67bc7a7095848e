/** Progress on a real PostgreSQL: pronunciation checks count as practice on their UTC day, whatever the server's zone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { practiceDays, pronunciationAttempts, users } from '../../src/server/db/schema';
import { getProgress } from '../../src/server/features/progress/get-progress';
import { createScratchDatabase, isPostgresReachable } from '../support/scratch-postgres';

const isReachable = await isPostgresReachable();

describe.skipIf(!isReachable)('progress on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // A session zone far from UTC: a check late on a UTC day must not slip into the next one.
    const url = new URL(scratch.url);
    url.searchParams.set('options', '-c TimeZone=Asia/Tokyo');
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrateDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('joins days with messages and days with checks, and counts the trouble sounds', async () => {
    const { db } = handle;
    const { rows } = await handle.pool!.query('show timezone');
    expect(rows).toEqual([{ TimeZone: 'Asia/Tokyo' }]);
    await db.insert(users).values({ id: 'pg-learner', name: 'Learner', email: 'pg-learner@parley.test' });
    await db.insert(practiceDays).values({ userId: 'pg-learner', day: '2026-03-08', messages: 2, seconds: 90 });
    const check = (checkedAt: string, sound?: 'th' | 'r-l') => ({
      userId: 'pg-learner',
      teacherSlug: 'maya',
      text: 'I think so.',
      engine: 'pocketsphinx',
      wordCount: 3,
      okCount: sound ? 2 : 3,
      words: [{ word: 'I', result: 'ok' }, sound ? { word: 'think', result: 'mispronounced', sound } : { word: 'think', result: 'ok' }, { word: 'so', result: 'ok' }],
      checkedAt: new Date(checkedAt),
    });
    await db.insert(pronunciationAttempts).values([check('2026-03-09T23:30:00Z', 'th'), check('2026-03-10T08:00:00Z', 'th'), check('2026-03-10T09:00:00Z', 'r-l')]);

    const progress = await getProgress(db, 'pg-learner', new Date('2026-03-10T12:00:00Z'));
    expect(progress).toMatchObject({ streak_days: 3, days_practised: 3, messages: 2 });
    expect(progress.activity.slice(-3)).toEqual([
      { day: '2026-03-08', messages: 2, checks: 0, minutes: 2 },
      { day: '2026-03-09', messages: 0, checks: 1, minutes: 0 },
      { day: '2026-03-10', messages: 0, checks: 2, minutes: 0 },
    ]);
    expect(progress.pronunciation).toMatchObject({ attempts: 3, trouble_sounds: [{ sound: 'th', misses: 2 }, { sound: 'r-l', misses: 1 }] });
  });
});
