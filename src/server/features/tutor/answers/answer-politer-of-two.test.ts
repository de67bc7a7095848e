/** 'Which is more polite, "Can you" or "Could you"?': two phrases placed on one politeness scale, the answer named. */
import { beforeAll, describe, expect, it } from 'vitest';
import { teacherFor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { placeOnAScale, readPoliterOfTwo } from './politer-of-two-asked';
import { detectQuestion } from './detect-question';
import { POLITENESS_SCALES } from './politeness-scales';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('each politeness scale', () => {
  for (const scale of POLITENESS_SCALES) {
    it(`${scale.id}: each phrase is politer than every one after it, whichever is asked first`, () => {
      scale.phrases.forEach((politer, i) => {
        for (const plainer of scale.phrases.slice(i + 1)) {
          expect(placeOnAScale(plainer, politer)?.politer).toBe(politer);
          expect(placeOnAScale(politer, plainer)?.politer).toBe(politer);
        }
      });
    });
  }
});

describe('the question read', () => {
  it.each([
    ['Which is more polite, "Can you" or "Could you"?', 'Can you', 'Could you', false],
    ['Which one is more formal: Hi or Dear?', 'Hi', 'Dear', false],
    ['Is "I want" or "I would like" more polite?', 'I want', 'I would like', false],
    ['Which is ruder, "What?" or "Pardon?"', 'What', 'Pardon', true],
    ['Which sounds less formal, "Kind regards" or "Cheers"?', 'Kind regards', 'Cheers', true],
  ])('%j', (question, first, second, wantsLess) => {
    expect(readPoliterOfTwo(question)).toMatchObject({ first, second, wantsLess });
  });

  it.each([
    // Not about politeness, or two phrases on no common scale: left to the other answers.
    'Which is more expensive, tea or coffee?',
    'Is London or Paris more beautiful?',
    'Which is more polite, "Hi" or "Could you"?',
    'Which is more common, "Can you" or "Could you"?',
  ])('not this question: %j', (question) => {
    expect(detectQuestion(question, teacherFor('sophia'))?.kind).not.toBe('politer-of-two');
  });

  it('is not asked of Lucía, whose scales these are not', () => {
    expect(detectQuestion('Which is more polite, "Can you" or "Could you"?', teacherFor('lucia'))?.kind).not.toBe('politer-of-two');
  });
});

describe('her answer', () => {
  it("names the politer phrase, says why, and sets a task that uses it", async () => {
    const reply = await conversationWith('sophia')('Which is more polite, "Can you" or "Could you"?');
    expect(reply).toMatch(/^'Could you' is the more polite of the two\. 'Could you\.\.\.\?' and 'Would you\.\.\.\?' sound softer/);
    expect(reply).toContain('Your turn: ask me for a favour');
  }, 20_000);

  it('names the plainer one when the friendlier one is asked for', async () => {
    expect(await conversationWith('sophia')('Which is more friendly, "Hi" or "Dear"?')).toMatch(/^'Hi' is the friendlier of the two\./);
  }, 20_000);

  it('names the plainer one when the ruder or less formal one is asked for', async () => {
    expect(await conversationWith('sophia')('Which is ruder, what or pardon?')).toMatch(/^'What' is the more direct of the two\./);
    expect(await conversationWith('claire')('Which sounds less formal, "Kind regards" or "Cheers"?')).toMatch(/^'Cheers' is the less formal of the two\./);
  }, 20_000);

  it("answers 'Is it rude to say \"I want\"?' about the quoted words, with the polite way to say them", async () => {
    const reply = await conversationWith('sophia')('Is it rude to say "I want" in a restaurant?');
    expect(reply).toMatch(/^It can sound a little rude, yes: it tells more than it asks\. Say 'I'd like\.\.\., please' instead\./);
  }, 20_000);
});
