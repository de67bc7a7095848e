/** A fear told is asked about as a fear, not as a liking. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FEAR_TOLD } from './fear-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a fear told', FEAR_TOLD, (message, language) => tells(FEAR_TOLD[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', "I'm afraid of spiders.", /(?:Has it always been that way|What do you do when it happens)\?$/],
    ['lucia', 'Tengo miedo de las tormentas.', /(?:¿Siempre has tenido ese miedo\? \(Have you always had that fear\?\)|¿Qué haces cuando te pasa\? \(What do you do when it happens\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/like most|gusta más/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
