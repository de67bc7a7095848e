/**
 * "Find your level" through its API, keyless: a learner who answers every question right reaches C1 in each
 * skill and starts their path at the course's top (B2 in English, A2 in Spanish); one who answers every question
 * wrong starts at A1. The result is kept, sets the path's level, and the learner may overrule it. A placement
 * whose time ran out is finished with the answers so far. Bad input is a 400 that stores nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLACEMENT_ITEMS_PER_SKILL } from '../../src/shared/api/placement';
import { PLACEMENT_SKILLS } from '../../src/shared/course/placement-item';
import { courseEnrolments, placementResults } from '../../src/server/db/schema';
import { ITEM_BANKS } from '../../src/server/features/placement/item-bank';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const TOTAL = PLACEMENT_SKILLS.length * PLACEMENT_ITEMS_PER_SKILL;
let learners = 0;

type Answer = { id: string; choice: number };
const bankItem = (id: string) => [...ITEM_BANKS.en, ...ITEM_BANKS.es].find((item) => item.id === id)!;

/** A long answer with linking words, few mistakes and less common words: what the judge calls C1. */
const FLUENT_ANSWER = {
  en: 'I live in Lisbon, which is a beautiful city by the river, although the rents have become rather expensive recently. I work as an architect, so I spend most of my days designing sustainable housing that neighbourhoods can genuinely afford. When I am not at the office, I usually explore the countryside because I find walking remarkably refreshing. Recently I enjoyed a fascinating exhibition about contemporary photography, which made me reconsider how images shape our memories. However, what impressed me most was the way the curator arranged the portraits, since each room told a different story while the whole collection remained coherent. If I had more time, I would certainly visit it again before it closes.',
  es: 'Vivo en Sevilla, que es una ciudad preciosa, aunque en verano hace muchísimo calor. Trabajo como profesora de historia en un instituto, porque me encanta explicar a los jóvenes cómo vivían las personas antes. Cuando tengo tiempo libre, paseo por el parque o leo novelas, pero también me gusta cocinar para mis amigos. Hace poco fui a un concierto de flamenco que me gustó muchísimo, además conocí a unos músicos que tocaban en la calle. Si puedo, volveré el mes que viene, pues la entrada no era cara y el ambiente era maravilloso.',
};

async function learner(): Promise<{ client: HttpClient; userId: string }> {
  const client = await signedInClient(server.url, `placement-${++learners}@parley.test`);
  const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
  return { client, userId };
}

/** Asks for each next question and answers it (right or wrong), as the page does, until the questions are done. */
async function answerEveryQuestion(client: HttpClient, language: 'en' | 'es', isRight: boolean, seed = 7): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (;;) {
    const next = await client.request('/api/placement/next', { body: { language, answers, seed } });
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ asked: answers.length, total: TOTAL });
    if (next.body.item === null) return answers;
    const { id, skill, options, audio } = next.body.item;
    expect(JSON.stringify(next.body.item)).not.toContain('"answer"');
    expect(audio !== null).toBe(skill === 'listening');
    const right = bankItem(id).answer;
    answers.push({ id, choice: isRight ? right : (right + 1) % options.length });
  }
}

const placementRows = (userId: string) => server.deps.db.select().from(placementResults).where(eq(placementResults.userId, userId));
const enrolmentRows = (userId: string) => server.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, userId));

