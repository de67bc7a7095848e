/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LEARNING_STARTED } from './learning-started';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('something new started', LEARNING_STARTED, (message, language) => tells(LEARNING_STARTED[language], message));

describe('something new started', () => {
  it.each([
    ['sophia', 'I started learning the guitar last month.', /^(?:How exciting, something new!|Good for you!) (?:How is it going so far|What made you want to start)\?$/],
    ['lucia', 'Empecé a aprender a tocar la guitarra.', /(?:¿Qué tal te va\? \(How is it going so far\?\)|¿Por qué decidiste empezar\? \(What made you want to start\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const text = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/cook/);
  });
});
