/** /api/me/voice-settings: GET the signed-in learner's voice settings, PUT to replace them. */
import { Hono } from 'hono';
import { voiceSettingsRequestSchema } from '#/shared/api/voice-settings';
import type { AppEnv } from '../../http/app-env';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { readVoiceSettings, saveVoiceSettings } from './voice-settings-store';

export const voiceSettingsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ settings: await readVoiceSettings(c.var.deps.db, c.var.user.id) }))
  .put('/', async (c) => {
    const settings = await readBody(c, voiceSettingsRequestSchema);
    return c.json({ settings: await saveVoiceSettings(c.var.deps.db, c.var.user.id, settings) });
  });
