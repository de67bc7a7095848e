/**
 * What the Spanish families do on COWS-L2H "tune" — the only learner text a rule may be written from
 * (validate is never read here: `cowsL2h('tune')` alone is loaded). Every family fires (`families: 'every'`,
 * as train:corrections measures them) on tune's learner sentences and on their corrected versions; a firing
 * on a corrected version is a false alarm. Prints, per family, helpful / harmful / neutral / false, and with
 * `--show=<family|all>` each firing with its verdict; `--misses` counts the word changes the instructors made
 * that no family caught (the error families learners make most), `--misses=<word>` shows sentences where that
 * word was changed.
 *   npx tsx scripts/train/corrections/read-tune.ts [--show=es:gender-and-number] [--misses]
 */
import { findSpanishCorrections } from '../../../src/server/features/tutor/packs/es';
import { OPEN_GATES } from '../../../src/server/features/tutor/grammar/family-gate';
import { spanishWords } from '../../bench/tutor-spanish-learner-text';
import { isFalseOnFluent, judgeOnLearnerText, type Verdict } from './judge-firing';
import { cowsL2h } from './learner-sets';

const tune = cowsL2h('tune', 1);
if (!tune) {
  console.log('read-tune: no COWS-L2H in ../shared/data');
  process.exit(0);
}
const arg = (name: string) => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1] ?? (process.argv.includes(`--${name}`) ? 'all' : undefined);
const show = arg('show');
const misses = arg('misses');

type Row = { helpful: number; harmful: number; neutral: number; false: number };
const rows = new Map<string, Row>();
const lines: string[] = [];
const add = (families: string[], verdict: Verdict, line: string) => {
  for (const family of families) {
    const row = rows.get(family) ?? { helpful: 0, harmful: 0, neutral: 0, false: 0 };
    row[verdict]++;
    rows.set(family, row);
    if (show === 'all' || show === family) lines.push(`[${family}] ${verdict}: ${line}`);
  }
};

let covered = 0;
const missed = new Map<string, number>();
const missedIn: string[] = [];
for (const { source, refs } of tune.items) {
  const corrections = findSpanishCorrections(source, 2, OPEN_GATES);
  if (corrections.length > 0) covered++;
  let text = source;
  for (const c of corrections) {
    const after = source.replace(c.original, c.corrected);
    text = text.replace(c.original, c.corrected);
    add(c.rule!.split('+'), judgeOnLearnerText('es', source, after, refs), `${c.fixes.map((f) => `${f.from} -> ${f.to}`).join('; ')} | ${c.original} | ref: ${refs[0]}`);
  }
  const [fluent, ...others] = refs;
  for (const c of findSpanishCorrections(fluent!, 2, OPEN_GATES)) {
    if (isFalseOnFluent('es', fluent!.replace(c.original, c.corrected), others)) add(c.rule!.split('+'), 'false', `${c.fixes.map((f) => `${f.from} -> ${f.to}`).join('; ')} | ${c.original}`);
  }
  if (misses) {
    // Word changes the instructor made that are still there after the families: one-for-one swaps at the same place.
    const a = spanishWords(text);
    const b = spanishWords(refs[0]!);
    if (a.length === b.length) {
      const diffs = a.map((w, i) => [w, b[i]!] as const).filter(([x, y]) => x !== y);
      if (diffs.length <= 2) {
        for (const [x, y] of diffs) {
          missed.set(`${x} -> ${y}`, (missed.get(`${x} -> ${y}`) ?? 0) + 1);
          if (misses === x) missedIn.push(`${source}\n   ${refs[0]}`);
        }
      }
    }
  }
}

console.log(`COWS-L2H tune: ${tune.items.length} sentences, ${covered} corrected with every family open (${((covered / tune.items.length) * 100).toFixed(1)}%)`);
for (const [family, r] of [...rows].sort(([, a], [, b]) => b.helpful - a.helpful)) {
  console.log(`  ${family.padEnd(30)} helpful ${r.helpful}, harmful ${r.harmful}, neutral ${r.neutral}, false ${r.false}`);
}
for (const line of lines) console.log(line);
if (misses === 'all') {
  console.log('Word swaps the instructors made and no family did (sentences whose only changes are one or two swaps):');
  for (const [swap, n] of [...missed].sort(([, a], [, b]) => b - a).slice(0, 150)) console.log(`  ${n}\t${swap}`);
} else if (misses) for (const line of missedIn) console.log(line);
process.exit(0);
