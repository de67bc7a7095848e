/** The English word for a family relation described, asked however learners ask it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { FAMILY_WORD_COUNTER_EXAMPLES, FAMILY_WORD_EXAMPLES, familyWordFor } from './family-words';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a family relation described', () => {
  it.each(FAMILY_WORD_EXAMPLES)('%j is %j', (question, word) => expect(familyWordFor(question)?.word).toBe(word));
  it.each(FAMILY_WORD_COUNTER_EXAMPLES)('%j describes none', (text) => expect(familyWordFor(text)).toBeNull());

  it.each(FAMILY_WORD_EXAMPLES)('is answered in the conversation: %j', async (question, word) => {
    const reply = await conversationWith('sophia')(question);
    expect(reply).toContain(`is your ${word}: for example`);
  });
});
