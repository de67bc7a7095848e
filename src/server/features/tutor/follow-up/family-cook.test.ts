/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FAMILY_COOK } from './family-cook';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone in the family who cooks well', FAMILY_COOK, (message, language) => tells(FAMILY_COOK[language], message));

describe('someone in the family who cooks well', () => {
  it.each([
    ['sophia', "My mother is a very good cook, she makes the best pasta.", 'en'],
    ['lucia', "Mi abuela cocina muy bien.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = FAMILY_COOK[language].questions.map((q) => q.replace('{who}', 'your mother').replace('{season}', 'autumn'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
