/**
 * Learner text to measure the families on, read from ../shared/data at run time and never copied here:
 * - English: JFLEG's development split (TOEFL sentences, four human corrections each; CC BY-NC-SA, so it is
 *   only measured: no rule is written from it, a family that measures badly on it is switched off).
 * - Spanish: COWS-L2H learner sentences with their instructors' corrections, split by student into "tune"
 *   (read and tuned on) and "validate" (only measured).
 * Each item is a learner sentence with the corrections that make it right; `fold` deals the items out in
 * contiguous blocks, so the sentences of one essay stay together.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { detokenize } from '../../bench/real-learner-scoring';
import { fluentSentences } from './fluent-sentences';
import { type SlipKindRule, withSlips } from './learner-like-slips';
import { SPANISH_SLIP_KINDS } from './spanish-learner-like-slips';

const DATA = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));

/** `versionsCheckedElsewhere`: another item has the same corrections, and their fluent version is checked with it. */
export type LearnerItem = { source: string; refs: string[]; fold: number; versionsCheckedElsewhere?: true };
export type LearnerSet = { name: string; language: 'en' | 'es'; part: 'tune' | 'held-out'; items: LearnerItem[] };

const inBlocks = <T>(rows: readonly T[], folds: number) => rows.map((row, i) => ({ ...row, fold: Math.floor((i * folds) / rows.length) }));

export function jflegDev(folds: number): LearnerSet | null {
  const dir = `${DATA}jfleg/`;
  if (!existsSync(`${dir}dev.src`)) return null;
  const lines = (file: string) => readFileSync(dir + file, 'utf8').split('\n').filter((_, i, all) => i < all.length - 1 || all[i] !== '').map(detokenize);
  const refs = [0, 1, 2, 3].map((k) => lines(`dev.ref${k}`));
  const rows = lines('dev.src').map((source, i) => ({ source, refs: refs.map((r) => r[i]!) }));
  return { name: 'JFLEG dev', language: 'en', part: 'held-out', items: inBlocks(rows, folds) };
}

export function cowsL2h(part: 'tune' | 'validate', folds: number): LearnerSet | null {
  const file = `${DATA}cows-l2h/dev-pairs-large.json`;
  if (!existsSync(file)) return null;
  const pairs = (JSON.parse(readFileSync(file, 'utf8')) as { pairs: Array<{ source: string; refs: string[]; split: string }> }).pairs;
  // Composed, as the chat API composes a learner's message (a few essays write 'ó' as 'o' and a combining accent).
  const rows = pairs.filter((p) => p.split === part).map((p) => ({ source: p.source.normalize('NFC'), refs: p.refs.map((r) => r.normalize('NFC')) }));
  return { name: `COWS-L2H ${part}`, language: 'es', part: part === 'tune' ? 'tune' : 'held-out', items: inBlocks(rows, folds) };
}

/**
 * English learner-like text nobody tuned on: the held-out half of the fluent quotations (fluent-sentences.ts)
 * that the fluent set does not use, each with up to SLIPS_PER_QUOTATION learner-like slips put in apart
 * (learner-like-slips.ts; a repeated slip, and a quotation with no place for one, left out); the quotation
 * itself is the one correction. Measured only, like JFLEG dev, and never read to write a rule.
 */
export function fortunesWithSlips(folds: number, fluentUsed: readonly string[], seed: number): LearnerSet | null {
  const used = new Set(fluentUsed);
  const unused = fluentSentences('en', Number.MAX_SAFE_INTEGER, seed, 'held-out').filter((s) => !used.has(s));
  return quotationsWithSlips({ name: SLIPPED_FORTUNES, language: 'en', quotations: unused, folds, seed });
}

/**
 * Spanish learner-like text nobody tuned on: the held-out half of the Spanish fortunes (fluent-sentences.ts), only
 * those the open tutor leaves unchanged (`quotations`: the fortunes are often typed without their accents, and a
 * quotation a family would change cannot stand as the correction), with Spanish slips (spanish-learner-like-slips.ts).
 */
export function spanishFortunesWithSlips(folds: number, quotations: readonly string[], seed: number): LearnerSet | null {
  return quotationsWithSlips({ name: SLIPPED_SPANISH_FORTUNES, language: 'es', quotations, folds, seed, kinds: SPANISH_SLIP_KINDS });
}

function quotationsWithSlips(input: { name: string; language: 'en' | 'es'; quotations: readonly string[]; folds: number; seed: number; kinds?: readonly SlipKindRule[] }): LearnerSet | null {
  const { name, language, quotations, folds, seed, kinds } = input;
  if (quotations.length === 0) return null;
  // Each quotation slipped SLIPS_PER_QUOTATION times, independently; its copies stay together in one fold.
  const slipsOf = new Map<string, Set<string>>(quotations.map((fluent) => [fluent, new Set()]));
  for (let k = 0; k < SLIPS_PER_QUOTATION; k++) for (const s of withSlips(quotations, seed + k, kinds)) slipsOf.get(s.fluent)!.add(s.text);
  const items = inBlocks(quotations.map((fluent) => ({ fluent })), folds).flatMap(({ fluent, fold }) =>
    [...slipsOf.get(fluent)!].map((text, k) => ({ source: text, refs: [fluent], fold, ...(k > 0 ? { versionsCheckedElsewhere: true as const } : {}) })),
  );
  return { name, language, part: 'held-out', items };
}
/** Independent slips put into each held-out quotation: more firings to judge each family by, from the same text. */
const SLIPS_PER_QUOTATION = 3;
export const SLIPPED_FORTUNES = 'fortunes with learner-like slips';
export const SLIPPED_SPANISH_FORTUNES = 'Spanish fortunes with learner-like slips';
