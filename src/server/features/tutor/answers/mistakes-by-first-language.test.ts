/** The slips speakers of a first language make in English: asked of a teacher, told; the sounds are Maya's and the sounds table's. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findFirstLanguageMistakes, MISTAKES_BY_FIRST_LANGUAGE } from './mistakes-by-first-language';
import { FIRST_LANGUAGES } from './sounds-by-first-language';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('mistakes by first language', () => {
  it.each([
    ["What's the most common mistake Spanish speakers make in English?", 'Spanish', /'I have 25 years' for I am 25/],
    ['What mistakes do Chinese learners make?', 'Chinese', /leaving out the past ending/],
    ['What are the typical errors of Japanese speakers?', 'Japanese', /leaving out a and the/],
  ])('%j tells the slips of %s speakers', async (question, language, slips) => {
    expect(findFirstLanguageMistakes(question)?.language).toBe(language);
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).toBe('first-language-mistakes');
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(new RegExp(`Speakers of ${language} often make these slips in English: `));
    expect(reply).toMatch(slips);
    expect(reply).toMatch(/Write me two sentences about your last weekend, and I'll look for them\.$/);
  });

  it.each(['What are common pronunciation mistakes for Spanish speakers?', 'I made a mistake with Spanish people yesterday.', 'Spanish speakers make many mistakes.'])('leaves %j to other answers', (message) => {
    expect(findFirstLanguageMistakes(message)).toBeUndefined();
  });

  it('leaves the pronunciation coach her sounds', () => {
    expect(detectQuestion('What are the typical errors of Japanese speakers?', teacherFor('maya'))?.kind).toBe('first-language-sounds');
  });

  it('has slips for every first language the sounds table knows', () => {
    for (const language of FIRST_LANGUAGES) expect(MISTAKES_BY_FIRST_LANGUAGE[language.language], language.language).toBeTruthy();
  });
});
