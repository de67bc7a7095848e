/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { GROWS_FOOD } from './grows-food';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('food grown at home', GROWS_FOOD, (message, language) => tells(GROWS_FOOD[language], message));

describe('food grown at home', () => {
  it.each([
    ['sophia', 'We have a garden and we grow tomatoes and potatoes.', 'en'],
    ['lucia', 'Tenemos un jardín y plantamos tomates y patatas.', 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(GROWS_FOOD[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
