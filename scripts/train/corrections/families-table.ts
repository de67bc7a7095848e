/** The committed table of families, their firings and precision, so a reviewer sees why each one is on. */
import type { FamilyTable } from '../../../src/server/features/tutor/grammar/family-gate';
import { judgedFirings, wilsonLower, zFor } from './gate-families';

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const SLIPPED_NOTE = (language: 'en' | 'es') =>
  `Slipped text is held-out fluent quotations with up to three learner-like slips put in apart (scripts/train/corrections/${language === 'en' ? 'learner-like-slips.ts' : 'spanish-learner-like-slips.ts; only the quotations no family changes, since the Spanish fortunes often lack their accents'}), the quotation being the correction of each. It counts beside the learners' text but never against it: a family whose precision on real learners' and fluent text alone cannot reach a status's bar (the upper end of the same interval falls below it) is held below that status.`;

export function familiesTable(packs: ReadonlyArray<{ language: 'en' | 'es'; fluent: string; table: FamilyTable }>): string {
  const lines = [
    '# Error families and their measured precision',
    '',
    'Written by `npm run train:corrections` (scripts/train/corrections/); do not edit by hand. Each family fired with the',
    'gate open on text it was not tuned on; a firing is helpful when the corrected sentence comes nearer to the nearest',
    'human correction, and wrong when it takes it farther or changes a fluent sentence; precision is right over right and wrong',
    '(a neutral change is neither). See',
    'docs/decisions/025-families-gated-by-measured-precision.md.',
  ];
  for (const { language, fluent, table } of packs) {
    const { bar } = table;
    lines.push('', `## ${language === 'en' ? 'English' : 'Spanish'}`, '', `Measured on: ${table.measuredOn.join('; ')}.`,
      `On (corrects, kept in the Notebook) when ${bar.minFirings}+ of its firings were judged and we are ${pct(bar.confidence)} sure that ${pct(bar.precision)}+ of them are right (Wilson lower bound); ask (a question to think about, never kept) when ${pct(bar.askPrecision)}+; unproven (may only ask) under ${bar.minFirings} judged firings, unless 3+ were judged and the upper bound is under ${pct(bar.askPrecision)} (off); else off. Fluent text: ${fluent}.`,
      '');
    const slipped = Object.values(table.families).some((f) => f.onSlipped);
    if (slipped) lines.push(SLIPPED_NOTE(language), '');
    lines.push(`| family | status | firings | helpful | harmful | neutral | fluent changed | precision | lower bound |${slipped ? ' of them on slipped text: helpful / judged |' : ''}`, `|---|---|---:|---:|---:|---:|---:|---:|---:|${slipped ? '---:|' : ''}`);
    const rows = Object.entries(table.families).sort(([, a], [, b]) => b.firings - a.firings);
    for (const [id, f] of rows) {
      const onSlipped = f.onSlipped ? ` ${f.onSlipped.helpful} / ${judgedFirings(f.onSlipped)} |` : '';
      lines.push(`| ${id} | ${f.status} | ${f.firings} | ${f.helpful} | ${f.harmful} | ${f.neutral} | ${f.falseOnFluent} | ${pct(f.helpful / Math.max(1, judgedFirings(f)))} | ${pct(wilsonLower(f.helpful, judgedFirings(f), zFor(bar.confidence)))} |${onSlipped}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
