import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('"How do you pronounce my name?"', () => {
  it('is about the name the learner told, which keeps its own sounds, never the words "my name" sounded out', async () => {
    const say = conversationWith('maya');
    await say('Hi, my name is Thuy.');
    const reply = await say('how do you pronounce my name?');
    expect(reply).toMatch(/^A name keeps the sounds of its own language, so say 'Thuy' the way your family says it/);
    expect(reply).not.toMatch(/sounds like|phonetic/);
  }, 20_000);

  it('asks nothing it cannot know: with no name told, it speaks of "your name"', async () => {
    expect(await conversationWith('maya')('How do you pronounce my name?')).toMatch(/say your name the way your family says it/);
  }, 20_000);
});
