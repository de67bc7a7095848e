/**
 * The learned pronunciation model: what `npm run train:pronunciation` writes to pronunciation-model.json
 * from real learners' readings (speechocean762, CC BY 4.0; see ATTRIBUTION.md beside it), and reads
 * nothing else. Every cut in it was chosen on speaker-disjoint folds, none by hand.
 */
import type { LinearModel } from './linear-model';
import type { SoundNorms } from './word-features';

export type PronunciationModel = {
  trainedOn: string;
  /**
   * The front-end warp the sentence as written is aligned through, for the sounds' costs the model reads
   * (inverse linear: a band at f Hz hears f·warp; 1 unwarped); chosen by the training script on its folds.
   * The decoder's own choices are always made unwarped.
   */
  alignmentWarp?: number;
  /** Per phone: its usual cost and length. */
  sounds: SoundNorms;
  /** P(the experts would score the word 6 or lower of 10); a word is `mispronounced` from `flagAbove`. */
  flag: LinearModel;
  flagAbove: number;
  /**
   * Flags from a second opinion (ADR 023): where a word's `flag` reaches `askAbove`, the larger recogniser
   * listens too, and the reading's flags come from `flag` here (the same features and the second listener's),
   * from its own `flagAbove`. Its cut and `askAbove` were chosen on the folds like the rest.
   */
  secondOpinion?: { flag: LinearModel; flagAbove: number; askAbove: number };
  /** The experts' score of the word, 0-10. */
  wordScore: LinearModel;
  /** P(an extra word the decoder heard was really said); reported as `inserted` from `extraWordAbove`. */
  extraWord: LinearModel;
  extraWordAbove: number;
  /** The experts' sentence scores, 0-10: accuracy, fluency, and their total. */
  accuracy: LinearModel;
  fluency: LinearModel;
  pronunciation: LinearModel;
  /** The cross-validated figures the training script printed, for docs and the bench. */
  figures: Record<string, number | string>;
};
