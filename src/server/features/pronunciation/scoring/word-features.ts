/**
 * A word's features as the learned models read them: what reading-evidence.ts measured, plus each
 * sound's cost and length against that phone's own usual values (some phones always fit worse than
 * others), learned from real learners' readings and kept in the model file (`sounds`).
 */
import type { AlignedSound, ExtraWordEvidence, ReadingEvidence } from './reading-evidence';

/** Per phone: the mean and spread of its cost per frame and of its log length, over the training readings. */
export type SoundNorms = Record<string, { cost: [mean: number, scale: number]; logSeconds: [mean: number, scale: number] }>;
export type FeatureRow = Record<string, number>;

/** The decoder's frame (10 ms). A word the alignment left out stands as the reading's worst word. */
const FRAME_SECONDS = 0.01;

const costPerFrameOf = ([, cost, seconds]: AlignedSound) => cost / Math.max(1, Math.round(seconds / FRAME_SECONDS));

/** The norms of every phone in the readings given: what the training script keeps in the model file. */
export function learnSoundNorms(readings: readonly ReadingEvidence[]): SoundNorms {
  const seen = new Map<string, { costs: number[]; logSeconds: number[] }>();
  for (const sound of readings.flatMap((reading) => reading.sounds.flat())) {
    const entry = seen.get(sound[0]) ?? { costs: [], logSeconds: [] };
    entry.costs.push(costPerFrameOf(sound));
    entry.logSeconds.push(Math.log(sound[2]));
    seen.set(sound[0], entry);
  }
  const spread = (values: number[]): [number, number] => {
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return [mean, Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length) || 1];
  };
  return Object.fromEntries([...seen].sort(([a], [b]) => a.localeCompare(b)).map(([phone, { costs, logSeconds }]) => [phone, { cost: spread(costs), logSeconds: spread(logSeconds) }]));
}

/** The features wordFeatureRows adds to a word's evidence. */
export const STANDING_FEATURES = ['worstSoundStanding', 'meanSoundStanding', 'soundsAboveUsual', 'longestSoundStanding', 'shortestSoundStanding', 'readingSoundStanding', 'worstSoundAboveReadingStanding'] as const;

/** One row per word of the reading, in order: its evidence and STANDING_FEATURES. */
export function wordFeatureRows(evidence: ReadingEvidence, norms: SoundNorms): FeatureRow[] {
  const standing = evidence.sounds.map((sounds) => sounds.map((sound) => soundStandings(sound, norms)));
  const meanCosts = standing.filter((sounds) => sounds.length > 0).map((sounds) => mean(sounds.map((s) => s.cost)));
  const readingMean = median(meanCosts);
  const worstMean = Math.max(0, ...meanCosts);
  return evidence.words.map((word, at): FeatureRow => {
    const sounds = standing[at]!;
    const costs = sounds.map((s) => s.cost);
    const lengths = sounds.map((s) => s.length);
    const worst = costs.length > 0 ? Math.max(...costs) : worstMean;
    return {
      ...word,
      worstSoundStanding: worst,
      meanSoundStanding: costs.length > 0 ? mean(costs) : worstMean,
      soundsAboveUsual: costs.reduce((sum, cost) => sum + Math.max(0, cost), 0),
      longestSoundStanding: lengths.length > 0 ? Math.max(...lengths) : 0,
      shortestSoundStanding: lengths.length > 0 ? Math.min(...lengths) : 0,
      readingSoundStanding: readingMean,
      worstSoundAboveReadingStanding: worst - readingMean,
    };
  });
}

/** A row per extra word the decoder heard: how well it fitted, against the reading's own words. */
export function extraWordRows(evidence: ReadingEvidence): Array<FeatureRow & { at: number }> {
  const readingCost = evidence.words[0]?.readingCostPerFrame ?? 0;
  return evidence.extras.map((extra: ExtraWordEvidence, at) => ({
    at,
    costPerFrame: extra.costPerFrame,
    costAboveReading: extra.costPerFrame - readingCost,
    worstSoundPerFrame: extra.worstSoundPerFrame,
    seconds: extra.seconds,
    isLast: extra.before >= evidence.words.length ? 1 : 0,
    isFirst: extra.before === 0 ? 1 : 0,
  }));
}

/** How a sound stands against its phone's usual cost and length, in spreads; a phone never seen stands at 0. */
export function soundStandings(sound: AlignedSound, norms: SoundNorms): { cost: number; length: number } {
  const norm = norms[sound[0]];
  if (!norm) return { cost: 0, length: 0 };
  return { cost: (costPerFrameOf(sound) - norm.cost[0]) / norm.cost[1], length: (Math.log(sound[2]) - norm.logSeconds[0]) / norm.logSeconds[1] };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
