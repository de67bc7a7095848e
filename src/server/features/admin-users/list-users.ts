/** One page of users for the admin panel, newest first, optionally filtered by email or name. */
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import type { AdminUsersPage } from '#/shared/admin-user';
import type { ListUsersQuery } from '#/shared/api/admin-users';
import { selectAdminUsers, toAdminUserDto } from './select-admin-users';

export async function listUsers(db: Database, query: ListUsersQuery): Promise<AdminUsersPage> {
  const where = searchCondition(query.q);
  const [rows, [totals]] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      // The id breaks ties so rows created in the same instant never hop between pages.
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(where),
  ]);
  return { users: rows.map(toAdminUserDto), total: totals?.total ?? 0, page: query.page, page_size: query.page_size };
}

function searchCondition(q: string) {
  if (!q) return undefined;
  // The admin types plain text: '%' and '_' must match themselves, not act as wildcards.
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(userProfiles.fullName, pattern));
}
