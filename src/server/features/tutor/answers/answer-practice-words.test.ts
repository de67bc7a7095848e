/** A model sentence asked for just after the teacher asked the learner for one with a pair of words. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { modelSentenceForPair } from './answer-practice-words';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a sentence asked for after a sound and its pair', () => {
  it("gets the sound family's line with both sounds, and a turn of the learner's own", async () => {
    const say = conversationWith('maya');
    await say("I have problems with 'r' and 'l'.");
    expect(await say('Can you give me a sentence to practise?')).toBe(
      `Of course: "Really long lines of red lights run right along the road." Say it slowly first, then faster, keeping the two sounds apart. Now make one of your own with 'light' and 'right'.`,
    );
  }, 20_000);
});

describe('a sentence asked for with no pair asked about', () => {
  it('is left alone', () => {
    expect(modelSentenceForPair('Can you give me a sentence to practise?', 'What do you do at the weekend?')).toBeNull();
  });
});

describe('minimal pairs asked for two sounds named', () => {
  it('are pairs of those sounds, not the first pair of the drill', async () => {
    const say = conversationWith('maya');
    const reply = await say('can you give me minimal pairs for v and w?');
    expect(reply).toContain('differ only in /v/ and /w/: vest and west');
    expect(reply).not.toMatch(/ship and sheep/);
    expect(await say('can you give me minimal pairs for r and l?')).toContain('light and right');
  }, 20_000);
});
