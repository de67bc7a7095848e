/**
 * Which words fit a learner's level, by frequency rank: below the range the learner surely knows the word
 * (a B2 learner knows "beautiful"), above it the word is too rare to be worth their time yet (no
 * "ubiquitous" at A2). Ranks are SUBTLEX-US ranks (word-frequency-rank.ts); the bands follow the usual
 * estimates of a CEFR level's vocabulary size (A1 about 500-1,000 words, C2 well over 8,000).
 */
import type { LearnerLevel } from '#/shared/learner-profile';

export type RankRange = { commonest: number; rarest: number };

const RANGES: Record<Exclude<LearnerLevel, 'not-sure'>, RankRange> = {
  A1: { commonest: 500, rarest: 2_500 },
  A2: { commonest: 800, rarest: 4_000 },
  B1: { commonest: 1_500, rarest: 7_000 },
  B2: { commonest: 3_000, rarest: 12_000 },
  C1: { commonest: 5_000, rarest: 25_000 },
  C2: { commonest: 8_000, rarest: Number.POSITIVE_INFINITY },
};

/** A learner who has not said (or is not sure) gets an intermediate range. */
export function rankRangeFor(level: LearnerLevel | null): RankRange {
  return RANGES[level && level !== 'not-sure' ? level : 'B1'];
}
