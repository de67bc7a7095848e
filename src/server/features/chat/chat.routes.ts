/**
 * POST /functions/v1/chat: one chat turn — parse the request, prepare the turn (gate, prompt, stored
 * conversation, budgets: prepare-turn.ts), then send the reply whole or streamed and finish it (usage and
 * the stored turn together: send-reply.ts). Signed-in users talk to any teacher within their free limit;
 * demo visitors only to the demo teacher, two messages per demo session.
 */
import { Hono } from 'hono';
import { chatRequestSchema, hasSystemMessage, SYSTEM_MESSAGE_REFUSED } from '#/shared/api/chat';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { readJsonBody } from '../../http/read-json-body';
import { resolveCaller } from '../../http/resolve-caller';
import { prepareTurn } from './prepare-turn';
import { sendStreamedReply, sendWholeReply } from './send-reply';

export const chatRoutes = new Hono<AppEnv>().post('/', resolveCaller, async (c) => {
  const body = await readJsonBody(c);
  if (hasSystemMessage(body)) throw new AppError('system_message_refused', SYSTEM_MESSAGE_REFUSED, 400);
  const request = chatRequestSchema.parse(body);
  const turn = await prepareTurn(c, request);
  return request.stream ? sendStreamedReply(c, turn) : sendWholeReply(c, turn);
});
