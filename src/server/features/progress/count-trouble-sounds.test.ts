import { describe, expect, it } from 'vitest';
import type { WordResult } from '#/shared/api/pronunciation';
import { countTroubleSounds } from './count-trouble-sounds';

const ok = (word: string): WordResult => ({ word, result: 'ok' });
const slip = (word: string, sound: WordResult['sound']): WordResult => ({ word, result: 'mispronounced', sound });

describe('countTroubleSounds', () => {
  it('counts mispronounced words per family across checks, most missed first', () => {
    const checks = [
      [ok('We'), slip('read', 'r-l'), slip('think', 'th')],
      [slip('three', 'th'), ok('so')],
      [slip('thing', 'th'), slip('very', 'v-w')],
    ];
    expect(countTroubleSounds(checks)).toEqual([
      { sound: 'th', misses: 3 },
      { sound: 'v-w', misses: 1 },
      { sound: 'r-l', misses: 1 },
    ]);
  });

  it('orders a tie by the families\' usual order and leaves out families never missed', () => {
    expect(countTroubleSounds([[slip('right', 'r-l'), slip('this', 'dh')]])).toEqual([
      { sound: 'dh', misses: 1 },
      { sound: 'r-l', misses: 1 },
    ]);
  });

  it('does not count words said right, left out, added, or mispronounced without a family', () => {
    const words: WordResult[] = [
      ok('think'),
      { word: 'three', result: 'omitted', sound: 'th' },
      { word: 'very', result: 'inserted' },
      { word: 'right', result: 'mispronounced' },
    ];
    expect(countTroubleSounds([words])).toEqual([]);
    expect(countTroubleSounds([])).toEqual([]);
  });
});
