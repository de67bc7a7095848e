/** /api/review: spaced-repetition practice of notebook entries. */
import { Hono } from 'hono';
import type { z } from 'zod';
import { type dueCountResponseSchema, reviewGradeSchema } from '#/shared/api/review';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { refuseTooManyRequestsPerUser } from '../../http/limit-requests-per-user';
import { isUuid, readBody } from '../../http/read-request';
import { requestLocale } from '../../http/request-locale';
import { requireUser } from '../../http/require-user';
import { type ShowNotebookEntry, showAsStored } from '../notebook/public';
import { countDueCards, getReviewSession } from './get-review-session';
import { gradeReviewCard } from './grade-review-card';

/** A card is read, recalled and graded: two a second for a minute is past anyone practising, not past a script. */
export const REVIEW_GRADES_PER_MINUTE = 120;
const REVIEW_GRADES = { name: 'review-grades', max: REVIEW_GRADES_PER_MINUTE, windowMs: 60_000, message: 'You are grading cards faster than anyone can read them. Please wait a minute and try again.' };

/** `showEntry`: how a card reads in the request's language (src/server/create-app.ts gives the course's cards theirs). */
export const reviewRoutes = (showEntry: ShowNotebookEntry = showAsStored) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await getReviewSession(c.var.deps.db, c.var.user.id, { showEntry, locale: requestLocale(c) })))
    .get('/due-count', async (c) => c.json({ due_count: await countDueCards(c.var.deps.db, c.var.user.id) } satisfies z.infer<typeof dueCountResponseSchema>))
    .post('/:id', async (c) => {
      await refuseTooManyRequestsPerUser(c, c.var.user.id, REVIEW_GRADES);
      const { rating } = await readBody(c, reviewGradeSchema, 'invalid_rating');
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('entry_not_found', 'This notebook entry could not be found.', 404);
      return c.json(await gradeReviewCard(c.var.deps.db, c.var.user.id, id, rating));
    });
