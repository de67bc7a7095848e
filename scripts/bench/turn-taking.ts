/**
 * npm run bench:turn-taking — when does Parley send a spoken turn? Learner turns in English and Spanish
 * (scripts/bench/turn-taking/learner-turns.ts), said by eSpeak NG with pauses inside clauses, between
 * clauses and after fillers, heard the two ways the browser hears them — its loudness rule (50 ms frames)
 * and its speech model, Silero VAD v5 run in Node by the same onnxruntime-web (32 ms frames) — and run
 * through the browser's own TurnWatcher with the words so far. For each way of hearing, the waits are learned
 * on the training half of the sentences (seeded), with extra training-only sentences, to a cut-off rate
 * chosen by leaving one training sentence out at a time (cross-validate.ts); the held-out half is reported
 * first, against the fixed 1.5 s window measured on the same turns, then the cross-validated figures, then
 * the training half. Prints figures; asserts nothing. `-- --write` stores the waits learned for each way of
 * hearing in src/shared/turn-taking/learned-waits.json (the browser uses those of the detector hearing); `-- --json` prints the figures as JSON too;
 * `-- --thresholds` first chooses the model's start/keep thresholds on the training half
 * (choose-speech-thresholds.ts; the browser's are SPEECH_THRESHOLDS in shared/turn-taking/speech-probability).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { HeardBy, TurnWaits } from '../../src/shared/turn-taking/choose-wait';
import { MODEL_FRAME_MS, SPEECH_THRESHOLDS } from '../../src/shared/turn-taking/speech-probability';
import { SAMPLE_EVERY_MS } from '../../src/shared/turn-taking/voice-loudness';
import { chooseSpeechThresholds } from './turn-taking/choose-speech-thresholds';
import { CROSS_VALIDATED_GOAL } from './turn-taking/cross-validate';
import { heardByModel } from './turn-taking/heard-by-model';
import { type HeardTurn, hearTurns, type ModelRun, RECOGNISER_DELAY_MS } from './turn-taking/hear-turns';
import { ADAPT_TURNS, type Learned, learnTurnWaits, TARGETS } from './turn-taking/learn-turn-waits';
import { makeLearnerTurns } from './turn-taking/learner-turns';
import { type Half, type Row, serverRows, slowRows, variedRows } from './turn-taking/report-rows';

const SEED = 38;
const WAITS_FILE = new URL('../../src/shared/turn-taking/learned-waits.json', import.meta.url);
type Detector = HeardBy;
const DETECTOR_NAMES: Record<Detector, string> = {
  loudness: `heard by LOUDNESS (${SAMPLE_EVERY_MS} ms frames; while the model loads, or where it cannot run)`,
  model: `heard by the SPEECH MODEL (Silero VAD v5, ${MODEL_FRAME_MS} ms frames)`,
};

const started = performance.now();
const turns = makeLearnerTurns(SEED);
const extra = turns.filter((t) => t.isExtraTraining).length;
console.log(`${turns.length} learner turns (${turns.filter((t) => t.learner === 'varied').length - extra} by varied voices, ${turns.filter((t) => t.learner === 'slow').length} by two slow learners, ${extra} more on extra training-only sentences); synthesising with eSpeak NG, hearing by loudness and by the speech model...`);
const modelRun: ModelRun = { heardByModel: 0, fromCache: 0 };
const byLoudness = await hearTurns(turns, SEED, modelRun);
console.log(`heard in ${((performance.now() - started) / 1000).toFixed(1)} s (the speech model ran on ${modelRun.heardByModel} turns; ${modelRun.fromCache} from node_modules/.cache)\n`);

const of = (heard: HeardTurn[], half: Half, learner: 'varied' | 'slow', language?: 'en' | 'es') =>
  heard.filter(({ turn }) => turn.half === half && turn.learner === learner && (!language || turn.language === language));
const slowOf = (heard: HeardTurn[], half: Half) => [of(heard, half, 'slow', 'en'), of(heard, half, 'slow', 'es')];
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`.padStart(6);

let thresholds = SPEECH_THRESHOLDS;
if (process.argv.includes('--thresholds')) {
  const { trials, chosen } = chooseSpeechThresholds(of(byLoudness, 'train', 'varied'), TARGETS);
  console.log("The speech model's thresholds, cross-validated on the training half only (each pair's best target; * chosen: no worse than the browser's own on both rows, then the bench's rule):");
  const figures = (f: Learned['chosen']['byWords']) => `${pct(f.cutOffRate)} at ${Math.round(f.medianWaitMs)} ms (p90 ${Math.round(f.p90WaitMs)} ms)`;
  for (const { thresholds: pair, best } of trials) {
    console.log(`  ${best === chosen.best ? '*' : ' '} start ${pair.startAt.toFixed(2)} / keep ${pair.keepOver.toFixed(2)}: learned to ${pct(best.targetCutOffRate).trim()}; by words ${figures(best.byWords)}; by silence ${figures(best.bySilence)}`);
  }
  thresholds = chosen.thresholds;
  const isKept = thresholds.startAt === SPEECH_THRESHOLDS.startAt && thresholds.keepOver === SPEECH_THRESHOLDS.keepOver;
  console.log(isKept ? "  the browser's thresholds stay.\n" : `  NOTE: set SPEECH_THRESHOLDS in src/shared/turn-taking/speech-probability.ts to ${JSON.stringify(thresholds)}; the figures below hear with them.\n`);
}
const heardBy: Record<Detector, HeardTurn[]> = { loudness: byLoudness, model: byLoudness.map((turn) => heardByModel(turn, thresholds)) };

// Learned on the training half only, for each way of hearing.
const learned = {} as Record<Detector, Learned>;
for (const detector of ['loudness', 'model'] as const) learned[detector] = learnTurnWaits(of(heardBy[detector], 'train', 'varied'), slowOf(heardBy[detector], 'train'));

const round = (rate: number) => Math.round(rate * 10_000) / 10_000;
const rows: Record<string, Row[]> = {};

const stored = JSON.parse(readFileSync(WAITS_FILE, 'utf8')) as { heardBy: Record<HeardBy, TurnWaits> };
const isStored = (detector: Detector) => JSON.stringify({ waitMs: stored.heardBy?.[detector]?.waitMs, learner: stored.heardBy?.[detector]?.learner }) === JSON.stringify(learned[detector].waits);
if (process.argv.includes('--write')) {
  const figures = ({ cutOffRate, medianWaitMs }: Learned['chosen']['byWords']) => ({ cutOffRate: round(cutOffRate), medianWaitMs: Math.round(medianWaitMs) });
  const heardBy = Object.fromEntries(
    (['model', 'loudness'] as const).map((detector) => {
      const { chosen, waits } = learned[detector];
      return [detector, { targetCutOffRate: chosen.targetCutOffRate, crossValidated: { byWords: figures(chosen.byWords), bySilence: figures(chosen.bySilence) }, ...waits }];
    }),
  );
  const note = 'Written by npm run bench:turn-taking -- --write (scripts/bench/turn-taking.ts): the waits learned on turns heard by the speech model and by the loudness meter; do not edit by hand.';
  writeFileSync(WAITS_FILE, `${JSON.stringify({ note, seed: SEED, speechThresholds: thresholds, heardBy }, null, 2)}\n`);
  console.log('learned waits written to src/shared/turn-taking/learned-waits.json');
} else if (!isStored('model') || !isStored('loudness')) {
  console.log('NOTE: the waits learned in this run differ from learned-waits.json (run with -- --write to store them); the figures below use the ones learned now.');
}
for (const detector of ['loudness', 'model'] as const) {
  const { chosen, waits } = learned[detector];
  console.log(`${detector}: learned on the training half to ${pct(chosen.targetCutOffRate).trim()} cut-offs (chosen by leaving one sentence out): waits ${JSON.stringify(waits.waitMs)} ms; a learner's own pauses: quantile ${waits.learner.quantile}, margin ${waits.learner.marginMs} ms, from ${waits.learner.minPauses} pauses`);
}
console.log('');

const print = (title: string, list: Row[]) => {
  console.log(title);
  console.log(`  ${'end of turn'.padEnd(60)} turns  cut off  wait median  p90`);
  for (const row of list) console.log(`  ${row.name.padEnd(60)} ${String(row.turns).padStart(5)}  ${pct(row.cutOffRate)}  ${String(Math.round(row.medianWaitMs)).padStart(8)} ms  ${String(Math.round(row.p90WaitMs)).padStart(5)} ms`);
  console.log('');
};

function report(half: Half) {
  const title = half === 'held-out' ? 'HELD-OUT sentences (never learned on)' : 'Training sentences (the waits were learned here)';
  for (const detector of ['loudness', 'model'] as const) {
    const list = variedRows(heardBy[detector], half, learned[detector].waits);
    rows[`${half} ${detector}`] = list;
    const heardWith = detector === 'model' ? `, start ${thresholds.startAt} / keep ${thresholds.keepOver}` : '';
    print(`${title}, ${DETECTOR_NAMES[detector]}${heardWith}: varied voices and speeds`, list);
  }
  for (const detector of ['loudness', 'model'] as const) {
    const list = serverRows(heardBy[detector], half, learned[detector].waits);
    rows[`${half} ${detector} server recognition`] = list;
    console.log(`${title}, ${DETECTOR_NAMES[detector]}: server recognition (words only when transcribed), varied voices and speeds`);
    console.log(`  ${'end of turn'.padEnd(60)} turns  cut off  sent: median    p90  words known: median    p90  audio transcribed a second said`);
    for (const row of list) {
      const ms = (value: number, width: number) => `${String(Math.round(value)).padStart(width)} ms`;
      console.log(`  ${row.name.padEnd(60)} ${String(row.turns).padStart(5)}  ${pct(row.cutOffRate)}  ${ms(row.medianWaitMs, 9)} ${ms(row.p90WaitMs, 6)}  ${ms(row.wordsReadyMedianMs, 16)} ${ms(row.wordsReadyP90Ms, 6)}  ${row.transcribedPerSecondSaid.toFixed(2)} s`);
    }
    console.log('');
  }
  for (const detector of ['loudness', 'model'] as const) {
    const list = slowRows(slowOf(heardBy[detector], half), learned[detector].waits);
    rows[`${half} ${detector} slow learner`] = list;
    print(`${half === 'held-out' ? 'HELD-OUT' : 'Training'}, ${detector}: a slow learner (speed 0.6, pauses 1.2-2.5 s), en + es, after their first ${ADAPT_TURNS} turns`, list);
  }
}

report('held-out');
// The speech model with the waits learned on the loudness meter's frames: what the browser ran before each
// way of hearing had its own waits.
const before = variedRows(heardBy.model, 'held-out', learned.loudness.waits).filter((row) => !row.name.startsWith('fixed'));
rows['held-out model with loudness waits'] = before;
print("HELD-OUT, heard by the speech model with the waits learned on the loudness meter's frames (the browser before the model had its own)", before);
for (const detector of ['loudness', 'model'] as const) {
  const { trials, chosen } = learned[detector];
  const sentences = new Set(of(heardBy[detector], 'train', 'varied').map(({ turn }) => `${turn.language}-${turn.sentence}`)).size;
  const trialRows: Row[] = trials.flatMap((trial) => {
    const learnedTo = `${trial === chosen ? '*' : ' '} learned to ${pct(trial.targetCutOffRate).trim()} cut-offs`;
    return [
      { name: `${learnedTo}, by words and silence`, ...trial.byWords },
      { name: `${learnedTo}, by silence alone`, ...trial.bySilence },
    ];
  });
  rows[`cross-validated ${detector}`] = trialRows;
  print(
    `CROSS-VALIDATED, ${detector}: on the training half, leaving one of its ${sentences} sentences out at a time (varied voices); * chosen: the fewest cut-offs within ${pct(CROSS_VALIDATED_GOAL.maxCutOffRate).trim()} and ${CROSS_VALIDATED_GOAL.maxMedianWaitMs} ms`,
    trialRows,
  );
}
report('train');
console.log(`Words reach the watcher ${RECOGNISER_DELAY_MS} ms after they are said (an assumed Web Speech delay). Wait: from the end of the last word's audio to the send.`);
if (process.argv.includes('--json')) {
  const waits = Object.fromEntries((['loudness', 'model'] as const).map((detector) => [detector, { targetCutOffRate: learned[detector].chosen.targetCutOffRate, ...learned[detector].waits }]));
  console.log(JSON.stringify({ seed: SEED, speechThresholds: thresholds, waits, rows }, null, 2));
}
