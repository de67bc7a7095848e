/** How many pronunciation checks the learner made, the latest one with its words marked, and the sounds that slip most. */
import { count, desc, eq } from 'drizzle-orm';
import { TROUBLE_SOUND_CHECKS } from '#/shared/api/progress';
import type { ReadingScores, WordResult } from '#/shared/api/pronunciation';
import type { ProgressDto } from '#/shared/notebook';
import type { Database } from '../../db/client';
import { pronunciationAttempts } from '../../db/schema';
import { countTroubleSounds } from './count-trouble-sounds';

export async function getPronunciationProgress(db: Database, userId: string): Promise<ProgressDto['pronunciation']> {
  const [total] = await db.select({ n: count() }).from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId));
  const latest = await db
    .select()
    .from(pronunciationAttempts)
    .where(eq(pronunciationAttempts.userId, userId))
    .orderBy(desc(pronunciationAttempts.checkedAt))
    .limit(TROUBLE_SOUND_CHECKS);
  const last = latest[0];
  return {
    attempts: total?.n ?? 0,
    last: last
      ? { text: last.text, checked_at: last.checkedAt.toISOString(), word_count: last.wordCount, ok_count: last.okCount, words: last.words as WordResult[], scores: (last.scores as ReadingScores | null) ?? null }
      : null,
    trouble_sounds: countTroubleSounds(latest.map((check) => check.words as WordResult[])),
  };
}
