/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HEALTH_GOAL } from './health-goal';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("a goal for the learner's health", HEALTH_GOAL, (message, language) => tells(HEALTH_GOAL[language], message));

describe("a goal for the learner's health", () => {
  it.each([
    ['sophia', "I want to lose weight before summer.", 'en'],
    ['lucia', "Quiero adelgazar antes del verano.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = HEALTH_GOAL[language].questions.map((question) => question.replace('{thing}', 'car'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
