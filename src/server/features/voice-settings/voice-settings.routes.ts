/**
 * /api/me/voice-settings: GET the signed-in learner's voice settings and pause profile, PUT to replace the
 * settings, POST /pauses to add the pauses of the turns just spoken (ADR 032).
 */
import { Hono } from 'hono';
import { learnerPausesRequestSchema, voiceSettingsRequestSchema } from '#/shared/api/voice-settings';
import type { AppEnv } from '../../http/app-env';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { addLearnerPauses, readLearnerPauses } from './learner-pauses-store';
import { readVoiceSettings, saveVoiceSettings } from './voice-settings-store';

export const voiceSettingsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const [settings, pauses] = await Promise.all([readVoiceSettings(db, c.var.user.id), readLearnerPauses(db, c.var.user.id)]);
    return c.json({ settings, pauses });
  })
  .put('/', async (c) => {
    const { db } = c.var.deps;
    const settings = await saveVoiceSettings(db, c.var.user.id, await readBody(c, voiceSettingsRequestSchema));
    return c.json({ settings, pauses: await readLearnerPauses(db, c.var.user.id) });
  })
  .post('/pauses', async (c) => {
    const { pauses } = await readBody(c, learnerPausesRequestSchema);
    return c.json({ pauses: await addLearnerPauses(c.var.deps.db, c.var.user.id, pauses) });
  });
