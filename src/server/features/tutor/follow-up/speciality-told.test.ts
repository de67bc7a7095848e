/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SPECIALITY_TOLD } from './speciality-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a dish the learner is known for', SPECIALITY_TOLD, (message, language) => tells(SPECIALITY_TOLD[language], message));

describe('a dish the learner is known for', () => {
  it.each([
    ['sophia', 'I usually cook dinner for my family, my speciality is lasagna.', /(?:What is the secret of your lasagna|Who taught you to make lasagna)\?$/],
    ['lucia', 'Mi especialidad es la tortilla de patatas.', /(?:¿Cuál es el secreto de tu tortilla de patatas\?|¿Quién te enseñó a hacer tu tortilla de patatas\?) \([^)]*\)$/],
  ] as const)('%s: %j is asked about the dish by name', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
