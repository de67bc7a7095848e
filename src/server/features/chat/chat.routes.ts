/**
 * POST /functions/v1/chat: the teacher's reply, as JSON (spec §7 shape) or streamed as Server-Sent
 * Events. Signed-in users talk to any teacher within their free limit; demo visitors only to the demo
 * teacher, two messages per demo session.
 */
import { Hono } from 'hono';
import { chatRequestSchema, hasSystemMessage, SYSTEM_MESSAGE_REFUSED } from '#/shared/api/chat';
import { DEMO_TEACHER_SLUG } from '#/shared/constants';
import type { AppEnv } from '../../http/app-env';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../../http/app-error';
import { countRequest } from '../../http/count-request';
import { streamEvents } from '../../http/stream-events';
import { readJsonBody } from '../../http/read-json-body';
import { resolveCaller } from '../../http/resolve-caller';
import { openConversationMemory, withLearnerDescription } from '../conversations/public';
import { countDemoMessage } from '../demo/public';
import { countMessage } from '../free-messages/public';
import { type CompletionRequest, complete } from '../../lib/language-model';
import { COUNTED_PURPOSES, prepareCompletion } from './prepare-completion';
import { describeReplyFailure } from './describe-reply-failure';
import { type CallerPlan, type ModelCallAttempt, ownerFromCaller } from '../usage/public';
import { readBeforeReply } from './read-before-reply';
import { budgetCompletion } from './budget-completion';
import { startReplyStream } from './start-reply-stream';
import { WorkerBusyError } from '../../workers/worker-busy-error';
import { providerFailureDetail } from '../../lib/provider-error';

export const DEMO_CHATS_PER_ADDRESS_PER_HOUR = 30;

