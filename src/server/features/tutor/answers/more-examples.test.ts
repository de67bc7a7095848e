/** One more example of the pair just explained, not a general plan. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { CONFUSABLES } from './confusables';
import { moreExamplesOfPair } from './more-examples';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('more examples of a pair just explained', () => {
  const sophia = teacherFor('sophia');
  it.each(['Can you give me more examples?', 'More examples, please.', 'Another example?', 'OK, one more'])('%j after "say" and "tell" gets one more', (message) => {
    expect(moreExamplesOfPair(message, ["What is the difference between 'say' and 'tell'?"], sophia)).toBe("Here's one more: Can you tell me the time? What did he say? Now you: can you make one sentence with each?");
  });

  it('asks nothing after another question, nor for an example of something else', () => {
    expect(moreExamplesOfPair('Can you give me more examples?', ['What do you do at the weekend?'], sophia)).toBeNull();
    expect(moreExamplesOfPair('Can you give me more examples of phrasal verbs?', ["What is the difference between 'say' and 'tell'?"], sophia)).toBeNull();
  });

  it('has one more example for every English pair, using its words', () => {
    for (const entry of CONFUSABLES.filter((c) => !['ser', 'por', 'saber', 'pedir', 'hay', 'muy', 'tú', 'llevar'].includes(c.words[0]!))) {
      expect(entry.more, entry.words.join('/')).toMatch(/\w/);
    }
  });

  it('is what the teacher says in a conversation', async () => {
    const say = conversationWith('sophia');
    await say("What is the difference between 'say' and 'tell'?");
    expect(await say('Can you give me more examples?')).toMatch(/^Here's one more: Can you tell me the time\?/);
  }, 20_000);
});