describe('a whole placement', () => {
  it('answered right throughout gives C1 in every skill asked, and the English path starts at B2', async () => {
    const { client } = await learner();
    expect((await client.request('/api/placement/result?language=en')).body).toEqual({ result: null });
    const answers = await answerEveryQuestion(client, 'en', true);
    expect(answers).toHaveLength(TOTAL);
    const finished = await client.request('/api/placement/finish', { body: { language: 'en', answers, seed: 7, answer: FLUENT_ANSWER.en, answer_mode: 'written' } });
    expect(finished.status).toBe(201);
    expect(finished.body).toMatchObject({
      language: 'en',
      level: 'C1',
      path_level: 'B2',
      skills: { vocabulary: { level: 'C1' }, grammar: { level: 'C1' }, listening: { level: 'C1' }, speaking: { level: 'C1' } },
    });
    for (const skill of Object.values(finished.body.skills) as Array<{ reason: string }>) expect(skill.reason.length).toBeGreaterThan(10);

    const latest = await client.request('/api/placement/result?language=en');
    expect(latest.body.result).toEqual(finished.body);
    const path = await client.request('/api/course/path?language=en');
    expect(path.body).toMatchObject({ level: 'B2', has_placement: true, is_level_chosen: false });

    // The learner overrules the placement's level from "Your level".
    const chosen = await client.request('/api/course/level', { method: 'PUT', body: { language: 'en', level: 'B1' } });
    expect(chosen.status).toBe(200);
    expect((await client.request('/api/course/path?language=en')).body).toMatchObject({ level: 'B1', is_level_chosen: true });
  });

  it('answered wrong throughout, with a very short answer, gives A1 everywhere and the path starts at A1', async () => {
    const { client } = await learner();
    const answers = await answerEveryQuestion(client, 'en', false);
    const finished = await client.request('/api/placement/finish', { body: { language: 'en', answers, answer: 'I am Ana.', answer_mode: 'spoken' } });
    expect(finished.status).toBe(201);
    expect(finished.body).toMatchObject({
      level: 'A1',
      path_level: 'A1',
      skills: { vocabulary: { level: 'A1' }, grammar: { level: 'A1' }, listening: { level: 'A1' }, speaking: { level: 'A1' } },
    });
    expect((await client.request('/api/course/path?language=en')).body).toMatchObject({ level: 'A1', has_placement: true });
    // The level teachers are told, and the chat's 'Your level?', are the placement's too.
    expect((await client.request('/api/learner-profile')).body).toMatchObject({ level: 'A1' });
  });

  it('leaves a level the learner chose themselves', async () => {
    const { client } = await learner();
    expect((await client.request('/api/learner-profile', { method: 'PUT', body: { level: 'B2' } })).status).toBe(200);
    const answers = await answerEveryQuestion(client, 'en', false);
    expect((await client.request('/api/placement/finish', { body: { language: 'en', answers, answer: 'I am Ana.', answer_mode: 'spoken' } })).status).toBe(201);
    expect((await client.request('/api/learner-profile')).body).toMatchObject({ level: 'B2' });
  });

  it('in Spanish, right throughout, reaches C1 and starts the path at the course top, A2', async () => {
    const { client } = await learner();
    const answers = await answerEveryQuestion(client, 'es', true, 123);
    const finished = await client.request('/api/placement/finish', { body: { language: 'es', answers, seed: 123, answer: FLUENT_ANSWER.es, answer_mode: 'written' } });
    expect(finished.status).toBe(201);
    expect(finished.body).toMatchObject({ language: 'es', path_level: 'A2', skills: { vocabulary: { level: 'C1' }, grammar: { level: 'C1' }, listening: { level: 'C1' } } });
    expect((await client.request('/api/course/path?language=es')).body).toMatchObject({ level: 'A2', has_placement: true });
    expect((await client.request('/api/placement/result?language=en')).body).toEqual({ result: null });
  });

  it('a retake meets other questions (another seed), and the latest result is the one shown', async () => {
    const { client } = await learner();
    const first = await answerEveryQuestion(client, 'en', false, 1);
    const second = await answerEveryQuestion(client, 'en', false, 2);
    expect(second.map((a) => a.id)).not.toEqual(first.map((a) => a.id));
    await client.request('/api/placement/finish', { body: { language: 'en', answers: first, answer: 'Hello.', answer_mode: 'written' } });
    const right = await answerEveryQuestion(client, 'en', true, 3);
    const retaken = await client.request('/api/placement/finish', { body: { language: 'en', answers: right, answer: FLUENT_ANSWER.en, answer_mode: 'written' } });
    expect((await client.request('/api/placement/result?language=en')).body.result).toEqual(retaken.body);
  });

  it('when the time ran out, finishes with the answers so far; a skill never asked starts at A1', async () => {
    const { client } = await learner();
    const all = await answerEveryQuestion(client, 'en', true);
    const sofar = all.slice(0, PLACEMENT_ITEMS_PER_SKILL + 1);
    const finished = await client.request('/api/placement/finish', { body: { language: 'en', answers: sofar, answer: FLUENT_ANSWER.en, answer_mode: 'written', is_time_up: true } });
    expect(finished.status).toBe(201);
    expect(finished.body.skills.vocabulary.level).toBe('C1');
    expect(finished.body.skills.listening).toEqual({ level: 'A1', reason: 'The time ran out before these questions, so we start at A1.' });
  });
});

