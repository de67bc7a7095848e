/** Meals shared as a habit are asked about as meals together. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MEALS_TOGETHER } from './meals-together';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('meals the learner shares', MEALS_TOGETHER, (message, language) => tells(MEALS_TOGETHER[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'I usually have dinner with my grandparents on Fridays.', /(?:What do you usually eat together|Who usually does the cooking)\?$/],
    ['lucia', 'Los sábados ceno con mis amigos.', /(?:¿Qué soléis comer\? \(What do you usually eat\?\)|¿Quién cocina normalmente\? \(Who usually does the cooking\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
