/** Each teacher's own recommendation of a book, a film, a series, a song or a recipe, and what is left to other answers. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { ASKED_IF_SHE_KNOWS_IT, answerAboutHerRecommendation, RECOMMENDATION_KINDS, recommendationAsked } from './teacher-recommends';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const TEACHERS = ['sophia', 'oliver', 'maya', 'daniel', 'claire', 'ethan', 'lucia'];
const isSpanish = (text: string) => /^¿/.test(text);

describe.each(RECOMMENDATION_KINDS.map((kind) => [kind.kind, kind] as const))('%s', (_kind, kind) => {
  it('has one for every teacher', () => {
    expect(Object.keys(kind.byTeacher).sort()).toEqual([...TEACHERS].sort());
  });

  it.each(kind.examples)('reads %j as asking for one', (question) => {
    expect(recommendationAsked(question)?.kind).toBe(kind.kind);
  });

  it.each(kind.counterExamples.map((text) => [text]))('leaves %j to another answer', (question) => {
    expect(recommendationAsked(question)?.kind).not.toBe(kind.kind);
  });

  it.each(kind.examples)('answers %j in the teacher’s own words', async (question) => {
    for (const slug of isSpanish(question) ? ['lucia'] : TEACHERS.filter((s) => s !== 'lucia')) {
      const reply = await askTutor({ slug, messages: [{ role: 'user', content: question }] });
      expect(reply, slug).toContain(kind.byTeacher[slug]);
      expect(reply, slug).toContain(slug === 'lucia' ? kind.followUpEs : kind.followUp);
    }
  });

  it('has Spanish from Lucía her checker finds nothing in', async () => {
    const spanish = `${kind.byTeacher.lucia} ${kind.followUpEs}`.replace(/\([^)]*\)/g, '').replace(/\s+([,.?])/g, '$1').trim();
    expect(await findCorrections(spanish, { max: 5, language: 'es-ES', families: 'every' }), spanish).toEqual([]);
  });
});

it('is asked of Lucía in English too, and answered in her Spanish', async () => {
  const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'Can you recommend a good book?' }] });
  expect(reply).toContain(RECOMMENDATION_KINDS.find((kind) => kind.kind === 'books')!.byTeacher.lucia);
});

it('recommends another kind asked after one (“And a film?”, “¿Y una película?”)', async () => {
  const films = RECOMMENDATION_KINDS.find((kind) => kind.kind === 'films')!;
  const english = conversationWith('sophia');
  await english('Can you recommend a good book?');
  expect(await english('And a film?')).toContain(films.byTeacher.sophia);
  const spanish = conversationWith('lucia');
  await spanish('¿Puedes recomendarme un libro?');
  expect(await spanish('¿Y una película?')).toContain(films.byTeacher.lucia);
});

describe('asked whether she knows what she recommended', () => {
  it.each(ASKED_IF_SHE_KNOWS_IT.examples)('%j just after her film says she does, and asks it back', async (question) => {
    const slug = /[¿í]/.test(question) ? 'lucia' : 'sophia';
    const say = conversationWith(slug);
    await say(slug === 'lucia' ? '¿Qué película me recomiendas?' : 'Can you recommend a good film?');
    const reply = await say(question);
    expect(reply).toMatch(slug === 'lucia' ? /^¡Sí, varias veces!.*¿Y tú, la has visto\?/ : /^Yes, more than once.*Have you seen it\?$/);
    expect(reply).not.toMatch(/practice tutor/);
  });

  it.each(ASKED_IF_SHE_KNOWS_IT.counterExamples)('%j is left to other answers', (question) => {
    expect(answerAboutHerRecommendation(question, RECOMMENDATION_KINDS.find((k) => k.kind === 'films')!.byTeacher.sophia, { slug: 'sophia' })).toBeNull();
  });

  it('needs her recommendation just before', () => {
    expect(answerAboutHerRecommendation('Have you seen it?', 'What films do you like?', { slug: 'sophia' })).toBeNull();
  });

  it('is said in Spanish her checker finds nothing in', async () => {
    for (const kind of RECOMMENDATION_KINDS) {
      const reply = answerAboutHerRecommendation('¿Te gustó?', kind.byTeacher.lucia, { slug: 'lucia' })!;
      const spanish = reply.replace(/\([^)]*\)/g, ' ').trim();
      expect(await findCorrections(spanish, { max: 5, language: 'es-ES', families: 'every' }), spanish).toEqual([]);
    }
  });
});
