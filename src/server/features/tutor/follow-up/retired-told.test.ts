/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { RETIRED_TOLD } from './retired-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('the learner retired', RETIRED_TOLD, (message, language) => tells(RETIRED_TOLD[language], message));

describe('the learner retired', () => {
  it.each([
    ['sophia', 'I am retired and I have a lot of free time now.', 'en'],
    ['lucia', 'Estoy jubilado y ahora tengo mucho tiempo libre.', 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(RETIRED_TOLD[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
