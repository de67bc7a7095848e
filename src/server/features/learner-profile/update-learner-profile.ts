import { sql } from 'drizzle-orm';
import type { LearnerLevel } from '#/shared/learner-profile';
import type { Database } from '../../db/client';
import { learnerProfiles } from '../../db/schema';

/** Saves what changed; an update that names nothing writes nothing. */
export async function updateLearnerProfile(db: Database, userId: string, change: { level?: LearnerLevel | null; goals?: string }): Promise<void> {
  if (change.level === undefined && change.goals === undefined) return;
  await db
    .insert(learnerProfiles)
    .values({ userId, level: change.level ?? null, goals: change.goals ?? '' })
    .onConflictDoUpdate({ target: learnerProfiles.userId, set: { ...change, updatedAt: sql`now()` } });
}
