import { describe, expect, it } from 'vitest';
import { buildReadingGrammar } from './build-reading-grammar';
import { parseCmuDictionary } from './cmu-dictionary';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';
import { settleByStopEnding } from './stop-ending-cue';

const dictionary = parseCmuDictionary(['say S EY', 'breathe B R IY DH', 'breed B R IY D', 'again AH G EH N', 'now N AW'].join('\n'));
const HOP = 0.005;
const sound = (phone: string, start: number, duration: number): MatchedPhone => ({ phone, start, duration, score: 0, level: -20, hiss: -30, hissAboveNoise: 60 });
/** "breathe" ("ee" 1.1-1.22 s, "th" to 1.3 s), then "again" from 1.3 s. */
const breathe = [sound('B', 1, 0.05), sound('R', 1.05, 0.05), sound('IY', 1.1, 0.12), sound('DH', 1.22, 0.08)];
const again = [sound('AH', 1.3, 0.08), sound('G', 1.38, 0.05)];
/** The hiss every 5 ms: the vowels at -30 dB, and between 1.22 s and 1.3 s what `between` gives. */
function contour(between: (time: number) => number): HissContour {
  const frames = Float32Array.from({ length: 400 }, (_, at) => (at * HOP >= 1.22 && at * HOP < 1.3 ? between(at * HOP) : -30));
  return { hop: HOP, window: 0.01, frames, levels: new Float32Array(frames.length), noise: -90 };
}
/** "d": closed (-75 dB), then let go all at once. */
const closedAndReleased = contour(() => -75);
/** "th": a faint hiss 15 dB down, no burst. */
const fricative = contour(() => -45);
/** eSpeak's "th" before some vowels: as deep as a closure, but easing back over 40 ms. */
const deepNoBurst = contour((time) => (time < 1.26 ? -75 : -75 + ((time - 1.26) / 0.04) * 40));

const words = buildReadingGrammar('Say breathe again', dictionary).words;
const reading = words[1]!;
const option = (token: string) => reading.options.find((candidate) => candidate.token === token)!;

describe('settleByStopEnding', () => {
  it('offers "d" for a final "th" only before a vowel, so faintly that only the signal chooses it', () => {
    expect(reading.options.map(({ token }) => token)).toContain('p_b_r_iy_d');
    expect(buildReadingGrammar('Say breathe now', dictionary).words[1]!.options.map(({ token }) => token)).not.toContain('p_b_r_iy_d');
  });

  it('hears "breed" where the sound closes and bursts open into the next vowel', () => {
    expect(settleByStopEnding({ reading, chosen: option('p_b_r_iy_dh'), phones: breathe, next: again, hiss: closedAndReleased }).token).toBe('p_b_r_iy_d');
  });

  it('keeps "breathe" for a fricative, however deep, that has no burst', () => {
    expect(settleByStopEnding({ reading, chosen: option('p_b_r_iy_dh'), phones: breathe, next: again, hiss: fricative }).token).toBe('p_b_r_iy_dh');
    expect(settleByStopEnding({ reading, chosen: option('p_b_r_iy_dh'), phones: breathe, next: again, hiss: deepNoBurst }).token).toBe('p_b_r_iy_dh');
  });

  it('keeps the word as written where no vowel follows or the hiss is not known', () => {
    expect(settleByStopEnding({ reading, chosen: option('p_b_r_iy_d'), phones: breathe, next: undefined, hiss: closedAndReleased }).token).toBe('p_b_r_iy_dh');
    expect(settleByStopEnding({ reading, chosen: option('p_b_r_iy_d'), phones: breathe, next: again, hiss: undefined }).token).toBe('p_b_r_iy_dh');
  });
});
