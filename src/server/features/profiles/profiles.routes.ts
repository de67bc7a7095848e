import { Hono } from 'hono';
import type { z } from 'zod';
import { type isAdminResponseSchema, preferencesUpdateSchema, type profileResponseSchema } from '#/shared/api/profiles';
import type { AppEnv } from '../../http/app-env';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { ensureUserProfile } from './ensure-user-profile';
import { savePreferences } from './save-preferences';
import { toProfileDto } from './to-profile-dto';
import { log } from '../../lib/logger';

type IsAdminResponse = z.infer<typeof isAdminResponseSchema>;

export const profilesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/profile', async (c) => {
    const { db, env } = c.var.deps;
    const profile = await ensureUserProfile(db, c.var.user, env.ADMIN_EMAILS);
    return c.json({ profile: toProfileDto(profile) } satisfies z.infer<typeof profileResponseSchema>);
  })
  .put('/preferences', async (c) => {
    const { db, env } = c.var.deps;
    const preferences = await readBody(c, preferencesUpdateSchema, 'invalid_preferences');
    await ensureUserProfile(db, c.var.user, env.ADMIN_EMAILS);
    const saved = await savePreferences(db, c.var.user.id, preferences);
    if (!saved) throw new Error(`profile for user ${c.var.user.id} vanished`);
    return c.json({ profile: toProfileDto(saved) } satisfies z.infer<typeof profileResponseSchema>);
  })
  // The spec's is_admin RPC: any failure answers false rather than an error.
  .get('/is-admin', async (c) => {
    try {
      const { db, env } = c.var.deps;
      const profile = await ensureUserProfile(db, c.var.user, env.ADMIN_EMAILS);
      return c.json({ is_admin: profile.isAdmin } satisfies IsAdminResponse);
    } catch (error) {
      log.error({ err: error }, 'the is-admin check failed');
      return c.json({ is_admin: false } satisfies IsAdminResponse);
    }
  });
