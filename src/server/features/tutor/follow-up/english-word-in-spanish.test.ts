import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { englishWordsIn, spanishForEnglishIn, spanishWordGiven } from './english-word-in-spanish';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('an English word in the learner’s Spanish', () => {
  it.each([
    ['mi hermano es muy funny', 'funny', 'gracioso'],
    ['estoy muy excited para ver el Museo del Prado', 'excited', 'emocionado'],
    ['quiero pagar con tarjeta de credit', 'credit', 'crédito'],
    ['hoy es mi cumpleaños y tengo una party', 'party', 'fiesta'],
    ['mi casa tiene un garden pequeño', 'garden', 'jardín'],
  ])('%j: %j is given in Spanish', (message, english, spanish) => {
    expect(spanishForEnglishIn(message)).toEqual({ english, spanish });
  });

  it.each([
    ['Quiero agua, please.', '«please» en español es «por favor».'],
    ['Mi novia es muy beautiful', '«beautiful» en español es «bonito» o «bonita».'],
    ['quiero pagar con credit card', '«credit card» en español es «tarjeta de crédito».'],
  ])('%j: given as a word, in both genders where it has two', (message, given) => {
    expect(spanishWordGiven(spanishForEnglishIn(message)!)).toMatch(new RegExp(`^${given.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it.each(['trabajo en un call center', 'me gusta el fast food', 'Mi hermana se llama summer'])('gives no half of two English words, nor a name: %j', (message) => {
    expect(spanishForEnglishIn(message)).toBeNull();
  });

  it.each(['vivo en un hotel cerca de la estación', 'me gusta el chocolate y el fútbol', 'trabajo en una oficina con mi jefe', 'tengo un perro que se llama Max', 'yo soy de Texas', 'el sofá es muy grande'])(
    'finds none in %j: words both languages spell alike, and names',
    (message) => {
      expect(englishWordsIn(message)).toEqual([]);
    },
  );

  it('Lucía gives the word, and never says the English back inside her Spanish', async () => {
    const say = conversationWith('lucia', 'Shopping');
    const reply = await say('quiero pagar con tarjeta de credit');
    expect(reply).toMatch(/^«credit» en español es «crédito»\./);
    expect(reply.replace(/«credit»|'credit'/g, '')).not.toMatch(/\bcredit\b/);
  });

  it('leaves an English message to her, and a correction comes before the word', async () => {
    expect(await conversationWith('lucia', 'Family and Friends')('my brother is very funny')).not.toMatch(/en español es «gracioso»\. \(In Spanish/);
  });
});
