/** A hard time with a person is followed up as one: never 'What is the hardest part of your boss for you?'. */
import { beforeAll, describe, expect, it } from 'vitest';
import { isEnglishPersonPhrase } from './follow-up-templates';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a hard time with a person', () => {
  it.each(['your boss', 'my neighbours', 'her teacher'])('%j names a person', (phrase) => {
    expect(isEnglishPersonPhrase(phrase)).toBe(true);
  });

  it.each(['your job', 'the traffic', 'my exams'])('%j names no person', (phrase) => {
    expect(isEnglishPersonPhrase(phrase)).toBe(false);
  });

  it.each(['My boss is always shouting to me', 'My neighbours are so rude to me.'])('is asked about as a person after %j', async (message) => {
    const reply = await conversationWith('sophia')(message);
    expect(reply).not.toMatch(/hardest part of (?:your|the) (?:boss|neighbours)/);
    expect(reply).toMatch(/\?$/);
  }, 20_000);
});
