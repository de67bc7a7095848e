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

/** A level measured (the placement's) fills in one the learner has not given ('Not set', 'Not sure'); a level they chose stays. */
export async function fillUnknownLevel(db: Database, userId: string, level: Exclude<LearnerLevel, 'not-sure'>): Promise<void> {
  await db
    .insert(learnerProfiles)
    .values({ userId, level, goals: '' })
    .onConflictDoUpdate({ target: learnerProfiles.userId, set: { level, updatedAt: sql`now()` }, setWhere: sql`${learnerProfiles.level} is null or ${learnerProfiles.level} = 'not-sure'` });
}
