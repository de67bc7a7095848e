/**
 * What teachers know about the learner, as one compact context message. It carries learner-written text
 * (goals, facts), so it is a user-role message, never part of the system prompt (DESIGN §9).
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learnerFacts, learnerProfiles } from '../../db/schema';

export const FACTS_IN_PROMPT = 8;

export async function describeLearnerForTeacher(db: Database, userId: string): Promise<string | null> {
  const [profile] = await db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, userId)).limit(1);
  const facts = await db.select({ fact: learnerFacts.fact }).from(learnerFacts).where(eq(learnerFacts.userId, userId)).orderBy(desc(learnerFacts.createdAt)).limit(FACTS_IN_PROMPT);
  const parts: string[] = [];
  if (profile?.level && profile.level !== 'not-sure') parts.push(`My level: ${profile.level} (CEFR). Please adapt your language to it.`);
  if (profile?.goals.trim()) parts.push(`My goals: ${profile.goals.trim()}`);
  if (facts.length) parts.push(`About me: ${facts.map((f) => f.fact).join('; ')}`);
  return parts.length ? `(For my teacher, from my Parley profile) ${parts.join(' ')}` : null;
}
