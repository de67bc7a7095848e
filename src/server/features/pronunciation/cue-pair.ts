/**
 * What a cue on the signal weighs: its kind of slip and the word as written, of the pronunciation the
 * decoder matched ("wind" as in a breeze, not as in a clock), whichever of the two the decoder chose.
 */
import type { PronunciationVariant } from './arpabet-variants';
import { tokenFor, type WordOption } from './build-reading-grammar';

export type CuePair = { slip: WordOption & { variant: PronunciationVariant }; asWritten: WordOption };

/** The token of the word as written that a variant was derived from. */
export function writtenTokenOf({ phones, from, to, at }: PronunciationVariant): string {
  return tokenFor(to === null ? [...phones, from] : phones.map((phone, index) => (index === at ? from : phone)));
}

/**
 * Undefined where the decoder chose another kind of slip, or a word the learner wrote before a correction
 * that is no slip of the word: the cue leaves it.
 */
export function cuePair(options: readonly WordOption[], chosen: WordOption, isSlip: (variant: PronunciationVariant) => boolean): CuePair | undefined {
  if (chosen.mistake && !chosen.variant) return undefined;
  const slip = chosen.variant ? chosen : options.find(({ variant }) => variant && isSlip(variant) && writtenTokenOf(variant) === chosen.token);
  if (!slip?.variant || !isSlip(slip.variant)) return undefined;
  const asWritten = chosen.variant ? options.find(({ variant, token }) => !variant && token === writtenTokenOf(slip.variant!)) : chosen;
  return asWritten && { slip: slip as CuePair['slip'], asWritten };
}
