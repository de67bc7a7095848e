/**
 * A learner's pauses: silences inside their turns after which they went on, with how the words ended
 * when they paused. Kept per account (the most recent PAUSE_PROFILE_SIZE) and read by chooseWaitMs.
 */
import { TURN_ENDINGS, type TurnEnding } from './turn-endings';

export type LearnerPause = { ms: number; ending: TurnEnding };
export type PauseProfile = readonly LearnerPause[];

export const PAUSE_PROFILE_SIZE = 60;
/** Silences shorter than this are breaths between words, not pauses (the countdown shows after it too). */
export const MIN_PAUSE_MS = 300;
/** A pause longer than this is not a pause inside a turn: the learner stopped, then began again. */
export const MAX_PAUSE_MS = 10_000;

export const isLearnerPause = (value: unknown): value is LearnerPause => {
  if (!value || typeof value !== 'object') return false;
  const { ms, ending } = value as Record<string, unknown>;
  return typeof ms === 'number' && Number.isInteger(ms) && ms >= MIN_PAUSE_MS && ms <= MAX_PAUSE_MS && (TURN_ENDINGS as readonly unknown[]).includes(ending);
};

/** The profile with the new pauses added, the oldest dropped beyond the size. */
export const addPauses = (profile: PauseProfile, pauses: readonly LearnerPause[]): PauseProfile => [...profile, ...pauses].slice(-PAUSE_PROFILE_SIZE);

/** The q-quantile (0..1) of the values, by linear interpolation; undefined for none. */
export function quantile(values: readonly number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}
