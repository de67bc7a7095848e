import { Hono } from 'hono';
import { teacherSlugSchema } from '#/shared/teacher';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/require-user';
import { findTeacherBySlug, listTeachers } from './find-teachers';
import { toTeacherDto } from './to-teacher-dto';

export const teachersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listTeachers(c.var.deps.db);
    return c.json({ teachers: rows.map(toTeacherDto) });
  })
  .get('/:slug', async (c) => {
    const slug = teacherSlugSchema.safeParse(c.req.param('slug'));
    const teacher = slug.success ? await findTeacherBySlug(c.var.deps.db, slug.data) : null;
    if (!teacher) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);
    return c.json({ teacher: toTeacherDto(teacher) });
  });
