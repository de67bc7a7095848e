/**
 * GET /api/progress for learners who practise pronunciation: a day with a check is a day practised, the
 * chart shows checks on their day, and `trouble_sounds` counts the families that slipped in the last 20 checks.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WordResult } from '../../src/shared/api/pronunciation';
import { practiceDays, pronunciationAttempts } from '../../src/server/db/schema';
import { encodeWav } from '../../src/server/features/speech/wav-header';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;
const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function learner(): Promise<{ client: HttpClient; userId: string }> {
  const client = await signedInClient(server.url, `progress-${++learners}@parley.test`);
  const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
  return { client, userId };
}

/** One check through the real endpoint, as Maya's Pronunciation check sends it (a tone stands in for speech). */
async function checkReading(client: HttpClient): Promise<number> {
  const body = encodeWav(new Int16Array(32_000).map((_, i) => Math.round(800 * Math.sin(i / 5))), 16_000);
  const response = await fetch(`${server.url}/functions/v1/pronunciation?teacher_slug=maya&duration_ms=2000&text=${encodeURIComponent('I think so.')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'audio/wav', Origin: server.url, Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: new Uint8Array(body),
  });
  await response.body?.cancel();
  return response.status;
}

/** A check kept at a given time, straight into the table the endpoint writes. */
async function keepCheck(userId: string, checkedAt: Date, words: WordResult[] = [{ word: 'Hello', result: 'ok' }]) {
  const asked = words.filter((word) => word.result !== 'inserted');
  await server.deps.db.insert(pronunciationAttempts).values({
    userId,
    teacherSlug: 'maya',
    text: words.map((word) => word.word).join(' '),
    engine: 'pocketsphinx',
    wordCount: asked.length,
    okCount: asked.filter((word) => word.result === 'ok').length,
    words,
    checkedAt,
  });
}

const slip = (word: string, sound?: WordResult['sound']): WordResult => ({ word, result: 'mispronounced', ...(sound ? { sound } : {}) });

describe('GET /api/progress for pronunciation practice', () => {
  it('counts a day with pronunciation checks and no message as a day practised, with the checks on its day in the chart', async () => {
    const { client, userId } = await learner();
    for (let i = 0; i < 5; i++) expect(await checkReading(client)).toBe(200);

    const rows = await server.deps.db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId));
    expect(rows).toHaveLength(5);
    expect(await server.deps.db.select().from(practiceDays).where(eq(practiceDays.userId, userId))).toEqual([]);

    const progress = (await client.request('/api/progress')).body;
    expect(progress).toMatchObject({ streak_days: 1, days_practised: 1, messages: 0, minutes_practised: 0 });
    expect(progress.pronunciation.attempts).toBe(5);
    expect(progress.activity).toHaveLength(30);
    expect(progress.activity.at(-1)).toEqual({ day: utcDay(new Date()), messages: 0, checks: 5, minutes: 0 });
    expect(progress.activity.slice(0, -1).every((day: { checks: number }) => day.checks === 0)).toBe(true);
    // The process's first check loads the speech models (fresh-clone CI, two loaded cores: 16.7 s for the first
    // check, under a second for the next), as the pronunciation suite's tests allow for.
  }, 60_000);

  it('joins days with messages and days with checks into one streak, counting a day with both once', async () => {
    const { client, userId } = await learner();
    const now = Date.now();
    // Messages three days ago and yesterday, checks two days ago, yesterday and today: four days in a row.
    await server.deps.db.insert(practiceDays).values([
      { userId, day: utcDay(new Date(now - 3 * DAY_MS)), messages: 2, seconds: 120 },
      { userId, day: utcDay(new Date(now - DAY_MS)), messages: 1, seconds: 60 },
    ]);
    await keepCheck(userId, new Date(now - 2 * DAY_MS));
    await keepCheck(userId, new Date(now - DAY_MS));
    await keepCheck(userId, new Date(now));
    await keepCheck(userId, new Date(now - 10 * DAY_MS)); // an older day apart from the streak

    const progress = (await client.request('/api/progress')).body;
    expect(progress).toMatchObject({ streak_days: 4, days_practised: 5, messages: 3, minutes_practised: 3 });
    expect(progress.activity.slice(-4)).toEqual([
      { day: utcDay(new Date(now - 3 * DAY_MS)), messages: 2, checks: 0, minutes: 2 },
      { day: utcDay(new Date(now - 2 * DAY_MS)), messages: 0, checks: 1, minutes: 0 },
      { day: utcDay(new Date(now - DAY_MS)), messages: 1, checks: 1, minutes: 1 },
      { day: utcDay(new Date(now)), messages: 0, checks: 1, minutes: 0 },
    ]);
    expect(progress.activity.at(-11)).toMatchObject({ messages: 0, checks: 1 });
  });

  it('names the sound families that slipped in the last 20 checks, most missed first, and no one else\'s', async () => {
    const { client, userId } = await learner();
    const start = Date.now() - 30 * 60_000;
    const at = (minute: number) => new Date(start + minute * 60_000);
    // The oldest of 21 checks falls outside the last 20: its 'final' slips are not counted.
    await keepCheck(userId, at(0), [slip('cat', 'final'), slip('dog', 'final'), slip('bed', 'final'), slip('cup', 'final')]);
    await keepCheck(userId, at(1), [slip('think', 'th'), slip('right', 'r-l')]);
    for (let minute = 2; minute < 19; minute++) await keepCheck(userId, at(minute));
    await keepCheck(userId, at(19), [slip('three', 'th'), { word: 'this', result: 'omitted' }, slip('very')]); // Azure's slip names no family
    await keepCheck(userId, at(20), [slip('thing', 'th'), slip('light', 'r-l'), { word: 'live', result: 'ok' }]);
    const stranger = await learner();
    await keepCheck(stranger.userId, at(21), [slip('very', 'v-w'), slip('vest', 'v-w'), slip('van', 'v-w'), slip('vine', 'v-w')]);

    expect(await server.deps.db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId))).toHaveLength(21);
    const { pronunciation } = (await client.request('/api/progress')).body;
    expect(pronunciation.attempts).toBe(21);
    expect(pronunciation.last.text).toBe('thing light live');
    expect(pronunciation.trouble_sounds).toEqual([
      { sound: 'th', misses: 3 },
      { sound: 'r-l', misses: 2 },
    ]);
    expect((await stranger.client.request('/api/progress')).body.pronunciation.trouble_sounds).toEqual([{ sound: 'v-w', misses: 4 }]);
  });

  it('shows an empty record to a learner with no practice', async () => {
    const { client } = await learner();
    const progress = (await client.request('/api/progress')).body;
    expect(progress).toMatchObject({ streak_days: 0, days_practised: 0, messages: 0 });
    expect(progress.pronunciation).toEqual({ attempts: 0, last: null, trouble_sounds: [] });
    expect(progress.activity.every((day: { messages: number; checks: number }) => day.messages === 0 && day.checks === 0)).toBe(true);
  });
});
