/** The teacher whose voice a speech request asks for: by slug or id (preferred), or by one of the teachers' voice ids. */
import { eq } from 'drizzle-orm';
import { TEACHER_SLUG_PATTERN } from '#/shared/teacher';
import type { Database } from '../../db/client';
import { teachers } from '../../db/schema';
import { isUuid } from '../../http/read-request';
import { AppError } from '../../http/app-error';

export const DEFAULT_VOICE_ID = 'EXAVITQu4vr4xnSDxMaL';
export const NOT_A_TEACHER_VOICE = "Speech is available in Parley's teachers' voices only.";

export async function findSpeakingTeacher(db: Database, ask: { teacherSlug?: string; teacherId?: string; voiceId?: string }) {
  const columns = { slug: teachers.slug, language: teachers.language, voiceId: teachers.voiceId };
  const where = ask.teacherSlug
    ? TEACHER_SLUG_PATTERN.test(ask.teacherSlug) && eq(teachers.slug, ask.teacherSlug)
    : ask.teacherId
      ? isUuid(ask.teacherId) && eq(teachers.id, ask.teacherId)
      : eq(teachers.voiceId, ask.voiceId || DEFAULT_VOICE_ID);
  const [teacher] = where ? await db.select(columns).from(teachers).where(where).limit(1) : [];
  if (!teacher) throw new AppError('unknown_voice', NOT_A_TEACHER_VOICE, 400);
  return teacher;
}
