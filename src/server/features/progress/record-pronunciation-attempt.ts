/** Keeps one pronunciation check for the learner's Progress: the sentence and each word's verdict, never the audio. */
import type { ReadingScores, WordResult } from '#/shared/api/pronunciation';
import type { Database } from '../../db/client';
import { pronunciationAttempts } from '../../db/schema';

export type PronunciationAttempt = { userId: string; teacherSlug: string; text: string; engine: string; words: WordResult[]; scores: ReadingScores };

export async function recordPronunciationAttempt(db: Database, attempt: PronunciationAttempt): Promise<void> {
  const asked = attempt.words.filter((word) => word.result !== 'inserted');
  await db.insert(pronunciationAttempts).values({
    userId: attempt.userId,
    teacherSlug: attempt.teacherSlug,
    text: attempt.text,
    engine: attempt.engine,
    wordCount: asked.length,
    okCount: asked.filter((word) => word.result === 'ok').length,
    words: attempt.words,
    scores: attempt.scores,
  });
}
