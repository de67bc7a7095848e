/**
 * The first half of a chat turn, before the model is called: the caller's gate (demo visitors through
 * the demo gate and within their session's messages; learners within their free messages), the prompt, the learner's stored conversation, and the budgets that choose the paid model or
 * the offline tutor. Whatever it takes is given back if a later step refuses.
 */
import type { Context } from 'hono';
import type { ChatRequest } from '#/shared/api/chat';
import { isCounted } from '#/shared/chat-purposes';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import type { CompletionRequest, LanguageModel } from '../../lib/language-model';
import type { StatementPart } from '../../db/run-together';
import { openConversationMemory, withLearnerDescription } from '../conversations/public';
import { admitDemoVisitor, countDemoMessage, DEMO_USES, keepDemoTurnPart } from '../demo/public';
import { countMessage } from '../free-messages/public';
import { ownerFromCaller } from '../usage/public';
import { type BudgetedCompletion, budgetCompletion } from './budget-completion';
import { prepareCompletion } from './prepare-completion';
import { readBeforeReply } from './read-before-reply';
import { dueCorrectionsPart, gradePractisedCorrections } from '../review/public';
import { withDueCorrections } from './with-due-corrections';
import { withExplanationLanguage } from './with-explanation-language';
import { explanationLanguagePart } from '../profiles/public';
import { log } from '../../lib/logger';

type ConversationMemory = Awaited<ReturnType<typeof openConversationMemory>>;

export type PreparedTurn = {
  model: LanguageModel;
  completion: CompletionRequest;
  /** Records the model's usage (and stores `together` with it); see budget-completion.ts. */
  finish: BudgetedCompletion['finish'];
  /** Gives the counted message back: only for a reply that produced nothing the learner saw. */
  refund: () => Promise<void>;
  /** The stored conversation this turn belongs to (signed-in learners only). */
  memory: ConversationMemory | null;
  /** A demo visitor's turn, kept for their sign-up (demo/keep-demo-turn.ts). */
  keepDemoTurn: ((reply: string) => StatementPart<undefined>) | null;
  /** Once the turn is stored: due corrections the learner's message used rightly are reviewed (not awaited). */
  afterStored: () => void;
};

const NOTHING_TO_REFUND = async () => {};
const NOTHING_AFTER = () => {};

export async function prepareTurn(c: Context<AppEnv>, request: ChatRequest): Promise<PreparedTurn> {
  const { db, env } = c.var.deps;
  const caller = c.var.caller;
  const gate = caller.kind === 'demo' ? await gateDemoVisitor(c, request, caller.demoSessionId) : await gateLearner(c, request, caller.userId);
  try {
    const budgeted = await budgetCompletion(c.var.deps, { owner: ownerFromCaller(caller), isCountedMessage: gate.isCounted, isStream: request.stream, completion: gate.completion, plan: gate.plan, taken: gate.taken });
    return { ...budgeted, refund: gate.refund, memory: gate.memory, keepDemoTurn: gate.keepDemoTurn, afterStored: gate.afterStored };
  } catch (error) {
    await gate.refund();
    throw error;
  }

  async function gateDemoVisitor(c: Context<AppEnv>, request: ChatRequest, demoSessionId: string) {
    if (request.mode !== 'conversation') throw new AppError('demo_teacher_only', DEMO_USES.chat.otherTeacher, 403);
    await admitDemoVisitor(c, 'chat', request.teacher_slug);
    const completion = await prepareCompletion(db, request, { purpose: 'demo' });
    const { messageCount, refund } = await countDemoMessage(db, demoSessionId);
    const last = request.messages.at(-1);
    const demoTurn = last?.role === 'user' ? { demoSessionId, turn: messageCount, topic: completion.topic, learnerMessage: last.content } : null;
    const keepDemoTurn = demoTurn && ((reply: string) => keepDemoTurnPart(demoTurn, reply));
    return { completion, refund, isCounted: true, memory: null, keepDemoTurn, plan: undefined, taken: undefined, afterStored: NOTHING_AFTER };
  }

  async function gateLearner(c: Context<AppEnv>, request: ChatRequest, userId: string) {
    const memory = await openConversationMemory(c.var.deps, userId, request);
    const prepared = await prepareCompletion(db, memory.request);
    // Read once, with the learner's description: whether the learner subscribes decides both the free-message gate and the budgets.
    const isPaidStream = request.stream && !c.var.deps.languageModel.isOffline;
    // In a conversation the teacher is told the corrections due for review, and a message using one rightly reviews it.
    const last = prepared.messages.at(-1);
    const learnerMessage = prepared.purpose === 'conversation' && last?.role === 'user' ? last.content : undefined;
    const duePart = learnerMessage ? dueCorrectionsPart(userId, prepared.teacher.language) : null;
    const explainPart = explanationLanguagePart(userId, prepared.teacher.language);
    const { aboutLearner, plan, taken, due, explainIn } = await readBeforeReply(c.var.deps, { userId, learnerPart: memory.learnerPart, duePart, explainPart, isPaidStream });
    const completion = withExplanationLanguage(withLearnerDescription(withDueCorrections(prepared, due), aboutLearner), explainIn);
    const isCountedMessage = isCounted(completion.purpose) && completion.messages.at(-1)?.role === 'user';
    const { refund } = isCountedMessage ? await countMessage(db, c.var.user, env.ADMIN_EMAILS, { isSubscriber: plan === 'subscriber' }) : { refund: NOTHING_TO_REFUND };
    const afterStored = learnerMessage && isCountedMessage && due.length
      ? () => void gradePractisedCorrections(db, userId, learnerMessage, due).catch((error: unknown) => log.error({ err: error }, 'review: grading the corrections a message practised failed'))
      : NOTHING_AFTER;
    return { completion, refund, isCounted: isCountedMessage, memory, keepDemoTurn: null, plan, taken, afterStored };
  }
}
