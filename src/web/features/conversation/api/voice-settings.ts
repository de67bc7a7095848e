/** The signed-in learner's voice settings and pause profile on the server (/api/me/voice-settings). */
import type { LearnerPause, PauseProfile } from '#/shared/turn-taking/pause-profile';
import type { VoiceSettings } from '#/shared/voice-settings';
import { apiRequest } from '#/web/lib/api-client';

const PATH = '/api/me/voice-settings';

export async function getVoiceSettings(): Promise<{ settings: VoiceSettings; pauses: PauseProfile }> {
  return apiRequest<'GET /api/me/voice-settings'>(PATH);
}

export async function saveVoiceSettings(settings: VoiceSettings): Promise<VoiceSettings> {
  return (await apiRequest<'PUT /api/me/voice-settings'>(PATH, { method: 'PUT', body: settings })).settings;
}

export async function addLearnerPauses(pauses: LearnerPause[]): Promise<PauseProfile> {
  return (await apiRequest<'POST /api/me/voice-settings/pauses'>(`${PATH}/pauses`, { method: 'POST', body: { pauses } })).pauses;
}
