import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleByRelease } from './release-cue';

const dictionary = parseCmuDictionary(
  ['say S EY', 'breathe B R IY DH', 'breed B R IY D', 'seat S IY T', 'sea S IY', 'see S IY', 'again AH G EH N', 'read R EH D', 'read(2) R IY D', 'red R EH D', 'wind W IH N D', 'win W IH N', 'here HH IY R'].join('\n'),
);
const HOP = 0.005;
const sound = (phone: string, start: number, duration: number): MatchedPhone => ({ phone, start, duration, level: -20, hiss: -30, hissAboveNoise: 60 });
/** "seat" (S IY T from 1.0 s, or "sea", S IY) then "again" from 1.3 s. */
const seat = [sound('S', 1, 0.1), sound('IY', 1.1, 0.12), sound('T', 1.22, 0.08)];
const sea = seat.slice(0, 2);
const again = [sound('AH', 1.3, 0.08), sound('EH', 1.4, 0.1)];
/** The hiss every 5 ms: the vowels at -30 dB, and between the middle of "ee" and that of "a" (1.16-1.34 s) what `between` gives. */
function contour(between: (time: number) => number, noise = -90): HissContour {
  const frames = Float32Array.from({ length: 400 }, (_, at) => {
    const time = at * HOP;
    return time >= 1.16 && time <= 1.33 ? between(time) : -30;
  });
  return { hop: HOP, window: 0.01, frames, levels: new Float32Array(frames.length), noise };
}
/** A closure from 1.22 s to 1.28 s, down at the room's noise, then a release. */
const stopSaid = contour((time) => (time >= 1.22 && time < 1.28 ? -85 : -30));
/** The vowel running on into the next: the hiss eases 6 dB down and back. */
const stopLeftOff = contour((time) => -30 - 6 * Math.sin(((time - 1.16) / 0.18) * Math.PI));

const grammar = buildReadingGrammar('Say seat again', dictionary);
const word = grammar.words[1]!;
const option = (token: string) => word.options.find((candidate) => candidate.token === token)!;

describe('settleByRelease', () => {
  it('hears "sea" where the vowel runs on into the next word, whatever the decoder chose', () => {
    expect(settleByRelease(word, option('p_s_iy_t'), { phones: seat, next: again, hiss: stopLeftOff }).token).toBe('p_s_iy');
    expect(settleByRelease(word, option('p_s_iy'), { phones: sea, next: again, hiss: stopLeftOff }).token).toBe('p_s_iy');
  });

  it('keeps "seat" where the sound closes and is released, even where the decoder heard "sea"', () => {
    expect(settleByRelease(word, option('p_s_iy'), { phones: sea, next: again, hiss: stopSaid }).token).toBe('p_s_iy_t');
    expect(settleByRelease(word, option('p_s_iy_t'), { phones: seat, next: again, hiss: stopSaid }).token).toBe('p_s_iy_t');
  });

  it('lets the word as written stand where a closure could not show: a noisy room, or no vowel after it', () => {
    const noisy = contour((time) => -30 - 6 * Math.sin(((time - 1.16) / 0.18) * Math.PI), -60);
    expect(settleByRelease(word, option('p_s_iy'), { phones: sea, next: again, hiss: noisy }).token).toBe('p_s_iy_t');
    expect(settleByRelease(word, option('p_s_iy'), { phones: sea, next: [sound('HH', 1.3, 0.05)], hiss: stopLeftOff }).token).toBe('p_s_iy_t');
    expect(settleByRelease(word, option('p_s_iy'), { phones: sea, next: undefined, hiss: stopLeftOff }).token).toBe('p_s_iy_t');
  });

  it('leaves the stop alone where it is half closed: neither a closure and release nor none', () => {
    const half = contour((time) => (time >= 1.22 && time < 1.28 ? -62 : -30));
    const flat = contour((time) => (time >= 1.22 && time < 1.28 ? -62 : time > 1.28 ? -62 + ((time - 1.28) / 0.05) * 32 : -30));
    expect(settleByRelease(word, option('p_s_iy'), { phones: sea, next: again, hiss: flat }).token).toBe('p_s_iy_t');
    expect(settleByRelease(word, option('p_s_iy_t'), { phones: seat, next: again, hiss: half }).token).toBe('p_s_iy_t');
  });

  it('names the stop left off from the pronunciation the decoder matched ("read" said as "ree", not "red")', () => {
    const reading = buildReadingGrammar('Say read again', dictionary).words[1]!;
    const asRead = reading.options.find((candidate) => candidate.token === 'p_r_iy_d')!;
    const phones = [sound('R', 1, 0.1), sound('IY', 1.1, 0.12), sound('D', 1.22, 0.08)];
    expect(settleByRelease(reading, asRead, { phones, next: again, hiss: stopLeftOff }).token).toBe('p_r_iy');
  });

  it('hears "breed" for "breathe" where a closure and a release stand for the "th" as in "they", and "breathe" where the sound runs on', () => {
    const breathe = buildReadingGrammar('Say breathe again', dictionary).words[1]!;
    const choose = (token: string) => breathe.options.find((candidate) => candidate.token === token)!;
    const phones = [sound('B', 0.9, 0.1), sound('R', 1, 0.1), sound('IY', 1.1, 0.12), sound('DH', 1.22, 0.08)];
    expect(settleByRelease(breathe, choose('p_b_r_iy_dh'), { phones, next: again, hiss: stopSaid }).token).toBe('p_b_r_iy_d');
    expect(settleByRelease(breathe, choose('p_b_r_iy_d'), { phones, next: again, hiss: stopLeftOff }).token).toBe('p_b_r_iy_dh');
    // Before a consonant nothing is released: not listened for.
    expect(buildReadingGrammar('Say breathe here', dictionary).entries.map(([token]) => token)).not.toContain('p_b_r_iy_d');
  });

  it('is not offered where it cannot be heard: after a nasal, before a consonant, at the end', () => {
    expect(buildReadingGrammar('Say wind again', dictionary).entries.map(([token]) => token)).not.toContain('p_w_ih_n');
    expect(buildReadingGrammar('Say seat here', dictionary).entries.map(([token]) => token)).not.toContain('p_s_iy');
    expect(buildReadingGrammar('Say seat', dictionary).entries.map(([token]) => token)).not.toContain('p_s_iy');
  });

  it('decides the verdict judgeReading gives, from the recording\'s hiss', () => {
    const token = (name: string, phones: MatchedPhone[]) => ({ token: name, start: phones[0]!.start, duration: 0.3, phones });
    const tokens = [token('p_s_ey', [sound('S', 0.5, 0.1), sound('EY', 0.6, 0.2)]), token('p_s_iy_t', seat), token('p_ah_g_eh_n', again)];
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), stopLeftOff).words[1]).toMatchObject({ word: 'seat', result: 'mispronounced', heard: 'sea', sound: 'final' });
    expect(judgeReading(grammar.words, tokens, dictionary, new Map(), stopSaid).words[1]).toMatchObject({ word: 'seat', result: 'ok' });
  });
});
