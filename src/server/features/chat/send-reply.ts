/**
 * The second half of a chat turn: the model's reply, whole (JSON, OpenAI's chat-completion shape) or streamed as
 * Server-Sent Events, then the finish — usage recorded and the turn stored in one statement. A reply
 * counts once any of its text reached the learner; only one that produced nothing is given back.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { AppError, englishErrorMessage, type ErrorText, INTERNAL_ERROR_MESSAGE } from '../../http/app-error';
import { errorMessageFor } from '../../http/localize-error';
import { streamEvents } from '../../http/stream-events';
import { complete } from '../../lib/language-model';
import { providerFailureDetail } from '../../lib/provider-error';
import { secondsSinceRequestStart } from '../../lib/request-context';
import { chatFirstTokenSeconds } from '../../metrics/metrics';
import { WorkerBusyError } from '../../workers/worker-busy-error';
import { describeReplyFailure } from './describe-reply-failure';
import type { PreparedTurn } from './prepare-turn';
import { startReplyStream } from './start-reply-stream';
import { log } from '../../lib/logger';

export async function sendWholeReply(c: Context<AppEnv>, turn: PreparedTurn): Promise<Response> {
  let content: string;
  try {
    content = await complete(turn.model, { ...turn.completion, signal: c.req.raw.signal });
  } catch (error) {
    await turn.finish(false);
    await turn.refund();
    if (error instanceof WorkerBusyError) throw error;
    const { code, message, status } = logFailure(turn, error);
    throw new AppError(code, message, status);
  }
  let conversationId: string | undefined;
  try {
    conversationId = await finishWithTurn(turn, content);
  } catch (error) {
    await turn.finish(false); // frees the reply's slot if the failure came before the usage was written
    await turn.refund(); // the learner never saw this reply
    throw storageFailure(error);
  }
  return c.json({ choices: [{ index: 0, message: { role: 'assistant', content } }], ...(conversationId && { conversation_id: conversationId }) });
}

export async function sendStreamedReply(c: Context<AppEnv>, turn: PreparedTurn): Promise<Response> {
  // A busy model refuses before any byte is sent: 503 with Retry-After, and the message is not charged.
  const pieces = await startReplyStream(turn.model.stream({ ...turn.completion, signal: c.req.raw.signal })).catch(async (error: unknown) => {
    await turn.refund();
    throw error;
  });
  return streamEvents(c, async (sse) => {
    // The stream's answer has begun, so its errors are said here, in the request's language as handle-error.ts says them.
    const sendError = ({ code, message }: { code: string; message: string | ErrorText }) =>
      sse.send({ event: 'error', data: JSON.stringify({ error: typeof message === 'string' ? errorMessageFor(c, message) : errorMessageFor(c, englishErrorMessage(message), message), code }) });
    let content = '';
    let failure: { error: unknown } | undefined;
    try {
      for await (const piece of pieces) {
        if (!content) observeFirstToken(turn);
        content += piece;
        sse.send({ data: JSON.stringify({ content: piece }) });
      }
    } catch (error) {
      failure = { error };
    }
    if (failure && !content) {
      await turn.finish(false);
      await turn.refund();
      return sendError(logFailure(turn, failure.error));
    }
    if (failure && sse.isOpen && !c.req.raw.signal.aborted) {
      // The model broke off while the learner listened: counted (the ledger has its tokens so far), and the browser drops the half reply.
      await turn.finish(false);
      return sendError(logFailure(turn, failure.error));
    }
    // A whole reply, or one the learner cut short by hanging up: the turn is kept as far as they heard it.
    try {
      const conversationId = await finishWithTurn(turn, content);
      sse.send({ event: 'done', data: JSON.stringify({ content, ...(conversationId && { conversation_id: conversationId }) }) });
    } catch (error) {
      await turn.finish(false);
      sendError(storageFailure(error));
    }
  });
}

function observeFirstToken(turn: PreparedTurn): void {
  const seconds = secondsSinceRequestStart();
  if (seconds !== undefined) chatFirstTokenSeconds.observe({ provider: turn.model.providerName }, seconds);
}

/** Records the call's usage and stores the turn in one statement; answers the conversation's id. */
async function finishWithTurn(turn: PreparedTurn, content: string): Promise<string | undefined> {
  const stored = await turn.memory?.turn(turn.completion, content);
  if (!stored) {
    await turn.finish(true, turn.keepDemoTurn?.(content));
    return turn.memory?.conversationId;
  }
  const conversationId = await stored.stored(await turn.finish(true, stored.part));
  turn.afterStored();
  return conversationId;
}

/** Logs a failed reply with its cause and says what the learner is told. */
function logFailure(turn: PreparedTurn, error: unknown) {
  const described = describeReplyFailure(error, turn.model.publicName);
  const who = described.code === 'internal_error' ? 'the reply' : turn.model.providerName;
  log.error({ err: error }, `chat: ${who} failed${providerFailureDetail(error)}`);
  return described;
}

/** The reply was produced but the turn could not be written: Parley's fault, logged with its cause. */
function storageFailure(error: unknown): AppError {
  log.error({ err: error }, 'chat: the reply was produced but the turn could not be stored');
  return new AppError('internal_error', INTERNAL_ERROR_MESSAGE, 500);
}
