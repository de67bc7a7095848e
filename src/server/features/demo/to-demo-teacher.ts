import type { DemoTeacher } from '#/shared/demo';
import type { teachers } from '../../db/schema';

/** The demo teacher as an anonymous visitor may see it: no system prompt. */
export function toDemoTeacher(row: typeof teachers.$inferSelect): DemoTeacher {
  return {
    slug: row.slug,
    name: row.name,
    title: row.title,
    avatar_url: row.avatarUrl,
    voice_id: row.voiceId,
    language: row.language,
    introduction: row.introduction,
  };
}
