/** Each teacher's own recommendation of a book, a film, a series, a song or a recipe, and what is left to other answers. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { RECOMMENDATION_KINDS, recommendationAsked } from './teacher-recommends';

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
