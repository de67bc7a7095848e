/** POST /api/vocabulary: the words worth learning in a teacher's message, at the learner's level. */
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../chat-api';
import { LEARNER_LEVELS } from '../learner-profile';
import { VOCABULARY_WORD_MAX_LENGTH, VOCABULARY_KNOWN_MAX } from '../vocabulary-sentence';

export const vocabularyRequestSchema = z
  .object({
    text: z.string({ message: 'text is required' }).trim().min(1, 'text must not be empty').max(MAX_MESSAGE_LENGTH, `text must be at most ${MAX_MESSAGE_LENGTH} characters`),
    /** The teacher's language (BCP-47): levels are known for English words only. Unsaid, the text's own words tell. */
    language: z.string().trim().min(2).max(16).optional(),
    /** Words already listed, not offered again. */
    known: z.array(z.string().max(VOCABULARY_WORD_MAX_LENGTH), { message: 'known must be a list of words' }).max(VOCABULARY_KNOWN_MAX, `known holds at most ${VOCABULARY_KNOWN_MAX} words`).default([]),
  })
  .strict();

export const vocabularyResponseSchema = z.object({
  /** The level the words were picked for (null: not said, so an intermediate learner's range). */
  level: z.enum(LEARNER_LEVELS).nullable(),
  /** Each word with the sentence it was used in (sent along when its definition is asked). */
  words: z.array(z.object({ word: z.string(), sentence: z.string() })),
});

export type VocabularyResponse = z.infer<typeof vocabularyResponseSchema>;
