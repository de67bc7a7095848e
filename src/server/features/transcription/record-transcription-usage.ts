/**
 * THE USAGE-LEDGER SPOT for transcription: every paid transcription passes through here with its
 * seconds of audio, provider, model and caller. The ledger (recordUsage, budgets) is wired in here when it
 * lands; until then the usage is written to the server log so the cost stays visible.
 */
import type { AppEnv } from '../../http/app-env';

export type TranscriptionUsage = { caller: AppEnv['Variables']['caller']; provider: string; model: string; seconds: number };

export async function recordTranscriptionUsage(usage: TranscriptionUsage): Promise<void> {
  const who = usage.caller.kind === 'user' ? `user ${usage.caller.userId}` : `demo ${usage.caller.demoSessionId.slice(0, 8)}`;
  console.info(`[transcribe] ${usage.seconds.toFixed(1)} s of audio by ${usage.provider} (${usage.model}) for ${who}`);
}
