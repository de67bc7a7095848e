import { describe, expect, it } from 'vitest';
import { MAX_EARLY_TRANSCRIPTS, WordsAtPause } from './words-at-pause';

const ASK_AFTER_MS = 300;

describe('WordsAtPause', () => {
  it('asks once a pause is as long as the wait after a finished sentence, and once per pause', () => {
    const words = new WordsAtPause(() => ASK_AFTER_MS);
    expect(words.shouldAsk(100)).toBe(false); // nothing said yet
    words.heardVoice(1_000);
    expect(words.shouldAsk(1_200)).toBe(false);
    expect(words.shouldAsk(1_300)).toBe(true);
    expect(words.shouldAsk(1_350)).toBe(false);
    expect(words.shouldAsk(3_000)).toBe(false);
  });

  it('hands on the words when nothing was said since the ask, and keeps them as the turn\'s', () => {
    const words = new WordsAtPause(() => ASK_AFTER_MS);
    words.heardVoice(1_000);
    expect(words.shouldAsk(1_300)).toBe(true);
    expect(words.hasCurrentWords).toBe(false);
    expect(words.answered(1_000, 'I went to the market.')).toBe('I went to the market.');
    expect(words.hasCurrentWords).toBe(true);
  });

  it('drops words that come after the learner went on, and their words no longer cover the turn', () => {
    const words = new WordsAtPause(() => ASK_AFTER_MS);
    words.heardVoice(1_000);
    expect(words.shouldAsk(1_300)).toBe(true);
    words.heardVoice(1_500);
    expect(words.answered(1_000, 'I went to the market.')).toBeNull();
    expect(words.hasCurrentWords).toBe(false);

    // Answered in time, then the learner goes on: no longer the turn's words.
    expect(words.shouldAsk(1_800)).toBe(true);
    expect(words.answered(1_500, 'I went to the market and')).toBe('I went to the market and');
    words.heardVoice(2_400);
    expect(words.hasCurrentWords).toBe(false);
  });

  it(`asks at most ${MAX_EARLY_TRANSCRIPTS} times a turn, and afresh in the next turn`, () => {
    const words = new WordsAtPause(() => ASK_AFTER_MS);
    let asked = 0;
    for (let pause = 0; pause < 5; pause++) {
      words.heardVoice(pause * 2_000);
      if (words.shouldAsk(pause * 2_000 + 500)) asked++;
    }
    expect(asked).toBe(MAX_EARLY_TRANSCRIPTS);
    words.newTurn();
    words.heardVoice(20_000);
    expect(words.shouldAsk(20_500)).toBe(true);
  });

  it('follows the wait it is given (a learner whose pauses after finished sentences run longer)', () => {
    let askAfter = ASK_AFTER_MS;
    const words = new WordsAtPause(() => askAfter);
    askAfter = 900;
    words.heardVoice(0);
    expect(words.shouldAsk(500)).toBe(false);
    expect(words.shouldAsk(900)).toBe(true);
  });
});
