/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { GREEN_HABITS } from './green-habits';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("habits for the planet", GREEN_HABITS, (message, language) => tells(GREEN_HABITS[language], message));

describe("habits for the planet", () => {
  it.each([
    ['sophia', "I try to recycle everything at home.", 'en'],
    ['lucia', "Intento reciclar todo en casa.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = GREEN_HABITS[language].questions.map((question) => question.replace('{thing}', 'car'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
