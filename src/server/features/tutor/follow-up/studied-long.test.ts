/** How long the learner has studied the language is met with what they find hardest or what has helped. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { STUDIED_LONG } from './studied-long';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('how long the learner has studied the language', STUDIED_LONG, (message, language) => tells(STUDIED_LONG[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'I have been learning English for three years.', /(?:What do you find hardest about English|What has helped you most so far)\?$/],
    ['lucia', 'Hace un año que estudio español.', /(?:¿Qué es lo más difícil del español para ti\? \(What do you find hardest about Spanish\?\)|¿Qué te ha ayudado más hasta ahora\? \(What has helped you most so far\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/What do you think about English|Qué piensas/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
