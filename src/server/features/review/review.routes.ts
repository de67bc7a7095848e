/** /api/review: spaced-repetition practice of notebook entries. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { readJsonBody } from '../../http/read-json-body';
import { requireUser } from '../../http/require-user';
import { countDueCards, getReviewSession } from './get-review-session';
import { gradeReviewCard } from './grade-review-card';

const gradeSchema = z.object({ rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)' }) }).strict();

export const reviewRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getReviewSession(c.var.deps.db, c.var.user.id)))
  .get('/due-count', async (c) => c.json({ due_count: await countDueCards(c.var.deps.db, c.var.user.id) }))
  .post('/:id', async (c) => {
    const parsed = gradeSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw new AppError('invalid_rating', parsed.error.issues[0]?.message ?? 'Invalid rating.', 400);
    const id = c.req.param('id');
    if (!z.uuid().safeParse(id).success) throw new AppError('entry_not_found', 'This notebook entry could not be found.', 404);
    return c.json(await gradeReviewCard(c.var.deps.db, c.var.user.id, id, parsed.data.rating));
  });
