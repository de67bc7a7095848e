import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';
import { EXAMPLES, sentenceAfterCorrectionRequest } from './sentence-after-correction-request';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a request to be corrected with its sentence after it', () => {
  it.each(EXAMPLES.read)('%j: the sentence is %j', (message, sentence) => {
    expect(sentenceAfterCorrectionRequest(message)).toBe(sentence);
  });
  it.each(EXAMPLES.notRead)('%j: no sentence to correct', (message) => {
    expect(sentenceAfterCorrectionRequest(message)).toBeNull();
  });

  it('gets the sentence corrected, not the policy on corrections', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: EXAMPLES.read[1][0] }] });
    expect(reply).toContain("'I went'");
    expect(reply).not.toMatch(/When I'm sure of a slip/);
  }, 20_000);

  it('and in Spanish', async () => {
    const reply = await askTutor({ slug: 'lucia', topic: 'Shopping', messages: [{ role: 'user', content: EXAMPLES.read[0][0] }] });
    expect(reply).toContain("'de crédito'");
  }, 20_000);
});
