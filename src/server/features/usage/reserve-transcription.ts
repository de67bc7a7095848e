/**
 * Decides, before a recording reaches the paid transcription provider, whether the caller's daily budget
 * of recorded seconds allows it. Free accounts and demo visitors (who may still send a message) have a
 * small allowance, subscribers a fair-use ceiling; past either, a 429 with a plain sentence and nothing sent.
 */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { dailyTranscriptionReached } from './budget-messages';
import { type CallerPlan, findCallerPlan } from './find-caller-plan';
import { giveBackAllowance, takeAllowance } from './take-allowance';
import { ownerKey, type UsageOwner } from './usage-owner';

export type TranscriptionReservation = { giveBack: () => Promise<void> };

export async function reserveTranscription(db: Database, env: Env, input: { owner: UsageOwner; seconds: number; plan?: CallerPlan }): Promise<TranscriptionReservation> {
  const plan = input.plan ?? (await findCallerPlan(db, input.owner));
  const limit = plan === 'subscriber' ? env.PAID_TRANSCRIPTION_SECONDS_PER_DAY : env.FREE_TRANSCRIPTION_SECONDS_PER_DAY;
  const allowance = { owner: ownerKey(input.owner), metric: 'transcription-seconds', amount: Math.max(1, Math.ceil(input.seconds)) } as const;
  if (plan === 'spent' || plan === 'just-spent' || !(await takeAllowance(db, { ...allowance, limit }))) {
    throw new AppError('daily_limit_reached', dailyTranscriptionReached(limit), 429);
  }
  return { giveBack: () => giveBackAllowance(db, allowance) };
}
