/** Thanks or 'I understand now' just after a task was set: the task again, not small talk. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createChooser } from '../choose-variant';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { asksWhatNow, EXAMPLES, pendingPractice, takesItIn } from './pending-practice';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('taking an answer in', () => {
  it.each(EXAMPLES.takesItIn)('is %j', (message) => expect(takesItIn(message)).toBe(true));
  it.each(EXAMPLES.notTakingItIn)('is not %j', (message) => expect(takesItIn(message)).toBe(false));
});

describe('the task set just before', () => {
  const chooser = () => createChooser('1');

  it('is said again after thanks, and after "I understand now"', () => {
    expect(pendingPractice("thanks, that's useful", 'Sure, something like this. In my view, a mix works best. Your turn: write yours, and I will help you make it stronger.', chooser())).toMatch(/^(?:My pleasure\.|You're very welcome\.) Your turn: write yours, and I will help you make it stronger\.$/);
    expect(pendingPractice('I think I understand now', "Here's one more: What did he say? Now you: can you make one sentence with each?", chooser())).toMatch(/^(?:Great!|Good, that is the main thing\.) Now you: can you make one sentence with each\?$/);
  });

  it('is nothing when the last turn set no task', () => {
    expect(pendingPractice('Thanks!', 'Part 3 is a discussion. Which part would you like to practise first?', chooser())).toBeNull();
  });

  it('keeps Claire on the essay introduction after "thanks, that is useful"', async () => {
    const say = conversationWith('claire');
    await say('how to write a good introduction for an essay?');
    await say('can you give me an example?');
    expect(await say("thanks, that's useful")).toMatch(/Your turn: write yours, and I will help you make it stronger\.$/);
  }, 30_000);
});

describe('asking for the next step', () => {
  it.each(EXAMPLES.asksWhatNow)('is %j', (message) => expect(asksWhatNow(message)).toBe(true));
  it.each(EXAMPLES.notAskingWhatNow)('is not %j', (message) => expect(asksWhatNow(message)).toBe(false));

  it('gets the task the tip ended with, not a new topic', async () => {
    const say = conversationWith('sophia');
    await say('I get nervous when I speak English. What should I do?');
    expect(await say('OK. What should I do now?')).toMatch(/^(?:Your turn:|Let's practise:) tell me about your weekend in three or four sentences\.$/);
  });
});
