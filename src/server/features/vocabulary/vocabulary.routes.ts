/** POST /api/vocabulary: the words worth learning in a teacher's message, picked for the signed-in learner's level. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { vocabularyRequestSchema, type VocabularyResponse } from '#/shared/api/vocabulary';
import { LEARNER_LEVELS, type LearnerLevel } from '#/shared/learner-profile';
import { learnerProfiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { pickVocabulary } from './pick-vocabulary';
import { loadFrequencyRanks } from './word-frequency-rank';

const isLevel = (value: string | null | undefined): value is LearnerLevel => (LEARNER_LEVELS as readonly string[]).includes(value ?? '');

export const vocabularyRoutes = new Hono<AppEnv>().use(requireUser).post('/', async (c) => {
  const request = await readBody(c, vocabularyRequestSchema, 'invalid_vocabulary_request');
  const [profile] = await c.var.deps.db.select({ level: learnerProfiles.level }).from(learnerProfiles).where(eq(learnerProfiles.userId, c.var.user.id)).limit(1);
  const level = isLevel(profile?.level) ? profile.level : null;
  await loadFrequencyRanks(); // loaded soon after start-up; a request that comes first waits for that load, not a second one
  const response: VocabularyResponse = { level, words: pickVocabulary(request.text, { level, language: request.language, known: request.known }) };
  return c.json(response);
});
