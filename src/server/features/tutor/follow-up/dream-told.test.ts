/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { DREAM_TOLD, respondToDream } from './dream-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish: boolean) => respondToDream({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

eachLanguageReadsItsExamples('a dream told', DREAM_TOLD, (message, language) => respond(message, language === 'es') !== null);

describe('the dream', () => {
  it.each([
    ['sophia', 'My dream is to work in New York.', /^(?:What a lovely dream!|I love that dream\.) What draws you to New York\?$/],
    ['sophia', 'My big dream is to open a small café.', /^(?:What a lovely dream!|I love that dream\.) (?:What is the first step towards it|How long have you had that dream)\?$/],
    ['lucia', 'Mi sueño es abrir un restaurante en Perú.', /¿Qué te atrae de Perú\? \(What draws you to Peru\?\)$/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
