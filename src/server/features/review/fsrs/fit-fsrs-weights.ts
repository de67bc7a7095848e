/**
 * Fits FSRS-6's weights to one learner's reviews: the weights that make FSRS's predicted recall best match
 * what happened (log-loss; a review rated Again was forgotten), pulled towards the defaults by a Gaussian
 * prior (each weight's deviation measured in half its default), so little history moves them little. A
 * seeded coordinate search inside ts-fsrs's bounds: deterministic, no gradients, a pass at a time.
 */
import { DEFAULT_WEIGHTS, type MemoryState, nextMemoryState, type Rating, recallProbability, WEIGHT_BOUNDS, type Weights } from './memory-model';

/** One review of a card: days since the card's previous review (0 for its first, or a same-day repeat). */
export type Review = { days: number; rating: Rating };
/** A card's reviews in order. */
export type CardHistory = readonly Review[];
export type Prediction = { recall: number; isRecalled: boolean };

export type FitOptions = { seed?: number; maxPasses?: number; prior?: Weights; priorSpread?: number };
export type FitResult = { weights: number[]; reviews: number; loss: number; defaultLoss: number; passes: number };

const EPSILON = 1e-6;
const FIRST_STEP = 0.5;
const SMALLEST_STEP = 0.02;
const MAX_PASSES = 40;
/** A weight's prior spread: this share of its default (and never under MIN_SCALE). */
const PRIOR_SPREAD = 0.5;
const MIN_SCALE = 0.02;

/** FSRS's predicted recall before every review it can predict: not a card's first, not a same-day repeat. */
export function predictRecall(w: Weights, histories: readonly CardHistory[]): Prediction[] {
  const predictions: Prediction[] = [];
  for (const history of histories) {
    let state: MemoryState | null = null;
    for (const review of history) {
      if (state && review.days > 0) predictions.push({ recall: recallProbability(w, review.days, state.stability), isRecalled: review.rating > 1 });
      state = nextMemoryState(w, state, review.days, review.rating);
    }
  }
  return predictions;
}

export function logLoss(predictions: readonly Prediction[]): number {
  if (predictions.length === 0) return 0;
  let total = 0;
  for (const { recall, isRecalled } of predictions) {
    const p = Math.min(Math.max(recall, EPSILON), 1 - EPSILON);
    total -= isRecalled ? Math.log(p) : Math.log(1 - p);
  }
  return total / predictions.length;
}

const scaleOf = (prior: Weights, i: number, spread = PRIOR_SPREAD) => Math.max(Math.abs(prior[i]!) * spread, MIN_SCALE);

/** Mean log-loss plus the prior's pull, per predicted review. */
function objective(w: Weights, histories: readonly CardHistory[], prior: Weights, spread: number): { value: number; loss: number; n: number } {
  const predictions = predictRecall(w, histories);
  const loss = logLoss(predictions);
  let penalty = 0;
  for (let i = 0; i < w.length; i++) penalty += ((w[i]! - prior[i]!) / scaleOf(prior, i, spread)) ** 2 / 2;
  return { value: loss + penalty / Math.max(predictions.length, 1), loss, n: predictions.length };
}

/** A small seeded generator (mulberry32), so a fit is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The search, yielding after each pass over the weights so a caller can spread it over event-loop turns or stop it. */
export function* fitPasses(histories: readonly CardHistory[], options: FitOptions = {}): Generator<number, FitResult> {
  const prior = options.prior ?? DEFAULT_WEIGHTS;
  const random = seededRandom(options.seed ?? 1);
  const spread = options.priorSpread ?? PRIOR_SPREAD;
  const w = [...prior];
  const start = objective(w, histories, prior, spread);
  let best = start;
  let step = FIRST_STEP;
  let passes = 0;
  while (passes < (options.maxPasses ?? MAX_PASSES) && step >= SMALLEST_STEP && start.n > 0) {
    passes++;
    let isImproved = false;
    for (const i of shuffledIndexes(w.length, random)) {
      const [low, high] = WEIGHT_BOUNDS[i]!;
      const kept = w[i]!;
      for (const direction of [1, -1]) {
        w[i] = Math.min(Math.max(kept + direction * step * scaleOf(prior, i, spread), low), high);
        if (w[i] === kept) continue;
        const tried = objective(w, histories, prior, spread);
        if (tried.value < best.value - 1e-9) {
          best = tried;
          isImproved = true;
          break;
        }
        w[i] = kept;
      }
    }
    if (!isImproved) step /= 2;
    yield passes;
  }
  return { weights: w, reviews: start.n, loss: best.loss, defaultLoss: start.loss, passes };
}

export function fitFsrsWeights(histories: readonly CardHistory[], options: FitOptions = {}): FitResult {
  const passes = fitPasses(histories, options);
  for (;;) {
    const next = passes.next();
    if (next.done) return next.value;
  }
}

function shuffledIndexes(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
