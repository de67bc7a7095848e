import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teachers } from '../../db/schema';

export function listTeachers(db: Database) {
  return db.select().from(teachers).orderBy(asc(teachers.createdAt));
}
