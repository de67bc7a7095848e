/** A present the learner means to buy is asked about as a present, not as the person it is for. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { GIFT_PLANNED } from './gift-planned';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a present the learner means to buy', GIFT_PLANNED, (message, language) => tells(GIFT_PLANNED[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'I have to buy a gift for my grandmother.', /(?:What is the occasion|Do you have any ideas yet)\?$/],
    ['lucia', 'Tengo que comprar un regalo para mi abuela.', /(?:¿Es para alguna ocasión especial\? \(Is it for a special occasion\?\)|¿Ya tienes alguna idea\? \(Do you have any ideas yet\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/live|vive/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
