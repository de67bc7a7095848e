import type { Database } from '../../db/client';
import { learnerFacts } from '../../db/schema';

export const MAX_FACT_LENGTH = 200;

/** Keeps facts the learner shared; a fact already known is kept once. */
export async function rememberLearnerFacts(db: Database, userId: string, facts: string[]): Promise<void> {
  const rows = facts.map((fact) => fact.replace(/\s+/g, ' ').trim().slice(0, MAX_FACT_LENGTH)).filter(Boolean).map((fact) => ({ userId, fact }));
  if (rows.length) await db.insert(learnerFacts).values(rows).onConflictDoNothing();
}
