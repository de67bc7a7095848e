/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HOUSEMATE_TROUBLE } from './housemate-trouble';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('trouble with a housemate', HOUSEMATE_TROUBLE, (message, language) => tells(HOUSEMATE_TROUBLE[language], message));

describe('trouble with a housemate', () => {
  it.each([
    ['sophia', "My roommate is very messy.", 'en'],
    ['lucia', "Mi compañera de cuarto es muy desordenada.", 'es'],
  ] as const)('%s: %j is asked about with its own questions', async (slug, message, language) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(HOUSEMATE_TROUBLE[language].questions.some((question) => text.endsWith(question)), text).toBe(true);
  });
});
