/** Flips another user's is_admin flag; returns the user as the admin list shows them. */
import { eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ensureUserProfile } from '../profiles/public';
import type { AdminUser } from '#/shared/admin-user';
import { findAdminUser } from './select-admin-users';

export const CANNOT_CHANGE_OWN_RIGHTS = 'You cannot change your own admin rights.';
export const USER_NOT_FOUND = 'User not found.';

export async function toggleAdmin(
  db: Database,
  input: { callerId: string; targetUserId: string },
): Promise<AdminUser> {
  // Refused first, so an admin can never lock the panel out of its last administrator by mistake.
  if (input.targetUserId === input.callerId) throw new AppError('cannot_change_own_admin', CANNOT_CHANGE_OWN_RIGHTS, 400);
  const [target] = await db.select().from(users).where(eq(users.id, input.targetUserId)).limit(1);
  if (!target) throw new AppError('user_not_found', USER_NOT_FOUND, 404);
  // An account made before profiles existed has none yet. Create it as the list showed it (not an
  // admin, whatever ADMIN_EMAILS says) so 'Make admin' really makes them one.
  await ensureUserProfile(db, target, []);
  // One UPDATE flips the stored value, so two admins clicking at once cannot both write the same result.
  await db
    .update(userProfiles)
    .set({ isAdmin: not(userProfiles.isAdmin), updatedAt: sql`now()` })
    .where(eq(userProfiles.userId, input.targetUserId));
  const user = await findAdminUser(db, input.targetUserId);
  if (!user) throw new AppError('user_not_found', USER_NOT_FOUND, 404); // deleted in between
  return user;
}
