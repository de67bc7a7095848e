/**
 * Wraps one completion in the caller's budgets and the usage ledger: picks the paid model or the offline
 * tutor, and when the reply is done records what the paid model used (or gives the allowance back).
 */
import type { AppDeps } from '../../http/app-env';
import { reserveModelCall } from '../usage/public';
import type { CallerPlan, ModelCallAttempt, UsageOwner } from '../usage/public';
import { runPart, type StatementPart } from '../../db/run-together';
import type { CompletionRequest, LanguageModel, ModelUsage } from '../../lib/language-model';
import { log } from '../../lib/logger';

export type BudgetedCompletion = {
  model: LanguageModel;
  completion: CompletionRequest;
  /**
   * Call once, whatever happened: records usage on success, gives the allowance back on failure.
   * `together` (the turn to store) is written in the same statement as the usage row; its answer is returned.
   */
  finish: <T>(isSuccess: boolean, together?: StatementPart<T>) => Promise<T | undefined>;
};

export async function budgetCompletion(
  deps: Pick<AppDeps, 'db' | 'env' | 'languageModel' | 'offlineTutor'>,
  input: { owner: UsageOwner; isCountedMessage: boolean; isStream: boolean; completion: CompletionRequest; plan?: CallerPlan; taken?: ModelCallAttempt },
): Promise<BudgetedCompletion> {
  const { db, env, languageModel } = deps;
  /** The turn on its own, when there is no usage row to write it with. */
  const storeAlone = async <T>(together?: StatementPart<T>) => (together ? runPart(db, together) : undefined);
  const unbudgeted = async <T>(_isSuccess: boolean, together?: StatementPart<T>) => storeAlone(together);
  // No paid model configured: the offline tutor costs nothing, so no budget applies.
  if (languageModel.isOffline) return { model: languageModel, completion: input.completion, finish: unbudgeted };

  const reservation = await reserveModelCall(db, env, { owner: input.owner, isCountedMessage: input.isCountedMessage, isStream: input.isStream, plan: input.plan, taken: input.taken });
  if (reservation.useOffline) {
    log.warn({ purpose: input.completion.purpose }, "chat: the caller's free budget is spent, so the offline tutor answers instead of the paid model");
    return { model: deps.offlineTutor, completion: input.completion, finish: unbudgeted };
  }

  let usage: ModelUsage | undefined;
  let isFinished = false;
  const completion: CompletionRequest = { ...input.completion, onUsage: (reported) => (usage = reported) };
  return {
    model: languageModel,
    completion,
    finish: async <T>(isSuccess: boolean, together?: StatementPart<T>) => {
      if (isFinished) return storeAlone(together);
      isFinished = true;
      if (usage) {
        const record = { owner: input.owner, kind: 'chat' as const, purpose: completion.purpose, ...usage };
        const unrecorded = async (failure: unknown) => {
          log.error({ err: failure }, 'usage: could not record a chat call');
          await reservation.release().catch((error: unknown) => log.error({ err: error }, 'usage: could not free a reply slot'));
        };
        try {
          return await reservation.recordAndRelease(record, together);
        } catch (error) {
          if (!together) return void (await unrecorded(error));
          // The statement wrote nothing: the call is recorded (and its slot freed) on its own; the turn's failure is the route's to report.
          await reservation.recordAndRelease(record).catch(unrecorded);
          throw error;
        }
      }
      try {
        if (!isSuccess) await reservation.giveBack();
      } catch (error) {
        log.error({ err: error }, 'usage: could not give a chat call back');
      }
      await reservation.release().catch((error: unknown) => log.error({ err: error }, 'usage: could not free a reply slot'));
      return storeAlone(together);
    },
  };
}
