import { describe, expect, it } from 'vitest';
import { deriveVariants, isReleaseHeardAfter, isStopLeftOffHeardAfter, slipOf } from './arpabet-variants';

const spelled = (phones: string) => deriveVariants(phones.split(' ')).map((variant) => `${variant.rule}:${variant.phones.join(' ')}`);

describe('deriveVariants', () => {
  it('gives "think" its s, t and f slips and its dropped final k', () => {
    expect(spelled('TH IH NG K')).toEqual(['th:S IH NG K', 'th:T IH NG K', 'th:F IH NG K', 'ih-iy:TH IY NG K', 'final-consonant:TH IH NG']);
  });

  it('swaps ð, v, r and l one at a time', () => {
    expect(spelled('DH EY')).toEqual(['dh:D EY', 'dh:Z EY']);
    expect(spelled('R AY T')).toEqual(['r-l:L AY T', 'final-consonant:R AY']);
    expect(spelled('P R EY')).toEqual(['r-l:P L EY']);
    expect(spelled('L AY T')).toEqual(['l-r:R AY T', 'final-consonant:L AY']);
  });

  it('leaves alone an r that British English drops or that is tapped between vowels', () => {
    expect(spelled('K AA R D')).toEqual(['final-consonant:K AA R']);
    expect(spelled('DH EH R')).toEqual(['dh:D EH R', 'dh:Z EH R']);
    expect(spelled('V EH R IY')).toEqual(['v:W EH R IY', 'v:B EH R IY', 'iy-ih:V EH R IH']);
  });

  it('never swaps ɪ and iː before an r ("here" has the vowel of "hit")', () => {
    expect(spelled('HH IY R')).toEqual([]);
  });

  it('keys each slip by the sound it changes, what it becomes and where in the word', () => {
    expect(deriveVariants(['TH', 'IH', 'NG', 'K']).map(slipOf)).toEqual(['TH>S initial', 'TH>T initial', 'TH>F initial', 'IH>IY within', 'K>nothing final']);
    expect(deriveVariants(['P', 'AE', 'TH']).map(slipOf)).toEqual(['TH>S final', 'TH>T final', 'TH>F final', 'TH>nothing final']);
  });

  it('never offers the word itself, and leaves a lone vowel alone', () => {
    expect(spelled('AY')).toEqual([]);
    expect(spelled('S IY').every((variant) => !variant.endsWith(':S IY'))).toBe(true);
  });
});

describe('where a final stop left off is listened for', () => {
  const each = (check: (stop: string, before: string) => boolean, pairs: string) => pairs.split(' ').map((pair) => check(pair[0]!, pair.slice(2)));

  it('by its closure after a vowel-like sound, but a t or d only after l (American English taps them)', () => {
    expect(each(isReleaseHeardAfter, 'K/AY P/IY G/R D/L T/L')).toEqual([true, true, true, true, true]);
    expect(each(isReleaseHeardAfter, 'T/IY D/R D/N K/N')).toEqual([false, false, false, false]);
  });

  it('by the decoder for a t or d after a vowel, r or n (it may be tapped) or a fricative ("watched"); never after a stop, nor another stop after a nasal', () => {
    expect(each(isStopLeftOffHeardAfter, 'T/IY D/R D/N T/N K/AY T/CH T/S D/V')).toEqual([true, true, true, true, true, true, true, true]);
    expect(each(isStopLeftOffHeardAfter, 'K/N P/M T/K D/G')).toEqual([false, false, false, false]);
  });
});
