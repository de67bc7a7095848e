/**
 * npm run train:corrections — which error families may correct a learner, learned from their measured precision
 * on text they were not tuned on (docs/decisions/025-families-gated-by-measured-precision.md).
 *
 * 1. Every family fires, with the gate open, on held-out learner text (English: JFLEG dev; Spanish: COWS-L2H
 *    "validate"), on its human corrections, and on fluent sentences nobody tuned on (fluent-sentences.ts); for
 *    English also on held-out quotations with learner-like slips put in (learner-sets.ts), which count beside
 *    the learners' text and never against it (gate-families.ts).
 * 2. Cross-validated figures: in 5 folds, the gate is learned on four and what the Notebook would keep is
 *    measured on the fifth; these lead. Then the tune part (COWS-L2H "tune") apart, and every family open.
 * 3. The gate learned on all the held-out firings is written to each pack (src/server/features/tutor/packs/
 *    <lang>/measured-families.json) and as a table for reviewers (docs/corrections/families.md).
 * Options: --check (print, write nothing); --language=es (or en): that pack alone, printed, nothing written.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FamilyTable } from '../../../src/server/features/tutor/grammar/family-gate';
import { addLearner, describeFluent, describeLearner, fluentFigures, learnerFigures, type LearnerFigures, type Passes } from './figures';
import { FLUENT_SOURCE, fluentSentences } from './fluent-sentences';
import { gateFamilies, type Bar } from './gate-families';
import { cowsL2h, fortunesWithSlips, jflegDev, spanishFortunesWithSlips, type LearnerSet } from './learner-sets';
import { leftUnchanged, measureFirings, type FluentSet, type Measured } from './measure-firings';
import { familiesTable } from './families-table';

const FOLDS = 5;
const SEED = 36;
/**
 * On: 10+ judged firings and 80% sure that 85%+ of them are right. Ask (a question to think about, never kept):
 * 80% sure that more than half are right.
 */
const BAR: Bar = { precision: 0.85, askPrecision: 0.5, minFirings: 10, confidence: 0.8 };
const FLUENT_SIZE = { en: 1500 };
const ROOT = join(import.meta.dirname, '../../..');
const onlyLanguage = process.argv.find((a) => a.startsWith('--language='))?.split('=')[1];
const isCheck = process.argv.includes('--check') || !!onlyLanguage;

/** `slipped`: fluent text with learner-like slips put in, measured beside the learners' and held to it (gate-families.ts). */
type Pack = { language: 'en' | 'es'; learner: LearnerSet; slipped?: LearnerSet; fluent: FluentSet; tune?: LearnerSet };

const humanVersions = (set: LearnerSet) => `${set.name} (human versions)`;
const everyFamily: Passes = () => true;

const heldOutSets = (pack: Pack) => [pack.learner, ...(pack.slipped ? [pack.slipped] : [])];

function gateOn(measured: Measured, pack: Pack, inFold: (fold: number) => boolean): FamilyTable {
  // The quotations themselves, unslipped, are fluent text like any other: only the slipped copies count apart.
  const slipped = pack.slipped ? [pack.slipped.name] : [];
  const sets = new Set([pack.learner.name, humanVersions(pack.learner), pack.fluent.name, ...(pack.slipped ? [pack.slipped.name, humanVersions(pack.slipped)] : [])]);
  return gateFamilies(measured.firings.filter((f) => sets.has(f.set) && inFold(f.fold)), BAR, [...sets], slipped);
}

/** What the Notebook keeps on one of a pack's learner sets and its fluent text, summed over folds: each fold's firings from its own run. */
function report(pack: Pack, set: LearnerSet, label: string, runs: ReadonlyArray<{ measured: Measured; fold: number | 'all' }>): void {
  let learner: LearnerFigures = { withError: 0, covered: 0, helpful: 0, harmful: 0, neutral: 0 };
  let human = { sentences: 0, changed: 0 };
  let fluent = { sentences: 0, changed: 0 };
  for (const { measured, fold } of runs) {
    const inFold = (f: number) => fold === 'all' || f === fold;
    learner = addLearner(learner, learnerFigures(set.name, measured.firings, measured.coverage, everyFamily, inFold));
    const h = fluentFigures(humanVersions(set), set.items.filter((i) => inFold(i.fold) && !i.versionsCheckedElsewhere).length, measured.firings, everyFamily, inFold);
    human = { sentences: human.sentences + h.sentences, changed: human.changed + h.changed };
    const f = fluentFigures(pack.fluent.name, pack.fluent.sentences.filter((_, i) => inFold(i % FOLDS)).length, measured.firings, everyFamily, inFold);
    fluent = { sentences: fluent.sentences + f.sentences, changed: fluent.changed + f.changed };
  }
  console.log(`  ${label}: ${set.name}: ${describeLearner(learner)}; ${set === pack.learner ? 'human versions' : 'the quotations themselves'}: ${describeFluent(human)}; ${pack.fluent.name}: ${describeFluent(fluent)}`);
}

