/** A home the learner is looking for is asked about as a search. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HOME_SEARCH } from './home-search';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a home the learner is looking for', HOME_SEARCH, (message, language) => tells(HOME_SEARCH[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', "I'm looking for a new flat with a garden.", /(?:Which area are you looking in|What matters most to you in a new home)\?$/],
    ['lucia', 'Busco un apartamento con terraza.', /(?:¿En qué zona buscas\? \(Which area are you looking in\?\)|¿Qué es lo más importante para ti en una casa nueva\? \(What matters most to you in a new home\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/piensas|think about/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
