/**
 * Whether a word's final stop was said ("like" or "lie", "cold" or "coal", "keep" or "key") is settled
 * by the signal where the stop is released into the next word's vowel ("like it"), not by the decoder,
 * which heard a final t or k left off about as often in words said right. A stop is a closure, where the
 * sound's high frequencies fall away, then a release, where they come back within a few milliseconds; a
 * vowel, l or r running on into the next vowel keeps them. Between the middle of the sound before the
 * stop and the middle of the next word's vowel, on five eSpeak NG voices, a stop said made the hiss fall
 * 44-102 dB and rise back 36-91 dB within 10 ms; left off, its deepest dip was under 10 dB in 27 of 35
 * readings (ADR 019). Where a stop may be said with no closure to hear, the decoder decides alone and the
 * signal can only give the stop back (isLeftOffPlain): a "t" or "d" after a vowel, r or n, tapped in American
 * English. After a nasal, other stops are not listened for.
 */
import { isReleaseHeardAfter, type PronunciationVariant } from './arpabet-variants';
import type { WordOption } from './build-reading-grammar';
import type { Cue, CueContext } from './cue';
import { cuePair } from './cue-pair';
import { ABOVE_NOISE_DB, RELEASE_DB } from './cue-thresholds';
import { hissShapeBetween } from './hiss-shape';
import { isVowel, STOPS } from './phone-classes';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';

/** A closure: the hiss falls at least this far (dB) below the loudest of the stretch, and then a release (RELEASE_DB). */
export const CLOSURE_DB = 35;
/**
 * No closure at all: the hiss never dips this far (dB) below the lower of the loudest before and after
 * it. Between the two, the word as written stands (a stop half heard: four Flite voices built from
 * recorded speech dipped 13-34 dB for a "d" said after l, 31-32 dB for a "k" after a vowel).
 */
export const NO_DIP_DB = 10;
/**
 * A tap at least: the hiss dips this far (dB). Where a "t" or "d" may be tapped (after a vowel, r or n),
 * only the decoder reports it left off, and a dip this deep gives it back: eSpeak NG closes fully for
 * them, and the decoder took five of its voices' "boat at", "get out", "had a" for "bo", "ge", "ha"
 * (their silence for a pause); a vowel running on into the next dipped 18 dB at most ("car again", "I see
 * it"), a tap said by Flite 15-38 dB.
 */
export const TAP_DIP_DB = 25;
/**
 * A closure can be missed only where the speech hisses at least this far (dB) above the room: in a noisy
 * room a closure falls no lower than the noise, and a stop said would read as one left off.
 */
const AUDIBLE_ABOVE_NOISE_DB = 45;
/** The decoder gives a sound 30 ms at the least (three 10 ms frames): a vowel no longer is squeezed. */
const SQUEEZED_VOWEL = 0.035;
/** A word runs on into the next where no more than this (seconds) lies between them. */
const RUN_ON_GAP = 0.02;

export function settleByRelease({ reading, chosen, phones, next, hiss }: CueContext): WordOption {
  const pair = cuePair(reading.options, chosen, isStopLeftOff);
  if (!pair) return chosen;
  const { slip, asWritten } = pair;
  const { at, phones: kept } = slip.variant;
  const before = phones[at - 1];
  const vowel = next?.[0];
  if (!hiss || !before || before.phone !== kept[at - 1]) return chosen;
  if (!isReleaseHeardAfter(slip.variant.from, before.phone)) return chosen === slip && !isLeftOffPlain(hiss, before, vowel) ? asWritten : chosen;
  const heard = vowel && isVowel(vowel.phone) ? stopHeard(hiss, before.start + before.duration / 2, vowel.start + vowel.duration / 2) : undefined;
  return heard === 'none' ? slip : asWritten;
}

/**
 * Whether a "t" or "d" the decoder heard left off, where it may be tapped, plainly was. Not where the word
 * does not run straight on into the next word's vowel (a stop may hide in a pause or an extra word), nor
 * where the sound before it lies in a pause (a word the decoder lost), nor where the decoder squeezed the
 * vowel before or after it to its shortest (it fitted the stop's sound into it: eSpeak's "it on", "not
 * at"), nor where a closure or tap shows between the sound before it and the end of the next vowel (the
 * decoder, having left the stop out, gives its closure to that vowel: "had a" as "ha" + "da").
 */
function isLeftOffPlain(hiss: HissContour, before: MatchedPhone, vowel: MatchedPhone | undefined): boolean {
  if (!vowel || !isVowel(vowel.phone) || vowel.start - (before.start + before.duration) > RUN_ON_GAP) return false;
  // A sound that hisses no louder than the room lies in a pause (eSpeak's silence: 0). No higher: with white noise 30 dB below
  // the speech, 20 dB gave back every tapped slip of two eSpeak and two Flite voices but two (2 of 12 heard, 7 at 6 dB; no word said right flagged at either).
  if (before.hissAboveNoise < ABOVE_NOISE_DB) return false;
  if ([before, vowel].some(({ phone, duration }) => isVowel(phone) && duration <= SQUEEZED_VOWEL)) return false;
  const heard = stopHeard(hiss, before.start + before.duration / 2, vowel.start + vowel.duration);
  return heard !== 'stop' && heard !== 'tap';
}

const isStopLeftOff = ({ rule, from }: PronunciationVariant) => rule === 'final-consonant' && STOPS.has(from);

export const releaseCue: Cue = { name: 'release', rulesOn: isStopLeftOff, settle: settleByRelease };

/**
 * Between two times, whether a stop was said ('stop': a closure and a release; 'tap': a dip that deep),
 * plainly was not ('none': the hiss never falls far, where a closure would show above the room), or
 * neither can be told.
 */
function stopHeard(hiss: HissContour, from: number, to: number): 'stop' | 'tap' | 'none' | undefined {
  const shape = hissShapeBetween(hiss, from, to);
  if (!shape) return undefined;
  if (shape.fall >= CLOSURE_DB && shape.rise >= RELEASE_DB) return 'stop';
  if (shape.dip >= TAP_DIP_DB) return 'tap';
  if (shape.dip < NO_DIP_DB && shape.loudest - hiss.noise >= AUDIBLE_ABOVE_NOISE_DB) return 'none';
  return undefined;
}
