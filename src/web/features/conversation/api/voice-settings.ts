/** The signed-in learner's voice settings on the server (GET/PUT /api/me/voice-settings). */
import type { VoiceSettings } from '#/shared/voice-settings';
import { apiCall } from '#/web/lib/api-call';

export async function getVoiceSettings(): Promise<VoiceSettings> {
  return (await apiCall('GET /api/me/voice-settings')).settings;
}

export async function saveVoiceSettings(settings: VoiceSettings): Promise<VoiceSettings> {
  return (await apiCall('PUT /api/me/voice-settings', { body: settings })).settings;
}
