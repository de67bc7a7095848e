import { Hono } from 'hono';
import type { z } from 'zod';
import type { teacherListResponseSchema, teacherResponseSchema } from '#/shared/api/teachers';
import { TEACHER_SLUG_PATTERN } from '#/shared/teacher';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/require-user';
import { findTeacherBySlug, listTeachers } from './find-teachers';
import { toTeacherDto } from './to-teacher-dto';

export const teachersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listTeachers(c.var.deps.db);
    return c.json({ teachers: rows.map(toTeacherDto) } satisfies z.infer<typeof teacherListResponseSchema>);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const teacher = TEACHER_SLUG_PATTERN.test(slug) ? await findTeacherBySlug(c.var.deps.db, slug) : null;
    if (!teacher) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);
    return c.json({ teacher: toTeacherDto(teacher) } satisfies z.infer<typeof teacherResponseSchema>);
  });
