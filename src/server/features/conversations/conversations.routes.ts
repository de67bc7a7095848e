/** /api/conversations: the learner's saved conversations (history, reopen, continue, delete, an interview ended). */
import { Hono } from 'hono';
import type { DeletedResponse } from '#/shared/api/error';
import { conversationListQuerySchema, conversationMessagesQuerySchema } from '#/shared/api/conversations';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { readQuery } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { deleteConversation } from './delete-conversation';
import { endInterview } from './end-interview';
import { getConversation } from './get-conversation';
import { decodeCursor, listConversations } from './list-conversations';

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
  .post('/:id/end-interview', async (c) => {
    await endInterview(c.var.deps.db, c.var.user.id, c.req.param('id'));
    return c.json({ ok: true as const });
  })
  .delete('/:id', async (c) => {
    await deleteConversation(c.var.deps.db, c.var.user.id, c.req.param('id'));
    return c.json({ deleted: true } satisfies DeletedResponse);
  });
