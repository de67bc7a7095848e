/**
 * The course in the learner's interface language (ADR 034): the path, a lesson and its runs, Today's next step
 * and the can-do statements reached answer their titles, can-do statements, grammar, scenes, goals and what
 * each phrase is for in the language of
 * Accept-Language, from the translations beside the units; examples, dialogues and phrases stay in the
 * language taught, and English is answered exactly as written.
 */
import { describe, expect, it } from 'vitest';
import { unitChecks } from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;
const [unit] = UNITS_BY_LANGUAGE.en;
const lesson = unit!.lessons[0]!;

async function learner() {
  const client = await signedInClient(server.url, `course-language-${++learners}@parley.test`);
  const userId = (await client.request('/api/me/profile')).body.profile.user_id as string;
  return { client, userId };
}

describe('the English course in the interface language', () => {
  it('answers the path in English as written, and in Spanish and Japanese when asked', async () => {
    const { client } = await learner();
    const english = (await client.request('/api/course/path?language=en')).body.units[0];
    expect(english).toMatchObject({ title: unit!.title, can_do: unit!.canDo, grammar_point: unit!.grammar.point });
    expect(english.lessons[0].title).toBe(lesson.title);

    const spanish = await client.request('/api/course/path?language=en', { headers: { 'Accept-Language': 'es' } });
    expect(spanish.status).toBe(200);
    expect(spanish.body.units[0]).toMatchObject({ id: unit!.id, title: '¡Hola! Decir quién eres y de dónde eres', grammar_point: 'El verbo be en presente: I am, you are, he is, she is' });
    expect(spanish.body.units[0].can_do[0]).toBe('Puedes saludar, despedirte y preguntar a alguien cómo está, con palabras sencillas del día a día.');
    expect(spanish.body.units[0].lessons.map((l: any) => l.title)).toEqual(['¡Hola! ¿Cómo te llamas?', '¿De dónde eres?', '¿Qué tal? ¡Adiós!']);

    const japanese = (await client.request('/api/course/path?language=en', { headers: { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' } })).body;
    expect(japanese.units[0].title).toBe('こんにちは！自分のことと出身を言う');
    expect(japanese.units[0].lessons[1].title).toBe('出身はどこですか？');
    // Every unit of the path, not only the first, is in the language.
    for (const [i, shown] of japanese.units.entries()) expect(shown.title, shown.id).not.toBe(UNITS_BY_LANGUAGE.en[i]!.title);
  });

  it('answers a lesson with its titles and grammar explained in the language, its examples and dialogue in English', async () => {
    const { client } = await learner();
    const english = (await client.request(`/api/course/lessons/${lesson.id}`)).body;
    expect(english).toMatchObject({ title: lesson.title, unit_title: unit!.title, grammar: unit!.grammar });

    const spanish = await client.request(`/api/course/lessons/${lesson.id}`, { headers: { 'Accept-Language': 'es-MX' } });
    expect(spanish.status).toBe(200);
    expect(spanish.body).toMatchObject({ title: '¡Hola! ¿Cómo te llamas?', unit_title: '¡Hola! Decir quién eres y de dónde eres' });
    expect(spanish.body.grammar.explanation).toMatch(/^Usa el verbo be para decir tu nombre, tu país y cómo estás\./);
    expect(spanish.body.grammar.examples).toEqual(unit!.grammar.examples);
    expect(spanish.body.dialogue).toEqual(lesson.dialogue);
    expect(spanish.body.target_phrases[0]).toEqual({ text: lesson.targetPhrases[0]!.text, use: 'Saludar por la mañana' });
    expect(spanish.body.scenario).toEqual({
      setting: 'Es tu primer día en una clase de inglés. Una estudiante nueva se sienta a tu lado. Salúdala, dile tu nombre y pregúntale el suyo.',
      teacher_role: 'Sophia, una compañera simpática de tu clase de inglés',
      opening: lesson.scenario.opening,
    });

    const arabic = (await client.request(`/api/course/lessons/${lesson.id}/runs`, { method: 'POST', body: {}, headers: { 'Accept-Language': 'ar' } })).body;
    expect(arabic.title).toBe('مرحبًا! ما اسمك؟');
    expect(arabic.grammar.point).toBe('الفعل be في المضارع: I am, you are, he is, she is');
    expect(arabic.run.goals.map((goal: any) => goal.label)).toEqual(['ألقِ التحية', 'قل اسمك', 'اسألها عن اسمها']);

    // A turn is matched against the lesson as written, and answers its goals in the language of the request.
    const turn = await client.request(`/api/course/lessons/${lesson.id}/turn`, { body: { run_id: arabic.run.id, text: lesson.scenario.goals[0]!.examples[0] }, headers: { 'Accept-Language': 'ja' } });
    expect(turn.status).toBe(200);
    expect(turn.body.run.goals[0]).toEqual({ id: lesson.scenario.goals[0]!.id, label: 'あいさつする', is_met: true });
    expect(turn.body.run.phrases[1].use).toBe('名前を言う');
  });

  it("answers Today's next lesson and the can-do statements reached in the language", async () => {
    const { client, userId } = await learner();
    const today = (await client.request('/api/today?language=en', { headers: { 'Accept-Language': 'fr' } })).body;
    expect(today.next_lesson).toMatchObject({ id: lesson.id, title: 'Bonjour ! Comment tu t’appelles ?', unit_title: 'Bonjour ! Dire qui vous êtes et d’où vous venez' });

    await server.deps.db.insert(unitChecks).values({ userId, unitId: unit!.id, score: 8, total: 8, isPassed: true });
    expect((await client.request('/api/course/can-do')).body.units[0]).toMatchObject({ unit_title: unit!.title, statements: unit!.canDo });
    const chinese = (await client.request('/api/course/can-do', { headers: { 'Accept-Language': 'zh-CN' } })).body.units[0];
    expect(chinese).toMatchObject({ unit_id: unit!.id, unit_title: '你好！介绍自己，说说你从哪里来' });
    expect(chinese.statements[0]).toBe('能用简单的日常用语打招呼、道别，并问候别人近况。');
  });
});

describe('the Spanish course in the interface language', () => {
  const [spanishUnit] = UNITS_BY_LANGUAGE.es;

  it('explains the Spanish course in the learner’s language, its Spanish kept', async () => {
    const { client } = await learner();
    const japanese = (await client.request('/api/course/path?language=es', { headers: { 'Accept-Language': 'ja' } })).body.units[0];
    expect(japanese).toMatchObject({ id: spanishUnit!.id, title: 'Saludos y presentaciones：こんにちは、私は……' });
    expect(japanese.lessons[0].title).toBe('¡Hola! あいさつして名前を言う');
    const lessonView = (await client.request(`/api/course/lessons/${spanishUnit!.lessons[0]!.id}`, { headers: { 'Accept-Language': 'pt-BR' } })).body;
    expect(lessonView.grammar.point).toBe('Ser e llamarse no presente: soy, eres, es; me llamo, te llamas, se llama');
    expect(lessonView.grammar.examples).toEqual(spanishUnit!.grammar.examples);
  });

  it('answers a Spanish interface in English, the language the Spanish course is written for beginners in', async () => {
    const { client } = await learner();
    const spanish = (await client.request('/api/course/path?language=es', { headers: { 'Accept-Language': 'es' } })).body.units[0];
    expect(spanish).toMatchObject({ title: spanishUnit!.title, can_do: spanishUnit!.canDo, grammar_point: spanishUnit!.grammar.point });
  });
});
