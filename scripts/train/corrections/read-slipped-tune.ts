/**
 * The English families' firings on the tune half of the fluent quotations with learner-like slips put in
 * (learner-like-slips.ts), every family open, each printed with its verdict, so a rule can be fixed from what
 * it did on slips it was not written for. Only the tune half is read here; the held-out half is measured by
 * `npm run train:corrections` and never printed.
 *   npx tsx scripts/train/corrections/read-slipped-tune.ts [--family=a-or-an] [--verdict=harmful]
 */
import { findCorrections } from '../../../src/server/features/tutor/grammar/find-corrections';
import { setGrammarTaskTimeout } from '../../../src/server/features/tutor/grammar/grammar-worker-pool';
import { warmUpChecker } from '../../../src/server/features/tutor/tutor-test-helpers';
import { fluentSentences } from './fluent-sentences';
import { judgeOnLearnerText } from './judge-firing';
import { withSlips } from './learner-like-slips';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const family = option('family');
const verdictWanted = option('verdict');
const slipped = withSlips(fluentSentences('en', Number.MAX_SAFE_INTEGER, 36, 'tune'), 36);
await warmUpChecker();
setGrammarTaskTimeout(60_000);
const counts = new Map<string, Record<string, number>>();
for (const { fluent, text, slip } of slipped) {
  for (const c of await findCorrections(text, { max: 2, language: 'en-GB', families: 'every' })) {
    const verdict = judgeOnLearnerText('en', text, text.replace(c.original, c.corrected), [fluent]);
    const rule = c.rule ?? 'unknown';
    const row = counts.get(rule) ?? {};
    row[verdict] = (row[verdict] ?? 0) + 1;
    counts.set(rule, row);
    if ((family && !rule.split('+').includes(family)) || (verdictWanted && verdict !== verdictWanted)) continue;
    console.log(`[${rule}] ${verdict} (${slip.kind}) ${c.fixes.map((f) => `${f.from} -> ${f.to}`).join('; ')} | ${text}`);
  }
}
console.log(`fortunes tune half with slips: ${slipped.length} sentences`);
for (const [rule, row] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${rule}: ${JSON.stringify(row)}`);
process.exit(0);
