/**
 * The English families' false alarms on the tune half of the fluent quotations (fluent-sentences.ts): every
 * family fires (`families: 'every'`) and each change is printed with its family, so a rule can be fixed
 * from them. The held-out half is never read here.
 *   npx tsx scripts/train/corrections/read-fluent-tune.ts [--size=1500]
 */
import { findCorrections } from '../../../src/server/features/tutor/grammar/find-corrections';
import { setGrammarTaskTimeout } from '../../../src/server/features/tutor/grammar/grammar-worker-pool';
import { warmUpChecker } from '../../../src/server/features/tutor/tutor-test-helpers';
import { fluentSentences } from './fluent-sentences';

const size = Number(process.argv.find((a) => a.startsWith('--size='))?.split('=')[1] ?? 1500);
const sentences = fluentSentences('en', size, 36, 'tune');
await warmUpChecker();
setGrammarTaskTimeout(60_000);
const counts = new Map<string, number>();
for (const sentence of sentences) {
  for (const c of await findCorrections(sentence, { max: 2, language: 'en-GB', families: 'every' })) {
    counts.set(c.rule ?? 'unknown', (counts.get(c.rule ?? 'unknown') ?? 0) + 1);
    console.log(`[${c.rule}] ${c.fixes.map((f) => `${f.from} -> ${f.to}`).join('; ')} | ${c.original}`);
  }
}
console.log(`fortunes tune half: ${sentences.length} sentences`);
for (const [rule, n] of [...counts].sort(([, a], [, b]) => b - a)) console.log(`  ${rule}: ${n}`);
process.exit(0);
