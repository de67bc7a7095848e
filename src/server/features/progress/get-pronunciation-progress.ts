/** How many pronunciation checks the learner made, and the latest one with its words marked. */
import { count, desc, eq } from 'drizzle-orm';
import type { WordResult } from '#/shared/api/pronunciation';
import type { ProgressDto } from '#/shared/notebook';
import type { Database } from '../../db/client';
import { pronunciationAttempts } from '../../db/schema';

export async function getPronunciationProgress(db: Database, userId: string): Promise<ProgressDto['pronunciation']> {
  const [total] = await db.select({ n: count() }).from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId));
  const [last] = await db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId)).orderBy(desc(pronunciationAttempts.checkedAt)).limit(1);
  return {
    attempts: total?.n ?? 0,
    last: last
      ? { text: last.text, checked_at: last.checkedAt.toISOString(), word_count: last.wordCount, ok_count: last.okCount, words: last.words as WordResult[] }
      : null,
  };
}
