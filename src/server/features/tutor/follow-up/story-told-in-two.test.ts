/** A STAR story begun with its situation alone: the coach asks for the rest, and hears and judges the two messages as one story. */
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationWith, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { STORY_GOES_ON, storyBegunBefore } from './after-interview-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a story told in two messages', () => {
  it('is asked to go on after its situation, then heard and judged whole', async () => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('Can you ask me a question?');
    expect(await say('Last year I was working in a project with a colleague who never answered my emails.')).toContain(STORY_GOES_ON);
    const heard = await say('So I talked to him privately and we agreed on a short weekly call. After that the project finished on time.');
    expect(heard).not.toContain(STORY_GOES_ON);
    const feedback = await say('How was that? Be honest.');
    expect(feedback).toMatch(/You covered the situation, action and result/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it('a whole story told at once goes straight on', async () => {
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('Can you ask me a question?');
    expect(await say('Last year our client was angry about a delay, so I called him, explained the plan and sent daily updates. In the end he renewed the contract.')).not.toContain(STORY_GOES_ON);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it('joins the rest sent with a question to what began it, and takes no request for the rest', async () => {
    expect(storyBegunBefore(['A.', 'I called him. Is that enough?'], ['Q', STORY_GOES_ON])).toBe('A. I called him.');
    const say = conversationWith('daniel', 'Behavioral Questions');
    await say('Can you ask me a question?');
    await say('Last year I was working in a project with a colleague who never answered my emails.');
    expect(await say("I don't know what to say next, can you help me")).not.toMatch(/Let's move on/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it('joins the two parts only when the story was asked to go on between them', () => {
    expect(storyBegunBefore(['A', 'B', 'How was that?'], ['Q', STORY_GOES_ON, 'Next question?'])).toBe('A B');
    expect(storyBegunBefore(['A', 'B', 'How was that?'], ['Q', 'Thanks. Next question?', 'Another?'])).toBeNull();
  });
});
