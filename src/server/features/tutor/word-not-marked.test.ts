/** Words of the learner's last message the teacher did not mark, asked about: weighed, or said unmarked; never a dodge. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('words the teacher did not mark, asked about', () => {
  it('are said unmarked, with what made the learner unsure asked, when no family finds a slip in them', async () => {
    const say = conversationWith('sophia');
    await say('I go to the gym three times a week.');
    const reply = await say('why "the gym"?');
    expect(reply).toMatch(/^I didn't mark 'the gym': I can't see a mistake there that I'm sure of, though my check can miss one\. What made you unsure about it\?$/);
  }, 20_000);

  it('are weighed with every family, and a slip found is offered as a doubt', async () => {
    const say = conversationWith('sophia');
    await say('Yesterday I have visited my grandmother and my sister.');
    // The first reply asked about 'I have visited'; the learner asks about words it did not quote.
    const reply = await say("What's wrong with 'have visited'?");
    expect(reply).toMatch(/'I visited'/);
    expect(reply).not.toMatch(/not sure I can answer|honestly I'm not sure/);
  }, 20_000);

  it('in Lucía’s Spanish too', async () => {
    const say = conversationWith('lucia');
    await say('Me gusta mucho nadar en el mar con mi hermano.');
    expect(await say('¿Por qué «nadar»?')).toMatch(/^No marqué «nadar»/);
  }, 20_000);

  it.each([
    ['I like cooking for my friends.', 'Why cooking?'],
    ['I like cooking for my friends.', "What's wrong with 'pizza'?"],
  ])('are left to the conversation when unquoted or not in the message: %j then %j', async (first, asked) => {
    const say = conversationWith('sophia');
    await say(first);
    expect(await say(asked)).not.toMatch(/I didn't mark/);
  }, 20_000);
});
