/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { EATS_NO_MEAT } from './eats-no-meat';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('the learner who eats no meat', EATS_NO_MEAT, (message, language) => tells(EATS_NO_MEAT[language], message));

describe('the learner who eats no meat', () => {
  it.each([
    ['sophia', "I don't eat meat.", 'en'],
    ['lucia', 'Soy vegetariana desde hace tres años.', 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(EATS_NO_MEAT[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
