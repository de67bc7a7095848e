/** How the learner gets to work or class is asked about as their journey. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { COMMUTE_TOLD } from './commute-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('how the learner gets around', COMMUTE_TOLD, (message, language) => tells(COMMUTE_TOLD[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'I go to school by tram.', /(?:How long does it take you|Do you like travelling that way)\?$/],
    ['lucia', 'Voy a clase en metro.', /(?:¿Cuánto tiempo tardas\? \(How long does it take you\?\)|¿Te gusta ir así\? \(Do you like travelling that way\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/piensas|think about/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
