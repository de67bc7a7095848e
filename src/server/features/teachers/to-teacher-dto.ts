import type { Teacher } from '#/shared/teacher';
import type { teachers } from '../../db/schema';

export function toTeacherDto(row: typeof teachers.$inferSelect): Teacher {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    avatar_url: row.avatarUrl,
    specialties: row.specialties,
    color_theme: row.colorTheme as Teacher['color_theme'],
    voice_id: row.voiceId,
    slug: row.slug,
    superpower_feature: row.superpowerFeature as Teacher['superpower_feature'],
    conversation_categories: row.conversationCategories,
    language: row.language,
    introduction: row.introduction,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
