import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teachers } from '../../db/schema';

export function listTeachers(db: Database) {
  return db.select().from(teachers).orderBy(asc(teachers.createdAt));
}

export async function findTeacherBySlug(db: Database, slug: string) {
  const [teacher] = await db.select().from(teachers).where(eq(teachers.slug, slug)).limit(1);
  return teacher ?? null;
}