describe('the reasons in the interface language', () => {
  it('are said in the language of the request, then and when the result is read again, the same in English as before', async () => {
    const { client, userId } = await learner();
    const all = await answerEveryQuestion(client, 'en', true);
    const sofar = all.slice(0, PLACEMENT_ITEMS_PER_SKILL + 1);
    const body = { language: 'en', answers: sofar, answer: 'I am Ana and I live in Lisbon because I like it.', answer_mode: 'written', is_time_up: true };
    const finished = await client.request('/api/placement/finish', { body, headers: { 'Accept-Language': 'es' } });
    expect(finished.status).toBe(201);
    expect(finished.body.skills.vocabulary).toEqual({ level: 'C1', reason: 'Acertaste incluso las preguntas de C1.' });
    expect(finished.body.skills.listening).toEqual({ level: 'A1', reason: 'Se acabó el tiempo antes de estas preguntas, así que empezamos en A1.' });
    expect(finished.body.skills.speaking.reason).toBe('Usaste 12 palabras, 1 conector y 0 errores que encontró nuestro corrector: un buen comienzo en A1.');

    const english = (await client.request('/api/placement/result?language=en')).body.result;
    expect(english.skills.vocabulary).toEqual({ level: 'C1', reason: 'You answered even the C1 questions right.' });
    expect(english.skills.listening.reason).toBe('The time ran out before these questions, so we start at A1.');
    expect(english.skills.speaking.reason).toBe('You used 12 words with 1 linking word and 0 mistakes our checker found: a good start at A1.');
    // Kept in English beside the message it was said from.
    const [row] = await placementRows(userId);
    expect((row!.skills as Record<string, { reason: string }>).vocabulary!.reason).toBe('You answered even the C1 questions right.');

    const arabic = (await client.request('/api/placement/result?language=en', { headers: { 'Accept-Language': 'ar' } })).body.result;
    expect(arabic.skills.vocabulary).toEqual({ level: 'C1', reason: 'أجبت إجابة صحيحة حتى عن أسئلة المستوى C1.' });
    expect({ ...arabic, skills: undefined }).toEqual({ ...english, skills: undefined });
  });
});

describe('bad input', () => {
  it('is a 400 that stores nothing and leaves the path alone', async () => {
    const { client, userId } = await learner();
    const answers = await answerEveryQuestion(client, 'en', true);
    const finish = (body: Record<string, unknown>) => client.request('/api/placement/finish', { body: { language: 'en', answers, answer: FLUENT_ANSWER.en, answer_mode: 'written', ...body } });
    const refusals: Array<[string, Promise<{ status: number; body: any }>, string | undefined]> = [
      ['an unknown question', finish({ answers: [...answers.slice(1), { id: 'en-grammar-b1-99', choice: 0 }] }), 'unknown_question'],
      ['a question of the other language', finish({ answers: [...answers.slice(1), { id: ITEM_BANKS.es[0]!.id, choice: 0 }] }), 'unknown_question'],
      ['a repeated question', finish({ answers: [...answers.slice(0, -1), answers[0]!] }), 'repeated_question'],
      ['too many answers', finish({ answers: [...answers, { id: ITEM_BANKS.en.find((item) => !answers.some((a) => a.id === item.id))!.id, choice: 0 }] }), undefined],
      ['too many answers for one skill', finish({ answers: [...answers.slice(0, -1), { id: ITEM_BANKS.en.find((item) => item.skill === 'vocabulary' && !answers.some((a) => a.id === item.id))!.id, choice: 0 }] }), 'too_many_answers'],
      ['a choice that is not an option', finish({ answers: [...answers.slice(0, -1), { id: answers.at(-1)!.id, choice: 4 }] }), undefined],
      ['an unfinished placement', finish({ answers: answers.slice(0, -1) }), 'placement_unfinished'],
      ['a missing answer', finish({ answer: '   ' }), 'answer_required'],
      ['no answer at all', client.request('/api/placement/finish', { body: { language: 'en', answers, answer_mode: 'written' } }), undefined],
      ['an answer mode that is neither', finish({ answer_mode: 'sung' }), undefined],
      ['a language the course does not have', finish({ language: 'fr' }), undefined],
      ['a field the placement does not read', finish({ level: 'C1' }), undefined],
    ];
    for (const [what, request, code] of refusals) {
      const response = await request;
      expect(response.status, what).toBe(400);
      if (code) expect(response.body.code, what).toBe(code);
      expect(typeof response.body.error, what).toBe('string');
    }
    const next = (body: Record<string, unknown>) => client.request('/api/placement/next', { body: { language: 'en', answers: [], seed: 1, ...body } });
    expect((await next({ answers: [{ id: 'en-grammar-b1-99', choice: 0 }] })).status).toBe(400);
    expect((await next({ answers: [answers[0], answers[0]] })).status).toBe(400);
    expect((await next({ answers: Array.from({ length: TOTAL + 1 }, (_, i) => answers[i % TOTAL]) })).status).toBe(400);
    expect((await next({ seed: -1 })).status).toBe(400);
    expect((await client.request('/api/placement/result?language=fr')).status).toBe(400);

    expect(await placementRows(userId)).toEqual([]);
    expect(await enrolmentRows(userId)).toEqual([]);
    expect((await client.request('/api/placement/result?language=en')).body).toEqual({ result: null });
  });

  it('needs a signed-in learner', async () => {
    const anonymous = createHttpClient(server.url);
    expect((await anonymous.request('/api/placement/next', { body: { language: 'en', answers: [] } })).status).toBe(401);
    expect((await anonymous.request('/api/placement/result?language=en')).status).toBe(401);
  });
});
