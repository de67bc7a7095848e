import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleByVowel } from './vowel-cue';

const dictionary = parseCmuDictionary(
  ['i AY', 'see S IY', 'sheep SH IY P', 'ship SH IH P', 'seat S IY T', 'sit S IH T', 'sea S IY', 'again AH G EH N', 'nice N AY S', 'nice(2) N IY S', 'sleepy S L IY P IY', 'keep K IY P', 'kip K IH P', 'key K IY'].join('\n'),
);
/** A sound of a word said from 1 s; a vowel with the formants given. */
const sound = (phone: string, start: number, formants?: { f1: number; f2: number }): MatchedPhone => ({ phone, start, duration: 0.1, score: 0, level: -20, hiss: -30, hissAboveNoise: 60, ...formants });
const EE = { f1: 290, f2: 2270 }; // F2/F1 7.8
const I = { f1: 410, f2: 1930 }; // 4.7
const saidWith = (vowel: 'IY' | 'IH', formants: { f1: number; f2: number }) => [sound('SH', 1), sound(vowel, 1.1, formants), sound('P', 1.2)];

const sheep = buildReadingGrammar('I see sheep', dictionary).words[2]!;
const ship = buildReadingGrammar('I see ship', dictionary).words[2]!;
const option = (word: typeof sheep, token: string) => word.options.find((candidate) => candidate.token === token)!;

describe('settleByVowel', () => {
  it('hears "ship" in "sheep" when the vowel is the open, central "i", whatever the decoder chose', () => {
    expect(settleByVowel({ reading: sheep, chosen: option(sheep, 'p_sh_iy_p'), phones: saidWith('IY', I) }).token).toBe('p_sh_ih_p');
    expect(settleByVowel({ reading: sheep, chosen: option(sheep, 'p_sh_ih_p'), phones: saidWith('IH', I) }).token).toBe('p_sh_ih_p');
  });

  it('keeps "sheep" said with a closed, front "ee", and "ship" said with an "i" even where the decoder heard "sheep"', () => {
    expect(settleByVowel({ reading: sheep, chosen: option(sheep, 'p_sh_iy_p'), phones: saidWith('IY', EE) }).token).toBe('p_sh_iy_p');
    expect(settleByVowel({ reading: ship, chosen: option(ship, 'p_sh_iy_p'), phones: saidWith('IY', I) }).token).toBe('p_sh_ih_p');
    // "i" said as "ee" is the decoder's to hear: the formants only overrule it.
    expect(settleByVowel({ reading: ship, chosen: option(ship, 'p_sh_ih_p'), phones: saidWith('IH', EE) }).token).toBe('p_sh_ih_p');
    expect(settleByVowel({ reading: ship, chosen: option(ship, 'p_sh_iy_p'), phones: saidWith('IY', EE) }).token).toBe('p_sh_iy_p');
  });

  it('lets the word as written stand between the two, or where the formants could not be read', () => {
    expect(settleByVowel({ reading: sheep, chosen: option(sheep, 'p_sh_ih_p'), phones: saidWith('IH', { f1: 360, f2: 2030 }) }).token).toBe('p_sh_iy_p');
    expect(settleByVowel({ reading: sheep, chosen: option(sheep, 'p_sh_ih_p'), phones: [sound('SH', 1), sound('IH', 1.1), sound('P', 1.2)] }).token).toBe('p_sh_iy_p');
  });

  it('listens for "ee" said as "i" only in a word of one vowel that is "ee" however it is said', () => {
    const tokens = (text: string) => buildReadingGrammar(text, dictionary).entries.map(([token]) => token);
    expect(tokens('I see sheep')).toContain('p_sh_ih_p');
    expect(tokens('I see sleepy sheep')).not.toContain('p_s_l_ih_p_iy');
    expect(tokens('I see nice sheep')).not.toContain('p_n_ih_s');
  });

  it('weighs the vowel once a final stop the decoder left off is heard released ("keep" heard as "key", said "kip")', () => {
    const grammar = buildReadingGrammar('I see keep again', dictionary);
    const hiss: HissContour = {
      hop: 0.005,
      window: 0.01,
      levels: new Float32Array(400),
      noise: -90,
      frames: Float32Array.from({ length: 400 }, (_, at) => (at * 0.005 >= 1.22 && at * 0.005 < 1.28 ? -85 : -30)),
    };
    const token = (name: string, phones: MatchedPhone[]) => ({ token: name, start: phones[0]!.start, duration: 0.3, phones });
    const tokens = [
      token('p_ay', [sound('AY', 0.2, undefined)]),
      token('p_s_iy', [sound('S', 0.5), sound('IY', 0.6, EE)]),
      token('p_k_iy', [sound('K', 1), { ...sound('IY', 1.1, I), duration: 0.12 }]),
      token('p_ah_g_eh_n', [sound('AH', 1.3), sound('G', 1.38), sound('EH', 1.45), sound('N', 1.55)]),
    ];
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), hiss).words[2]).toMatchObject({ word: 'keep', result: 'mispronounced', heard: 'kip' });
  });
});
