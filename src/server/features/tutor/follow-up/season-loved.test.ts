/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SEASON_LOVED } from './season-loved';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a season loved', SEASON_LOVED, (message, language) => tells(SEASON_LOVED[language], message));

describe('a season loved', () => {
  it.each([
    ['sophia', "I love autumn because I can walk in the park and see the leaves.", 'en'],
    ['lucia', "Mi estación favorita es la primavera.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const questions = SEASON_LOVED[language].questions.map((q) => q.replace('{who}', 'your mother').replace('{season}', 'autumn'));
    expect(questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
