import { describe, expect, it } from 'vitest';
import { learnerMistakes } from './learner-mistakes';

const mistakes = (corrected: string, original: string) => learnerMistakes(corrected.split(' '), original.split(' '));

describe('learnerMistakes', () => {
  it('pairs a word replaced one for one with the word the learner wrote', () => {
    expect(mistakes('She goes to school', 'She go to school')).toEqual([{}, { mistake: 'go' }, {}, {}]);
    expect(mistakes('He has two brothers', 'He have two brother')).toEqual([{}, { mistake: 'have' }, {}, { mistake: 'brother' }]);
  });

  it('marks a word the correction added as one the learner may leave out', () => {
    expect(mistakes('I want to sell my car', 'I want sell my car')).toEqual([{}, {}, { mayBeLeftOut: true }, {}, {}, {}]);
  });

  it('pairs a word with the written word it starts like when the stretch changed length', () => {
    expect(mistakes('He agrees with me', 'He is agree with me')).toEqual([{}, { mistake: 'agree' }, {}, {}]);
  });

  it('never takes a word replaced or moved for one left out', () => {
    expect(mistakes('I went home', 'I goed to home')).toEqual([{}, {}, {}]);
    expect(mistakes('They were late', 'Were they late')).toEqual([{}, {}, {}]);
  });

  it('names the mistake as the learner spelt it', () => {
    expect(mistakes('I have it', 'I Has it')).toEqual([{}, { mistake: 'Has' }, {}]);
  });

  it('ignores case and finds nothing when the learner wrote the sentence as corrected', () => {
    expect(mistakes('The cat sat', 'the cat sat')).toEqual([{}, {}, {}]);
  });

  it('ignores words the learner added that the correction removed', () => {
    expect(mistakes('Most people like it', 'The most of people like it')).toEqual([{}, {}, {}, {}]);
  });
});
