/**
 * Learns the end of turn's waits on the training half (scripts/bench/turn-taking.ts writes them to
 * shared/turn-taking/learned-waits.json): each silence heard inside a turn (by loudness or the model), with how the
 * words ended when it began, and each true end; then, starting from the longest wait for every ending,
 * the wait that saves the most added wait is shortened step by step while the turns cut off stay within
 * the target (chosen by cross-validate.ts). The learner's quantile and margin are chosen the same way on the
 * training half's slow learner.
 */
import { LEARNED_WAITS, MAX_LEARNED_WAIT_MS, type TurnWaits } from '../../../src/shared/turn-taking/choose-wait';
import { readTurnEnding } from '../../../src/shared/turn-taking/read-turn-ending';
import { type HeardTurn, wordsBy } from './hear-turns';
import { adaptOn, runTurn, score } from './run-watcher';

type Ending = keyof TurnWaits['waitMs'];
/** A turn's silences: the pauses inside it with how the words ended, and the silence after its true end. */
export type Silences = { pauses: { ms: number; ending: Ending }[]; endSilenceStartMs: number; trueEndMs: number; endEnding: Ending };

/** The ending a wait of a few hundred ms meets: the words known this long into the silence. */
const READ_ENDING_AFTER_MS = 600;
const STEP_MS = 100;
const MIN_WAIT_MS = 300;

export function silencesOf(heard: HeardTurn, hasWords: boolean): Silences {
  const pauses: Silences['pauses'] = [];
  let lastVoiceMs: number | null = null;
  const endingAt = (ms: number): Ending => (hasWords ? (readTurnEnding(wordsBy(heard, ms, -1), heard.turn.language).ending as Ending) : 'unheard');
  heard.frames.forEach((isVoice, index) => {
    const at = (index + 1) * heard.frameMs;
    if (!isVoice) return;
    if (lastVoiceMs !== null && at - lastVoiceMs > heard.frameMs) pauses.push({ ms: at - lastVoiceMs, ending: endingAt(Math.min(lastVoiceMs + READ_ENDING_AFTER_MS, at - heard.frameMs)) });
    lastVoiceMs = at;
  });
  const end = lastVoiceMs ?? 0;
  return { pauses, endSilenceStartMs: end, trueEndMs: heard.trueEndMs, endEnding: endingAt(end + READ_ENDING_AFTER_MS) };
}

function evaluate(all: Silences[], waits: Record<Ending, number>) {
  let cut = 0;
  let waited = 0;
  for (const turn of all) {
    if (turn.pauses.some((pause) => pause.ms > waits[pause.ending])) cut++;
    waited += turn.endSilenceStartMs + waits[turn.endEnding] - turn.trueEndMs;
  }
  return { cutOffRate: cut / all.length, meanWaitMs: waited / all.length };
}

/** Greedy: from the longest waits, shorten whichever saves the most wait while the cut-off rate stays within the target. */
export function learnEndingWaits(heard: HeardTurn[], targetCutOffRate: number, hasWords: boolean, endings: Ending[]): Record<Ending, number> {
  return learnWaitsFromSilences(heard.map((turn) => silencesOf(turn, hasWords)), targetCutOffRate, endings);
}

/** The same, from silences already read (cross-validation learns on many subsets of the same turns). */
export function learnWaitsFromSilences(all: Silences[], targetCutOffRate: number, endings: Ending[]): Record<Ending, number> {
  const waits = { filler: MAX_LEARNED_WAIT_MS, open: MAX_LEARNED_WAIT_MS, complete: MAX_LEARNED_WAIT_MS, unheard: MAX_LEARNED_WAIT_MS };
  for (;;) {
    const now = evaluate(all, waits);
    let best: { ending: Ending; meanWaitMs: number } | null = null;
    for (const ending of endings) {
      if (waits[ending] - STEP_MS < MIN_WAIT_MS) continue;
      const tried = evaluate(all, { ...waits, [ending]: waits[ending] - STEP_MS });
      if (tried.cutOffRate > targetCutOffRate) continue;
      // A step that saves nothing (no true end reads that way) still may shorten it: ties go to the ending whose wait is longest.
      if (!best || tried.meanWaitMs < best.meanWaitMs || (tried.meanWaitMs === best.meanWaitMs && waits[ending] > waits[best.ending])) best = { ending, meanWaitMs: tried.meanWaitMs };
    }
    if (!best || best.meanWaitMs > now.meanWaitMs) return waits;
    waits[best.ending] -= STEP_MS;
  }
}

const QUANTILES = [0.5, 0.75, 0.9, 1];
const MARGINS_MS = [0, 100, 200, 300, 400, 500, 600, 800];

/** The learner's quantile and margin: after adapting on each slow learner's first turns, the fewest cut-offs, then the shortest median wait. */
export function learnLearnerFit(slowTurnsByLearner: HeardTurn[][], adaptTurns: number, waitMs: TurnWaits['waitMs']): TurnWaits['learner'] {
  let best: { fit: TurnWaits['learner']; cutOffRate: number; medianWaitMs: number } | null = null;
  for (const quantile of QUANTILES) {
    for (const marginMs of MARGINS_MS) {
      const fit = { quantile, marginMs, minPauses: LEARNED_WAITS.learner.minPauses };
      const outcomes = slowTurnsByLearner.flatMap((turns) => {
        const waits = { waitMs, learner: fit };
        const profile = adaptOn(turns.slice(0, adaptTurns), waits);
        return turns.slice(adaptTurns).map((turn) => runTurn(turn, 'adaptive', profile, { waits }));
      });
      const figures = score(outcomes);
      if (!best || figures.cutOffRate < best.cutOffRate || (figures.cutOffRate === best.cutOffRate && figures.medianWaitMs < best.medianWaitMs)) best = { fit, ...figures };
    }
  }
  return best!.fit;
}
