/**
 * POST /functions/v1/pronunciation?teacher_slug=&text=&duration_ms=: the learner reads `text` aloud
 * (raw audio body) → each word judged against the sentence asked for: said as expected, said as one of
 * its likely wrong variants (`heard`, with a `tip`), or left out.
 */
import { z } from 'zod';
import { MAX_PRONUNCIATION_SECONDS, MAX_PRONUNCIATION_TEXT, PRACTICE_SOUNDS } from '../pronunciation';

export { MAX_PRONUNCIATION_SECONDS, MAX_PRONUNCIATION_TEXT, PRACTICE_SOUNDS, PRONUNCIATION_AUDIO_TYPES, type PracticeSound } from '../pronunciation';

const sentenceSchema = (name: string) =>
  z
    .string({ message: `${name} must name the sentence to read.` })
    .trim()
    .min(1, `${name} must name the sentence to read.`)
    .max(MAX_PRONUNCIATION_TEXT, `The sentence may be at most ${MAX_PRONUNCIATION_TEXT} characters.`)
    .regex(/^[A-Za-z' ,.!?;:-]+$/, 'The sentence may hold English words and punctuation only.');

export const pronunciationQuerySchema = z.object({
  teacher_slug: z.string().max(64),
  text: sentenceSchema('text'),
  /** Review's "Say it": the sentence the learner wrote before `text` corrected it; the check listens for their old mistake. */
  instead_of: sentenceSchema('instead_of').optional(),
  duration_ms: z.coerce
    .number({ message: 'duration_ms must be a number' })
    .int('duration_ms must be a whole number')
    .min(1, 'duration_ms must be positive')
    .max(MAX_PRONUNCIATION_SECONDS * 1000, `A recording may last at most ${MAX_PRONUNCIATION_SECONDS} seconds.`),
});

export const wordResultSchema = z.object({
  word: z.string(),
  result: z.enum(['ok', 'mispronounced', 'omitted', 'inserted']),
  /** The variant that won instead of the word, e.g. "sink" for "think". */
  heard: z.string().optional(),
  /** How to make the sound. */
  tip: z.string().optional(),
  /** For a word `mispronounced` by the keyless engine: the family of the sound that slipped. */
  sound: z.enum(PRACTICE_SOUNDS).optional(),
  /**
   * How well the word was said, 0-100, as Azure's pronunciation assessment scores a word (an extra word
   * has none; a word left out, 0). Only a confident slip is `mispronounced`; otherwise the score speaks.
   */
  accuracy_score: z.number().min(0).max(100).optional(),
});

/**
 * The reading as a whole, 0-100, in the shape of Azure's pronunciation assessment: how accurately its
 * words were said, how fluently, how much of the sentence was read, and all three in one.
 */
export const readingScoresSchema = z.object({
  accuracy_score: z.number().min(0).max(100),
  fluency_score: z.number().min(0).max(100),
  completeness_score: z.number().min(0).max(100),
  pronunciation_score: z.number().min(0).max(100),
});

export const pronunciationSchema = z.object({
  text: z.string(),
  /** Which engine judged it: 'pocketsphinx' (keyless) or 'azure'. */
  engine: z.string(),
  words: z.array(wordResultSchema),
  words_per_minute: z.number(),
}).extend(readingScoresSchema.shape);

export type WordResult = z.infer<typeof wordResultSchema>;
export type ReadingScores = z.infer<typeof readingScoresSchema>;
export type PronunciationAssessment = z.infer<typeof pronunciationSchema>;
