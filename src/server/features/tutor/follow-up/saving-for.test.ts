/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SAVING_FOR } from './saving-for';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("money saved for something", SAVING_FOR, (message, language) => tells(SAVING_FOR[language], message));

describe("money saved for something", () => {
  it.each([
    ['sophia', "I'm saving up to buy a car.", 'en'],
    ['lucia', "Estoy ahorrando para comprar un coche.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = SAVING_FOR[language].questions.map((question) => question.replace('{thing}', 'car'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
