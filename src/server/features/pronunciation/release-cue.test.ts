import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import { judgeReading } from './judge-reading';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleByRelease } from './release-cue';

const dictionary = parseCmuDictionary(
  ['say S EY', 'like L AY K', 'lie L AY', 'again AH G EH N', 'cold K OW L D', 'coal K OW L', 'wake W EY K', 'wake(2) W AE K', 'way W EY', 'whack W AE K', 'seat S IY T', 'sea S IY', 'wind W IH N D', 'win W IH N', 'here HH IY R'].join('\n'),
);
const HOP = 0.005;
const sound = (phone: string, start: number, duration: number): MatchedPhone => ({ phone, start, duration, score: 0, level: -20, hiss: -30, hissAboveNoise: 60 });
/** "like" (L AY K from 1.0 s, or "lie", L AY) then "again" from 1.3 s. */
const like = [sound('L', 1, 0.1), sound('AY', 1.1, 0.12), sound('K', 1.22, 0.08)];
const lie = like.slice(0, 2);
const again = [sound('AH', 1.3, 0.08), sound('EH', 1.4, 0.1)];
/** The hiss every 5 ms: the vowels at -30 dB, and between the middle of "i" and that of "a" (1.16-1.34 s) what `between` gives. */
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

const grammar = buildReadingGrammar('Say like again', dictionary);
/** A token as the decoder matched it, and "say" before the word judged. */
const token = (name: string, phones: MatchedPhone[]) => ({ token: name, start: phones[0]!.start, duration: 0.3, phones });
const saySaid = token('p_s_ey', [sound('S', 0.5, 0.1), sound('EY', 0.6, 0.2)]);
/** The tokens a sentence's grammar offers. */
const tokens = (text: string) => buildReadingGrammar(text, dictionary).entries.map(([token]) => token);
const word = grammar.words[1]!;
const option = (token: string) => word.options.find((candidate) => candidate.token === token)!;

