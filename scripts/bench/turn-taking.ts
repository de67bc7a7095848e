/**
 * npm run bench:turn-taking — when does Parley send a spoken turn? Learner turns in English and Spanish
 * (scripts/bench/turn-taking/learner-turns.ts), said by eSpeak NG with pauses inside clauses, between
 * clauses and after fillers, heard by the browser's loudness rule and run through the browser's own
 * TurnWatcher with the words so far. The waits are learned on the training half of the sentences (seeded),
 * with extra training-only sentences, to a cut-off rate chosen by leaving one training sentence out at a
 * time (cross-validate.ts); the held-out half is reported first, against the fixed 1.5 s window measured on
 * the same turns, then the cross-validated figures, then the training half.
 * Prints figures; asserts nothing. `-- --write` stores the learned waits in
 * src/shared/turn-taking/learned-waits.json; `-- --json` prints the figures as JSON too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { TurnWaits } from '../../src/shared/turn-taking/choose-wait';
import { hearTurns, type HeardTurn, RECOGNISER_DELAY_MS } from './turn-taking/hear-turns';
import { chooseTarget, CROSS_VALIDATED_GOAL, crossValidateTargets } from './turn-taking/cross-validate';
import { learnEndingWaits, learnLearnerFit } from './turn-taking/learn-waits';
import { makeLearnerTurns } from './turn-taking/learner-turns';
import { adaptOn, type Figures, runTurn, score } from './turn-taking/run-watcher';

const SEED = 38;
/** The cut-off rates the waits may be learned to on the training half; cross-validation picks one. */
const TARGETS = [0, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05, 0.06, 0.08];
const ADAPT_TURNS = 10;
const FIXED_WINDOW_MS = 1500;
const WAITS_FILE = new URL('../../src/shared/turn-taking/learned-waits.json', import.meta.url);

