/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { TERM_OF_CLASSES } from './term-of-classes';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a term of classes counted', TERM_OF_CLASSES, (message, language) => tells(TERM_OF_CLASSES[language], message));

describe('a term of classes counted', () => {
  it.each([
    ['sophia', 'This semester I have five classes, it is a lot of work.', 'en'],
    ['lucia', 'Este semestre tengo cinco clases y es muy difícil.', 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(TERM_OF_CLASSES[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
