/** A shopping trip told is asked about as one: what was bought, or where, not as a hobby. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SHOPPING_TOLD, shoppingQuestions } from './shopping-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a shopping trip told', SHOPPING_TOLD, (message, language) => shoppingQuestions(message, language) !== null);

describe('the questions', () => {
  it('ask vosotros of a trip with others, and not what was bought once it was told', () => {
    expect(shoppingQuestions('Fuimos de compras al centro.', 'es')).toEqual(['¿Qué comprasteis? (What did you buy?)', '¿Adónde fuisteis de compras? (Where did you go shopping?)']);
    expect(shoppingQuestions('I went shopping and bought a new coat.', 'en')).toEqual(['Where did you go shopping?']);
  });

  it.each([
    ['sophia', 'I went shopping yesterday.', /^(?:Oh, nice!|A shopping trip, lovely\.) (?:What did you buy|Where did you go shopping)\?$/],
    ['lucia', 'Ayer fui de compras.', /^(?:¡Qué bien!|¡Me encanta ir de compras!) (?:¿Qué compraste\? \(What did you buy\?\)|¿Adónde fuiste de compras\? \(Where did you go shopping\?\))$/],
  ])('%s meets %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
