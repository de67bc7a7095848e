/** Linking words: what each does, what follows it, and example sentences that use it, in the answers that read them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findLinkingWord, LINKING_WORDS } from './linking-words';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, question: string) => askTutor({ slug, messages: [{ role: 'user', content: question }] });

describe('the table', () => {
  it('has each word once, and example sentences that use it', () => {
    expect(new Set(LINKING_WORDS.map((entry) => entry.word)).size).toBe(LINKING_WORDS.length);
    for (const entry of LINKING_WORDS) for (const example of entry.examples) expect(example.toLowerCase(), entry.word).toMatch(new RegExp(`\\b${entry.word}\\b`));
  });

  it('finds a word as asked, quoted or not, and leaves other words', () => {
    expect(findLinkingWord("'Although'")?.word).toBe('although');
    expect(findLinkingWord('even  though')?.word).toBe('even though');
    expect(findLinkingWord('reluctant')).toBeUndefined();
  });
});

describe('the answers', () => {
  it("says what 'although' does and what follows it, where the dictionary has no entry", async () => {
    expect(await ask('sophia', "What does 'although' mean?")).toMatch(/'Although' joins two ideas that contrast, and is followed by a full clause, one with its own subject and verb\. For example: Although it was raining, we went for a walk\./);
  });

  it("gives the table's examples, not a dictionary's archaic ones", async () => {
    const reply = await ask('claire', "How do I use 'despite'?");
    expect(reply).toMatch(/Despite the rain, we went for a walk\. And: She passed the exam despite feeling ill\./);
    expect(reply).not.toMatch(/The despite in which/);
  });

  it("tells 'although' from 'despite' by what follows them", async () => {
    expect(await ask('claire', "What is the difference between 'although' and 'despite'?")).toMatch(/'although' is followed by a full clause, one with its own subject and verb, and 'despite' by a noun or an -ing form/);
  });
});

describe('two linking words told apart', () => {
  it.each([['however', 'although'], ['therefore', 'so'], ['unless', 'otherwise']])("'%s' and '%s': what each does and an example of each, not dictionary glosses", async (a, b) => {
    const reply = await ask('claire', `What is the difference between '${a}' and '${b}'?`);
    for (const word of [a, b]) {
      const entry = findLinkingWord(word)!;
      expect(reply).toContain(`${entry.does}, and is followed by ${entry.followedBy}. For example: ${entry.examples[0]}`);
    }
    expect(reply).not.toMatch(/ means \(/);
  });

  it("keeps a pair's own explanation where it has one ('however' and 'but')", async () => {
    expect(await ask('claire', "What is the difference between 'however' and 'but'?")).not.toMatch(/'However' shows a contrast with the sentence before, and is followed by/);
  });
});
