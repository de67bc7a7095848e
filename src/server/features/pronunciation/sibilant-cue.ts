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
import type { PronunciationVariant } from './arpabet-variants';
import { tokenFor, type WordOption } from './build-reading-grammar';
import { type Cue, type CueContext, loudestVowel } from './cue';
import { ABOVE_NOISE_DB, REACH, SHORTEST_CLOSURE } from './cue-thresholds';
import { AFFRICATES, STOPS } from './phone-classes';
import { framesWithin, type HissContour, type MatchedPhone } from './pronunciation-worker-source';

/** A sound whose hiss is louder than this, in dB against the word's loudest vowel, is an "s". */
export const SIBILANT_HISS_DB = -10;
/**
 * A sound the alignment gave less time than this (seconds) cannot be measured: the word as written stands.
 * Nor one whose hiss stands less than ABOVE_NOISE_DB above the room's: white noise at 15 dB below the
 * speech turned "path" said right into "pass" for 2 of 4 voices.
 */
const SHORTEST_MEASURABLE = 0.05;
/** A loud hiss after SHORTEST_CLOSURE of silence is a stop's burst, silent being this far (dB) below the vowel, or as quiet as the room. */
const CLOSURE_BELOW_VOWEL_DB = 40;
/** The burst may take this long (seconds) to rise from the closure to a loud hiss. */
const RAMP = 0.02;

const isThAsS = ({ from, to }: PronunciationVariant) => from === 'TH' && to === 'S';
const isThAsT = ({ from, to }: PronunciationVariant) => from === 'TH' && to === 'T';

/** before: the last sound of the word said before, whose own closure may come right before this one ("think three"). */
export function settleBySibilance({ reading, chosen, phones, hiss, before }: CueContext): WordOption {
  const slip = reading.options.find(({ variant }) => variant && isThAsS(variant));
  if (!slip?.variant || chosen.mistake || (chosen.variant && chosen !== slip)) return chosen;
  const { at } = slip.variant;
  const asWritten = reading.options.find(({ variant, token }) => !variant && token === tokenFor(slip.variant!.phones.map((phone, index) => (index === at ? 'TH' : phone))));
  const sound = phones[at];
  if (!asWritten || !sound || sound.phone !== (chosen === slip ? 'S' : 'TH')) return chosen;
  const vowel = loudestVowel(phones);
  if (!Number.isFinite(vowel)) return chosen;
  const stop = reading.options.find(({ variant }) => variant && isThAsT(variant) && variant.at === at);
  const closureIsOwn = at > 0 || !before || !(STOPS.has(before.phone) || AFFRICATES.has(before.phone));
  if (stop && hiss && closureIsOwn && closureBefore(hiss, sound, vowel) >= SHORTEST_CLOSURE) return stop;
  if (sound.duration < SHORTEST_MEASURABLE || sound.hissAboveNoise < ABOVE_NOISE_DB) return asWritten;
  return sound.hiss - vowel > SIBILANT_HISS_DB ? slip : asWritten;
}

export const sibilantCue: Cue = { name: 'sibilant', rulesOn: (variant) => isThAsS(variant) || isThAsT(variant), settle: settleBySibilance };

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

