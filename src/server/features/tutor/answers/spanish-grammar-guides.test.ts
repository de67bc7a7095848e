/** Lucía explains Spanish structures asked about in Spanish or English, and her examples are Spanish with nothing to correct. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findSpanishGrammarGuide, SPANISH_GRAMMAR_GUIDES, spanishGrammarAsked } from './spanish-grammar-guides';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a Spanish structure asked about', () => {
  it.each([
    ['No entiendo el subjuntivo.', 'subjuntivo'],
    ['Yo no entiendo bien el subjuntivo. ¿Puedes explicar?', 'subjuntivo'],
    ['No entiendo muy bien el pretérito, ¿me lo explicas?', 'pretérito'],
    ['¿Cuándo se usa el imperfecto?', 'imperfecto'],
    ['¿Cómo se usa el verbo gustar?', 'verbo gustar'],
    ['How do I use gustar?', 'gustar'],
    ['Can you explain the present perfect?', 'present perfect'],
    ['Explícame los verbos reflexivos, por favor.', 'verbos reflexivos'],
    ['Tengo dudas con el pretérito indefinido.', 'pretérito indefinido'],
    // Told as hard: explained all the same.
    ['Es muy difícil el subjuntivo para mí.', 'subjuntivo'],
    ['El subjuntivo es muy difícil.', 'subjuntivo'],
    ['Me cuesta mucho el pretérito.', 'pretérito'],
    ['I find the subjunctive really hard.', 'subjunctive'],
  ])('reads %j as about %s', (message, name) => {
    expect(spanishGrammarAsked(message)).toBe(name);
    expect(findSpanishGrammarGuide(name)).not.toBeNull();
    expect(detectQuestion(message, teacherFor('lucia'))).toEqual({ kind: 'grammar-use', subject: name });
  });

  it.each(['¿Qué es el futuro de tu país?', 'Me gusta el imperfecto de mi libro.', 'No entiendo a mi jefe.', 'Ayer fui al cine.', 'El trabajo es muy difícil.', 'Es difícil hablar con mi jefe.', 'El futuro es difícil de imaginar.'])('leaves %j to her other answers', (message) => {
    expect(spanishGrammarAsked(message)).toBeNull();
  });

  it('is Lucía’s: another teacher is not sent to her guides', () => {
    expect(detectQuestion('How do I use gustar?', teacherFor('sophia'))?.kind).not.toBe('grammar-use');
  });

  it('is answered with the use and form in English, examples in Spanish, and a question to try it', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'No entiendo el subjuntivo.' }] });
    expect(reply).toMatch(/\(The subjunctive is for what is wished/);
    expect(reply).toMatch(/Por ejemplo: Quiero que vengas a mi fiesta\./);
    expect(reply).toMatch(/¿Qué esperas que pase este año\?/);
  });

  it('gives the commonest irregular verbs when asked for a list, in Spanish and in English', async () => {
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'Can you give me a list of irregular verbs?' }] })).toMatch(/Learn the big six first: ser \(soy, eres, es\)/);
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Me das una lista de los verbos irregulares?' }] })).toMatch(/big six/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Can you give me a list of irregular verbs?' }] })).toMatch(/go, went, gone; get, got, got/);
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What are the most common irregular verbs?' }] })).toMatch(/go, went, gone/);
  });

  it('reassures a learner who says it is hard, then explains', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'Es muy difícil el subjuntivo para mí.' }] });
    expect(reply).toMatch(/^¡Es normal, al principio cuesta a todo el mundo! Vamos a verlo paso a paso\. \(It is normal.*\) \(The subjunctive is for what is wished/);
  });
});

describe('her examples and questions', () => {
  const spanish = [...SPANISH_GRAMMAR_GUIDES.flatMap((guide) => [...guide.examples, guide.practice.replace(/\s*\([^)]*\)\s*$/, '')]), '¡Es normal, al principio cuesta a todo el mundo!', 'Vamos a verlo paso a paso.'];
  it.each(spanish)('%j has nothing the Spanish checker would correct', async (sentence) => {
    expect(await findCorrections(sentence, { max: 5, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
