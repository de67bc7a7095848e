import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleBySibilantEnding } from './sibilant-ending-cue';

const dictionary = parseCmuDictionary(['my M AY', 'friends F R EH N D Z', 'friends(2) F R EH N Z', 'friend F R EH N D', 'are AA R', 'here HH IY R'].join('\n'));
const sound = (phone: string, start: number, duration: number): MatchedPhone => ({ phone, start, duration, score: 0, level: -20, hiss: -35, hissAboveNoise: 50 });
/** "friends" as matched: F R EH N D from 1.0 s (with Z at 1.4 s when `withZ`), then "are" from 1.5 s. */
const friends = (withZ: boolean) => [sound('F', 1, 0.08), sound('R', 1.08, 0.06), sound('EH', 1.14, 0.12), sound('N', 1.26, 0.06), sound('D', 1.32, 0.08), ...(withZ ? [sound('Z', 1.4, 0.1)] : [])];
const are = [sound('AA', 1.5, 0.15), sound('R', 1.65, 0.05)];
/** Hiss and level every 5 ms: voiced sounds (hiss 15 dB under the level), and from 1.40 s for `hissing` seconds a hiss as loud as the voice. */
function contour(hissing: number): HissContour {
  const frames = new Float32Array(400);
  const levels = new Float32Array(400);
  for (let at = 0; at < 400; at++) {
    const time = at * 0.005;
    const isHiss = time >= 1.4 && time < 1.4 + hissing;
    levels[at] = isHiss ? -30 : -22;
    frames[at] = isHiss ? -28 : -37;
  }
  return { hop: 0.005, window: 0.01, frames, levels, noise: -90 };
}

const grammar = buildReadingGrammar('My friends are here', dictionary, undefined, 'My friend are here');
const word = grammar.words[1]!;
const option = (token: string) => word.options.find((candidate) => candidate.token === token)!;

describe('settleBySibilantEnding', () => {
  it('hears the old mistake "friend" where nothing hisses before the next word, whatever the decoder chose', () => {
    expect(settleBySibilantEnding({ reading: word, chosen: option('p_f_r_eh_n_d_z'), phones: friends(true), next: are, hiss: contour(0) }).mistake).toBe('friend');
    expect(settleBySibilantEnding({ reading: word, chosen: option('p_f_r_eh_n_d'), phones: friends(false), next: are, hiss: contour(0) }).mistake).toBe('friend');
  });

  it('keeps "friends" where the ending hisses for 40 ms or more, even where the decoder heard "friend"', () => {
    expect(settleBySibilantEnding({ reading: word, chosen: option('p_f_r_eh_n_d'), phones: friends(false), next: are, hiss: contour(0.08) }).token).toBe('p_f_r_eh_n_d_z');
    expect(settleBySibilantEnding({ reading: word, chosen: option('p_f_r_eh_n_z'), phones: friends(true), next: are, hiss: contour(0.08) }).token).toBe('p_f_r_eh_n_z');
  });

  it('lets the word as written stand for a short hiss, and leaves words with no such mistake alone', () => {
    expect(settleBySibilantEnding({ reading: word, chosen: option('p_f_r_eh_n_d'), phones: friends(false), next: are, hiss: contour(0.02) }).token).toBe('p_f_r_eh_n_d_z');
    const plain = buildReadingGrammar('My friends are here', dictionary).words[1]!;
    const asWritten = plain.options[0]!;
    expect(settleBySibilantEnding({ reading: plain, chosen: asWritten, phones: friends(true), next: are, hiss: contour(0) })).toBe(asWritten);
  });

  it("decides the verdict judgeReading gives in Review's Say it", () => {
    const token = (name: string, phones: MatchedPhone[]) => ({ token: name, start: phones[0]!.start, duration: 0.3, phones });
    const tokens = [token('p_m_ay', [sound('M', 0.6, 0.1), sound('AY', 0.7, 0.2)]), token('p_f_r_eh_n_z', friends(true)), token('p_aa_r', are), token('p_hh_iy_r', [sound('HH', 1.8, 0.05), sound('IY', 1.85, 0.1), sound('R', 1.95, 0.05)])];
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), contour(0)).words[1]).toMatchObject({ word: 'friends', result: 'mispronounced', heard: 'friend' });
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), contour(0.1)).words[1]).toMatchObject({ word: 'friends', result: 'ok' });
  });
});
