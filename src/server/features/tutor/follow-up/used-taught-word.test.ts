/** The learner's own sentence with the word just taught: met as practice, praised only when clean. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { acknowledgeTaughtWord, USED_WORD_EXAMPLES, wordAskedFor } from './used-taught-word';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a sentence asked for with a word', () => {
  it.each(USED_WORD_EXAMPLES.asked)('is asked in %j', (turn) => expect(wordAskedFor(turn)).not.toBeNull());
  it.each(USED_WORD_EXAMPLES.notAsked)('is not asked in %j', (turn) => expect(wordAskedFor(turn)).toBeNull());
});

describe('the learner’s sentence with it', () => {
  const turn = "'Inspire' means to fill someone with the wish to do something. Can you make a sentence of your own with 'inspire'?";

  it('is praised when clean, in any form of the word', () => {
    expect(acknowledgeTaughtWord({ message: 'My mother inspired me to study.', lastTurn: turn, isClean: true })).toBe("Nice, that's a natural way to use 'inspire'.");
  });

  it('is a good try when something was found in it', () => {
    expect(acknowledgeTaughtWord({ message: 'My mother inspire me to study.', lastTurn: turn, isClean: false })).toBe("Good try with 'inspire'.");
  });

  it.each(['I like it.', 'What does inspire mean?', 'My mother helped me a lot.'])('is not %j (too short, a question, or without the word)', (message) => {
    expect(acknowledgeTaughtWord({ message, lastTurn: turn, isClean: true })).toBeNull();
  });

  it('is met in the conversation as practice, not with "Okay, that makes sense"', async () => {
    const say = conversationWith('sophia');
    await say("What does 'awkward' mean?");
    expect(await say('I felt awkward when I forgot her name')).toMatch(/^Nice, that's a natural way to use 'awkward'\. /);
  }, 20_000);
});
