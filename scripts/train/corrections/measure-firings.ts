/**
 * The families' firings on the learner sets and on fluent sentences, through the call the Notebook makes
 * (findCorrections, max 2), with the gate open (`families: 'every'`) or with only the families a fold's gate
 * lets through. A correction made by several families counts for each of them. Checking ~9,000 sentences
 * takes minutes, so results are cached under data/cache/ (ignored by git), keyed by a hash of the tutor's
 * source and this measuring code, the sets and the families let through: change a rule and the firings are measured again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findCorrections } from '../../../src/server/features/tutor/grammar/find-corrections';
import { setGrammarTaskTimeout } from '../../../src/server/features/tutor/grammar/grammar-worker-pool';
import { warmUpChecker } from '../../../src/server/features/tutor/tutor-test-helpers';
import { isFalseOnFluent, judgeOnLearnerText, type Verdict } from './judge-firing';
import type { LearnerSet } from './learner-sets';

export type Firing = { set: string; fold: number; item: number; families: string[]; verdict: Verdict; front: string; back: string };
/** Per set and fold: learner sentences with an error, and those of them that got a correction. */
export type Coverage = { set: string; fold: number; item: number; families: string[][] };
export type Measured = { firings: Firing[]; coverage: Coverage[]; fluentSentences: Record<string, number> };
export type FluentSet = { name: string; language: 'en' | 'es'; sentences: string[]; folds: number };

const TUTOR = join(import.meta.dirname, '../../../src/server/features/tutor');
const CACHE = join(import.meta.dirname, '../../../data/cache/correction-firings.json');
const LANGUAGE = { en: 'en-GB', es: 'es-ES' } as const;
const CACHED_RUNS = 24;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|mjs|json)$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'measured-families.json') yield path;
  }
}

/** The tutor's source and the measuring and judging code here: a change to either measures again. */
const MEASURING = [import.meta.filename, join(import.meta.dirname, 'judge-firing.ts')];

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(TUTOR), ...MEASURING]) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const applyOne = (text: string, front: string, back: string) => text.replace(front, back);
const familiesOf = (rule: string | undefined) => (rule ?? 'unknown').split('+');

export type Run = { families: 'every' | { on: readonly string[]; off: readonly string[] }; inFold: (fold: number) => boolean; label: string };

export async function measureFirings(sets: readonly LearnerSet[], fluent: readonly FluentSet[], run: Run, log: (line: string) => void): Promise<Measured> {
  const source = sourceHash();
  const key = `${source}:${hashOf([sets, fluent, run.label, run.families])}`;
  const cache: Record<string, Measured> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  if (cache[key]) return cache[key];
  await warmUpChecker();
  setGrammarTaskTimeout(60_000); // on a busy machine a slow check must not count as a sentence left alone
  const measured: Measured = { firings: [], coverage: [], fluentSentences: {} };
  const check = (text: string, language: 'en' | 'es') => findCorrections(text, { max: 2, language: LANGUAGE[language], families: run.families });
  for (const set of sets) {
    const startedAt = Date.now();
    for (const [item, { source, refs, fold, versionsCheckedElsewhere }] of set.items.entries()) {
      if (!run.inFold(fold)) continue;
      if (!refs.includes(source)) {
        const corrections = await check(source, set.language);
        measured.coverage.push({ set: set.name, fold, item, families: corrections.map((c) => familiesOf(c.rule)) });
        for (const c of corrections) {
          const verdict = judgeOnLearnerText(set.language, source, applyOne(source, c.original, c.corrected), refs);
          measured.firings.push({ set: set.name, fold, item, families: familiesOf(c.rule), verdict, front: c.original, back: c.corrected });
        }
      }
      // The first human version is fluent: a change none of the others makes is a false correction (checked
      // once where several items share their versions).
      if (versionsCheckedElsewhere) continue;
      const [fluentVersion, ...others] = refs;
      for (const c of await check(fluentVersion!, set.language)) {
        if (isFalseOnFluent(set.language, applyOne(fluentVersion!, c.original, c.corrected), others)) {
          measured.firings.push({ set: `${set.name} (human versions)`, fold, item, families: familiesOf(c.rule), verdict: 'false', front: c.original, back: c.corrected });
        }
      }
    }
    log(`  measured ${set.name} (${run.label}) in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  }
  for (const set of fluent) {
    measured.fluentSentences[set.name] = set.sentences.length;
    for (const [item, sentence] of set.sentences.entries()) {
      if (!run.inFold(item % set.folds)) continue;
      for (const c of await check(sentence, set.language)) {
        measured.firings.push({ set: set.name, fold: item % set.folds, item, families: familiesOf(c.rule), verdict: 'false', front: c.original, back: c.corrected });
      }
    }
    log(`  measured ${set.name} (${run.label})`);
  }
  mkdirSync(dirname(CACHE), { recursive: true });
  // The latest runs are kept (one per fold's gate and the open one, for a version or two of the tutor).
  const latest = Object.entries({ ...cache, [key]: measured }).slice(-CACHED_RUNS);
  writeFileSync(CACHE, JSON.stringify(Object.fromEntries(latest)));
  return measured;
}

/** The sentences no family changes with the gate open: fluent enough to stand as the correction of a slip put into them. */
export async function leftUnchanged(sentences: readonly string[], language: 'en' | 'es'): Promise<string[]> {
  await warmUpChecker();
  const kept: string[] = [];
  for (const sentence of sentences) if ((await findCorrections(sentence, { max: 2, language: LANGUAGE[language], families: 'every' })).length === 0) kept.push(sentence);
  return kept;
}
