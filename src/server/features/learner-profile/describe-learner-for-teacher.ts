/**
 * What teachers know about the learner, as one compact context message. It carries learner-written text
 * (goals, facts), so it is a user-role message, never part of the system prompt (DESIGN §9).
 * Read on every chat call, so the profile and the latest facts come back in one statement, which the chat
 * runs together with the caller's plan (`learnerDescriptionPart`).
 */
import { sql } from '../../db/sql';
import { PROFILE_FACTS_LABEL, PROFILE_FOR_TEACHER_OPENING, PROFILE_GOALS_LABEL, PROFILE_LEVEL_LABEL } from '#/shared/learner-profile';
import type { StatementPart } from '../../db/run-together';

export const FACTS_IN_PROMPT = 8;

type LearnerContext = { level: string | null; goals: string | null; facts: string[] | null };

export function learnerDescriptionPart(userId: string): StatementPart<string | null> {
  return {
    ctes: [],
    answer: sql`(select row_to_json(learner) from (
        select p.level, p.goals,
          array(select f.fact from learner_facts f where f.user_id = ${userId} order by f.created_at desc limit ${FACTS_IN_PROMPT}) as facts
        from (select 1) as one left join learner_profiles p on p.user_id = ${userId}
      ) as learner)`,
    read: (value) => describe(value as LearnerContext | null),
  };
}

function describe(learner: LearnerContext | null): string | null {
  const parts: string[] = [];
  if (learner?.level && learner.level !== 'not-sure') parts.push(`${PROFILE_LEVEL_LABEL} ${learner.level} (CEFR). Please adapt your language to it.`);
  if (learner?.goals?.trim()) parts.push(`${PROFILE_GOALS_LABEL} ${learner.goals.trim()}`);
  if (learner?.facts?.length) parts.push(`${PROFILE_FACTS_LABEL} ${learner.facts.join('; ')}`);
  return parts.length ? `${PROFILE_FOR_TEACHER_OPENING} ${parts.join(' ')}` : null;
}
