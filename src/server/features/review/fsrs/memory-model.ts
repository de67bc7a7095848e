/**
 * FSRS-6's memory model as plain arithmetic over a weight vector (the formulas of ts-fsrs's FSRSAlgorithm,
 * without its rounding), so the optimiser can replay a learner's history thousands of times a second.
 * memory-model.test.ts holds it equal to ts-fsrs.
 */
import { CLAMP_PARAMETERS, default_w, S_MAX, S_MIN, W17_W18_Ceiling } from 'ts-fsrs';

export type Weights = readonly number[];
export type MemoryState = { stability: number; difficulty: number };
/** 1 Again (forgotten), 2 Hard, 3 Good, 4 Easy. */
export type Rating = 1 | 2 | 3 | 4;

export const DEFAULT_WEIGHTS: Weights = Object.freeze([...default_w]);
/** ts-fsrs's bounds for each weight (short-term on, one relearning step). */
export const WEIGHT_BOUNDS: ReadonlyArray<readonly [number, number]> = CLAMP_PARAMETERS(W17_W18_Ceiling, true).map(([low, high]) => [low!, high!] as const);

const clamp = (x: number, low: number, high: number) => Math.min(Math.max(x, low), high);

/** The probability of recall `days` after the last review of a memory of this stability. */
export function recallProbability(w: Weights, days: number, stability: number): number {
  const decay = -w[20]!;
  const factor = 0.9 ** (1 / decay) - 1;
  return (1 + (factor * days) / stability) ** decay;
}

function initialDifficulty(w: Weights, rating: number): number {
  return w[4]! - Math.exp((rating - 1) * w[5]!) + 1;
}

/** The memory after a review rated `rating`, `days` after the previous one (null: the card's first review). */
export function nextMemoryState(w: Weights, state: MemoryState | null, days: number, rating: Rating): MemoryState {
  if (!state) return { difficulty: clamp(initialDifficulty(w, rating), 1, 10), stability: Math.max(w[rating - 1]!, 0.1) };
  const { stability: s, difficulty: d } = state;
  const r = recallProbability(w, days, s);
  let stability: number;
  if (days === 0) {
    const growth = s ** -w[19]! * Math.exp(w[17]! * (rating - 3 + w[18]!));
    stability = clamp(s * (rating >= 2 ? Math.max(growth, 1) : growth), S_MIN, S_MAX);
  } else if (rating === 1) {
    const afterLapse = clamp(w[11]! * d ** -w[12]! * ((s + 1) ** w[13]! - 1) * Math.exp((1 - r) * w[14]!), S_MIN, S_MAX);
    stability = clamp(s / Math.exp(w[17]! * w[18]!), S_MIN, afterLapse);
  } else {
    const bonus = (rating === 2 ? w[15]! : 1) * (rating === 4 ? w[16]! : 1);
    stability = clamp(s * (1 + Math.exp(w[8]!) * (11 - d) * s ** -w[9]! * (Math.exp((1 - r) * w[10]!) - 1) * bonus), S_MIN, S_MAX);
  }
  const damped = d + (-w[6]! * (rating - 3) * (10 - d)) / 9;
  const difficulty = clamp(w[7]! * initialDifficulty(w, 4) + (1 - w[7]!) * damped, 1, 10);
  return { stability, difficulty };
}
