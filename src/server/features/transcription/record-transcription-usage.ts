/** Writes a paid transcription to the usage ledger (seconds of audio, provider, model, caller). */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { ownerFromCaller, recordUsage, usagePricesFrom } from '../usage/public';
import { log } from '../../lib/logger';

export type TranscriptionUsage = { caller: AppEnv['Variables']['caller']; provider: string; model: string; seconds: number };

export async function recordTranscriptionUsage(db: Database, env: Env, usage: TranscriptionUsage): Promise<void> {
  await recordUsage(db, usagePricesFrom(env), {
    owner: ownerFromCaller(usage.caller),
    kind: 'transcription',
    provider: usage.provider,
    model: usage.model,
    seconds: usage.seconds,
  }).catch((error: unknown) => log.error({ err: error }, 'usage: could not record a transcription'));
}
