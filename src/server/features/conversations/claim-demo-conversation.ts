/**
 * Signing up from the demo: the turns the server kept for the visitor's demo session (their cookie) become a
 * conversation of the new account with the demo teacher, in History and ready to continue. Claimed once,
 * atomically: the turns are taken in the transaction that stores the conversation. No free message is taken.
 */
import { DEMO_TEACHER_SLUG } from '#/shared/constants';
import { introductionFor } from '#/shared/teacher-introduction';
import type { Database } from '../../db/client';
import { takeDemoTurns } from '../demo/public';
import { findTeacher } from '../teachers/public';
import { storeConversation } from './store-conversation';

/** Answers the new conversation's id, or null when there is nothing to claim (no session, no turns, expired, claimed already). */
export async function claimDemoConversation(db: Database, userId: string, demoToken: string | null | undefined): Promise<string | null> {
  if (!demoToken) return null;
  const teacher = await findTeacher(db, { slug: DEMO_TEACHER_SLUG });
  if (!teacher) return null;
  return db.transaction(async (tx) => {
    const turns = await takeDemoTurns(tx, demoToken);
    if (turns.length === 0) return null;
    const { topic } = turns[0]!;
    return storeConversation(tx, { userId, teacherSlug: teacher.slug, topic, mode: 'conversation', introduction: introductionFor(teacher, topic), turns });
  });
}
