/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { JOB_CHANGE_WEIGHED } from './job-change-weighed';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a change of job weighed', JOB_CHANGE_WEIGHED, (message, language) => tells(JOB_CHANGE_WEIGHED[language], message));

describe('a change of job weighed', () => {
  it.each([
    ['sophia', "I'm thinking about changing my job because my salary is too low.", 'en'],
    ['lucia', 'Estoy pensando en cambiar de trabajo porque gano muy poco.', 'es'],
  ] as const)('%s: %j is asked about with its own questions, not why', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(JOB_CHANGE_WEIGHED[language].questions.slice(0, 2).some((question) => text.endsWith(question)), text).toBe(true);
  });
});
