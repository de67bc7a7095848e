/**
 * Chooses the cut-off rate the waits are learned to on the training half by leaving one training sentence
 * out at a time: the waits are learned on the other sentences' turns and run on the left-out sentence's
 * turns through the TurnWatcher, so each figure is for sentences the waits were not learned on.
 */
import { LEARNED_WAITS, type TurnWaits } from '../../../src/shared/turn-taking/choose-wait';
import type { HeardTurn } from './hear-turns';
import { learnWaitsFromSilences, silencesOf } from './learn-waits';
import { type Figures, runTurn, score, type TurnOutcome } from './run-watcher';

export type TargetTrial = {
  targetCutOffRate: number;
  /** By words and silence (Web Speech), each turn run with the waits learned without its sentence. */
  byWords: Figures;
  /** By silence alone (server recognition), the same way. */
  bySilence: Figures;
};

/** The goal is ≤ 5% cut-offs on unseen sentences at a median added wait ≤ 700 ms: chosen with room under it. */
export const CROSS_VALIDATED_GOAL = { maxCutOffRate: 0.04, maxMedianWaitMs: 700 };

const sentenceOf = (heard: HeardTurn) => `${heard.turn.language}-${heard.turn.sentence}`;

export function crossValidateTargets(train: HeardTurn[], targets: readonly number[]): TargetTrial[] {
  const withWords = train.map((turn) => silencesOf(turn, true));
  const withoutWords = train.map((turn) => silencesOf(turn, false));
  const sentences = [...new Set(train.map(sentenceOf))];
  return targets.map((targetCutOffRate) => {
    const byWords: TurnOutcome[] = [];
    const bySilence: TurnOutcome[] = [];
    for (const sentence of sentences) {
      const isLeftOut = train.map((turn) => sentenceOf(turn) === sentence);
      const rest = <T>(all: T[]) => all.filter((_, at) => !isLeftOut[at]);
      const words = learnWaitsFromSilences(rest(withWords), targetCutOffRate, ['filler', 'open', 'complete']);
      const silence = learnWaitsFromSilences(rest(withoutWords), targetCutOffRate, ['unheard']);
      const waits: TurnWaits = { waitMs: { ...words, unheard: silence.unheard }, learner: LEARNED_WAITS.learner };
      for (const turn of train.filter((_, at) => isLeftOut[at])) {
        byWords.push(runTurn(turn, 'adaptive', [], { waits }));
        bySilence.push(runTurn(turn, 'adaptive', [], { waits, hasWords: false }));
      }
    }
    return { targetCutOffRate, byWords: score(byWords), bySilence: score(bySilence) };
  });
}

/**
 * Of the trials within the goal by words, the fewest cut-offs (then the shorter wait); with none within it,
 * the fewest cut-offs among those within the wait, else the shortest wait.
 */
export function chooseTarget(trials: readonly TargetTrial[], goal = CROSS_VALIDATED_GOAL): TargetTrial {
  const isWithinWait = (trial: TargetTrial) => trial.byWords.medianWaitMs <= goal.maxMedianWaitMs;
  const fewestCutOffs = (a: TargetTrial, b: TargetTrial) => a.byWords.cutOffRate - b.byWords.cutOffRate || a.byWords.medianWaitMs - b.byWords.medianWaitMs;
  const withinGoal = trials.filter((trial) => isWithinWait(trial) && trial.byWords.cutOffRate <= goal.maxCutOffRate);
  const withinWait = trials.filter(isWithinWait);
  const pool = withinGoal.length > 0 ? withinGoal : withinWait;
  if (pool.length > 0) return [...pool].sort(fewestCutOffs)[0]!;
  return [...trials].sort((a, b) => a.byWords.medianWaitMs - b.byWords.medianWaitMs)[0]!;
}
