/**
 * The gate learned from firings: a family is on when it fired at least `minFirings` times on text it was
 * not tuned on and we are `confidence` sure (the lower end of a one-sided Wilson interval) that at least
 * `precision` of its judged firings help. A family that fired less is unproven; one that fired enough and
 * falls short may still ask (a question to think about) when it clears `askPrecision`, else it is off; one that fired
 * too rarely to prove but was mostly wrong when it did (the upper end of its precision under `askPrecision`) is off too. A firing is judged right when it brings a learner's sentence nearer to the human
 * corrections, wrong when it takes it farther or changes a fluent sentence; a neutral change (no nearer, no
 * farther: a word the humans rewrote anyway) is counted and shown, but neither.
 */
import type { FamilyTable, MeasuredFamily } from '../../../src/server/features/tutor/grammar/family-gate';
import type { Verdict } from './judge-firing';

export type Bar = FamilyTable['bar'];
type Counted = { families: readonly string[]; verdict: Verdict; set?: string };
type Counts = Omit<MeasuredFamily, 'status' | 'onSlipped'>;

/** z of a one-sided normal interval for a confidence between 0.5 and 0.999 (Acklam's rational approximation is overkill here). */
export function zFor(confidence: number): number {
  const table: Array<[number, number]> = [[0.5, 0], [0.6, 0.2533], [0.7, 0.5244], [0.75, 0.6745], [0.8, 0.8416], [0.85, 1.0364], [0.9, 1.2816], [0.95, 1.6449], [0.975, 1.96], [0.99, 2.3263], [0.999, 3.0902]];
  const at = table.findIndex(([c]) => c >= confidence);
  if (at <= 0) return table[Math.max(at, 0)]![1];
  const [c0, z0] = table[at - 1]!;
  const [c1, z1] = table[at]!;
  return z0 + ((confidence - c0) / (c1 - c0)) * (z1 - z0);
}

/** The lower end of the Wilson score interval for `good` of `n`. */
export function wilsonLower(good: number, n: number, z: number): number {
  if (n === 0) return 0;
  const p = good / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return (centre - spread) / (1 + (z * z) / n);
}

/** The upper end of the same interval: the best precision `good` of `n` leaves believable. */
export function wilsonUpper(good: number, n: number, z: number): number {
  return n === 0 ? 1 : 1 - wilsonLower(n - good, n, z);
}

/** Firings judged right or wrong (neutral ones are neither). */
export const judgedFirings = (f: Counts) => f.helpful + f.harmful + f.falseOnFluent;

/** Judged firings below which a family too rarely seen is never switched off, however they went: one or two firings say little. */
export const FEWEST_TO_SILENCE = 3;

export function statusOf(family: Counts, bar: Bar): MeasuredFamily['status'] {
  const judged = judgedFirings(family);
  // Too few firings to prove it right, but enough to be sure it is mostly wrong (the upper end of its precision under
  // the bar for a question): silent, where 'unproven' would still let it ask.
  if (judged < bar.minFirings) return judged >= FEWEST_TO_SILENCE && wilsonUpper(family.helpful, judged, zFor(bar.confidence)) < bar.askPrecision ? 'off' : 'unproven';
  const lower = wilsonLower(family.helpful, judged, zFor(bar.confidence));
  return lower >= bar.precision ? 'on' : lower >= bar.askPrecision ? 'ask' : 'off';
}

const NONE: Counts = { firings: 0, helpful: 0, harmful: 0, neutral: 0, falseOnFluent: 0 };
const minus = (a: Counts, b: Counts | undefined): Counts => (b ? { firings: a.firings - b.firings, helpful: a.helpful - b.helpful, harmful: a.harmful - b.harmful, neutral: a.neutral - b.neutral, falseOnFluent: a.falseOnFluent - b.falseOnFluent } : a);

/**
 * Slips put into fluent text stand in for learners where learners' text is scarce, never against it: a family
 * is held below a status that what real learners (and fluent writers) wrote makes unbelievable, that is when
 * the upper end of its precision there falls under that status's bar.
 */
export function heldToRealText(status: MeasuredFamily['status'], real: Counts, bar: Bar): MeasuredFamily['status'] {
  if (status !== 'on' && status !== 'ask') return status;
  const upper = wilsonUpper(real.helpful, judgedFirings(real), zFor(bar.confidence));
  if (upper < bar.askPrecision) return 'off';
  return upper < bar.precision ? 'ask' : status;
}

export function countFamilies(firings: readonly Counted[]): Record<string, Counts> {
  const families: Record<string, Counts> = {};
  for (const { families: ids, verdict } of firings) {
    for (const id of ids) {
      families[id] ??= { ...NONE };
      const f = families[id];
      f.firings++;
      if (verdict === 'false') f.falseOnFluent++;
      else f[verdict]++;
    }
  }
  return families;
}

/** `slippedSets`: the sets of fluent text with slips put in (learner-sets.ts), counted apart and held to the real ones. */
export function gateFamilies(firings: readonly Counted[], bar: Bar, measuredOn: string[], slippedSets: readonly string[] = []): FamilyTable {
  const counted = countFamilies(firings);
  const slipped = countFamilies(firings.filter((f) => f.set !== undefined && slippedSets.includes(f.set)));
  const families = Object.fromEntries(
    Object.entries(counted)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, f]) => [id, { ...f, status: heldToRealText(statusOf(f, bar), minus(f, slipped[id]), bar), ...(slippedSets.length > 0 ? { onSlipped: slipped[id] ?? NONE } : {}) }]),
  );
  return { bar, measuredOn, families };
}
