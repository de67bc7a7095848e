import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../../grammar/find-corrections';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor-test-helpers';
import { otherLanguageWordSpans } from './words-from-other-languages';
import DISHES from './words/dishes-of-the-world.json';
import CUSTOMS from './words/customs-of-the-world.json';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('words borrowed whole from other languages', () => {
  it.each(DISHES)('%j is found whole in a sentence', (dish) => {
    const sentence = `My mother makes very good ${dish} on Sundays.`;
    const spans = otherLanguageWordSpans(sentence);
    expect(spans.map((s) => sentence.slice(s.start, s.end).toLowerCase())).toContain(dish.toLowerCase());
  });

  it('only whole words: a dish inside another word is none', () => {
    expect(otherLanguageWordSpans('The taxonomy of a phone is dull.')).toEqual([]);
    expect(otherLanguageWordSpans('I am a tofurky fan.')).toEqual([]);
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

  it.each(CUSTOMS)('%j, a place, a thing worn or a custom, is found whole in a sentence', (word) => {
    const sentence = `Last year we enjoyed the ${word} with my cousins.`;
    const spans = otherLanguageWordSpans(sentence);
    expect(spans.map((s) => sentence.slice(s.start, s.end).toLowerCase())).toContain(word.toLowerCase());
  });

  // Respelt before as the nearest English word ('onset', 'handbook', 'papaya', 'hammer').
  it.each(['onsen', 'ryokan', 'hanbok', 'izakaya', 'hutong', 'iftar', 'qipao', 'hammam', 'saree', 'nowruz'])('%j is never respelt', async (word) => {
    const corrections = await findCorrections(`On weekends I like to go to the ${word} with my wife.`, { families: 'every' });
    expect(corrections.flatMap((c) => c.fixes.map((f) => f.from))).not.toContain(word);
  });

  it('a slip beside a custom is still corrected', async () => {
    const [correction] = await findCorrections('We went to an onsen with my freinds.', { families: 'every' });
    expect(correction?.corrected).toBe('We went to an onsen with my friends.');
  });
});
