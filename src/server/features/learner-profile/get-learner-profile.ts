import { desc, eq } from 'drizzle-orm';
import type { LearnerLevel, LearnerProfileDto } from '#/shared/learner-profile';
import type { Database } from '../../db/client';
import { learnerFacts, learnerProfiles } from '../../db/schema';

/** `showFact`: how a kept fact reads in the interface language (the routes give the tutor's; kept as written otherwise). */
export async function getLearnerProfile(db: Database, userId: string, showFact: (fact: string) => string = (fact) => fact): Promise<LearnerProfileDto> {
  const [profile] = await db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, userId)).limit(1);
  const facts = await db.select().from(learnerFacts).where(eq(learnerFacts.userId, userId)).orderBy(desc(learnerFacts.createdAt));
  return {
    level: (profile?.level as LearnerLevel | null | undefined) ?? null,
    goals: profile?.goals ?? '',
    facts: facts.map((f) => ({ id: f.id, fact: showFact(f.fact), created_at: f.createdAt.toISOString() })),
  };
}
