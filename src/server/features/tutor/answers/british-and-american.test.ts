/** "Is it different in British English?" just after a word's sounds were given: both Englishes, and what differs. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerOtherEnglish } from './british-and-american';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const soundsOf = (word: string) => `Great question! '${word}' sounds like ..., or /.../ in phonetic symbols.`;
const maya = teacherFor('maya');

describe('a word in the other English', () => {
  it.each([
    ['water', 'Is it different in British English?', /^Yes, a little\. In British English 'water' sounds like WAW-tuh, \/ˈwɔːtə\/; in American English, WAW-der, \/ˈwɔːɾɚ\/\. British English does not say the r after a vowel.* The t between vowels is a clear t/],
    ['hot', 'Is it different in British English?', /\/hɒt\/.*The o is short, with the lips a little rounded/],
    ['bath', 'How do British people say it?', /^In British English 'bath'.*The a is long and open/],
    ['car', 'And in American English?', /^In British English 'car' sounds like kah, \/kɑː\/; in American English, kar, \/kɑːɹ\/\. British English does not say the r/],
    ['comfortable', 'Is it the same in British English?', /^No, 'comfortable' sounds the same in British and American English: KUHM-ftuh-buhl/],
  ])("'%s', then %j", async (word, question, answer) => {
    expect(await answerOtherEnglish(question, soundsOf(word), maya)).toMatch(answer);
  });

  it('is asked only of a word whose sounds were just given, and never of Lucía', async () => {
    expect(await answerOtherEnglish('Is it different in British English?', 'What would you like to practise today?', maya)).toBeNull();
    expect(await answerOtherEnglish('Is British English more difficult?', soundsOf('water'), maya)).toBeNull();
    expect(await answerOtherEnglish('Is it different in British English?', soundsOf('water'), teacherFor('lucia'))).toBeNull();
  });

  it('follows Maya’s answer in the conversation', async () => {
    const say = conversationWith('maya');
    await say("How do you pronounce 'tomato'?");
    expect(await say('Is it different in British English?')).toMatch(/^Yes, a little\. In British English 'tomato' sounds like tuh-MAH-toh, \/təˈmɑːtəʊ\/; in American English, tuh-MAY-doh/);
  });
});
