/**
 * Fits a learner's FSRS weights once they have enough reviews, and again after every REFIT_EVERY new ones
 * (ADR 027). Called after a grade without being awaited: the fit runs a pass at a time between event-loop
 * turns and gives up at its time limit, so it never holds a request. Failures are logged.
 */
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../../db/client';
import { learnerFsrsWeights, reviewLogs } from '../../../db/schema';
import { fitPasses } from './fit-fsrs-weights';
import { toCardHistories } from './review-histories';

/** Below this many reviews, or this many cards reviewed, a learner keeps the defaults (bench: docs/benchmarks.md). */
export const MIN_REVIEWS = 1500;
export const MIN_CARDS = 100;
export const REFIT_EVERY = 50;
/** The most reviews one fit reads, and how long it may take. */
const MAX_REVIEWS_READ = 20_000;
const FIT_TIME_LIMIT_MS = 10_000;

const fitting = new Set<string>();

export function hasEnoughHistory(reviews: number, cards: number): boolean {
  return reviews >= MIN_REVIEWS && cards >= MIN_CARDS;
}

export async function refitWhenDue(db: Database, userId: string): Promise<'fitted' | 'not-due' | 'timed-out'> {
  if (fitting.has(userId)) return 'not-due';
  fitting.add(userId);
  try {
    const [counted] = await db
      .select({ reviews: count(), cards: countDistinct(reviewLogs.entryId), fittedAt: learnerFsrsWeights.reviewCount })
      .from(reviewLogs)
      .leftJoin(learnerFsrsWeights, eq(learnerFsrsWeights.userId, reviewLogs.userId))
      .where(eq(reviewLogs.userId, userId))
      .groupBy(learnerFsrsWeights.reviewCount);
    if (!counted || !hasEnoughHistory(counted.reviews, counted.cards)) return 'not-due';
    if (counted.fittedAt !== null && counted.reviews - counted.fittedAt < REFIT_EVERY) return 'not-due';
    const rows = await db
      .select({ entryId: reviewLogs.entryId, rating: reviewLogs.rating, reviewedAt: reviewLogs.reviewedAt })
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, userId))
      .orderBy(asc(reviewLogs.reviewedAt))
      .limit(MAX_REVIEWS_READ);
    const passes = fitPasses(toCardHistories(rows), { seed: 1 });
    const deadline = Date.now() + FIT_TIME_LIMIT_MS;
    for (;;) {
      const next = passes.next();
      if (next.done) {
        const fit = next.value;
        const values = { weights: fit.weights, reviewCount: counted.reviews, defaultLogLoss: fit.defaultLoss, fittedLogLoss: fit.loss, fittedAt: new Date() };
        await db.insert(learnerFsrsWeights).values({ userId, ...values }).onConflictDoUpdate({ target: learnerFsrsWeights.userId, set: values });
        return 'fitted';
      }
      if (Date.now() > deadline) return 'timed-out';
      await nextTurn();
    }
  } finally {
    fitting.delete(userId);
  }
}
