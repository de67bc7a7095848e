import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleBySibilance } from './sibilant-cue';

const dictionary = parseCmuDictionary(['i AY', 'think TH IH NG K', 'sink S IH NG K', 'tink T IH NG K', 'so S OW', 'sew S OW'].join('\n'));
const grammar = buildReadingGrammar('I think so', dictionary);
const think = grammar.words[1]!;
const option = (token: string) => think.options.find((candidate) => candidate.token === token)!;
/** "think" said with its first sound at `hiss` dB and its vowel at -18 dB. */
const sounds = (first: 'TH' | 'S' | 'T', hiss: number, duration = 0.1, noise = -70): MatchedPhone[] =>
  [
    { phone: first, start: 1, duration, level: -30, hiss },
    { phone: 'IH', start: 1.1, duration: 0.12, level: -18, hiss: -26 },
    { phone: 'NG', start: 1.22, duration: 0.06, level: -24, hiss: -36 },
    { phone: 'K', start: 1.28, duration: 0.04, level: -23, hiss: -45 },
  ].map((sound) => ({ ...sound, score: 0, hissAboveNoise: sound.hiss - noise }));

describe('settleBySibilance', () => {
  it('hears "sink" when the first sound hisses nearly as loud as the vowel, whatever the decoder chose', () => {
    expect(settleBySibilance({ reading: think, chosen: option('p_th_ih_ng_k'), phones: sounds('TH', -22) }).token).toBe('p_s_ih_ng_k');
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -20) }).token).toBe('p_s_ih_ng_k');
  });

  it('keeps "think" when the first sound is faint, even where the decoder heard "sink"', () => {
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -32) }).token).toBe('p_th_ih_ng_k');
    expect(settleBySibilance({ reading: think, chosen: option('p_th_ih_ng_k'), phones: sounds('TH', -32) }).token).toBe('p_th_ih_ng_k');
  });

  it('lets the word as written stand when the sound is too short to measure', () => {
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -20, 0.03) }).token).toBe('p_th_ih_ng_k');
  });

  it('lets the word as written stand when the sound hisses no louder than the room', () => {
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -22, 0.1, -25) }).token).toBe('p_th_ih_ng_k');
    expect(settleBySibilance({ reading: think, chosen: option('p_th_ih_ng_k'), phones: sounds('TH', -22, 0.1, -40) }).token).toBe('p_s_ih_ng_k');
  });

  it('hears "tink" where a loud hiss comes straight after a silence: the burst of a stop, not an "s"', () => {
    const vowel = -18;
    // 40 ms of silence before the sound as aligned, then a burst as loud as an "s" for 20 ms, then the faint rest.
    const hissAround = (closure: number): HissContour => ({
      hop: 0.005,
      window: 0.01,
      levels: new Float32Array(400),
      noise: -90,
      frames: Float32Array.from({ length: 400 }, (_, at) => {
        const time = at * 0.005;
        if (time >= 1 - closure && time < 1) return -85;
        if (time >= 1 && time < 1.02) return vowel + 2;
        return time > 1.02 && time < 1.1 ? vowel - 20 : vowel - 8;
      }),
    });
    expect(settleBySibilance({ reading: think, chosen: option('p_th_ih_ng_k'), phones: sounds('TH', -28), hiss: hissAround(0.04) }).token).toBe('p_t_ih_ng_k');
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -14), hiss: hissAround(0.04) }).token).toBe('p_t_ih_ng_k');
    // The pause of 10 ms that may come between two words is no closure: loud is "s", faint is "th".
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -14), hiss: hissAround(0.01) }).token).toBe('p_s_ih_ng_k');
    expect(settleBySibilance({ reading: think, chosen: option('p_s_ih_ng_k'), phones: sounds('S', -32), hiss: hissAround(0.01) }).token).toBe('p_th_ih_ng_k');
  });

  it('leaves any other slip to the decoder', () => {
    expect(settleBySibilance({ reading: think, chosen: option('p_t_ih_ng_k'), phones: sounds('T', -20) }).token).toBe('p_t_ih_ng_k');
  });

  it('decides the verdict judgeReading gives', () => {
    const token = (name: string, start: number, phones?: MatchedPhone[]) => ({ token: name, start, duration: 0.3, phones });
    const judged = judgeReading(grammar.words, [token('p_ay', 0.5), token('p_th_ih_ng_k', 1, sounds('TH', -21)), token('p_s_ow', 1.4)], dictionary);
    expect(judged.words[1]).toMatchObject({ word: 'think', result: 'mispronounced', heard: 'sink' });
  });
});
