/**
 * Transcribing a turn only makes sense for a caller who may still send it: a subscriber, a free user
 * with messages left, or a demo session with messages left. Nobody else reaches the paid provider.
 */
import { DEMO_LIMIT_MESSAGE } from '#/shared/demo';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { FREE_LIMIT_MESSAGE } from '../free-messages/public';
import { type CallerPlan, findCallerPlan, type UsageOwner } from '../usage/public';

/** The caller's plan, when it may still send a message; otherwise the 402 the chat would answer. */
export async function assertCanStillSendMessage(db: Database, owner: UsageOwner): Promise<CallerPlan> {
  const plan = await findCallerPlan(db, owner);
  if (plan === 'subscriber' || plan === 'free') return plan;
  if ('demoSessionId' in owner) throw new AppError('demo_limit_reached', DEMO_LIMIT_MESSAGE, 402);
  throw new AppError('free_limit_reached', FREE_LIMIT_MESSAGE, 402);
}
