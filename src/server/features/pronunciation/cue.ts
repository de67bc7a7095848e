/**
 * What every acoustic cue is: a rule on the signal that settles one kind of slip the decoder hears no
 * better than chance, given all any cue reads of a word. The cues run in the order cues.ts lists them.
 */
import type { PronunciationVariant } from './arpabet-variants';
import type { ReadingWord, WordOption } from './build-reading-grammar';
import { isVowel } from './phone-classes';
import type { HissContour, MatchedPhone } from './pronunciation-worker-source';

/**
 * reading: the word and its options; chosen: the option chosen so far (by the decoder, then by the cues
 * before); phones: the sounds of the token matched; next: those of the token matched after it; before: the
 * last sound of the token matched before it; hiss: the recording's hiss contour.
 */
export type CueContext = {
  reading: ReadingWord;
  chosen: WordOption;
  phones: readonly MatchedPhone[];
  next?: readonly MatchedPhone[] | undefined;
  before?: MatchedPhone | undefined;
  hiss?: HissContour | undefined;
};

/**
 * name: unique, what sound-families.ts names as the cue that alone hears a slip; rulesOn: the derived
 * slips it rules on (a cue on the learner's own mistakes rules on none); settle: the option it hears, or
 * `chosen` as it was where the slip is not its kind or the signal cannot tell.
 */
export type Cue = { name: string; rulesOn: (variant: PronunciationVariant) => boolean; settle: (context: CueContext) => WordOption };

/** The level (dB) of the word's loudest vowel, what its other sounds are measured against; -Infinity without one. */
export function loudestVowel(phones: readonly MatchedPhone[]): number {
  return Math.max(...phones.filter(({ phone }) => isVowel(phone)).map(({ level }) => level));
}
