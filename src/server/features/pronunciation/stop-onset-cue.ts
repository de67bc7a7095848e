/**
 * Whether a word begins with a voiced stop or with the fricative written ("day" or "they", "ban" or
 * "van") is settled by the signal, not the decoder, which missed "day" for "they" said slowly and "boat"
 * for "vote" on every voice. Between two voiced sounds a "d" or "b" closes the mouth while the voice goes
 * on: a voice bar, where the high frequencies are gone (the hiss 40 dB or more below the vowel) but the
 * low ones stay (the level 25 dB or more above the hiss), for 25 ms or more; then the release brings the
 * hiss back up 20 dB or more within 10 ms. A "th" as in "they" or a "v" hisses faintly from its start,
 * a "w" rises slowly with no release. On five eSpeak NG voices: "d" and "b" a voice bar of 35-50 ms and a
 * release of 30 dB or more; "th", "v" and "w" at most 10 ms without their high frequencies (a pause
 * between words), and no release. After a pause a stop has no voice bar, so it is not heard as one there.
 */
import { isVowel } from './arpabet-variants';
import type { ReadingWord, WordOption } from './build-reading-grammar';
import { cuePair } from './cue-pair';
import { framesWithin, type HissContour, type MatchedPhone } from './pronunciation-worker-source';

/** The slips this cue rules on: a voiced fricative at a word's start said as a voiced stop. */
const FRICATIVE_TO_STOP = new Map([
  ['DH', 'D'],
  ['V', 'B'],
]);
/** A voice bar: the hiss at least this far (dB) below the vowel... */
const NO_HISS_BELOW_VOWEL_DB = 40;
/** ...and the level at least this far (dB) above the hiss... */
const VOICED_ABOVE_HISS_DB = 25;
/** ...and the level within this far (dB) of the vowel: voiced, not a pause... */
const VOICE_BELOW_VOWEL_DB = 30;
/** ...for at least this long (seconds). */
export const SHORTEST_VOICE_BAR = 0.025;
/** A release: the hiss rises at least this far (dB) within 10 ms. */
const RELEASE_RISE_DB = 20;
const RELEASE_SPAN = 0.01;
/** How far before and after the sound as aligned its closure and release are looked for (seconds). */
const REACH = 0.03;

export function settleByStopOnset(reading: ReadingWord, chosen: WordOption, phones: readonly MatchedPhone[], hiss: HissContour | undefined): WordOption {
  const pair = cuePair(reading.options, chosen, ({ at, from, to }) => at === 0 && FRICATIVE_TO_STOP.get(from) === to);
  if (!pair) return chosen;
  const sound = phones[0];
  const vowel = Math.max(...phones.filter(({ phone }) => isVowel(phone)).map(({ level }) => level));
  if (!sound || !hiss || !Number.isFinite(vowel)) return chosen;
  return hasVoicedRelease(hiss, sound, vowel) ? pair.slip : pair.asWritten;
}

/** Whether a voice bar of SHORTEST_VOICE_BAR or more ends in a release around the sound. */
function hasVoicedRelease(hiss: HissContour, sound: MatchedPhone, vowel: number): boolean {
  const { hop, frames, levels } = hiss;
  const span = Math.max(1, Math.round(RELEASE_SPAN / hop));
  const { first, last: lastFrame } = framesWithin(hiss, sound.start - REACH, sound.start + sound.duration + REACH);
  const last = Math.min(lastFrame, frames.length - 1 - span);
  const isVoiceBar = (at: number) => frames[at]! < vowel - NO_HISS_BELOW_VOWEL_DB && levels[at]! - frames[at]! >= VOICED_ABOVE_HISS_DB && levels[at]! >= vowel - VOICE_BELOW_VOWEL_DB;
  const needed = Math.round(SHORTEST_VOICE_BAR / hop);
  for (let at = first; at <= last; at++) {
    if (frames[at + span]! - frames[at]! < RELEASE_RISE_DB) continue;
    let bar = 0;
    while (at - bar >= 0 && isVoiceBar(at - bar)) bar++;
    if (bar >= needed) return true;
  }
  return false;
}
