/** The engine that judges readings: the keyless PocketSphinx one, shared by the whole process (one worker, one model). */
import type { Env } from '../../config/env';
import { createPocketsphinxAssessor } from './pocketsphinx-assessor';
import type { PronunciationAssessor } from './pronunciation-assessor';

let keyless: ReturnType<typeof createPocketsphinxAssessor> | undefined;

export function pronunciationAssessorFor(_env: Env): PronunciationAssessor {
  keyless ??= createPocketsphinxAssessor();
  return keyless;
}