const started = performance.now();
const turns = makeLearnerTurns(SEED);
const extra = turns.filter((t) => t.isExtraTraining).length;
console.log(`${turns.length} learner turns (${turns.filter((t) => t.learner === 'varied').length - extra} by varied voices, ${turns.filter((t) => t.learner === 'slow').length} by two slow learners, ${extra} more on extra training-only sentences); synthesising with eSpeak NG...`);
const heard = await hearTurns(turns, SEED);
console.log(`heard in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

const of = (half: 'train' | 'held-out', learner: 'varied' | 'slow', language?: 'en' | 'es') =>
  heard.filter(({ turn }) => turn.half === half && turn.learner === learner && (!language || turn.language === language));

// Learned on the training half only: the target by leaving one training sentence out, then the waits on all of it.
const train = of('train', 'varied');
const trials = crossValidateTargets(train, TARGETS);
const chosen = chooseTarget(trials);
const TARGET_CUT_OFF_RATE = chosen.targetCutOffRate;
const byWords = learnEndingWaits(train, TARGET_CUT_OFF_RATE, true, ['filler', 'open', 'complete']);
const bySilence = learnEndingWaits(train, TARGET_CUT_OFF_RATE, false, ['unheard']);
const waitMs: TurnWaits['waitMs'] = { filler: byWords.filler, open: byWords.open, complete: byWords.complete, unheard: bySilence.unheard };
const learner = learnLearnerFit([of('train', 'slow', 'en'), of('train', 'slow', 'es')], ADAPT_TURNS, waitMs);
const learned: TurnWaits = { waitMs, learner };

type Row = { name: string } & Figures;
const rows: Record<string, Row[]> = {};
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`.padStart(6);
const round = (rate: number) => Math.round(rate * 10_000) / 10_000;

const stored = JSON.parse(readFileSync(WAITS_FILE, 'utf8')) as TurnWaits & { seed: number };
if (process.argv.includes('--write')) {
  const figures = ({ cutOffRate, medianWaitMs }: Figures) => ({ cutOffRate: round(cutOffRate), medianWaitMs: Math.round(medianWaitMs) });
  const crossValidated = { byWords: figures(chosen.byWords), bySilence: figures(chosen.bySilence) };
  const note = 'Written by npm run bench:turn-taking -- --write (scripts/bench/turn-taking.ts); do not edit by hand.';
  writeFileSync(WAITS_FILE, `${JSON.stringify({ note, seed: SEED, targetCutOffRate: TARGET_CUT_OFF_RATE, crossValidated, ...learned }, null, 2)}\n`);
  console.log('learned waits written to src/shared/turn-taking/learned-waits.json');
} else if (JSON.stringify({ waitMs: stored.waitMs, learner: stored.learner }) !== JSON.stringify(learned)) {
  console.log('NOTE: the waits learned in this run differ from learned-waits.json (run with -- --write to store them); the figures below use the ones learned now.');
}
console.log(`learned on the training half to ${pct(TARGET_CUT_OFF_RATE).trim()} cut-offs (chosen by leaving one sentence out): waits ${JSON.stringify(waitMs)} ms; a learner's own pauses: quantile ${learner.quantile}, margin ${learner.marginMs} ms, from ${learner.minPauses} pauses\n`);

const print = (title: string, list: Row[]) => {
  console.log(title);
  console.log(`  ${'end of turn'.padEnd(52)} turns  cut off  wait median  p90`);
  for (const row of list) console.log(`  ${row.name.padEnd(52)} ${String(row.turns).padStart(5)}  ${pct(row.cutOffRate)}  ${String(Math.round(row.medianWaitMs)).padStart(8)} ms  ${String(Math.round(row.p90WaitMs)).padStart(5)} ms`);
  console.log('');
};
const run = (name: string, list: HeardTurn[], go: (turn: HeardTurn) => ReturnType<typeof runTurn>): Row => ({ name, ...score(list.map(go)) });

function report(half: 'held-out' | 'train') {
  const varied = of(half, 'varied');
  const list: Row[] = [
    run(`fixed ${FIXED_WINDOW_MS / 1000} s window (the floor, today's default)`, varied, (t) => runTurn(t, FIXED_WINDOW_MS, [], { waits: learned })),
    run('by words and silence (Web Speech), no pauses learned', varied, (t) => runTurn(t, 'adaptive', [], { waits: learned })),
    ...(['en', 'es'] as const).map((language) =>
      run(`  the same, ${language} only`, of(half, 'varied', language), (t) => runTurn(t, 'adaptive', [], { waits: learned })),
    ),
    ...(half === 'train'
      ? [run("  the same, the bench's sentences only (no extra)", varied.filter((t) => !t.turn.isExtraTraining), (t) => runTurn(t, 'adaptive', [], { waits: learned }))]
      : []),
    run('by silence alone, learned wait (server recognition)', varied, (t) => runTurn(t, 'adaptive', [], { waits: learned, hasWords: false })),
  ];
  const slowRows: Row[] = [];
  const slow = (['en', 'es'] as const).map((language) => of(half, 'slow', language));
  const evaluated = slow.flatMap((turnsOf) => turnsOf.slice(ADAPT_TURNS));
  slowRows.push(run(`fixed ${FIXED_WINDOW_MS / 1000} s window`, evaluated, (t) => runTurn(t, FIXED_WINDOW_MS, [], { waits: learned })));
  slowRows.push(run('by words, before adapting', evaluated, (t) => runTurn(t, 'adaptive', [], { waits: learned })));
  const after = (hasWords: boolean) =>
    slow.flatMap((turnsOf) => {
      const profile = adaptOn(turnsOf.slice(0, ADAPT_TURNS), learned, hasWords);
      return turnsOf.slice(ADAPT_TURNS).map((t) => runTurn(t, 'adaptive', profile, { waits: learned, hasWords }));
    });
  slowRows.push({ name: `by words, after adapting on ${ADAPT_TURNS} turns`, ...score(after(true)) });
  slowRows.push(run('by silence alone, before adapting', evaluated, (t) => runTurn(t, 'adaptive', [], { waits: learned, hasWords: false })));
  slowRows.push({ name: `by silence alone, after adapting on ${ADAPT_TURNS} turns`, ...score(after(false)) });
  rows[half] = list;
  rows[`${half} slow learner`] = slowRows;
  print(`${half === 'held-out' ? 'HELD-OUT sentences (never learned on)' : 'Training sentences (the waits were learned here)'}: varied voices and speeds`, list);
  print(`${half === 'held-out' ? 'HELD-OUT' : 'Training'}: a slow learner (speed 0.6, pauses 1.2-2.5 s), en + es, after their first ${ADAPT_TURNS} turns`, slowRows);
}

report('held-out');
const sentences = new Set(train.map(({ turn }) => `${turn.language}-${turn.sentence}`)).size;
const trialRows: Row[] = trials.flatMap((trial) => {
  const learnedTo = `${trial === chosen ? '*' : ' '} learned to ${pct(trial.targetCutOffRate).trim()} cut-offs`;
  return [
    { name: `${learnedTo}, by words and silence`, ...trial.byWords },
    { name: `${learnedTo}, by silence alone`, ...trial.bySilence },
  ];
});
rows['cross-validated'] = trialRows;
print(
  `CROSS-VALIDATED on the training half, leaving one of its ${sentences} sentences out at a time (varied voices); * chosen: the fewest cut-offs within ${pct(CROSS_VALIDATED_GOAL.maxCutOffRate).trim()} and ${CROSS_VALIDATED_GOAL.maxMedianWaitMs} ms`,
  trialRows,
);
report('train');
console.log(`Words reach the watcher ${RECOGNISER_DELAY_MS} ms after they are said (an assumed Web Speech delay). Wait: from the end of the last word's audio to the send.`);
if (process.argv.includes('--json')) console.log(JSON.stringify({ seed: SEED, targetCutOffRate: TARGET_CUT_OFF_RATE, learned, rows }, null, 2));
