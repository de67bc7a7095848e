/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { STAYED_IN } from './stayed-in';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a day at home', STAYED_IN, (message, language) => tells(STAYED_IN[language], message));

describe('a day at home', () => {
  it.each([
    ['sophia', "I stayed home all weekend.", 'en'],
    ['lucia', 'Ayer me quedé en casa todo el día.', 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(STAYED_IN[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
