/** A number said as English says it, and a year read in pairs. */
import { describe, expect, it } from 'vitest';
import { answerNumberInWords, numberInWords } from './number-in-words';

describe('numbers in words', () => {
  it.each([
    [0, 'zero'], [7, 'seven'], [13, 'thirteen'], [45, 'forty-five'], [90, 'ninety'], [100, 'one hundred'], [312, 'three hundred and twelve'],
    [1000, 'one thousand'], [1005, 'one thousand and five'], [2500, 'two thousand five hundred'], [45_678, 'forty-five thousand six hundred and seventy-eight'],
  ])('%d is %j', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('answers the question, with a year read in pairs', () => {
    expect(answerNumberInWords('How do you say 45 in words?')).toBe("45 is 'forty-five'. Try it in a sentence of your own, say with a price, an age or a date.");
    expect(answerNumberInWords('How do I say 1999 in English?')).toMatch(/^1,999 is 'one thousand nine hundred and ninety-nine'\. As a year, 1999 is said 'nineteen ninety-nine'\./);
    expect(answerNumberInWords('How do you say 2005?')).toMatch(/As a year, 2005 is said 'two thousand and five'\./);
    expect(answerNumberInWords('How do you say 1906?')).toMatch(/As a year, 1906 is said 'nineteen oh six'\./);
  });

  it.each(['How do you say "hello"?', 'I am 45 years old.', 'How do you say 45 euros in Spanish?'])('leaves %j alone', (message) => {
    expect(answerNumberInWords(message)).toBeNull();
  });
});
