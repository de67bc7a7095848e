import { describe, expect, it } from 'vitest';
import { createChooser } from './choose-variant';
import { changedPhrase, phraseCorrections } from './phrase-corrections';

const LONG_TAIL = 'when the weather is good and the evenings are long and warm in the summer';

describe('changedPhrase', () => {
  it.each([
    ['If you want sell the bike, clean it.', 'If you want to sell the bike, clean it.', 'want sell', 'want to sell'],
    ['We bought a orange sofa.', 'We bought an orange sofa.', 'a orange', 'an orange'],
    ['He go to work by bus.', 'He goes to work by bus.', 'He go', 'He goes'],
    ['They discussed about the plan.', 'They discussed the plan.', 'discussed about the', 'discussed the'],
    ['I goed home early.', 'I went home early.', 'goed', 'went'],
  ])('quotes one natural phrase for %j', (original, corrected, from, to) => {
    expect(changedPhrase(original, corrected)).toEqual({ from, to });
  });

  it('gives up when the changes are far apart', () => {
    expect(changedPhrase('She go to the park and then we all buyed ice cream there.', 'She goes to the park and then we all bought ice cream there.')).toBeNull();
  });
});

describe('phraseCorrections', () => {
  it('never quotes a garbled fragment in a long sentence', () => {
    const original = `My brother go to the beach with his friends ${LONG_TAIL} and they buyed ice cream.`;
    const corrected = `My brother goes to the beach with his friends ${LONG_TAIL} and they bought ice cream.`;
    const [recast] = phraseCorrections([{ original, corrected, fixes: [] }], createChooser('seed'));
    expect(recast).toContain(corrected.replace(/\.$/, ''));
  });

  it('quotes only the change in a long sentence with one change', () => {
    const original = `My brother go to the beach with his friends ${LONG_TAIL}.`;
    const corrected = `My brother goes to the beach with his friends ${LONG_TAIL}.`;
    const [recast] = phraseCorrections([{ original, corrected, fixes: [] }], createChooser('seed'));
    expect(recast).toMatch(/'brother goes'/);
    expect(recast).toMatch(/'brother go'/);
  });
});
