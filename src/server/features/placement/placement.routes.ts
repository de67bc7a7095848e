/** /api/placement: the next adaptive question, the finish ("Your level"), and the latest result. */
import { Hono } from 'hono';
import { courseLanguageQuerySchema } from '#/shared/api/course';
import { PLACEMENT_ITEMS_PER_SKILL, placementFinishRequestSchema, placementNextRequestSchema, SPEAKING_PROMPTS } from '#/shared/api/placement';
import { PLACEMENT_SKILLS } from '#/shared/course/placement-item';
import type { AppEnv } from '../../http/app-env';
import { requestLocale } from '../../http/request-locale';
import { readBody, readQuery } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { chooseNextItem } from './choose-next-item';
import { finishPlacement, latestPlacement } from './finish-placement';
import { ITEM_BANKS } from './item-bank';
import { readAnswers } from './read-answers';

export const placementRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/next', async (c) => {
    const { language, answers: sent, seed } = await readBody(c, placementNextRequestSchema);
    const answers = readAnswers(language, sent);
    const item = chooseNextItem(ITEM_BANKS[language], answers, seed);
    return c.json({
      item: item && { id: item.id, skill: item.skill, prompt: item.prompt, audio: item.audio ?? null, options: item.options },
      asked: answers.length,
      total: PLACEMENT_SKILLS.length * PLACEMENT_ITEMS_PER_SKILL,
      speaking_prompt: SPEAKING_PROMPTS[language],
    });
  })
  .post('/finish', async (c) => {
    const { language, answers, answer, is_time_up: isTimeUp } = await readBody(c, placementFinishRequestSchema);
    return c.json(await finishPlacement(c.var.deps.db, c.var.user.id, { language, answers, answer, isTimeUp }, requestLocale(c)), 201);
  })
  .get('/result', async (c) => c.json({ result: await latestPlacement(c.var.deps.db, c.var.user.id, readQuery(c, courseLanguageQuerySchema, 'invalid_language').language, requestLocale(c)) }));
