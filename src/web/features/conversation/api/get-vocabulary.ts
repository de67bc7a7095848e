/** The words worth learning in a teacher's message, picked by the server for the learner's level. */
import type { BodyOf } from '#/shared/api/contracts';
import { apiRequest } from '#/web/lib/api-client';

export const getVocabulary = (body: BodyOf<'POST /api/vocabulary'>) => apiRequest<'POST /api/vocabulary'>('/api/vocabulary', { body });
