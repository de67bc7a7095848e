/** A learner's review_logs rows as each card's reviews in order, in the days ts-fsrs counts between them. */
import { dateDiffInDays } from 'ts-fsrs';
import type { CardHistory, Review } from './fit-fsrs-weights';
import type { Rating } from './memory-model';

export type ReviewLogRow = { entryId: string | null; rating: number; reviewedAt: Date };

/** Rows of deleted entries are left out (their history is gone); `rows` must be in time order. */
export function toCardHistories(rows: readonly ReviewLogRow[]): CardHistory[] {
  const byEntry = new Map<string, { last: Date; reviews: Review[] }>();
  for (const row of rows) {
    if (!row.entryId || row.rating < 1 || row.rating > 4) continue;
    const card = byEntry.get(row.entryId);
    const review = { days: card ? Math.max(0, dateDiffInDays(card.last, row.reviewedAt)) : 0, rating: row.rating as Rating };
    if (card) {
      card.reviews.push(review);
      card.last = row.reviewedAt;
    } else byEntry.set(row.entryId, { last: row.reviewedAt, reviews: [review] });
  }
  return [...byEntry.values()].map((card) => card.reviews);
}
