/** /api/course: the path, lessons (runs, roleplay turns, phrases said aloud), the level a path starts at, and end-of-unit checks. */
import { Hono } from 'hono';
import { courseLanguageQuerySchema, enrolRequestSchema, lessonPronunciationRequestSchema, lessonTurnRequestSchema, unitCheckAnswersSchema } from '#/shared/api/course';
import { COURSE_LEVELS } from '#/shared/course/unit';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { readBody, readQuery } from '../../http/read-request';
import { requestLocale } from '../../http/request-locale';
import { requireUser } from '../../http/require-user';
import { getUnitCheck, gradeUnitCheck } from './checks/unit-check';
import { openLesson, startLessonRun } from './lessons/open-lesson';
import { recordPhraseCheck } from './lessons/record-phrase-check';
import { requireLessonPhrase } from './lessons/require-lesson-access';
import { answerReading, planForIncludedWork } from '../pronunciation/public';
import { callerIsUser } from '../../http/resolve-caller';
import { takeLessonTurn } from './lessons/take-lesson-turn';
import { canDoReached } from './path/can-do-reached';
import { enrol } from './path/enrol';
import { getPath } from './path/get-path';
import { PATH_TOP_LEVEL } from './units/all-units';

export const courseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/path', async (c) => c.json(await getPath(c.var.deps.db, c.var.user.id, readQuery(c, courseLanguageQuerySchema, 'invalid_language').language, requestLocale(c))))
  .put('/level', async (c) => {
    const { language, level } = await readBody(c, enrolRequestSchema, 'invalid_level');
    if (COURSE_LEVELS.indexOf(level) > COURSE_LEVELS.indexOf(PATH_TOP_LEVEL[language])) throw new AppError('invalid_level', { key: 'invalidLevel', values: { language, level: PATH_TOP_LEVEL[language] } }, 400);
    await enrol(c.var.deps.db, c.var.user.id, { language, level, isChosenByLearner: true });
    return c.json(await getPath(c.var.deps.db, c.var.user.id, language, requestLocale(c)));
  })
  .get('/can-do', async (c) => c.json({ units: await canDoReached(c.var.deps.db, c.var.user.id, requestLocale(c)) }))
  .get('/lessons/:id', async (c) => c.json(await openLesson(c.var.deps.db, c.var.user.id, c.req.param('id'), c.var.deps.languageModel.isOffline, requestLocale(c))))
  .post('/lessons/:id/runs', async (c) => c.json(await startLessonRun(c.var.deps.db, c.var.user.id, c.req.param('id'), c.var.deps.languageModel.isOffline, requestLocale(c)), 201))
  .post('/lessons/:id/turn', async (c) => {
    const body = await readBody(c, lessonTurnRequestSchema);
    return c.json(await takeLessonTurn(c.var.deps, c.var.user.id, c.req.param('id'), { runId: body.run_id, text: body.text, secondsSpoken: body.seconds_spoken }, requestLocale(c)));
  })
  // A phrase said aloud, heard by the same check as Maya's practice (?teacher_slug=&text=&duration_ms=, a WAV body): part of
  // the lesson, so a free account's included lesson is heard within the free allowance after its two messages.
  .post('/lessons/:id/phrases/check', callerIsUser, (c) =>
    answerReading(c, { admit: (text) => requireLessonPhrase(c.var.deps.db, c.var.user.id, c.req.param('id'), text), planOf: planForIncludedWork }),
  )
  .post('/lessons/:id/pronunciation', async (c) => {
    const body = await readBody(c, lessonPronunciationRequestSchema);
    return c.json(await recordPhraseCheck(c.var.deps.db, c.var.user.id, c.req.param('id'), { runId: body.run_id, phrase: body.phrase, score: body.score, secondsSpoken: body.seconds_spoken }, requestLocale(c)));
  })
  .get('/units/:id/check', async (c) => c.json(await getUnitCheck(c.var.deps.db, c.var.user.id, c.req.param('id'), requestLocale(c))))
  .post('/units/:id/check', async (c) => {
    const { answers } = await readBody(c, unitCheckAnswersSchema, 'invalid_answers');
    return c.json(await gradeUnitCheck(c.var.deps.db, c.var.user.id, c.req.param('id'), answers, requestLocale(c)));
  });
