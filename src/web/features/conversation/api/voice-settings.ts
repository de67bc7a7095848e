/** The signed-in learner's voice settings on the server (GET/PUT /api/me/voice-settings). */
import type { VoiceSettings } from '#/shared/voice-settings';
import { apiRequest } from '#/web/lib/api-client';

const PATH = '/api/me/voice-settings';

export async function getVoiceSettings(): Promise<VoiceSettings> {
  return (await apiRequest<'GET /api/me/voice-settings'>(PATH)).settings;
}

export async function saveVoiceSettings(settings: VoiceSettings): Promise<VoiceSettings> {
  return (await apiRequest<'PUT /api/me/voice-settings'>(PATH, { method: 'PUT', body: settings })).settings;
}
