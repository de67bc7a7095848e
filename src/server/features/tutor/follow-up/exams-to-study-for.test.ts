/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { EXAMS_TO_STUDY_FOR } from './exams-to-study-for';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('exams to study for', EXAMS_TO_STUDY_FOR, (message, language) => tells(EXAMS_TO_STUDY_FOR[language], message));

describe('exams to study for', () => {
  it.each([
    ['sophia', "I have to study a lot for my final exams.", 'en'],
    ['lucia', "Tengo que estudiar mucho para mis exámenes finales.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(EXAMS_TO_STUDY_FOR[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
