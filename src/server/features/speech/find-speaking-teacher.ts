/** The teacher whose voice a speech request asks for: by slug or id (preferred), or by one of the teachers' voice ids. */
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findTeacher } from '../teachers/public';

export const DEFAULT_VOICE_ID = 'EXAVITQu4vr4xnSDxMaL';
export const NOT_A_TEACHER_VOICE = "Speech is available in Parley's teachers' voices only.";

export async function findSpeakingTeacher(db: Database, ask: { teacherSlug?: string; teacherId?: string; voiceId?: string }) {
  const key = ask.teacherSlug ? { slug: ask.teacherSlug } : ask.teacherId ? { id: ask.teacherId } : { voiceId: ask.voiceId || DEFAULT_VOICE_ID };
  const teacher = await findTeacher(db, key);
  if (!teacher) throw new AppError('unknown_voice', NOT_A_TEACHER_VOICE, 400);
  return teacher;
}
