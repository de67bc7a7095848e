import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { ensureUserProfile } from './ensure-user-profile';
import { toProfileDto } from './to-profile-dto';

export const profilesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/profile', async (c) => {
    const { db, env } = c.var.deps;
    const profile = await ensureUserProfile(db, c.var.user, env.ADMIN_EMAILS);
    return c.json({ profile: toProfileDto(profile) });
  })
  // The spec's is_admin RPC: any failure answers false rather than an error.
  .get('/is-admin', async (c) => {
    try {
      const { db, env } = c.var.deps;
      const profile = await ensureUserProfile(db, c.var.user, env.ADMIN_EMAILS);
      return c.json({ is_admin: profile.isAdmin });
    } catch (error) {
      console.error('[profiles] is-admin check failed:', error);
      return c.json({ is_admin: false });
    }
  });
