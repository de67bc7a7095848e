/** "What is my biggest problem?": the kind of slip seen most often in what the learner wrote today. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ASKS_WHAT_TO_WORK_ON } from './what-to-work-on';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('asking what to work on', () => {
  it.each(['What is my biggest problem?', 'What should I focus on?', 'What are my most common mistakes?', 'What do I need to improve?', '¿En qué debo mejorar?', '¿Cuál es mi mayor problema?', 'can you correct my english please? i want know my mistakes', 'Tell me my mistakes, please.', 'Can you give me feedback on my grammar?', 'How is my grammar?'])('is %j', (message) => {
    expect(ASKS_WHAT_TO_WORK_ON.test(message)).toBe(true);
  });

  it.each(['What is the biggest problem in your city?', 'What should I cook tonight?', 'My biggest problem is my boss.', 'What is my biggest weakness?', 'I want to know my mistakes in the exam.', 'Can you correct my essay?'])('is not %j', (message) => {
    expect(ASKS_WHAT_TO_WORK_ON.test(message)).toBe(false);
  });
});

describe('the answer', () => {
  it('names the kind seen most, with the learner’s own words, then the next kind', async () => {
    const say = conversationWith('sophia');
    await say('Yesterday I go to the cinema with my friends.');
    await say('My brother have a new car and he drive very fast.');
    const reply = await say('What is my biggest problem?');
    expect(reply).toMatch(/^From what you've written today, the thing to work on first is this one, which I saw twice: 'brother has' rather than 'brother have', and 'he drives' rather than 'he drive'\./);
    expect(reply).toMatch(/After that, look at this: 'I went' rather than 'I go'\./);
  }, 30_000);

  it('says no slip was seen, never that the English is perfect, when none was', async () => {
    const say = conversationWith('sophia');
    await say('Yesterday I went to the cinema with my friends.');
    const reply = await say('What should I focus on?');
    expect(reply).toMatch(/I haven't seen a slip I'm sure of/);
    expect(reply).not.toMatch(/perfect/i);
  }, 30_000);
});
