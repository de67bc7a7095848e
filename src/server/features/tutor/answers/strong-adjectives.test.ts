/** 'very good' -> one strong word; a strong word takes 'absolutely' or 'really', never 'very'. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { isStrongWord, STRONG_ADJECTIVES } from './strong-adjectives';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'claire', messages: [{ role: 'user', content }] });

describe('the table', () => {
  it.each(STRONG_ADJECTIVES.map((entry) => [entry.word, entry] as const))('%s: its example uses one of its strong words, none of which is itself ordinary', (_word, entry) => {
    expect(entry.strong.some((strong) => entry.example.toLowerCase().includes(strong))).toBe(true);
    expect(entry.strong.every(isStrongWord)).toBe(true);
    expect(isStrongWord(entry.word)).toBe(false);
  });
});

describe('asked instead of "very" and a word', () => {
  it.each(["What can I say instead of 'very good'?", "What words can I use instead of 'very tired'?"])('%j: one strong word for the two', async (question) => {
    expect(detectQuestion(question, teacherFor('claire'))?.kind).toBe('synonym');
    expect(await ask(question)).toMatch(/Instead of 'very (?:good|tired)' you can use one strong word: '(?:excellent|exhausted)'/);
  });

  it('tells a strong word takes no "very", with the ordinary word that does', async () => {
    expect(await ask("What words can I use instead of 'very delicious'?")).toMatch(/'Delicious' is already a strong word, so it doesn't take 'very': say 'absolutely delicious' or 'really delicious', or put 'very' before an ordinary word: 'very tasty'\./);
  });

  it('leaves "really" with a strong word as it is, and gives the words for the word when it has no strong one', async () => {
    expect(await ask("What can I say instead of 'really amazing'?")).toMatch(/'Really amazing' is fine as it is/);
    expect(await ask("What's another word for 'very nice'?")).toMatch(/Instead of 'nice' you can say 'lovely'/);
  });
});
