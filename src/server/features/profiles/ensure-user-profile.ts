/**
 * Returns the user's profile, creating it (message_count 0) if missing. An address listed in
 * ADMIN_EMAILS makes an admin only once it is verified: anyone can sign up with any address.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type ProfileOwner = { id: string; email: string; name?: string | null; emailVerified?: boolean };

export function isListedAdmin(user: ProfileOwner, adminEmails: readonly string[]): boolean {
  return user.emailVerified === true && adminEmails.includes(user.email.toLowerCase());
}

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
      isAdmin: isListedAdmin(user, adminEmails),
      messageCount: 0,
    })
    .onConflictDoNothing({ target: userProfiles.userId })
    .returning()
    .catch((error: unknown) => {
      // A session from the cookie cache can outlive its account for a few seconds (ADR 009): no account, no profile.
      if (isForeignKeyViolation(error)) throw new AppError('not_authenticated', 'Not authenticated', 401);
      throw error;
    });
  if (created) return created;
  const [raced] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  if (!raced) throw new Error(`profile for user ${user.id} vanished`);
  return raced;
}

function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === '23503' || (error as { code?: string } | null)?.code === '23503';
}
