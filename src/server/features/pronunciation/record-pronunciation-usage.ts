/** Writes a pronunciation check to the usage ledger: seconds of audio, engine, caller; the keyless engine costs nothing. */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { ownerFromCaller, recordUsage, usagePricesFrom } from '../usage/public';
import { log } from '../../lib/logger';

export type PronunciationUsage = { caller: AppEnv['Variables']['caller']; engine: string; model: string; seconds: number };

export async function recordPronunciationUsage(db: Database, env: Env, usage: PronunciationUsage): Promise<void> {
  const prices = usagePricesFrom(env);
  await recordUsage(db, usage.engine === 'pocketsphinx' ? { ...prices, transcriptionPerMinute: 0 } : prices, {
    owner: ownerFromCaller(usage.caller),
    kind: 'transcription',
    purpose: 'pronunciation',
    provider: usage.engine,
    model: usage.model,
    seconds: usage.seconds,
  }).catch((error: unknown) => log.error({ err: error }, 'usage: could not record a pronunciation check'));
}
