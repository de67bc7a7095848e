import { beforeAll, describe, expect, it } from 'vitest';
import { checkGrammar } from './check-grammar';
import type { Lint } from './grammar-issue';
import { findHarperEdits } from './harper-edits';
import { oneSlipAway, unlistedNearWords, unlistedNearWordsOf } from './near-known-words';
import { warmUpChecker } from '../tutor-test-helpers';

describe('oneSlipAway', () => {
  it('makes every slip of one letter, the first letter kept', () => {
    const near = oneSlipAway('tird');
    for (const word of ['tired', 'third', 'tied', 'tire', 'tidr']) expect(near.has(word)).toBe(true); // added, added, changed, left out, swapped
    expect(near.has('bird')).toBe(false); // another first letter
    expect(near.has('tird')).toBe(false);
  });
});

describe('unlistedNearWords', () => {
  beforeAll(warmUpChecker, 60_000);

  it('finds the words in use one slip away that Harper did not suggest', async () => {
    expect(await unlistedNearWords('tird', ['third', 'tire', 'tied'], checkGrammar)).toContain('tired');
    expect(await unlistedNearWords('plaing', ['plain', 'paling', 'placing'], checkGrammar)).toContain('playing');
  });

  it('leaves out what Harper listed, what its dictionary refuses, and words never seen in use', async () => {
    const near = await unlistedNearWords('focuse', ['focus', 'focused', 'focuses'], checkGrammar);
    expect(near).not.toContain('focus');
    expect(near).not.toContain('focuss'); // read as a plural by the lenient word check, refused by Harper
    expect(await unlistedNearWords('xq', [], checkGrammar)).toEqual([]);
  });
});

describe('unlistedNearWordsOf', () => {
  beforeAll(warmUpChecker, 60_000);

  /** Harper's real check, counting the texts it is given. */
  function countedLint(): { lint: Lint; texts: string[] } {
    const texts: string[] = [];
    const lint: Lint = (text) => {
      texts.push(text);
      return checkGrammar(text);
    };
    return { texts, lint };
  }

  it('asks Harper once for several misspellings and gives each the words one asked alone would get', async () => {
    const misspellings = [
      { problem: 'tird', suggestions: ['third', 'tire', 'tied'] },
      { problem: 'plaing', suggestions: ['plain', 'paling', 'placing'] },
      { problem: 'focuse', suggestions: ['focus', 'focused', 'focuses'] },
    ];
    const { lint, texts } = countedLint();
    const together = await unlistedNearWordsOf(misspellings, lint);
    expect(texts).toHaveLength(1);
    const alone = await Promise.all(misspellings.map((m) => unlistedNearWords(m.problem, m.suggestions, checkGrammar)));
    expect(together).toEqual(alone);
  });

  it('is not asked for a misspelling that would be left alone anyway', async () => {
    const leftAlone = countedLint();
    expect(await findHarperEdits('I saw tahy yesterday.', false, leftAlone.lint)).toEqual([]); // no clear word for 'tahy'
    expect(leftAlone.texts).toEqual(['I saw tahy yesterday.']);
    const guessed = countedLint();
    expect(await findHarperEdits('I was very tird.', false, guessed.lint)).toEqual([]); // 'third', but 'tired' is as near
    expect(guessed.texts).toHaveLength(2); // the sentence, then the words one slip from 'tird'
  });
});
