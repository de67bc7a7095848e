/** Inserts the built-in teacher personas that are not in the database yet (edits made since are kept). */
import type { Database } from '../client';
import { teachers } from '../schema';
import { teacherPersonas } from './teacher-personas';

export async function seedTeachers(db: Database): Promise<void> {
  // Stagger created_at so that "ordered by created_at" follows the personas' order.
  const base = Date.UTC(2025, 5, 18);
  await db
    .insert(teachers)
    .values(
      teacherPersonas.map((persona, index) => ({
        slug: persona.slug,
        name: persona.name,
        title: persona.title,
        bio: persona.bio,
        avatarUrl: persona.avatarUrl,
        specialties: persona.specialties,
        colorTheme: persona.colorTheme,
        systemPrompt: persona.systemPrompt,
        voiceId: persona.voiceId,
        superpowerFeature: persona.superpowerFeature,
        conversationCategories: persona.conversationCategories,
        language: persona.language,
        introduction: persona.introduction,
        createdAt: new Date(base + index * 1000),
        updatedAt: new Date(base + index * 1000),
      })),
    )
    .onConflictDoNothing({ target: teachers.slug });
}
