/**
 * Decides, before a speech request, whether it may reach the paid speech provider, taking its characters
 * from the caller's daily budget. Free accounts and demo visitors: N characters a day while they have
 * messages left, then the offline voice (eSpeak NG) reads instead; subscribers: a daily fair-use
 * ceiling, past it a 429.
 */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { dailySpeechReached } from './budget-messages';
import { findCallerPlan } from './find-caller-plan';
import { giveBackAllowance, takeAllowance } from './take-allowance';
import { ownerKey, type UsageOwner } from './usage-owner';

export type SpeechReservation = { useOffline: boolean; giveBack: () => Promise<void> };

const OFFLINE: SpeechReservation = { useOffline: true, giveBack: async () => {} };

export async function reserveSpeech(db: Database, env: Env, input: { owner: UsageOwner; characters: number }): Promise<SpeechReservation> {
  const plan = await findCallerPlan(db, input.owner);
  // A spent caller hears the reply to their last message in the teacher's voice, then eSpeak from then on.
  if (plan === 'spent') return OFFLINE;
  const allowance = { owner: ownerKey(input.owner), metric: 'speech-characters', amount: input.characters } as const;
  const limit = plan === 'subscriber' ? env.PAID_SPEECH_CHARACTERS_PER_DAY : env.FREE_SPEECH_CHARACTERS_PER_DAY;
  if (!(await takeAllowance(db, { ...allowance, limit }))) {
    if (plan === 'subscriber') throw new AppError('daily_limit_reached', dailySpeechReached(limit), 429);
    return OFFLINE;
  }
  return { useOffline: false, giveBack: () => giveBackAllowance(db, allowance) };
}
