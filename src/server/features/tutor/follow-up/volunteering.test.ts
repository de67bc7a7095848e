/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { VOLUNTEERING } from './volunteering';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("volunteering told", VOLUNTEERING, (message, language) => tells(VOLUNTEERING[language], message));

describe("volunteering told", () => {
  it.each([
    ['sophia', "I volunteer at an animal shelter on Saturdays.", 'en'],
    ['lucia', "Hago voluntariado en un comedor social.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = VOLUNTEERING[language].questions.map((question) => question.replace('{thing}', 'car'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
