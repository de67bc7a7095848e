import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { ensureUserProfile } from '../profiles/public';

export const NOT_ADMIN_MESSAGE = "You don't have administrator privileges to access this page.";

/**
 * 403 unless the signed-in caller's profile is an admin; runs after requireUser. It reads the profile the
 * same way /api/me/is-admin does, so the page's check and the server's never disagree.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { db, env } = c.var.deps;
  const profile = await ensureUserProfile(db, c.var.user, env.ADMIN_EMAILS);
  if (!profile.isAdmin) throw new AppError('not_admin', NOT_ADMIN_MESSAGE, 403);
  await next();
});
