/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SCREEN_TIME } from './screen-time';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('too much time on a screen', SCREEN_TIME, (message, language) => tells(SCREEN_TIME[language], message));

describe('too much time on a screen', () => {
  it.each([
    ['sophia', "I think I spend too much time on my phone.", 'en'],
    ['lucia', "Creo que paso demasiado tiempo con el móvil.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(SCREEN_TIME[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
