import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { numberInWords, sayANumber, yearInWords } from './say-a-number';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a number said in English', () => {
  it.each([
    [0, 'zero'], [7, 'seven'], [15, 'fifteen'], [42, 'forty-two'], [100, 'one hundred'], [105, 'one hundred and five'], [350, 'three hundred and fifty'],
    [1005, 'one thousand and five'], [1250, 'one thousand, two hundred and fifty'], [1250000, 'one million, two hundred and fifty thousand'],
    [3000000, 'three million'], [21000, 'twenty-one thousand'],
  ])('%i is %s', (n, said) => {
    expect(numberInWords(n)).toBe(said);
  });

  it.each([[1999, 'nineteen ninety-nine'], [2005, 'two thousand and five'], [2024, 'twenty twenty-four'], [1900, 'nineteen hundred'], [1805, 'eighteen oh five']])('the year %i is %s', (year, said) => {
    expect(yearInWords(year)).toBe(said);
  });

  it('reads decimals digit by digit after point, and says a four-digit number both ways', () => {
    expect(sayANumber('3.75')).toMatch(/^'3\.75' is said three point seven five/);
    expect(sayANumber('2024')).toBe("As a number, '2024' is two thousand and twenty-four; as a year, we say twenty twenty-four.");
    expect(sayANumber('12abc')).toBeNull();
  });

  it.each([
    ['How do I say 1,250,000 in English?', /'1,250,000' is said one million, two hundred and fifty thousand\./],
    ['How do you read 3.75?', /three point seven five/],
  ])('%j is answered', async (message, said) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).toMatch(said);
  });
});