describe('settleByRelease', () => {
  it('hears "lie" where the vowel runs on into the next word, whatever the decoder chose', () => {
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay_k'), phones: like, next: again, hiss: stopLeftOff }).token).toBe('p_l_ay');
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay'), phones: lie, next: again, hiss: stopLeftOff }).token).toBe('p_l_ay');
  });

  it('keeps "like" where the sound closes and is released, even where the decoder heard "lie"', () => {
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay'), phones: lie, next: again, hiss: stopSaid }).token).toBe('p_l_ay_k');
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay_k'), phones: like, next: again, hiss: stopSaid }).token).toBe('p_l_ay_k');
  });

  it('lets the word as written stand where a closure could not show: a noisy room, or no vowel after it', () => {
    const noisy = contour((time) => -30 - 6 * Math.sin(((time - 1.16) / 0.18) * Math.PI), -60);
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay'), phones: lie, next: again, hiss: noisy }).token).toBe('p_l_ay_k');
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay'), phones: lie, next: [sound('HH', 1.3, 0.05)], hiss: stopLeftOff }).token).toBe('p_l_ay_k');
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay'), phones: lie, next: undefined, hiss: stopLeftOff }).token).toBe('p_l_ay_k');
  });

  it('leaves the stop alone where it is half closed: neither a closure and release nor none', () => {
    const half = contour((time) => (time >= 1.22 && time < 1.28 ? -62 : -30));
    const flat = contour((time) => (time >= 1.22 && time < 1.28 ? -62 : time > 1.28 ? -62 + ((time - 1.28) / 0.05) * 32 : -30));
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay'), phones: lie, next: again, hiss: flat }).token).toBe('p_l_ay_k');
    expect(settleByRelease({ reading: word, chosen: option('p_l_ay_k'), phones: like, next: again, hiss: half }).token).toBe('p_l_ay_k');
  });

  it('names the stop left off from the pronunciation the decoder matched ("wake" said as "whack" without its k is "wha", not "way")', () => {
    const reading = buildReadingGrammar('Say wake again', dictionary).words[1]!;
    const asSaid = reading.options.find((candidate) => candidate.token === 'p_w_ae_k')!;
    const phones = [sound('W', 1, 0.1), sound('AE', 1.1, 0.12), sound('K', 1.22, 0.08)];
    expect(settleByRelease({ reading, chosen: asSaid, phones, next: again, hiss: stopLeftOff }).token).toBe('p_w_ae');
  });

  it('is not offered where it cannot be heard: a stop after a nasal but a "t" or "d", before a consonant, at the end', () => {
    expect(tokens('Say cold again')).toContain('p_k_ow_l');
    expect(tokens('Say like here')).not.toContain('p_l_ay');
    expect(tokens('Say like')).not.toContain('p_l_ay');
  });

  describe('a "t" or "d" that may be tapped (after a vowel, r or n)', () => {
    const seatGrammar = buildReadingGrammar('Say seat again', dictionary);
    const seat = seatGrammar.words[1]!;
    const sea = seat.options.find((candidate) => candidate.token === 'p_s_iy')!;
    const asWritten = seat.options.find((candidate) => candidate.token === 'p_s_iy_t')!;
    /** "sea" as the decoder matched it ("ee" 1.1-1.3 s, loud), running on into "again" at 1.3 s. */
    const seaSaid = (hissAboveNoise = 60, end = 1.3) => [sound('S', 1, 0.1), { ...sound('IY', 1.1, end - 1.1), hissAboveNoise }];
    /** A tap: the hiss dips 30 dB for 15 ms between the two vowels, and comes back. */
    const tapped = contour((time) => (time >= 1.24 && time < 1.255 ? -60 : -30));

    it('is offered to the decoder, with "wind" for "win" too', () => {
        expect(tokens('Say seat again')).toContain('p_s_iy');
      expect(tokens('Say wind again')).toContain('p_w_ih_n');
    });

    it('is reported left off only by the decoder: a vowel running on keeps its choice either way', () => {
      expect(settleByRelease({ reading: seat, chosen: sea, phones: seaSaid(), next: again, hiss: stopLeftOff }).token).toBe('p_s_iy');
      expect(settleByRelease({ reading: seat, chosen: asWritten, phones: [...seaSaid(), sound('T', 1.22, 0.08)], next: again, hiss: stopLeftOff }).token).toBe('p_s_iy_t');
    });

    it('is given back where its closure or tap shows, up to the end of the next vowel', () => {
      expect(settleByRelease({ reading: seat, chosen: sea, phones: seaSaid(), next: again, hiss: tapped }).token).toBe('p_s_iy_t');
      expect(settleByRelease({ reading: seat, chosen: sea, phones: seaSaid(), next: again, hiss: stopSaid }).token).toBe('p_s_iy_t');
    });

    it('is given back where the decoder put the vowel before it in a pause (a word it lost)', () => {
      expect(settleByRelease({ reading: seat, chosen: sea, phones: seaSaid(5), next: again, hiss: stopLeftOff }).token).toBe('p_s_iy_t');
    });

    it('is given back where a pause follows the word (a stop may hide in it), or the next vowel was squeezed to its shortest', () => {
      expect(settleByRelease({ reading: seat, chosen: sea, phones: seaSaid(60, 1.22), next: again, hiss: stopLeftOff }).token).toBe('p_s_iy_t');
      expect(settleByRelease({ reading: seat, chosen: sea, phones: seaSaid(), next: [sound('AH', 1.3, 0.03), sound('G', 1.33, 0.05)], hiss: stopLeftOff }).token).toBe('p_s_iy_t');
    });
  });

  it("rules on the learner's own mistake when it is the word without its final t (Review's Say it: 'watch' for 'watched')", () => {
    const past = parseCmuDictionary(['say S EY', 'watched W AA CH T', 'watch W AA CH', 'again AH G EH N'].join('\n'));
    const words = buildReadingGrammar('Say watched again', past, undefined, 'Say watch again').words;
    const watch = [sound('W', 1, 0.05), sound('AA', 1.05, 0.15), sound('CH', 1.2, 0.1)];
    const matched = [saySaid, token('p_w_aa_ch', watch), token('p_ah_g_eh_n', again)];
    expect(judgeReading(words, matched, past, new Map(), stopLeftOff).words[1]).toMatchObject({ word: 'watched', result: 'mispronounced', heard: 'watch', tip: expect.stringContaining('as in the correction') });
    expect(judgeReading(words, matched, past, new Map(), stopSaid).words[1]).toMatchObject({ word: 'watched', result: 'ok' });
  });

  it('decides the verdict judgeReading gives, from the recording\'s hiss', () => {
    const matched = [saySaid, token('p_l_ay_k', like), token('p_ah_g_eh_n', again)];
    expect(judgeReading(grammar.words, matched, dictionary, new Map(), stopLeftOff).words[1]).toMatchObject({ word: 'like', result: 'mispronounced', heard: 'lie', sound: 'final' });
    expect(judgeReading(grammar.words, matched, dictionary, new Map(), stopSaid).words[1]).toMatchObject({ word: 'like', result: 'ok' });
  });
});
