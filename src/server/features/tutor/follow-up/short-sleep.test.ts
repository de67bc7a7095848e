/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SHORT_SLEEP } from './short-sleep';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("too little sleep", SHORT_SLEEP, (message, language) => tells(SHORT_SLEEP[language], message));

describe("too little sleep", () => {
  it.each([
    ['sophia', "I sleep only five hours per night because of my work.", 'en'],
    ['lucia', "Solo duermo cinco horas por culpa del trabajo.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = SHORT_SLEEP[language].questions.map((question) => question.replace('{thing}', 'car'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
