/**
 * How long a silence must last before the turn is sent: a wait per way the words end (learned on
 * synthesised learner turns by scripts/bench/turn-taking.ts, learned-waits.json, for each way the browser
 * hears the voice), lengthened for a learner whose own pauses after such words run longer (their pause profile).
 */
import learned from './learned-waits.json';
import { type PauseProfile, quantile } from './pause-profile';
import type { TurnEnding } from './turn-endings';

export type TurnWaits = {
  waitMs: Record<Exclude<TurnEnding, 'wait'>, number>;
  learner: { quantile: number; marginMs: number; minPauses: number };
};

/** How the learner's voice is heard: by the speech model, or by the loudness meter (while it loads, or where it cannot run). */
export type HeardBy = 'model' | 'loudness';

/** Each way of hearing ends a silence at a different moment (the model holds on a little after a word), so each has its own waits. */
export const LEARNED_WAITS_BY: Record<HeardBy, TurnWaits> = learned.heardBy;
/** The model hears wherever it can (ADR 032): its waits are the default. */
export const LEARNED_WAITS: TurnWaits = LEARNED_WAITS_BY.model;
/** "Wait", "hold on", "espera": the learner asked for time, so Parley keeps listening this long. */
export const ASKED_TO_WAIT_MS = 10_000;
/** No learned pause makes Parley wait longer than this (a learner's very long pauses are their own choice). */
export const MAX_LEARNED_WAIT_MS = 4_000;

const roundUp = (ms: number) => Math.ceil(ms / 100) * 100;

export function chooseWaitMs(ending: TurnEnding, profile: PauseProfile, waits: TurnWaits = LEARNED_WAITS): number {
  if (ending === 'wait') return ASKED_TO_WAIT_MS;
  const base = waits.waitMs[ending];
  const own = profile.filter((pause) => pause.ending === ending).map((pause) => pause.ms);
  if (own.length < waits.learner.minPauses) return base;
  const learnedWait = roundUp((quantile(own, waits.learner.quantile) ?? 0) + waits.learner.marginMs);
  return Math.max(base, Math.min(MAX_LEARNED_WAIT_MS, learnedWait));
}
