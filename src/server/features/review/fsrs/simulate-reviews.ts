/**
 * A simulated learner for the fitter's tests and `npm run bench:fsrs`: their memory follows FSRS with their
 * own (true) weights, while their cards are scheduled with the weights the app uses; each review is recalled
 * with the probability FSRS's forgetting curve gives under the true weights.
 */
import { DEFAULT_WEIGHTS, type MemoryState, nextMemoryState, type Rating, recallProbability, WEIGHT_BOUNDS, type Weights } from './memory-model';
import type { CardHistory, Review } from './fit-fsrs-weights';

export type SimulatedReview = Review & { card: number; day: number };
export type Simulation = { days: number; newCardsPerDay: number; maxCards: number };

/** Weights around the defaults: each multiplied by e^(spread·N(0,1)), kept inside ts-fsrs's bounds. */
export function drawLearnerWeights(random: () => number, spread: number): number[] {
  return DEFAULT_WEIGHTS.map((w, i) => {
    const [low, high] = WEIGHT_BOUNDS[i]!;
    return Math.min(Math.max(w * Math.exp(spread * gaussian(random)), low), high);
  });
}

export function simulateReviews(random: () => number, truth: Weights, schedule: Weights, plan: Simulation): SimulatedReview[] {
  type Card = { id: number; truth: MemoryState | null; planned: MemoryState | null; last: number; due: number };
  const cards: Card[] = [];
  const reviews: SimulatedReview[] = [];
  const review = (card: Card, day: number, rating: Rating) => {
    const days = card.truth ? day - card.last : 0;
    card.truth = nextMemoryState(truth, card.truth, days, rating);
    card.planned = nextMemoryState(schedule, card.planned, days, rating);
    card.last = day;
    reviews.push({ card: card.id, day, days, rating });
  };
  for (let day = 0; day < plan.days; day++) {
    for (let n = 0; n < plan.newCardsPerDay && cards.length < plan.maxCards; n++) cards.push({ id: cards.length, truth: null, planned: null, last: day, due: day });
    for (const card of cards) {
      if (card.due > day) continue;
      const rating = card.truth ? recalledRating(random, recallProbability(truth, day - card.last, card.truth.stability)) : firstRating(random);
      review(card, day, rating);
      // Again: the card comes back the same day (ts-fsrs's 10-minute relearning step), and is then known.
      if (rating === 1) review(card, day, 3);
      const interval = Math.max(1, Math.round(card.planned!.stability));
      card.due = day + interval + lateness(random);
    }
  }
  return reviews;
}

/** The simulated reviews grouped by card, each card's in order. */
export function toHistories(reviews: readonly SimulatedReview[]): CardHistory[] {
  const byCard = new Map<number, Review[]>();
  for (const { card, days, rating } of reviews) byCard.set(card, [...(byCard.get(card) ?? []), { days, rating }]);
  return [...byCard.values()];
}

function firstRating(random: () => number): Rating {
  const x = random();
  return x < 0.25 ? 1 : x < 0.35 ? 2 : x < 0.9 ? 3 : 4;
}

function recalledRating(random: () => number, recall: number): Rating {
  if (random() >= recall) return 1;
  const x = random();
  return x < 0.15 ? 2 : x < 0.9 ? 3 : 4;
}

/** Most reviews happen on the day they are due; some a few days late. */
function lateness(random: () => number): number {
  return random() < 0.7 ? 0 : 1 + Math.floor(random() * 4);
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
