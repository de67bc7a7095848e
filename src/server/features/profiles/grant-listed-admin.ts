/**
 * Makes a just-verified address listed in ADMIN_EMAILS an admin. Called only when an address becomes
 * verified (the emailed link, a Google link), so an admin's later demotion in the panel sticks.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { ensureUserProfile, isListedAdmin } from './ensure-user-profile';

type VerifiedUser = { id: string; email: string; name?: string | null; emailVerified?: boolean };

export async function grantListedAdmin(db: Database, user: VerifiedUser, adminEmails: readonly string[]) {
  if (!isListedAdmin(user, adminEmails)) return;
  await ensureUserProfile(db, user, adminEmails);
  await db.update(userProfiles).set({ isAdmin: true, updatedAt: new Date() }).where(eq(userProfiles.userId, user.id));
}

export async function grantListedAdminById(db: Database, userId: string, adminEmails: readonly string[]) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user) await grantListedAdmin(db, user, adminEmails);
}
