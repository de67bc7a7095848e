import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleByStopOnset } from './stop-onset-cue';

const dictionary = parseCmuDictionary(['say S EY', 'they DH EY', 'day D EY', 'van V AE N', 'ban B AE N', 'again AH G EH N'].join('\n'));
const HOP = 0.005;
const VOWEL = -20;
const sound = (phone: string, start: number, duration = 0.1): MatchedPhone => ({ phone, start, duration, score: 0, level: VOWEL, hiss: -40, hissAboveNoise: 50 });
/** "they" from 1.0 s: its first sound, then the vowel. */
const they = [sound('DH', 1, 0.08), sound('EY', 1.08, 0.2)];
/** Hiss and level every 5 ms: the vowels around; before 1.0 s what `onset` gives (hiss, level) for `from` seconds. */
function contour(onset: { hiss: number; level: number }, from: number, release: number): HissContour {
  const frames = new Float32Array(400);
  const levels = new Float32Array(400);
  for (let at = 0; at < 400; at++) {
    const time = at * HOP;
    const isOnset = time >= 1 - from && time < 1;
    frames[at] = isOnset ? onset.hiss : time >= 1 && time < 1.01 ? release : -35;
    levels[at] = isOnset ? onset.level : VOWEL - 2;
  }
  return { hop: HOP, window: 0.01, frames, levels, noise: -90 };
}
/** A "d": 40 ms with the voice on but no high frequencies, then a release. */
const voiceBar = contour({ hiss: -70, level: -35 }, 0.04, -25);
/** A pause of 40 ms, then the same release. */
const pause = contour({ hiss: -85, level: -85 }, 0.04, -25);
/** A "th" as in "they": faint hiss from its start, the only gap the 5 ms between two words. */
const fricative = contour({ hiss: -70, level: -35 }, 0.005, -45);

const reading = buildReadingGrammar('Say they again', dictionary).words[1]!;
const option = (token: string) => reading.options.find((candidate) => candidate.token === token)!;

describe('settleByStopOnset', () => {
  it('hears "day" where the voice goes on under a closure and a release follows, whatever the decoder chose', () => {
    expect(settleByStopOnset({ reading, chosen: option('p_dh_ey'), phones: they, hiss: voiceBar }).token).toBe('p_d_ey');
    expect(settleByStopOnset({ reading, chosen: option('p_d_ey'), phones: they, hiss: voiceBar }).token).toBe('p_d_ey');
  });

  it('keeps "they" where the sound hisses from its start, even where the decoder heard "day"', () => {
    expect(settleByStopOnset({ reading, chosen: option('p_d_ey'), phones: they, hiss: fricative }).token).toBe('p_dh_ey');
    expect(settleByStopOnset({ reading, chosen: option('p_dh_ey'), phones: they, hiss: fricative }).token).toBe('p_dh_ey');
  });

  it('takes no pause between words for a closure: a stop there has no voice to show', () => {
    expect(settleByStopOnset({ reading, chosen: option('p_dh_ey'), phones: they, hiss: pause }).token).toBe('p_dh_ey');
  });

  it('rules on "v" said as "b" alike, and decides the verdict judgeReading gives', () => {
    const grammar = buildReadingGrammar('Say van again', dictionary);
    const token = (name: string, phones: MatchedPhone[]) => ({ token: name, start: phones[0]!.start, duration: 0.3, phones });
    const van = [sound('V', 1, 0.08), sound('AE', 1.08, 0.2), sound('N', 1.28, 0.06)];
    const tokens = [token('p_s_ey', [sound('S', 0.5), sound('EY', 0.6, 0.3)]), token('p_v_ae_n', van), token('p_ah_g_eh_n', [sound('AH', 1.4), sound('EH', 1.5)])];
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), voiceBar).words[1]).toMatchObject({ word: 'van', result: 'mispronounced', heard: 'ban' });
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), fricative).words[1]).toMatchObject({ word: 'van', result: 'ok' });
  });
});
