/** Reads and saves one account's voice settings (one row per user, upserted). */
import { eq } from 'drizzle-orm';
import { DEFAULT_VOICE_SETTINGS, toVoiceSettings, type VoiceSettings } from '#/shared/voice-settings';
import type { Database } from '../../db/client';
import { voiceSettings } from '../../db/schema';

export async function readVoiceSettings(db: Database, userId: string): Promise<VoiceSettings> {
  const [row] = await db.select().from(voiceSettings).where(eq(voiceSettings.userId, userId)).limit(1);
  if (!row) return DEFAULT_VOICE_SETTINGS;
  // A row written by an older version with a value no longer offered falls back to the defaults.
  return toVoiceSettings({ end_of_turn: row.endOfTurn, send_after_ms: row.sendAfterMs, allow_interrupt: row.allowInterrupt, recognition: row.recognition }) ?? DEFAULT_VOICE_SETTINGS;
}

export async function saveVoiceSettings(db: Database, userId: string, settings: VoiceSettings): Promise<VoiceSettings> {
  const values = { endOfTurn: settings.end_of_turn, sendAfterMs: settings.send_after_ms, allowInterrupt: settings.allow_interrupt, recognition: settings.recognition, updatedAt: new Date() };
  await db.insert(voiceSettings).values({ userId, ...values }).onConflictDoUpdate({ target: voiceSettings.userId, set: values });
  return settings;
}
