/** A long time lived in a place is asked about as a home known well. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LIVED_LONG, livedLong } from './lived-long';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a long time lived in a place', LIVED_LONG, (message, language) => livedLong(message, language) !== null);

describe('the teacher asks about living there', () => {
  it('names the place told, and says there for here', () => {
    expect(livedLong('I live in Leeds for five years.', 'en')).toEqual({ place: 'Leeds' });
    expect(livedLong('I have lived here since 2010.', 'en')).toEqual({});
  });

  it.each([
    ['sophia', 'I have lived here since 2010.', /^(?:That's a long time!|So you must know it really well\.) (?:What do you like most about living there|What would you show a visitor there)\?$/],
    ['sophia', 'I live in Leeds for five years.', /(?:What do you like most about living in Leeds|What would you show a visitor in Leeds)\?$/],
    ['lucia', 'Vivo aquí desde hace diez años.', /^(?:¡Cuánto tiempo!|¡Entonces lo conoces muy bien!) ¿Qué (?:es lo que más te gusta de vivir allí|le enseñarías allí a alguien de visita)\?/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
