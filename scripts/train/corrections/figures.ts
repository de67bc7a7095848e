/** What the Notebook would keep on one set under a gate: coverage, helpful / harmful / neutral, fluent sentences changed. */
import type { Coverage, Firing } from './measure-firings';

export type Passes = (families: readonly string[]) => boolean;
export type LearnerFigures = { withError: number; covered: number; helpful: number; harmful: number; neutral: number };
export type FluentFigures = { sentences: number; changed: number };

export function learnerFigures(set: string, firings: readonly Firing[], coverage: readonly Coverage[], passes: Passes, inFold: (fold: number) => boolean): LearnerFigures {
  const rows = coverage.filter((c) => c.set === set && inFold(c.fold));
  const kept = firings.filter((f) => f.set === set && inFold(f.fold) && passes(f.families));
  const count = (verdict: string) => kept.filter((f) => f.verdict === verdict).length;
  return { withError: rows.length, covered: rows.filter((r) => r.families.some(passes)).length, helpful: count('helpful'), harmful: count('harmful'), neutral: count('neutral') };
}

export function fluentFigures(set: string, sentences: number, firings: readonly Firing[], passes: Passes, inFold: (fold: number) => boolean): FluentFigures {
  const changed = new Set(firings.filter((f) => f.set === set && inFold(f.fold) && passes(f.families)).map((f) => f.item));
  return { sentences, changed: changed.size };
}

export function addLearner(a: LearnerFigures, b: LearnerFigures): LearnerFigures {
  return { withError: a.withError + b.withError, covered: a.covered + b.covered, helpful: a.helpful + b.helpful, harmful: a.harmful + b.harmful, neutral: a.neutral + b.neutral };
}

const pct = (part: number, whole: number) => `${whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)}%`;

export function describeLearner(f: LearnerFigures): string {
  const offered = f.helpful + f.harmful + f.neutral;
  return `coverage ${pct(f.covered, f.withError)} (${f.covered}/${f.withError}); of ${offered} corrections helpful ${pct(f.helpful, offered)}, harmful ${pct(f.harmful, offered)}, neutral ${pct(f.neutral, offered)}`;
}

export const describeFluent = (f: FluentFigures) => `fluent sentences changed ${pct(f.changed, f.sentences)} (${f.changed}/${f.sentences})`;
