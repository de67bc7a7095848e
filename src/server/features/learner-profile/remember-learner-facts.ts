import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learnerFacts } from '../../db/schema';

export const MAX_FACT_LENGTH = 200;

/**
 * Keeps facts the learner shared; a fact already known is kept once. With `replaces`, a kept fact that a new
 * one updates ("Lives in York" after "Lives in Leeds") is removed.
 */
export async function rememberLearnerFacts(db: Database, userId: string, facts: string[], replaces?: (kept: string, told: string) => boolean): Promise<void> {
  const rows = facts.map((fact) => fact.replace(/\s+/g, ' ').trim().slice(0, MAX_FACT_LENGTH)).filter(Boolean).map((fact) => ({ userId, fact }));
  if (!rows.length) return;
  if (replaces) {
    const kept = await db.select({ id: learnerFacts.id, fact: learnerFacts.fact }).from(learnerFacts).where(eq(learnerFacts.userId, userId));
    const outdated = kept.filter((k) => rows.some((r) => replaces(k.fact, r.fact))).map((k) => k.id);
    if (outdated.length) await db.delete(learnerFacts).where(and(eq(learnerFacts.userId, userId), inArray(learnerFacts.id, outdated)));
  }
  await db.insert(learnerFacts).values(rows).onConflictDoNothing();
}
