/**
 * The acoustic cues, in the order they run over each word the decoder matched. Each rules on its own
 * kind of slip and lets any other stand; one that finds its slip not said gives the word back as
 * written, for the cues before it to weigh ("seat" heard as "sea", released, may still be "sit"), so the
 * round is made twice. A new cue: its file (a `Cue`, cue.ts), a place here, and in sound-families.ts the
 * slips only it may choose.
 */
import type { WordOption } from './build-reading-grammar';
import type { Cue, CueContext } from './cue';
import { releaseCue } from './release-cue';
import { sibilantCue } from './sibilant-cue';
import { sibilantEndingCue } from './sibilant-ending-cue';
import { stopEndingCue } from './stop-ending-cue';
import { stopOnsetCue } from './stop-onset-cue';
import { vowelCue } from './vowel-cue';

const ROUND: readonly Cue[] = [vowelCue, stopOnsetCue, releaseCue, stopEndingCue, sibilantCue];

/** The passes made over a word, each cue of a pass in order: the round twice, then the learner's own ending once. */
export const CUE_PASSES: ReadonlyArray<readonly Cue[]> = [ROUND, ROUND, [sibilantEndingCue]];

/** Every cue, once each. */
export const CUES: readonly Cue[] = [...new Set(CUE_PASSES.flat())];

/** The option the cues settle on, from the one the decoder chose (`context.chosen`). */
export function settleByCues(context: CueContext): WordOption {
  return CUE_PASSES.flat().reduce((chosen, cue) => cue.settle({ ...context, chosen }), context.chosen);
}
