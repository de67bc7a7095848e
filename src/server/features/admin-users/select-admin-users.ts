/**
 * The admin list's base query, shared by listing and toggling so both answer the same row shape.
 * It starts from `users`, not `user_profiles`: an account whose profile was never created still shows.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stripeUserSubscriptions, userProfiles, users } from '../../db/schema';
import type { AdminUser } from '#/shared/admin-user';

export const adminUserColumns = {
  user_id: users.id,
  email: users.email,
  full_name: sql<string | null>`coalesce(${userProfiles.fullName}, nullif(${users.name}, ''))`,
  is_admin: sql<boolean>`coalesce(${userProfiles.isAdmin}, false)`.mapWith(Boolean),
  message_count: sql<number>`coalesce(${userProfiles.messageCount}, 0)`.mapWith(Number),
  subscription_status: stripeUserSubscriptions.subscriptionStatus,
  created_at: users.createdAt,
};

/** Each join is on a unique key (profile and customer per user, subscription per customer): one row per user. */
export function selectAdminUsers(db: Database) {
  return db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(stripeUserSubscriptions, eq(stripeUserSubscriptions.userId, users.id))
    .$dynamic();
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['execute']>>[number];

export function toAdminUserDto(row: AdminUserRow): AdminUser {
  return { ...row, subscription_status: row.subscription_status ?? null, created_at: row.created_at.toISOString() };
}

export async function findAdminUser(db: Database, userId: string): Promise<AdminUser | null> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, userId)).limit(1);
  return row ? toAdminUserDto(row) : null;
}
