import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../../grammar/find-corrections';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor-test-helpers';
import { dishNameSpans } from './dish-names';
import DISHES from './words/dishes-of-the-world.json';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('dishes named in their own words', () => {
  it.each(DISHES)('%j is found whole in a sentence', (dish) => {
    const sentence = `My mother makes very good ${dish} on Sundays.`;
    const spans = dishNameSpans(sentence);
    expect(spans.map((s) => sentence.slice(s.start, s.end).toLowerCase())).toContain(dish.toLowerCase());
  });

  it('only whole words: a dish inside another word is none', () => {
    expect(dishNameSpans('The taxonomy of a phone is dull.')).toEqual([]);
    expect(dishNameSpans('I am a tofurky fan.')).toEqual([]);
  });

  // The spelling dictionary respelt these as the nearest English word (measured over the whole list: 23 of 274).
  it.each(['dolma', 'sambal', 'pierogi', 'paneer', 'coxinha', 'pintxos', 'mochi', 'bento', 'rendang', 'lassi'])('%j is never respelt', async (dish) => {
    const corrections = await findCorrections(`My mother makes very good ${dish} on Sundays.`, { families: 'every' });
    expect(corrections.flatMap((c) => c.fixes.map((f) => f.from))).not.toContain(dish);
  });

  it('a slip beside a dish is still corrected', async () => {
    const [correction] = await findCorrections('We ate dolma with my freinds yesterday.', { families: 'every' });
    expect(correction?.corrected).toBe('We ate dolma with my friends yesterday.');
  });
});
