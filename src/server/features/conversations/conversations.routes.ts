/** /api/conversations: the learner's saved conversations (history, reopen, continue, delete) and the teacher's scripted lines in them. */
import { Hono } from 'hono';
import type { DeletedResponse } from '#/shared/api/error';
import { conversationListQuerySchema, conversationMessagesQuerySchema, scriptLineRequestSchema } from '#/shared/api/conversations';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { readBody, readQuery } from '../../http/read-request';
import { refuseTooManyRequestsPerUser } from '../../http/limit-requests-per-user';
import { requireUser } from '../../http/require-user';
import { deleteConversation } from './delete-conversation';
import { endInterview } from './end-interview';
import { getConversation } from './get-conversation';
import { decodeCursor, listConversations } from './list-conversations';
import { storeScriptLine } from './store-script-line';

/** Scripted lines come one a question, a few seconds apart at the fastest: a bound on what one account can store. */
export const SCRIPT_LINES_PER_MINUTE = 30;
const SCRIPT_LINES = { name: 'script-lines', max: SCRIPT_LINES_PER_MINUTE, windowMs: 60_000, message: 'You are moving through the questions faster than anyone can answer them. Please wait a minute and try again.' };

export const conversationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = readQuery(c, conversationListQuerySchema, 'invalid_query');
    const cursor = decodeCursor(query.cursor);
    if (query.cursor && !cursor) throw new AppError('invalid_cursor', 'This page link is not valid.', 400);
    return c.json(await listConversations(c.var.deps.db, c.var.user.id, { cursor, limit: query.limit, teacherSlug: query.teacher }));
  })
  .get('/:id', async (c) => {
    const { before } = readQuery(c, conversationMessagesQuerySchema, 'invalid_query');
    return c.json(await getConversation(c.var.deps.db, c.var.user.id, c.req.param('id'), before));
  })
  .post('/script-lines', async (c) => {
    await refuseTooManyRequestsPerUser(c, c.var.user.id, SCRIPT_LINES);
    const request = await readBody(c, scriptLineRequestSchema);
    return c.json({ conversation_id: await storeScriptLine(c.var.deps.db, c.var.user.id, request) });
  })
  .post('/:id/end-interview', async (c) => {
    await endInterview(c.var.deps.db, c.var.user.id, c.req.param('id'));
    return c.json({ ok: true as const });
  })
  .delete('/:id', async (c) => {
    await deleteConversation(c.var.deps.db, c.var.user.id, c.req.param('id'));
    return c.json({ deleted: true } satisfies DeletedResponse);
  });
