/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { STUDIED_ABROAD } from './studied-abroad';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a time of study abroad', STUDIED_ABROAD, (message, language) => tells(STUDIED_ABROAD[language], message));

describe('a time of study abroad', () => {
  it.each([
    ['sophia', "Last year I studied abroad, in Salamanca.", 'en'],
    ['lucia', "El año pasado estudié en el extranjero, en Salamanca.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(STUDIED_ABROAD[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
