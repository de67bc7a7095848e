/**
 * Between a word and its slip of "th" said as "s" ("think" / "sink"), the loudness of that sound decides,
 * not the decoder: the acoustic model hears the two alike (with every variant equally likely it chose
 * between them at chance on eSpeak voices), but "s" is a sibilant, loud and hissing, while "th" is faint.
 * Measured against the word's own vowel, so the microphone's gain does not matter, the hiss of a "th" lay
 * 11-32 dB below the vowel and that of an "s" 11 dB below to 5 dB above, on nine voices of two synthesizers
 * (eSpeak NG and Flite's voices built from recorded speech; ADR 019).
 */
import { isVowel } from './arpabet-variants';
import { type ReadingWord, tokenFor, type WordOption } from './build-reading-grammar';
import type { MatchedPhone } from './pronunciation-worker-source';

/** A sound whose hiss is louder than this, in dB against the word's loudest vowel, is an "s". */
export const SIBILANT_HISS_DB = -10;
/** A sound the alignment gave less time than this (seconds) cannot be measured: the word as written stands. */
const SHORTEST_MEASURABLE = 0.05;
/**
 * Nor one whose hiss stands less than this (dB) above the recording's background hiss: in a noisy room a
 * faint "th" reads as loud as the noise (white noise at 15 dB below the speech turned "path" said right
 * into "pass" for 2 of 4 voices).
 */
const ABOVE_NOISE_DB = 6;

export function settleBySibilance(reading: ReadingWord, chosen: WordOption, phones: readonly MatchedPhone[]): WordOption {
  const slip = reading.options.find(({ variant }) => variant?.from === 'TH' && variant.to === 'S');
  if (!slip?.variant || chosen.mistake || (chosen.variant && chosen !== slip)) return chosen;
  const { at } = slip.variant;
  const asWritten = reading.options.find(({ variant, token }) => !variant && token === tokenFor(slip.variant!.phones.map((phone, index) => (index === at ? 'TH' : phone))));
  const sound = phones[at];
  if (!asWritten || !sound || sound.phone !== (chosen === slip ? 'S' : 'TH')) return chosen;
  if (sound.duration < SHORTEST_MEASURABLE || sound.hissAboveNoise < ABOVE_NOISE_DB) return asWritten;
  const vowel = Math.max(...phones.filter(({ phone }) => isVowel(phone)).map(({ level }) => level));
  if (!Number.isFinite(vowel)) return chosen;
  return sound.hiss - vowel > SIBILANT_HISS_DB ? slip : asWritten;
}

