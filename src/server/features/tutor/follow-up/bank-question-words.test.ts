/**
 * Which words of the learner's message may pick a question from the teacher's banks: not the verb of learning a
 * language ('learning English' is no topic for 'Who taught you to cook, or are you still learning?'); the topic itself
 * still does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const replyTo = (message: string) =>
  askTutor({ slug: 'sophia', topic: 'Family and Friends', messages: [{ role: 'assistant', content: 'Hi! How are you today?' }, { role: 'user', content: message }] });

describe('a bank question picked by the words of the message', () => {
  it.each([
    ['I think learning English is important for my career.', /cook/i],
    ['Studying English every day is hard work.', /cook/i],
  ])('%j is not asked a question that shares only its verb of learning', async (message, never) => {
    expect(await replyTo(message)).not.toMatch(never);
  });

  it.each([
    ['I love cooking for my friends.', /cook/i],
    ['What do you think about learning English with films?', /English|film/i],
  ])('%j is still asked about its topic', async (message, topic) => {
    expect(await replyTo(message)).toMatch(topic);
  });
});
