/**
 * Whether a word's final "th" as in "breathe" was said as "d" ("breed") is settled by the signal where it
 * runs into the next word's vowel ("breathe again"), not the decoder, which heard "d" as often in the word
 * said right. "d" closes the mouth and lets go: the hiss dips and comes back with a burst. "th" is a
 * fricative with no burst, however faint its hiss. Between the vowel before it and the next one, on five
 * eSpeak NG and four Flite voices: "d" dipped 38-45 dB and rose 29-35 dB within 10 ms on eSpeak (Flite,
 * which often taps it, 7-40 and 6-30); "th" rose 18 dB at most, though eSpeak's dipped up to 47 dB
 * ("bathe it"). A dip of STOP_DIP_DB and a release of RELEASE_DB hear the "d"; anything less, and a word
 * not followed by a vowel, keep the word as written.
 */
import type { PronunciationVariant } from './arpabet-variants';
import type { WordOption } from './build-reading-grammar';
import type { Cue, CueContext } from './cue';
import { cuePair } from './cue-pair';
import { RELEASE_DB } from './cue-thresholds';
import { hissShapeBetween } from './hiss-shape';
import { isVowel } from './phone-classes';

/** A closure: the hiss dips at least this far (dB) between the vowel before the sound and the next one, and then a release (RELEASE_DB). */
export const STOP_DIP_DB = 30;

const isThSaidAsD = ({ from, to, at, phones }: PronunciationVariant) => from === 'DH' && to === 'D' && at === phones.length - 1;

export function settleByStopEnding({ reading, chosen, phones, next, hiss }: CueContext): WordOption {
  const pair = cuePair(reading.options, chosen, isThSaidAsD);
  if (!pair) return chosen;
  const before = phones[pair.slip.variant.at - 1];
  const vowel = next?.[0];
  if (!hiss || !before || !vowel || !isVowel(vowel.phone)) return pair.asWritten;
  const shape = hissShapeBetween(hiss, before.start + before.duration / 2, vowel.start + vowel.duration / 2);
  return shape && shape.dip >= STOP_DIP_DB && shape.rise >= RELEASE_DB ? pair.slip : pair.asWritten;
}

export const stopEndingCue: Cue = { name: 'stop-ending', rulesOn: isThSaidAsD, settle: settleByStopEnding };
