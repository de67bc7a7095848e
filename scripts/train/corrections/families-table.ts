/** The committed table of families, their firings and precision, so a reviewer sees why each one is on. */
import type { FamilyTable } from '../../../src/server/features/tutor/grammar/family-gate';
import { judgedFirings, wilsonLower, zFor } from './gate-families';

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

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
      `On (corrects, kept in the Notebook) when ${bar.minFirings}+ of its firings were judged and we are ${pct(bar.confidence)} sure that ${pct(bar.precision)}+ of them are right (Wilson lower bound); ask (a question to think about, never kept) when ${pct(bar.askPrecision)}+; unproven (may only ask) under ${bar.minFirings} judged firings; else off. Fluent text: ${fluent}.`,
      '', '| family | status | firings | helpful | harmful | neutral | fluent changed | precision | lower bound |', '|---|---|---:|---:|---:|---:|---:|---:|---:|');
    const rows = Object.entries(table.families).sort(([, a], [, b]) => b.firings - a.firings);
    for (const [id, f] of rows) {
      lines.push(`| ${id} | ${f.status} | ${f.firings} | ${f.helpful} | ${f.harmful} | ${f.neutral} | ${f.falseOnFluent} | ${pct(f.helpful / Math.max(1, judgedFirings(f)))} | ${pct(wilsonLower(f.helpful, judgedFirings(f), zFor(bar.confidence)))} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