const withStatus = (table: FamilyTable, status: string) => Object.entries(table.families).filter(([, f]) => f.status === status).map(([id]) => id);
const onFamilies = (table: FamilyTable) => withStatus(table, 'on');
const gateSpec = (table: FamilyTable) => ({ on: onFamilies(table), off: withStatus(table, 'off') });
const log = (line: string) => console.log(line);
const everywhere = () => true;

const english = onlyLanguage && onlyLanguage !== 'en' ? null : jflegDev(FOLDS);
const spanishHeldOut = onlyLanguage && onlyLanguage !== 'es' ? null : cowsL2h('validate', FOLDS);
const spanishTune = cowsL2h('tune', FOLDS);
const packs: Pack[] = [];
const englishFluent = english ? fluentSentences('en', FLUENT_SIZE.en, SEED) : [];
const englishSlipped = english ? fortunesWithSlips(FOLDS, englishFluent, SEED) : null;
if (english) packs.push({ language: 'en', learner: english, ...(englishSlipped ? { slipped: englishSlipped } : {}), fluent: { name: 'fortunes (English)', language: 'en', sentences: englishFluent, folds: FOLDS } });
// Spanish fluent text is the instructors' own versions only: read on their tune half, the Spanish fortunes are
// often typed without their accents ('tambien', 'demas') and in old forms, so a change there is mostly right.
// Their held-out half still gives slipped text: only the quotations no family changes stand as a slip's correction.
const spanishQuotations = spanishHeldOut ? await leftUnchanged(fluentSentences('es', Number.MAX_SAFE_INTEGER, SEED, 'held-out'), 'es') : [];
const spanishSlipped = spanishFortunesWithSlips(FOLDS, spanishQuotations, SEED);
if (spanishHeldOut) {
  packs.push({
    language: 'es', learner: spanishHeldOut, ...(spanishSlipped ? { slipped: spanishSlipped } : {}),
    fluent: { name: 'no other fluent Spanish', language: 'es', sentences: [], folds: FOLDS }, ...(spanishTune ? { tune: spanishTune } : {}),
  });
}
if (packs.length === 0) {
  console.log('train:corrections: no learner text in ../shared/data (JFLEG dev, COWS-L2H); nothing to learn from.');
  process.exit(0);
}
if (english && packs[0]!.fluent.sentences.length === 0) console.log(`  (no fluent English: install ${FLUENT_SOURCE} to count false corrections)`);

const open = await measureFirings(
  packs.flatMap((p) => [...heldOutSets(p), ...(p.tune ? [p.tune] : [])]),
  packs.map((p) => p.fluent),
  { families: 'every', inFold: everywhere, label: 'every family' },
  log,
);

console.log(`Bar: on when ${BAR.minFirings}+ judged firings and ${Math.round(BAR.confidence * 100)}% sure that ${Math.round(BAR.precision * 100)}%+ of them are right (Wilson lower bound); asks when ${Math.round(BAR.askPrecision * 100)}%+.`);
const tables: Array<{ language: 'en' | 'es'; fluent: string; table: FamilyTable }> = [];
for (const pack of packs) {
  console.log(`${pack.language === 'en' ? 'English' : 'Spanish'} pack`);
  // Each fold is checked again with only the families the gate learned on the other four lets through.
  const folds = [];
  for (let k = 0; k < FOLDS; k++) {
    const families = gateSpec(gateOn(open, pack, (fold) => fold !== k));
    folds.push({ measured: await measureFirings(heldOutSets(pack), [pack.fluent], { families, inFold: (fold) => fold === k, label: `fold ${k}` }, log), fold: k });
  }
  for (const set of heldOutSets(pack)) {
    report(pack, set, `HELD OUT (${FOLDS}-fold: each fold gated by what the other ${FOLDS - 1} measured)`, folds);
    report(pack, set, 'every family open (no gate)', [{ measured: open, fold: 'all' }]);
  }
  const table = gateOn(open, pack, everywhere);
  tables.push({ language: pack.language, fluent: pack.fluent.name, table });
  if (pack.tune) {
    const tune = await measureFirings([pack.tune], [], { families: gateSpec(table), inFold: everywhere, label: 'shipped gate' }, log);
    console.log(`  TUNE (${pack.tune.name}, read while writing the rules), with the shipped gate: ${describeLearner(learnerFigures(pack.tune.name, tune.firings, tune.coverage, everyFamily, everywhere))}`);
  }
  console.log(`  families on: ${onFamilies(table).length} of ${Object.keys(table.families).length}: ${onFamilies(table).join(', ')}`);
  if (!isCheck) writeFileSync(join(ROOT, `src/server/features/tutor/packs/${pack.language}/measured-families.json`), `${JSON.stringify(table, null, 2)}\n`);
  else if (onlyLanguage) console.log(familiesTable([{ language: pack.language, fluent: pack.fluent.name, table }]).split('\n').filter((l) => l.startsWith('|')).join('\n'));
}
if (!isCheck) {
  writeFileSync(join(ROOT, 'docs/corrections/families.md'), familiesTable(tables));
  console.log('Wrote packs/<lang>/measured-families.json and docs/corrections/families.md');
}
process.exit(0);
