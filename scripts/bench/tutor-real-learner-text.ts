/**
 * The offline tutor's English corrections on real learner text: the JFLEG development split (TOEFL essay
 * sentences, each with four human corrections), scored as its README says. The corpus is licensed for
 * non-commercial use only, so it is read at run time from ../shared/data/jfleg/ (beside the repository)
 * and never copied here; without that folder this part is skipped.
 *
 * Each learner sentence, detokenized, goes through the call the notebook makes (findCorrections with
 * max 2); a correction is helpful when it brings the sentence nearer (word Levenshtein) to the nearest
 * human correction, harmful when farther. The first human correction is sent too: changing it into
 * something none of the other three corrections say is a false correction. Human corrections keep slips
 * ('becuase'), so the bench also counts the false corrections that bring the first one nearer to the other
 * three, and those that only respell words no dictionary knows, and prints what is left: changes no human
 * correction makes.
 * Run alone: npx tsx scripts/bench/tutor-real-learner-text.ts [--show]; npm run bench:tutor runs it last.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isKnownWord } from '../../src/server/features/tutor/grammar/confident-issue';
import { findCorrections, type Correction } from '../../src/server/features/tutor/grammar/find-corrections';
import { setGrammarTaskTimeout } from '../../src/server/features/tutor/grammar/grammar-worker-pool';
import { warmUpChecker } from '../../src/server/features/tutor/tutor-test-helpers';
import { detokenize, distanceToNearest, hasError, isFalseCorrection, judgeCorrection, percent, type Verdict } from './real-learner-scoring';

const JFLEG_DIR = fileURLToPath(new URL('../../../shared/data/jfleg/', import.meta.url));
const NOTEBOOK_OPTIONS = { max: 2, isWriting: false, language: 'en-GB' };

function readLines(file: string): string[] {
  return readFileSync(JFLEG_DIR + file, 'utf8').split('\n').filter((_, i, all) => i < all.length - 1 || all[i] !== '').map(detokenize);
}

/** The learner's text with one notebook entry (front -> back) applied: what Review drills. */
const applyOne = (text: string, c: Correction) => text.replace(c.original, c.corrected);
const ruleIds = (c: Correction) => (c.rule ?? 'unknown').split('+');
/** Every word the correction changes is one no dictionary knows ('becuase'): a slip the human correction kept. */
const fixesOnlyNonWords = (c: Correction) => c.fixes.every((fix) => /^[\p{L}']+$/u.test(fix.from) && !isKnownWord(fix.from));

export async function measureEnglishRealLearnerText(show = process.argv.includes('--show')): Promise<void> {
  if (!existsSync(JFLEG_DIR + 'dev.src')) {
    console.log(`English real learner text: skipped (no JFLEG corpus at ${JFLEG_DIR}; it is read from there at run time, never copied into the repository)`);
    return;
  }
  setGrammarTaskTimeout(60_000); // on a busy machine a slow check must not count as a sentence left alone
  const sources = readLines('dev.src');
  const references = [0, 1, 2, 3].map((k) => readLines(`dev.ref${k}`));
  const counts: Record<Verdict, number> = { helpful: 0, harmful: 0, neutral: 0 };
  const byRule = new Map<string, { offered: number; helpful: number; harmful: number; neutral: number; falseOnFluent: number }>();
  const ruleCount = (rule: string) => {
    const entry = byRule.get(rule) ?? { offered: 0, helpful: 0, harmful: 0, neutral: 0, falseOnFluent: 0 };
    byRule.set(rule, entry);
    return entry;
  };
  let withError = 0;
  let covered = 0;
  let falseSentences = 0;
  let falseCorrections = 0;
  let falseSentencesTheOthersFix = 0;
  let falseSentencesOfNonWords = 0;
  let falseSentencesLeft = 0;
  const startedAt = Date.now();
  for (const [i, source] of sources.entries()) {
    const refs = references.map((r) => r[i]!);
    if (hasError(source, refs)) {
      withError++;
      const corrections = await findCorrections(source, NOTEBOOK_OPTIONS);
      if (corrections.length > 0) covered++;
      for (const c of corrections) {
        const corrected = applyOne(source, c);
        const verdict = judgeCorrection(source, corrected, refs);
        counts[verdict]++;
        for (const rule of ruleIds(c)) {
          ruleCount(rule).offered++;
          ruleCount(rule)[verdict]++;
        }
        if (show && verdict !== 'helpful') {
          console.log(`  ${verdict.toUpperCase().padEnd(8)} [${c.rule}] ${c.original}\n           -> ${c.corrected}\n           nearest human: ${nearest(corrected, refs)}`);
        }
      }
    }
    // The first human correction is fluent: any change the other three do not make is a false correction.
    const fluent = refs[0]!;
    const others = refs.slice(1);
    const falses = (await findCorrections(fluent, NOTEBOOK_OPTIONS)).filter((c) => isFalseCorrection(applyOne(fluent, c), others));
    if (falses.length > 0) falseSentences++;
    // A first correction that kept a slip the other three fixed ('becuase'): the change brings it nearer to them.
    if (falses.length > 0 && falses.every((c) => judgeCorrection(fluent, applyOne(fluent, c), others) === 'helpful')) falseSentencesTheOthersFix++;
    if (falses.length > 0 && falses.every(fixesOnlyNonWords)) falseSentencesOfNonWords++;
    // What is left once a slip the first correction kept is set aside: a change to a fluent sentence no human would make.
    if (falses.some((c) => !fixesOnlyNonWords(c) && judgeCorrection(fluent, applyOne(fluent, c), others) !== 'helpful')) falseSentencesLeft++;
    falseCorrections += falses.length;
    for (const c of falses) {
      for (const rule of ruleIds(c)) ruleCount(rule).falseOnFluent++;
      if (show) console.log(`  FALSE    [${c.rule}] ${c.original}\n           -> ${c.corrected}`);
    }
  }
  const offered = counts.helpful + counts.harmful + counts.neutral;
  console.log(
    `English real learner text (JFLEG dev, read from ${JFLEG_DIR}, not copied; measured only, but the gate was learned on it: train:corrections prints its cross-validated figures): ${sources.length} sentences, ${withError} with an error; ` +
      `coverage ${covered}/${withError} (${percent(covered, withError)}); of ${offered} corrections helpful ${counts.helpful} (${percent(counts.helpful, offered)}), ` +
      `harmful ${counts.harmful} (${percent(counts.harmful, offered)}), neutral ${counts.neutral} (${percent(counts.neutral, offered)}); ` +
      `false corrections of fluent sentences ${falseSentences}/${sources.length} (${percent(falseSentences, sources.length)}, ${falseCorrections} corrections; ` +
      `in ${falseSentencesTheOthersFix} of them the change brings the first human correction nearer to the other three, a slip it kept; ` +
      `in ${falseSentencesOfNonWords} it only respells words no dictionary knows, such as 'becuase'; ` +
      `neither: ${falseSentencesLeft}/${sources.length}, ${percent(falseSentencesLeft, sources.length)}) ` +
      `[${((Date.now() - startedAt) / 1000).toFixed(0)} s]`,
  );
  console.log('    rule                                 offered helpful harmful neutral false-on-fluent');
  for (const [rule, r] of [...byRule].sort((a, b) => b[1].offered - a[1].offered)) {
    console.log(`    ${rule.padEnd(36)} ${String(r.offered).padStart(7)} ${String(r.helpful).padStart(7)} ${String(r.harmful).padStart(7)} ${String(r.neutral).padStart(7)} ${String(r.falseOnFluent).padStart(15)}`);
  }
}

function nearest(text: string, refs: readonly string[]): string {
  return [...refs].sort((a, b) => distanceToNearest(text, [a]) - distanceToNearest(text, [b]))[0]!;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await warmUpChecker();
  await measureEnglishRealLearnerText();
  process.exit(0);
}
