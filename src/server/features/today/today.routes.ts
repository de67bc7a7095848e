/** /api/today: the learner's day (GET, per study language) and their daily goal (PUT /goal). */
import { Hono } from 'hono';
import { courseLanguageQuerySchema } from '#/shared/api/course';
import { dailyGoalRequestSchema } from '#/shared/api/today';
import type { AppEnv } from '../../http/app-env';
import { requestLocale } from '../../http/request-locale';
import { readBody, readQuery } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { setDailyGoal } from './daily-goal';
import { readToday } from './read-today';

export const todayRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await readToday(c.var.deps.db, c.var.user.id, { language: readQuery(c, courseLanguageQuerySchema, 'invalid_language').language, locale: requestLocale(c) })))
  .put('/goal', async (c) => {
    const { goal_minutes } = await readBody(c, dailyGoalRequestSchema, 'invalid_goal');
    return c.json({ goal_minutes: await setDailyGoal(c.var.deps.db, c.var.user.id, goal_minutes) });
  });
