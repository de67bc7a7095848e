import { isLocale } from '#/shared/i18n/locales';
import type { UserProfile } from '#/shared/profile';
import type { userProfiles } from '../../db/schema';

export function toProfileDto(row: typeof userProfiles.$inferSelect): UserProfile {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    full_name: row.fullName,
    is_admin: row.isAdmin,
    message_count: row.messageCount,
    locale: isLocale(row.locale) ? row.locale : null,
    explain_in_my_language: row.explainInMyLanguage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
