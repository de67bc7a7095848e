/**
 * Between a word and its slip of "th" said as "s" ("think" / "sink"), the loudness of that sound decides,
 * not the decoder: the acoustic model hears the two alike (with every variant equally likely it chose
 * between them at chance on eSpeak voices), but "s" is a sibilant, loud and hissing, while "th" is faint.
 * Measured against the word's own vowel, so the microphone's gain does not matter, the hiss of a "th" lay
 * 11-32 dB below the vowel and that of an "s" 11 dB below to 5 dB above, on nine voices of two synthesizers
 * (eSpeak NG and Flite's voices built from recorded speech; ADR 019).
 * A loud hiss right after a silence of 25 ms or more is no "s" but the burst of a stop: "th" said as "t"
 * ("tree" for "three"), which the decoder took for "s". An "s" after a vowel begins at once; a "t" closes
 * first (40-50 ms of silence on five eSpeak voices, against at most 10 ms between words before an "s"
 * or a "th"). The length of the loud hiss does not tell them: "tr" hisses 50 ms, an "s" 45-105 ms.
 */
import { isVowel } from './arpabet-variants';
import { type ReadingWord, tokenFor, type WordOption } from './build-reading-grammar';
import { framesWithin, type HissContour, type MatchedPhone } from './pronunciation-worker-source';

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
const STOPS_AND_AFFRICATES = new Set(['P', 'B', 'T', 'D', 'K', 'G', 'CH', 'JH']);
/** A loud hiss after a silence at least this long (seconds) is a stop's burst... */
export const SHORTEST_CLOSURE = 0.025;
/** ...where silent is this far (dB) below the vowel, or as quiet as the room. */
const CLOSURE_BELOW_VOWEL_DB = 40;
/** The burst may take this long (seconds) to rise from the closure to a loud hiss. */
const RAMP = 0.02;
/** How far before the sound as aligned its hiss is looked for (seconds): the decoder's bounds are approximate. */
const REACH = 0.03;

/** before: the last sound of the word said before, whose own closure may come right before this one ("think three"). */
export function settleBySibilance(reading: ReadingWord, chosen: WordOption, phones: readonly MatchedPhone[], hiss?: HissContour, before?: MatchedPhone): WordOption {
  const slip = reading.options.find(({ variant }) => variant?.from === 'TH' && variant.to === 'S');
  if (!slip?.variant || chosen.mistake || (chosen.variant && chosen !== slip)) return chosen;
  const { at } = slip.variant;
  const asWritten = reading.options.find(({ variant, token }) => !variant && token === tokenFor(slip.variant!.phones.map((phone, index) => (index === at ? 'TH' : phone))));
  const sound = phones[at];
  if (!asWritten || !sound || sound.phone !== (chosen === slip ? 'S' : 'TH')) return chosen;
  const vowel = Math.max(...phones.filter(({ phone }) => isVowel(phone)).map(({ level }) => level));
  if (!Number.isFinite(vowel)) return chosen;
  const stop = reading.options.find(({ variant }) => variant?.from === 'TH' && variant.to === 'T' && variant.at === at);
  const closureIsOwn = at > 0 || !before || !STOPS_AND_AFFRICATES.has(before.phone);
  if (stop && hiss && closureIsOwn && closureBefore(hiss, sound, vowel) >= SHORTEST_CLOSURE) return stop;
  if (sound.duration < SHORTEST_MEASURABLE || sound.hissAboveNoise < ABOVE_NOISE_DB) return asWritten;
  return sound.hiss - vowel > SIBILANT_HISS_DB ? slip : asWritten;
}

/**
 * How long (seconds) the sound was silent just before its hiss became loud: a stop's closure. Silent is
 * CLOSURE_BELOW_VOWEL_DB under the vowel, or within ABOVE_NOISE_DB of the room's hiss; the closure may
 * end up to RAMP before the hiss is loud (the burst rising).
 */
function closureBefore(hiss: HissContour, sound: MatchedPhone, vowel: number): number {
  const { hop, frames, noise } = hiss;
  const isLoud = (at: number) => frames[at]! - vowel > SIBILANT_HISS_DB && frames[at]! - noise >= ABOVE_NOISE_DB;
  const isSilent = (at: number) => frames[at]! < Math.max(vowel - CLOSURE_BELOW_VOWEL_DB, noise + ABOVE_NOISE_DB);
  const { first, last } = framesWithin(hiss, sound.start - REACH, sound.start + sound.duration);
  let at = first;
  while (at <= last && !isLoud(at)) at++;
  if (at > last) return 0;
  for (let ramp = Math.round(RAMP / hop); ramp > 0 && at > 0 && !isSilent(at - 1); ramp--) at--;
  let silent = 0;
  while (at - silent - 1 >= 0 && isSilent(at - silent - 1)) silent++;
  return silent * hop;
}

