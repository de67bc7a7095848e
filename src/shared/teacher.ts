import { z } from 'zod';

export const colorThemes = ['blue', 'emerald', 'purple'] as const;
export const superpowerFeatures = ['interview-roleplay', 'writing-feedback', 'none'] as const;

export const teacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  specialties: z.array(z.string()),
  color_theme: z.enum(colorThemes),
  system_prompt: z.string(),
  voice_id: z.string(),
  slug: z.string(),
  superpower_feature: z.enum(superpowerFeatures),
  conversation_categories: z.array(z.string()),
  language: z.string(),
  introduction: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Teacher = z.infer<typeof teacherSchema>;
export type ColorTheme = (typeof colorThemes)[number];

export const DEFAULT_AVATAR_URL = '/avatars/default.svg';

/** A URL slug: lowercase letters, digits and hyphens. */
export const teacherSlugSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown teacher');
