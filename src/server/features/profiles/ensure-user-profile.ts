/** Returns the user's profile, creating it (message_count 0; admin when listed in ADMIN_EMAILS) if missing. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';

export type ProfileOwner = { id: string; email: string; name?: string | null };

export async function ensureUserProfile(db: Database, user: ProfileOwner, adminEmails: readonly string[]) {
  // Read first: the profile exists for every account since sign-up, so reads cost one query, not an INSERT.
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  if (existing) return existing;
  const [created] = await db
    .insert(userProfiles)
    .values({
      userId: user.id,
      email: user.email,
      fullName: user.name?.trim() || null,
      isAdmin: adminEmails.includes(user.email.toLowerCase()),
      messageCount: 0,
    })
    .onConflictDoNothing({ target: userProfiles.userId })
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  if (!raced) throw new Error(`profile for user ${user.id} vanished`);
  return raced;
}
