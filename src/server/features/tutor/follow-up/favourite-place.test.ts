/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FAVOURITE_PLACE } from './favourite-place';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a favourite place', FAVOURITE_PLACE, (message, language) => tells(FAVOURITE_PLACE[language], message));

describe('a favourite place', () => {
  it.each([
    ['sophia', "My favourite place is my grandparents' house in the countryside.", 'en'],
    ['lucia', "Mi lugar favorito es la casa de mis abuelos en el campo.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(FAVOURITE_PLACE[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
