/**
 * /api/reminders: the signed-in learner's daily reminder (GET, PUT), and the emailed one-click unsubscribe,
 * which needs no session: GET (the link, answered with a page) and POST (RFC 8058, sent by mail clients).
 */
import { Hono } from 'hono';
import { reminderSettingsRequestSchema, unsubscribeQuerySchema } from '#/shared/api/reminders';
import type { AppEnv } from '../../http/app-env';
import { errorMessageFor } from '../../http/localize-error';
import { requestLocale } from '../../http/request-locale';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { readReminderSettings, saveReminderSettings, unsubscribeByToken } from './reminder-settings';
import { renderUnsubscribePage } from './unsubscribe-page';

/** The token from the query, or null when there is none worth looking up. */
function tokenOf(query: Record<string, string>): string | null {
  const parsed = unsubscribeQuerySchema.safeParse(query);
  return parsed.success ? parsed.data.token : null;
}

export const remindersRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json(await readReminderSettings(c.var.deps.db, c.var.user.id)))
  .put('/', requireUser, async (c) => {
    const { hour, time_zone } = await readBody(c, reminderSettingsRequestSchema, 'invalid_reminder');
    return c.json(await saveReminderSettings(c.var.deps.db, c.var.user.id, { hour, timeZone: time_zone }));
  })
  .get('/unsubscribe', async (c) => {
    const token = tokenOf(c.req.query());
    const isOff = token !== null && (await unsubscribeByToken(c.var.deps.db, token));
    c.header('Cache-Control', 'no-store');
    return c.html(renderUnsubscribePage(isOff ? 'unsubscribed' : 'unknown-link', c.var.deps.env.APP_URL, requestLocale(c)), isOff ? 200 : 404);
  })
  .post('/unsubscribe', async (c) => {
    const token = tokenOf(c.req.query());
    if (token === null || !(await unsubscribeByToken(c.var.deps.db, token))) {
      return c.json({ error: errorMessageFor(c, 'This unsubscribe link is not valid. Nothing was changed.'), code: 'unknown_unsubscribe_link' }, 404);
    }
    return c.json({ is_on: false as const });
  });
