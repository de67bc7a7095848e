/**
 * What teachers know about the learner, as one compact context message. It carries learner-written text
 * (goals, facts), so it is a user-role message, never part of the system prompt (DESIGN §9).
 * Read on every chat call, so the profile and the latest facts come back in one statement.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';

export const FACTS_IN_PROMPT = 8;

type LearnerContext = { level: string | null; goals: string | null; facts: string[] };

export async function describeLearnerForTeacher(db: Database, userId: string): Promise<string | null> {
  const [learner] = await selectRows<LearnerContext>(
    db,
    sql`select p.level, p.goals,
          array(select f.fact from learner_facts f where f.user_id = ${userId} order by f.created_at desc limit ${FACTS_IN_PROMPT}) as facts
        from (select 1) as one left join learner_profiles p on p.user_id = ${userId}`,
  );
  const parts: string[] = [];
  if (learner?.level && learner.level !== 'not-sure') parts.push(`My level: ${learner.level} (CEFR). Please adapt your language to it.`);
  if (learner?.goals?.trim()) parts.push(`My goals: ${learner.goals.trim()}`);
  if (learner?.facts.length) parts.push(`About me: ${learner.facts.join('; ')}`);
  return parts.length ? `(For my teacher, from my Parley profile) ${parts.join(' ')}` : null;
}
