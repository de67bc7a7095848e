/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WANTS_TO_IMPROVE } from './wants-to-improve';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a wish to improve with the language judged weak', WANTS_TO_IMPROVE, (message, language) => tells(WANTS_TO_IMPROVE[language], message));

describe('a wish to improve with the language judged weak', () => {
  it.each([
    ['sophia', 'My english is not good but I want improve it.', 'en'],
    ['lucia', 'Mi español no es muy bueno pero quiero mejorar.', 'es'],
  ] as const)('%s: %j is asked what they want to do with the language', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(WANTS_TO_IMPROVE[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
