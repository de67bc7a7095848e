import { Hono } from 'hono';
import type { z } from 'zod';
import type { teacherListResponseSchema, teacherResponseSchema } from '#/shared/api/teachers';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/require-user';
import { findTeacher } from './find-teacher';
import { listTeachers } from './list-teachers';
import { toTeacherDto } from './to-teacher-dto';

export const teachersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listTeachers(c.var.deps.db);
    return c.json({ teachers: rows.map(toTeacherDto) } satisfies z.infer<typeof teacherListResponseSchema>);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    const teacher = await findTeacher(c.var.deps.db, { slug });
    if (!teacher) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);
    return c.json({ teacher: toTeacherDto(teacher) } satisfies z.infer<typeof teacherResponseSchema>);
  });