export const chatRoutes = new Hono<AppEnv>().post('/', resolveCaller, async (c) => {
  const body = await readJsonBody(c);
  if (hasSystemMessage(body)) throw new AppError('system_message_refused', SYSTEM_MESSAGE_REFUSED, 400);
  const request = chatRequestSchema.parse(body);
  const { db, env } = c.var.deps;
  const caller = c.var.caller;

  let refund = async () => {};
  let completion: CompletionRequest;
  let isCountedMessage = false;
  let memory: Awaited<ReturnType<typeof openConversationMemory>> | null = null;
  let plan: CallerPlan | undefined;
  let taken: ModelCallAttempt | undefined;
  if (caller.kind === 'demo') {
    if (request.teacher_slug !== DEMO_TEACHER_SLUG || request.mode !== 'conversation') {
      throw new AppError('demo_teacher_only', 'The demo is a conversation with our demo teacher only. Sign up to meet every teacher.', 403);
    }
    if ((await countRequest(db, `demo-chat:${c.var.clientIp}`, 60 * 60 * 1000)).inWindow > DEMO_CHATS_PER_ADDRESS_PER_HOUR) {
      throw new AppError('rate_limited', 'Too many demo messages from your network. Please sign up to keep talking.', 429);
    }
    completion = await prepareCompletion(db, request, { purpose: 'demo' });
    ({ refund } = await countDemoMessage(db, caller.demoSessionId));
    isCountedMessage = true;
  } else {
    memory = await openConversationMemory(c.var.deps, caller.userId, request);
    completion = await prepareCompletion(db, memory.request);
    // Read once, with the learner's description: whether the learner subscribes decides both the free-message gate and the budgets.
    const isPaidStream = request.stream && !c.var.deps.languageModel.isOffline;
    let aboutLearner: string | null | undefined;
    ({ aboutLearner, plan, taken } = await readBeforeReply(c.var.deps, { userId: caller.userId, learnerPart: memory.learnerPart, isPaidStream }));
    completion = withLearnerDescription(completion, aboutLearner);
    if (COUNTED_PURPOSES.has(completion.purpose) && completion.messages.at(-1)?.role === 'user') {
      ({ refund } = await countMessage(db, c.var.user, env.ADMIN_EMAILS, { isSubscriber: plan === 'subscriber' }));
      isCountedMessage = true;
    }
  }

  // Budgets and the usage ledger: the paid model within the caller's budgets, else the offline tutor or a 429.
  let budgeted: Awaited<ReturnType<typeof budgetCompletion>>;
  try {
    budgeted = await budgetCompletion(c.var.deps, { owner: ownerFromCaller(caller), isCountedMessage, isStream: request.stream, completion, plan, taken });
  } catch (error) {
    await refund();
    throw error;
  }
  const { model: languageModel, finish } = budgeted;
  completion = budgeted.completion;

  /** Logs a failed reply with its cause and says what the learner is told. */
  const failure = (error: unknown) => {
    const described = describeReplyFailure(error, languageModel.publicName);
    console.error(`[chat] ${described.code === 'internal_error' ? 'the reply failed' : `${languageModel.providerName} failed`}${providerFailureDetail(error)}:`, error);
    return described;
  };
  /** The reply was produced but the turn could not be written: Parley's fault, logged with its cause. */
  const storageFailure = (error: unknown) => {
    console.error('[chat] the reply was produced but the turn could not be stored:', error);
    return new AppError('internal_error', INTERNAL_ERROR_MESSAGE, 500);
  };

  /** Records the call's usage and stores the turn in one statement; answers the conversation's id. */
  const finishWithTurn = async (content: string): Promise<string | undefined> => {
    const turn = await memory?.turn(completion, content);
    if (!turn) {
      await finish(true);
      return memory?.conversationId;
    }
    return turn.stored(await finish(true, turn.part));
  };

  if (!request.stream) {
    let content: string;
    try {
      content = await complete(languageModel, { ...completion, signal: c.req.raw.signal });
    } catch (error) {
      await finish(false);
      await refund();
      if (error instanceof WorkerBusyError) throw error;
      const { code, message, status } = failure(error);
      throw new AppError(code, message, status);
    }
    let conversationId: string | undefined;
    try {
      conversationId = await finishWithTurn(content);
    } catch (error) {
      await finish(false); // frees the reply's slot if the failure came before the usage was written
      await refund(); // the learner never saw this reply
      throw storageFailure(error);
    }
    return c.json({ choices: [{ index: 0, message: { role: 'assistant', content } }], ...(conversationId && { conversation_id: conversationId }) });
  }

  // A busy model refuses before any byte is sent: 503 with Retry-After, and the message is not charged.
  const pieces = await startReplyStream(languageModel.stream({ ...completion, signal: c.req.raw.signal })).catch(async (error: unknown) => {
    await refund();
    throw error;
  });
  return streamEvents(c, async (sse) => {
    let content = '';
    let streamFailure: { error: unknown } | undefined;
    try {
      for await (const piece of pieces) {
        content += piece;
        sse.send({ data: JSON.stringify({ content: piece }) });
      }
    } catch (error) {
      streamFailure = { error };
    }
    // Only a reply that produced nothing is given back; once text reached the learner the message counts
    // (the usage ledger records the paid model's tokens so far either way).
    if (streamFailure && !content) {
      await finish(false);
      await refund();
      const { code, message } = failure(streamFailure.error);
      return sse.send({ event: 'error', data: JSON.stringify({ error: message, code }) });
    }
    if (streamFailure && sse.isOpen && !c.req.raw.signal.aborted) {
      // The model broke off while the learner listened: counted, and the browser drops the half reply.
      await finish(false);
      const { code, message } = failure(streamFailure.error);
      return sse.send({ event: 'error', data: JSON.stringify({ error: message, code }) });
    }
    // A whole reply, or one the learner cut short by hanging up: the turn is kept as far as they heard it.
    try {
      const conversationId = await finishWithTurn(content);
      sse.send({ event: 'done', data: JSON.stringify({ content, ...(conversationId && { conversation_id: conversationId }) }) });
    } catch (error) {
      await finish(false);
      const { code, message } = storageFailure(error);
      sse.send({ event: 'error', data: JSON.stringify({ error: message, code }) });
    }
  });
});
