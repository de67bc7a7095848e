/** Which sound families slip most in some pronunciation checks: the learner's trouble sounds. */
import type { WordResult } from '#/shared/api/pronunciation';
import { PRACTICE_SOUNDS, type PracticeSound, type TroubleSound } from '#/shared/pronunciation';

/** Words mispronounced per family, most missed first (ties in PRACTICE_SOUNDS order); families never missed are left out. */
export function countTroubleSounds(checks: ReadonlyArray<readonly WordResult[]>): TroubleSound[] {
  const misses = new Map<PracticeSound, number>();
  for (const word of checks.flat()) {
    // Only the keyless engine names the family; a word without one (Azure's, or kept before families existed) is not counted.
    if (word.result === 'mispronounced' && word.sound) misses.set(word.sound, (misses.get(word.sound) ?? 0) + 1);
  }
  return PRACTICE_SOUNDS.flatMap((sound) => (misses.has(sound) ? [{ sound, misses: misses.get(sound)! }] : [])).sort((a, b) => b.misses - a.misses);
}
