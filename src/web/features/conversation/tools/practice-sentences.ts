/** Maya's practice sentences, one per sound family, and which family the panel opens on. */
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { PRACTICE_SOUNDS, type PracticeSound, type TroubleSound } from '#/shared/pronunciation';

/**
 * Sentences built around the sounds learners of English find hardest, in the order the panel lists them. They are
 * what is being learnt, so they stay English in every interface language; the families' names are in messages/.
 */
export const PRACTICE_SENTENCES: Record<PracticeSound, { text: string }> = {
  th: { text: 'I think three things are worth it.' },
  dh: { text: 'They say this is their brother.' },
  'i-ee': { text: 'Please sit in the seat by the ship.' },
  'v-w': { text: 'We have a very nice view of the village.' },
  'r-l': { text: 'We read the right letter.' },
  final: { text: 'I found an old umbrella in the cold.' },
};

/** The learner's most-missed family (the list comes most missed first); the first family for a learner with none (or a demo visitor). */
export function openingSound(troubleSounds: readonly TroubleSound[]): PracticeSound {
  return troubleSounds.find((trouble) => trouble.misses > 0)?.sound ?? PRACTICE_SOUNDS[0];
}

/** The families of the words that slipped in a reading, first slip first. */
export function missedSounds(result: PronunciationAssessment): PracticeSound[] {
  return [...new Set(result.words.flatMap((word) => (word.result === 'mispronounced' && word.sound ? [word.sound] : [])))];
}
