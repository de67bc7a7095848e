/** A learner with enough reviews gets FSRS weights fitted to them, re-fitted after 50 more, and used when grading (ADR 027). */
import { eq } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { learnerFsrsWeights, notebookEntries, reviewLogs, users } from '../../src/server/db/schema';
import { seededRandom } from '../../src/server/features/review/fsrs/fit-fsrs-weights';
import { DEFAULT_WEIGHTS } from '../../src/server/features/review/fsrs/memory-model';
import { MIN_REVIEWS, REFIT_EVERY, refitWhenDue } from '../../src/server/features/review/fsrs/refit-learner-weights';
import { drawLearnerWeights, simulateReviews } from '../../src/server/features/review/fsrs/simulate-reviews';
import { findCardToGrade } from '../../src/server/features/review/grade-card';
import { openTestDatabase } from '../support/test-database';

let handle: DatabaseHandle;
const userId = 'fsrs-learner';
const start = Date.UTC(2025, 0, 1);

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(users).values({ id: userId, name: '', email: 'fsrs@parley.test' });
});
afterAll(async () => handle.close());

async function addSimulatedReviews(count: number, seed: number) {
  const random = seededRandom(seed);
  const reviews = simulateReviews(random, drawLearnerWeights(random, 0.5), DEFAULT_WEIGHTS, { days: 300, newCardsPerDay: 4, maxCards: 400 }).slice(0, count);
  const ids = new Map<number, string>();
  for (const card of new Set(reviews.map((r) => r.card))) {
    const [row] = await handle.db.insert(notebookEntries).values({ userId, kind: 'correction', front: `wrong ${seed}-${card}`, back: `right ${seed}-${card}`, card: createEmptyCard() }).returning({ id: notebookEntries.id });
    ids.set(card, row!.id);
  }
  await handle.db.insert(reviewLogs).values(reviews.map((r, i) => ({ userId, entryId: ids.get(r.card)!, kind: 'correction' as const, rating: r.rating, reviewedAt: new Date(start + r.day * 86_400_000 + i * 1000) })));
}

describe('FSRS weights per learner', () => {
  it('keeps the defaults below the threshold, fits once there is enough history, and re-fits after 50 more reviews', async () => {
    await addSimulatedReviews(MIN_REVIEWS - 200, 1);
    expect(await refitWhenDue(handle.db, userId)).toBe('not-due');
    await addSimulatedReviews(400, 2);
    expect(await refitWhenDue(handle.db, userId)).toBe('fitted');
    const [fitted] = await handle.db.select().from(learnerFsrsWeights).where(eq(learnerFsrsWeights.userId, userId));
    expect(fitted!.reviewCount).toBe(MIN_REVIEWS + 200);
    expect(fitted!.weights).toHaveLength(21);
    expect(fitted!.weights).not.toEqual([...DEFAULT_WEIGHTS]);
    expect(fitted!.fittedLogLoss).toBeLessThanOrEqual(fitted!.defaultLogLoss);
    expect(await refitWhenDue(handle.db, userId)).toBe('not-due');
    await addSimulatedReviews(REFIT_EVERY, 3);
    expect(await refitWhenDue(handle.db, userId)).toBe('fitted');

    const [entry] = await handle.db.select({ id: notebookEntries.id }).from(notebookEntries).where(eq(notebookEntries.userId, userId)).limit(1);
    expect((await findCardToGrade(handle.db, userId, entry!.id))!.weights).toHaveLength(21);
  }, 120_000);
});
