/** A weakness named for an interview, asked to be said well: said as work in progress, from the weakness told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { reframeWeakness, WEAKNESS_REFRAMES } from './weakness-reframes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('every weakness finds its own examples, and none of its counter-examples', () => {
  for (const weakness of WEAKNESS_REFRAMES) {
    it.each(weakness.examples)(`${weakness.id}: %j`, (said) => {
      expect(WEAKNESS_REFRAMES.find((w) => w.said.test(said))?.id).toBe(weakness.id);
    });
    it.each(weakness.counterExamples.map((said) => [said]))(`not ${weakness.id}: %j`, (said) => {
      expect(weakness.said.test(said)).toBe(false);
    });
  }
});

describe('asked to say it well', () => {
  it.each(['How can I say it in a positive way?', 'How do I make it sound better?', 'How can I turn it into a strength?'])('%j after a weakness gets its reframe', (message) => {
    expect(reframeWeakness(message, ['I am a perfectionist.'])).toMatch(/^Say it as something you're working on, not something you are: 'I can spend too long polishing details/);
  });

  it('is left alone with no weakness named, or asked of something else', () => {
    expect(reframeWeakness('How can I say it in a positive way?', ['I work in a bank.'])).toBeNull();
    expect(reframeWeakness('How do I say "perfectionist"?', ['I am a perfectionist.'])).toBeNull();
  });

  it('in the conversation with the interview coach', async () => {
    const say = conversationWith('daniel');
    await say('Maybe I am too shy in meetings.');
    expect(await say('How can I say it in a positive way?')).toMatch(/^Say it as something you're working on.+reserved in big meetings/);
  }, 20_000);
});
