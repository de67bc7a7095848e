/**
 * /api/script-lines: the teacher's scripted lines stored with a conversation (store-script-line.ts, ADR 038). A prefix of
 * its own: beside '/api/conversations/:id/...' a static '/api/conversations/script-lines' would not fit Hono's
 * RegExpRouter (tests/api/fast-router.test.ts).
 */
import { Hono } from 'hono';
import { scriptLineRequestSchema } from '#/shared/api/conversations';
import type { AppEnv } from '../../http/app-env';
import { refuseTooManyRequestsPerUser } from '../../http/limit-requests-per-user';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { storeScriptLine } from './store-script-line';

/** Scripted lines come one a question, a few seconds apart at the fastest: a bound on what one account can store. */
export const SCRIPT_LINES_PER_MINUTE = 30;
const SCRIPT_LINES = { name: 'script-lines', max: SCRIPT_LINES_PER_MINUTE, windowMs: 60_000, message: 'You are moving through the questions faster than anyone can answer them. Please wait a minute and try again.' };

export const scriptLinesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    await refuseTooManyRequestsPerUser(c, c.var.user.id, SCRIPT_LINES);
    const request = await readBody(c, scriptLineRequestSchema);
    return c.json({ conversation_id: await storeScriptLine(c.var.deps.db, c.var.user.id, request) });
  });
