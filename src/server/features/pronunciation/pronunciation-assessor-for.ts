/**
 * The engine that judges readings: Azure's pronunciation assessment when configured, otherwise the
 * keyless PocketSphinx engine, shared by the whole process (one check at a time, in two worker threads).
 */
import type { Env } from '../../config/env';
import { createAzureAssessor } from './azure-assessor';
import { createPocketsphinxAssessor } from './pocketsphinx-assessor';
import type { PronunciationAssessor } from './pronunciation-assessor';

let keyless: ReturnType<typeof createPocketsphinxAssessor> | undefined;
const configured = new WeakMap<Env, PronunciationAssessor>();

export function pronunciationAssessorFor(env: Env): PronunciationAssessor {
  const { AZURE_SPEECH_KEY, AZURE_SPEECH_REGION } = env;
  if (AZURE_SPEECH_KEY && AZURE_SPEECH_REGION) {
    if (!configured.has(env)) configured.set(env, createAzureAssessor({ ...env, AZURE_SPEECH_KEY, AZURE_SPEECH_REGION }));
    return configured.get(env)!;
  }
  keyless ??= createPocketsphinxAssessor();
  return keyless;
}
