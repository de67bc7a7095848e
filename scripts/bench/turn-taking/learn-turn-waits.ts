/**
 * Everything the bench learns from the training half, for turns heard one way (loudness or the speech
 * model): the target cut-off rate by leaving one training sentence out at a time, then the waits for each
 * ending on all of it, then the slow learner's fit.
 */
import type { TurnWaits } from '../../../src/shared/turn-taking/choose-wait';
import { chooseTarget, crossValidateTargets, type TargetTrial } from './cross-validate';
import type { HeardTurn } from './hear-turns';
import { learnEndingWaits, learnLearnerFit } from './learn-waits';

/** The cut-off rates the waits may be learned to on the training half; cross-validation picks one. */
export const TARGETS = [0, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05, 0.06, 0.08];
export const ADAPT_TURNS = 10;

export type Learned = { trials: TargetTrial[]; chosen: TargetTrial; waits: TurnWaits };

/** `train`: the training half's varied voices; `slowByLearner`: each slow learner's training turns, in order. */
export function learnTurnWaits(train: HeardTurn[], slowByLearner: HeardTurn[][]): Learned {
  const trials = crossValidateTargets(train, TARGETS);
  const chosen = chooseTarget(trials);
  const byWords = learnEndingWaits(train, chosen.targetCutOffRate, true, ['filler', 'open', 'complete']);
  const bySilence = learnEndingWaits(train, chosen.targetCutOffRate, false, ['unheard']);
  const waitMs: TurnWaits['waitMs'] = { filler: byWords.filler, open: byWords.open, complete: byWords.complete, unheard: bySilence.unheard };
  return { trials, chosen, waits: { waitMs, learner: learnLearnerFit(slowByLearner, ADAPT_TURNS, waitMs) } };
}
