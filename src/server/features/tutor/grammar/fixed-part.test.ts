import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findCorrections } from './find-corrections';
import { fixedParts, keepsFixedPartsClear } from './fixed-part';
import { setGrammarTaskTimeout } from './grammar-worker-pool';

const partsOf = (original: string, corrected: string) => fixedParts({ original, corrected });

describe('fixedParts', () => {
  it.each([
    // One changed word takes the word before it.
    ["She didn't said nothing.", "She didn't say nothing.", [{ from: "didn't said", to: "didn't say" }]],
    ['My brother go to the gym on Mondays.', 'My brother goes to the gym on Mondays.', [{ from: 'brother go', to: 'brother goes' }]],
    ['We was very tired after the trip.', 'We were very tired after the trip.', [{ from: 'We was', to: 'We were' }]],
    // An article or a preposition takes the word after it.
    ['I ate a orange at lunch.', 'I ate an orange at lunch.', [{ from: 'a orange', to: 'an orange' }]],
    ['My train leaves in Friday.', 'My train leaves on Friday.', [{ from: 'in Friday', to: 'on Friday' }]],
    // A dropped or added word keeps both neighbours.
    ['If I will see him, I will can tell you.', 'If I see him, I will can tell you.', [{ from: 'I will see', to: 'I see' }]],
    ['They want buy a bigger flat.', 'They want to buy a bigger flat.', [{ from: 'want buy', to: 'want to buy' }]],
    // Two fixes far apart are two parts; the words between them (maybe still wrong) are in neither.
    [
      'I am work as a cook since two years.',
      'I have been work as a cook for two years.',
      [{ from: 'I am', to: 'I have been' }, { from: 'since two years', to: 'for two years' }],
    ],
    // Fixes side by side are one part.
    ["He don't knows the answer.", "He doesn't know the answer.", [{ from: "He don't knows", to: "He doesn't know" }]],
    // Punctuation at the edges is left out; the first word has no word before it, so it takes the word after.
    ['Yesterday I goed home early, and then I sleeped.', 'Yesterday I went home early, and then I slept.', [{ from: 'I goed', to: 'I went' }, { from: 'I sleeped', to: 'I slept' }]],
    ['Childs are playing outside.', 'Children are playing outside.', [{ from: 'Childs are', to: 'Children are' }]],
    // A linking word is no context: the word after the fix is taken instead.
    ['We met at the station and taked a taxi.', 'We met at the station and took a taxi.', [{ from: 'taked a taxi', to: 'took a taxi' }]],
    // Context never reaches across a comma.
    ['When I arrived, was raining hard.', 'When I arrived, it was raining hard.', [{ from: 'was', to: 'it was' }]],
    // A word added after a link is shown with it.
    ['I like it because is quiet.', 'I like it because it is quiet.', [{ from: 'because is', to: 'because it is' }]],
    // With a word on its left, an added word does not take a link on its right.
    ['My sister have 15 years and she likes it.', 'My sister is 15 years old and she likes it.', [{ from: 'sister have', to: 'sister is' }, { from: 'years', to: 'years old' }]],
    ['Me gusta los perros.', 'Me gustan los perros.', [{ from: 'Me gusta', to: 'Me gustan' }]],
    // A word whose comma moves with the fix is part of it: the word added goes before the comma.
    ['I have 26 years, I study law.', 'I am 26 years old, I study law.', [{ from: 'I have 26 years', to: 'I am 26 years old' }]],
  ])('%j -> %j', (original, corrected, parts) => {
    expect(partsOf(original, corrected)).toEqual(parts);
  });

  it('keeps each part an exact piece of what the learner wrote, so replacing it gives the fix', () => {
    const original = 'Last  summer we  goes to the beach, and my sister buyed a ice cream.';
    const corrected = 'Last summer we went to the beach, and my sister bought an ice cream.';
    const parts = partsOf(original, corrected);
    expect(parts.map((p) => p.from)).toEqual(['we  goes', 'sister buyed a ice']);
    for (const part of parts) expect(original).toContain(part.from);
    expect(parts.reduce((text, p) => text.replace(p.from, p.to), original)).toBe('Last  summer we went to the beach, and my sister bought an ice cream.');
  });

  it('has nothing to show when only spacing or punctuation changed', () => {
    expect(partsOf('I like tea , and coffee.', 'I like tea, and coffee.')).toEqual([]);
    expect(partsOf('I like tea.', 'I like tea.')).toEqual([]);
  });
});

describe('keepsFixedPartsClear', () => {
  const correction = { original: 'I am work as a cook since two years.', corrected: 'I have been work as a cook for two years.' };
  const at = (word: string) => ({ start: correction.corrected.indexOf(word), end: correction.corrected.indexOf(word) + word.length });

  it('lets a doubt lie between the fixed parts, which are all that is shown', () => {
    expect(keepsFixedPartsClear(correction, [at('work')])).toBe(true);
    expect(keepsFixedPartsClear(correction, [])).toBe(true);
  });

  it('refuses a doubt inside a fixed part, its context word included', () => {
    expect(keepsFixedPartsClear(correction, [at('been')])).toBe(false);
    expect(keepsFixedPartsClear(correction, [at('years')])).toBe(false);
    expect(keepsFixedPartsClear(correction, [at('I')])).toBe(false);
  });

  it('refuses any doubt when the fix is the whole sentence or there is no part to show', () => {
    expect(keepsFixedPartsClear({ original: 'He go.', corrected: 'He goes.' }, [{ start: 0, end: 2 }])).toBe(false);
    expect(keepsFixedPartsClear({ original: 'I like tea , and coffee.', corrected: 'I like tea, and coffee.' }, [{ start: 0, end: 1 }])).toBe(false);
  });
});

// The checker's own recasts of sentences with more slips than it knows (every family open, as the gates may
// change): the parts hold what it fixed and none of the slips it left.
describe('fixedParts of the checker\'s recasts', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await warmUpChecker();
    setGrammarTaskTimeout(15_000);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it.each([
    ['My father is work in a bank since five years.', 'father has worked', /\bwork\b/],
    ['If it will rain tomorrow, we will can stay at home.', 'it rains', /will can/],
    // Both slips now known (double-negative): one part, with both fixed.
    ["He didn't bought nothing at the shop.", "didn't buy anything", /nothing/],
  ])('%j', async (sentence, fixed, leftOver) => {
    const parts = (await findCorrections(sentence, { families: 'every' })).flatMap(fixedParts);
    expect(parts.map((p) => p.to)).toContain(fixed);
    for (const part of parts) {
      expect(sentence).toContain(part.from);
      expect(part.to).not.toMatch(leftOver);
    }
  });
});
