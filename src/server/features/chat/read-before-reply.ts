/**
 * Everything a signed-in learner's reply needs from the database before the model is called, in one
 * statement (ADR 015): what the teacher is told about the learner (and, in a conversation, the corrections
 * due for review), the language they asked explanations in, the caller's plan, and, for a streamed
 * reply from the paid model, the day's model call and a reply slot, taken only when the plan is a
 * subscription. Run it after the request is validated: a refused request must take nothing.
 */
import type { AppDeps } from '../../http/app-env';
import { EMPTY_PART, runTogether, type StatementPart } from '../../db/run-together';
import { type CallerPlan, callerPlanPart, type ModelCallAttempt, subscriberReplyPart } from '../usage/public';
import type { DueCorrection } from '../review/public';
import type { Locale } from '#/shared/i18n/locales';

export type BeforeReply = {
  aboutLearner: string | null | undefined;
  plan: CallerPlan;
  /** The subscriber's model call and slot, already attempted (`budgetCompletion` settles them). */
  taken: ModelCallAttempt | undefined;
  /** The learner's correction cards due now, when asked for. */
  due: DueCorrection[];
  /** The language the learner asked explanations in, when asked for and not the one being learnt. */
  explainIn: Locale | undefined;
};

export async function readBeforeReply(
  deps: Pick<AppDeps, 'db' | 'env'>,
  input: {
    userId: string;
    learnerPart: StatementPart<string | null> | null;
    duePart?: StatementPart<DueCorrection[]> | null;
    explainPart?: StatementPart<Locale | undefined> | null;
    isPaidStream: boolean;
  },
): Promise<BeforeReply> {
  const plan = callerPlanPart(input.userId);
  const reply = input.isPaidStream ? subscriberReplyPart(deps.env, input.userId, plan.isSubscribedSql) : EMPTY_PART;
  const parts = [input.learnerPart ?? EMPTY_PART, plan, reply, input.duePart ?? EMPTY_PART, input.explainPart ?? EMPTY_PART] as const;
  const [aboutLearner, callerPlan, taken, due, explainIn] = await runTogether(deps.db, parts);
  return { aboutLearner, plan: callerPlan, taken: callerPlan === 'subscriber' ? taken : undefined, due: due ?? [], explainIn };
}
