/**
 * The two-minute drill's mistakes: the learner's most frequent kinds of mistake first (the checker rule
 * that caught them, counted over their notebook), the latest example of each kind, then the next latest,
 * round the kinds in turn, up to DRILL_MISTAKES. Each with its note as `explain` says it (as noted, by default).
 */
import type { TodayDto } from '#/shared/api/today';

export const DRILL_MISTAKES = 6;

export type NotedCorrection = { id: string; front: string; back: string; note: string; rule: string | null; createdAt: Date };

export function chooseDrillMistakes(corrections: readonly NotedCorrection[], explain: (correction: NotedCorrection) => string = (c) => c.note): TodayDto['drill']['mistakes'] {
  const byRule = new Map<string, NotedCorrection[]>();
  for (const correction of corrections) {
    if (correction.front.trim() === correction.back.trim()) continue;
    const rule = correction.rule ?? 'unknown';
    byRule.set(rule, [...(byRule.get(rule) ?? []), correction]);
  }
  const kinds = [...byRule.values()]
    .map((entries) => [...entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()))
    .sort((a, b) => b.length - a.length || b[0]!.createdAt.getTime() - a[0]!.createdAt.getTime());
  const chosen: TodayDto['drill']['mistakes'] = [];
  for (let round = 0; chosen.length < DRILL_MISTAKES && kinds.some((entries) => entries.length > round); round++) {
    for (const entries of kinds) {
      const entry = entries[round];
      if (!entry || chosen.length >= DRILL_MISTAKES) continue;
      chosen.push({ id: entry.id, said: entry.front, better: entry.back, note: explain(entry), rule_count: entries.length });
    }
  }
  return chosen;
}
