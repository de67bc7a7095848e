/** Runs heard turns (by loudness or by the speech model) through the browser's TurnWatcher (shared/turn-taking/turn-watcher) and scores them. */
import { LEARNED_WAITS, type TurnWaits } from '../../../src/shared/turn-taking/choose-wait';
import type { LearnerPause, PauseProfile } from '../../../src/shared/turn-taking/pause-profile';
import { addPauses } from '../../../src/shared/turn-taking/pause-profile';
import { TurnWatcher, type TurnWaitChoice } from '../../../src/shared/turn-taking/turn-watcher';
import { type HeardTurn, wordsBy } from './hear-turns';

export type TurnOutcome = { isCutOff: boolean; addedWaitMs: number; pauses: LearnerPause[] };

/** One turn: sent before the true end means cut off; the wait added is from the true end to the send after it. */
export function runTurn(heard: HeardTurn, choice: TurnWaitChoice, profile: PauseProfile, options: { hasWords?: boolean; waits?: TurnWaits } = {}): TurnOutcome {
  const { hasWords = true, waits = LEARNED_WAITS } = options;
  const watcher = new TurnWatcher({ language: heard.turn.language, choice: () => choice, profile: () => profile, waits: () => waits });
  const sends: number[] = [];
  heard.frames.forEach((isVoice, index) => {
    const at = (index + 1) * heard.frameMs;
    watcher.setWords(hasWords ? wordsBy(heard, at, sends.at(-1) ?? -1) : '');
    watcher.hear(at, isVoice);
    if (watcher.check(at).shouldSend) {
      sends.push(at);
      watcher.sent(at);
    }
  });
  const finalSend = sends.find((at) => at >= heard.trueEndMs);
  const lastFrameMs = heard.frames.length * heard.frameMs;
  return {
    isCutOff: sends.some((at) => at < heard.trueEndMs),
    addedWaitMs: (finalSend ?? lastFrameMs) - heard.trueEndMs,
    pauses: watcher.takePauses(),
  };
}

/** A learner's turns one after another, the profile growing from the pauses the watcher noted. */
export function adaptOn(turns: HeardTurn[], waits: TurnWaits = LEARNED_WAITS, hasWords = true): PauseProfile {
  let grown: PauseProfile = [];
  for (const heard of turns) grown = addPauses(grown, runTurn(heard, 'adaptive', grown, { waits, hasWords }).pauses);
  return grown;
}

export type Figures = { turns: number; cutOffRate: number; medianWaitMs: number; p90WaitMs: number };

export function score(outcomes: TurnOutcome[]): Figures {
  const waits = outcomes.map((outcome) => outcome.addedWaitMs).sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? Number.NaN;
  return { turns: outcomes.length, cutOffRate: outcomes.filter((outcome) => outcome.isCutOff).length / Math.max(1, outcomes.length), medianWaitMs: at(0.5), p90WaitMs: at(0.9) };
}
