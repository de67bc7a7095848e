/**
 * The learner's correction cards due now (up to DUE_CORRECTIONS_IN_CHAT, the most overdue first) in the
 * teacher's language, as a statement part the chat reads with the learner's description before a reply
 * (ADR 015): no round trip of its own, over the (user_id, due) index.
 */
import { sql } from '../../db/sql';
import type { StatementPart } from '../../db/run-together';
import type { DueCorrection } from './find-practised-corrections';

export const DUE_CORRECTIONS_IN_CHAT = 3;

/** A card noted by no teacher (or one since removed) counts as English. */
export function dueCorrectionsPart(userId: string, teacherLanguage: string): StatementPart<DueCorrection[]> {
  const language = teacherLanguage.slice(0, 2).toLowerCase();
  return {
    ctes: [],
    answer: sql`(select coalesce(json_agg(due_card), '[]'::json) from (
        select n.id, n.front, n.back from notebook_entries n left join teachers t on t.slug = n.teacher_slug
        where n.user_id = ${userId} and n.due <= now() and n.kind = 'correction' and lower(left(coalesce(t.language, 'en'), 2)) = ${language}
        order by n.due limit ${DUE_CORRECTIONS_IN_CHAT}
      ) as due_card)`,
    read: (value) => (Array.isArray(value) ? (value as DueCorrection[]) : []),
  };
}
