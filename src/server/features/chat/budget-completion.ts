/**
 * Wraps one completion in the caller's budgets and the usage ledger: picks the paid model or the offline
 * tutor, and when the reply is done records what the paid model used (or gives the allowance back).
 */
import type { AppDeps } from '../../http/app-env';
import { reserveModelCall } from '../usage/public';
import type { CallerPlan, UsageOwner } from '../usage/public';
import type { CompletionRequest, LanguageModel, ModelUsage } from './language-model';

export type BudgetedCompletion = {
  model: LanguageModel;
  completion: CompletionRequest;
  /** Call once, whatever happened: records usage on success, gives the allowance back on failure. */
  finish: (isSuccess: boolean) => Promise<void>;
};

export async function budgetCompletion(
  deps: Pick<AppDeps, 'db' | 'env' | 'languageModel' | 'offlineTutor'>,
  input: { owner: UsageOwner; isCountedMessage: boolean; isStream: boolean; completion: CompletionRequest; plan?: CallerPlan },
): Promise<BudgetedCompletion> {
  const { db, env, languageModel } = deps;
  // No paid model configured: the offline tutor costs nothing, so no budget applies.
  if (languageModel.isOffline) return { model: languageModel, completion: input.completion, finish: async () => {} };

  const reservation = await reserveModelCall(db, env, { owner: input.owner, isCountedMessage: input.isCountedMessage, isStream: input.isStream, plan: input.plan });
  if (reservation.useOffline) {
    console.warn(`[chat] ${input.completion.purpose}: the caller's free budget is spent, so the offline tutor answers instead of the paid model`);
    return { model: deps.offlineTutor, completion: input.completion, finish: async () => {} };
  }

  let usage: ModelUsage | undefined;
  let isFinished = false;
  const completion: CompletionRequest = { ...input.completion, onUsage: (reported) => (usage = reported) };
  return {
    model: languageModel,
    completion,
    finish: async (isSuccess) => {
      if (isFinished) return;
      isFinished = true;
      try {
        if (usage) return await reservation.recordAndRelease({ owner: input.owner, kind: 'chat', purpose: completion.purpose, ...usage });
        if (!isSuccess) await reservation.giveBack();
      } catch (error) {
        console.error('[usage] could not record a chat call:', error);
      }
      await reservation.release().catch((error: unknown) => console.error('[usage] could not free a reply slot:', error));
    },
  };
}
