/** /api/learner-profile: the learner's level, goals and the facts teachers remember; all editable and deletable. */
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { learnerProfileUpdateSchema } from '#/shared/api/learner-profile';
import { learnerFacts } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { isUuid, readBody } from '../../http/read-request';
import { requestLocale } from '../../http/request-locale';
import { requireUser } from '../../http/require-user';
import { keptFactIn } from '../tutor/public';
import { getLearnerProfile } from './get-learner-profile';
import { updateLearnerProfile } from './update-learner-profile';

/** The learner's profile with each kept fact as the request's interface language says it. */
const profileIn = (c: Context<AppEnv>) => {
  const locale = requestLocale(c);
  return getLearnerProfile(c.var.deps.db, c.var.user.id, (fact) => keptFactIn(fact, locale));
};

export const learnerProfileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await profileIn(c)))
  .put('/', async (c) => {
    await updateLearnerProfile(c.var.deps.db, c.var.user.id, await readBody(c, learnerProfileUpdateSchema, 'invalid_profile'));
    return c.json(await profileIn(c));
  })
  .delete('/facts/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = isUuid(id)
      ? await c.var.deps.db.delete(learnerFacts).where(and(eq(learnerFacts.id, id), eq(learnerFacts.userId, c.var.user.id))).returning({ id: learnerFacts.id })
      : [];
    if (deleted.length === 0) throw new AppError('fact_not_found', 'This fact could not be found.', 404);
    return c.json(await profileIn(c));
  });
