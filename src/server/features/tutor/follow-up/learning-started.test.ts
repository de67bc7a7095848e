/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LEARNING_STARTED, respondToLearningStarted } from './learning-started';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish: boolean) => respondToLearningStarted({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

for (const language of ['en', 'es'] as const) {
  describe(`learning-started (${language})`, () => {
    it.each(LEARNING_STARTED[language].examples)('reads %j', (message) => {
      expect(respond(message, language === 'es')).not.toBeNull();
    });
    it.each(LEARNING_STARTED[language].counterExamples)('leaves %j', (message) => {
      expect(respond(message, language === 'es')).toBeNull();
    });
  });
}

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
