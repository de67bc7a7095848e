import { beforeAll, describe, expect, it } from 'vitest';
import { checkGrammar } from './check-grammar';
import { oneSlipAway, unlistedNearWords } from './near-known-words';
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
