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
import type { PronunciationVariant } from './arpabet-variants';
import type { WordOption } from './build-reading-grammar';
import { type Cue, type CueContext, loudestVowel } from './cue';
import { cuePair } from './cue-pair';
import { REACH, RELEASE_SPAN, SHORTEST_CLOSURE } from './cue-thresholds';
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
/** ...and the level within this far (dB) of the vowel: voiced, not a pause, for SHORTEST_CLOSURE or longer. */
const VOICE_BELOW_VOWEL_DB = 30;
/** A release: the hiss rises at least this far (dB) within RELEASE_SPAN (less than a voiceless stop's RELEASE_DB). */
const RELEASE_RISE_DB = 20;

const isFricativeAsStop = ({ at, from, to }: PronunciationVariant) => at === 0 && FRICATIVE_TO_STOP.get(from) === to;

export function settleByStopOnset({ reading, chosen, phones, hiss }: CueContext): WordOption {
  const pair = cuePair(reading.options, chosen, isFricativeAsStop);
  if (!pair) return chosen;
  const sound = phones[0];
  const vowel = loudestVowel(phones);
  if (!sound || !hiss || !Number.isFinite(vowel)) return chosen;
  return hasVoicedRelease(hiss, sound, vowel) ? pair.slip : pair.asWritten;
}

export const stopOnsetCue: Cue = { name: 'stop-onset', rulesOn: isFricativeAsStop, settle: settleByStopOnset };

/** Whether a voice bar of SHORTEST_CLOSURE or more ends in a release around the sound (looked for REACH before and after it). */
function hasVoicedRelease(hiss: HissContour, sound: MatchedPhone, vowel: number): boolean {
  const { hop, frames, levels } = hiss;
  const span = Math.max(1, Math.round(RELEASE_SPAN / hop));
  const { first, last: lastFrame } = framesWithin(hiss, sound.start - REACH, sound.start + sound.duration + REACH);
  const last = Math.min(lastFrame, frames.length - 1 - span);
  const isVoiceBar = (at: number) => frames[at]! < vowel - NO_HISS_BELOW_VOWEL_DB && levels[at]! - frames[at]! >= VOICED_ABOVE_HISS_DB && levels[at]! >= vowel - VOICE_BELOW_VOWEL_DB;
  const needed = Math.round(SHORTEST_CLOSURE / hop);
  for (let at = first; at <= last; at++) {
    if (frames[at + span]! - frames[at]! < RELEASE_RISE_DB) continue;
    let bar = 0;
    while (at - bar >= 0 && isVoiceBar(at - bar)) bar++;
    if (bar >= needed) return true;
  }
  return false;
}
