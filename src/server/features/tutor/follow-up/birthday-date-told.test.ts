/** When the learner's birthday is, told, is asked about as their birthday. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { BIRTHDAY_DATE_TOLD } from './birthday-date-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("when the learner's birthday is", BIRTHDAY_DATE_TOLD, (message, language) => tells(BIRTHDAY_DATE_TOLD[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'My birthday is in October.', /(?:How do you usually celebrate your birthday|What would your perfect birthday be like)\?$/],
    ['lucia', 'Mi cumpleaños es en noviembre.', /(?:¿Cómo sueles celebrar tu cumpleaños\? \(How do you usually celebrate your birthday\?\)|¿Cómo sería tu cumpleaños perfecto\? \(What would your perfect birthday be like\?\))$/],
    // Today's birthday is news, met with good wishes.
    ['lucia', 'Hoy es mi cumpleaños.', /Feliz cumpleaños|Muchas felicidades/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
