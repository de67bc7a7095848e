/** Runs heard turns (by loudness or by the speech model) through the browser's TurnWatcher (shared/turn-taking/turn-watcher) and scores them. */
import { LEARNED_WAITS, type TurnWaits } from '../../../src/shared/turn-taking/choose-wait';
import type { LearnerPause, PauseProfile } from '../../../src/shared/turn-taking/pause-profile';
import { addPauses } from '../../../src/shared/turn-taking/pause-profile';
import { chooseWaitMs } from '../../../src/shared/turn-taking/choose-wait';
import { TurnWatcher, type TurnWaitChoice } from '../../../src/shared/turn-taking/turn-watcher';
import { WordsAtPause } from '../../../src/shared/turn-taking/words-at-pause';
import { type HeardTurn, RECOGNISER_DELAY_MS, wordsBy } from './hear-turns';

/**
 * With server recognition, `transcribedMs`: the audio sent for transcription (with words at a pause, early asks
 * and the final upload together); with words at a pause, `wordsReadyMs`: from the true end until the message's words are known (the send, and the
 * transcript's latency when it was not already there).
 */
export type TurnOutcome = { isCutOff: boolean; addedWaitMs: number; pauses: LearnerPause[]; transcribedMs?: number; wordsReadyMs?: number };

/**
 * How the watcher gets words: as they are said (Web Speech's interim results, `true`), never (server
 * recognition by silence alone, `false`), or from the recording transcribed at a pause (server recognition
 * with ../../../src/shared/turn-taking/words-at-pause), each transcript `transcribeMs` after it was asked for.
 */
export type WordsFrom = boolean | { atPause: { transcribeMs: number } };

/** One turn: sent before the true end means cut off; the wait added is from the true end to the send after it. */
export function runTurn(heard: HeardTurn, choice: TurnWaitChoice, profile: PauseProfile, options: { hasWords?: WordsFrom; waits?: TurnWaits } = {}): TurnOutcome {
  const { hasWords = true, waits = LEARNED_WAITS } = options;
  const watcher = new TurnWatcher({ language: heard.turn.language, choice: () => choice, profile: () => profile, waits: () => waits });
  const atPause = typeof hasWords === 'object' ? hasWords.atPause : null;
  const early = new WordsAtPause(() => chooseWaitMs('complete', profile, waits));
  const asks: { answerAt: number; through: number; words: string }[] = [];
  let transcribedMs = 0;
  let turnStartedAt = 0;
  const sends: number[] = [];
  const readyAfterSendMs: number[] = [];
  heard.frames.forEach((isVoice, index) => {
    const at = (index + 1) * heard.frameMs;
    const since = sends.at(-1) ?? -1;
    if (atPause) {
      if (isVoice) {
        early.heardVoice(at);
        watcher.setWords('');
      } else if (early.shouldAsk(at)) {
        // The recording so far holds every piece that ended by now: a transcript of all of them.
        asks.push({ answerAt: at + atPause.transcribeMs, through: early.voiceThrough!, words: wordsBy(heard, at + RECOGNISER_DELAY_MS, since) });
        transcribedMs += at - turnStartedAt;
      }
      for (const ask of asks.filter((pending) => pending.answerAt <= at)) {
        asks.splice(asks.indexOf(ask), 1);
        const words = early.answered(ask.through, ask.words);
        if (words !== null) watcher.setWords(words);
      }
    } else watcher.setWords(hasWords ? wordsBy(heard, at, since) : '');
    watcher.hear(at, isVoice);
    if (watcher.check(at).shouldSend) {
      if (atPause) {
        // Sent on words that still cover the turn: that transcript is the message. An ask still on its way that
        // covers it is awaited. Otherwise the whole turn is uploaded, and its words come a transcription later.
        const covering = asks.find((pending) => pending.through === early.voiceThrough);
        if (early.hasCurrentWords) readyAfterSendMs.push(0);
        else if (covering) readyAfterSendMs.push(covering.answerAt - at);
        else {
          transcribedMs += at - turnStartedAt;
          readyAfterSendMs.push(atPause.transcribeMs);
        }
      } else if (hasWords === false) transcribedMs += at - turnStartedAt;
      sends.push(at);
      watcher.sent(at);
      early.newTurn();
      asks.length = 0;
      turnStartedAt = at;
    }
  });
  const finalSend = sends.findIndex((at) => at >= heard.trueEndMs);
  const lastFrameMs = heard.frames.length * heard.frameMs;
  const addedWaitMs = (sends[finalSend] ?? lastFrameMs) - heard.trueEndMs;
  return {
    isCutOff: sends.some((at) => at < heard.trueEndMs),
    addedWaitMs,
    pauses: watcher.takePauses(),
    ...(atPause ? { transcribedMs, wordsReadyMs: addedWaitMs + (readyAfterSendMs[finalSend] ?? atPause.transcribeMs) } : hasWords === false ? { transcribedMs } : {}),
  };
}

/** A learner's turns one after another, the profile growing from the pauses the watcher noted. */
export function adaptOn(turns: HeardTurn[], waits: TurnWaits = LEARNED_WAITS, hasWords: WordsFrom = true): PauseProfile {
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
