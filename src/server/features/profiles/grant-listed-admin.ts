/** Makes a just-verified address listed in ADMIN_EMAILS an admin (once, at verification time). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { ensureUserProfile, isListedAdmin } from './ensure-user-profile';

type VerifiedUser = { id: string; email: string; name?: string | null; emailVerified?: boolean };

export async function grantListedAdmin(db: Database, user: VerifiedUser, adminEmails: readonly string[]) {
  if (!isListedAdmin(user, adminEmails)) return;
  await ensureUserProfile(db, user, adminEmails);
  await db.update(userProfiles).set({ isAdmin: true, updatedAt: new Date() }).where(eq(userProfiles.userId, user.id));
}
