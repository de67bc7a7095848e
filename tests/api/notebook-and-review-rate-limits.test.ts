/**
 * Saving Notebook words and grading review cards are limited per learner in the shared request counters
 * (they hold across processes): a script saving hundreds of words a second gets a 429 with Retry-After,
 * and another learner is not touched by it.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notebookEntries, requestCounters } from '../../src/server/db/schema';
import { WORD_SAVES_PER_MINUTE } from '../../src/server/features/notebook/notebook.routes';
import { REVIEW_GRADES_PER_MINUTE } from '../../src/server/features/review/review.routes';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';
import { userIdOf } from '../support/usage-fixtures';

const server = testServerForFile();

/** One minute of counting must not straddle a window's edge, where the earlier window fades. */
async function awayFromMinuteEdge(needMs = 20_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('rate limits per learner', () => {
  it('refuses Notebook word saves past the limit with a 429 and Retry-After, saving nothing more', async () => {
    const learner = await signedInClient(server.url, 'word-script@parley.test');
    const userId = await userIdOf(learner);
    await awayFromMinuteEdge();
    const save = (i: number) => learner.request('/api/notebook/words', { body: { word: `word${i}`, definition: 'a word' } });
    const statuses = await Promise.all(Array.from({ length: WORD_SAVES_PER_MINUTE + 20 }, (_, i) => save(i)).map(async (r) => (await r).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(WORD_SAVES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = await save(9999);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const saved = await server.deps.db.select().from(notebookEntries).where(and(eq(notebookEntries.userId, userId), eq(notebookEntries.kind, 'word')));
    expect(saved).toHaveLength(WORD_SAVES_PER_MINUTE);
    // The count is in the shared request_counters table, which every process reads.
    const [counter] = await server.deps.db.select().from(requestCounters).where(like(requestCounters.key, `notebook-word-saves:user:${userId}`));
    expect(counter!.count).toBeGreaterThan(WORD_SAVES_PER_MINUTE);

    const other = await signedInClient(server.url, 'word-bystander@parley.test');
    expect((await other.request('/api/notebook/words', { body: { word: 'calm', definition: 'quiet' } })).status).toBe(201);
  }, 60_000);

  it('refuses review grades past the limit', async () => {
    const learner = await signedInClient(server.url, 'grade-script@parley.test');
    expect((await learner.request('/api/notebook/words', { body: { word: 'steady', definition: 'not shaking' } })).status).toBe(201);
    const [card] = (await learner.request('/api/review')).body.cards as Array<{ id: string }>;
    await awayFromMinuteEdge();
    const statuses: number[] = [];
    for (let i = 0; i < REVIEW_GRADES_PER_MINUTE + 5; i += 1) statuses.push((await learner.request(`/api/review/${card!.id}`, { body: { rating: 3 } })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REVIEW_GRADES_PER_MINUTE);
    expect(statuses.slice(REVIEW_GRADES_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
  }, 60_000);
});
