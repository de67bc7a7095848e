/** GET /api/teachers and /api/teachers/:slug. */
import { z } from 'zod';
import { colorThemes, superpowerFeatures, type Teacher } from '../teacher';
import { sameShape } from './same-shape';

export const teacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  specialties: z.array(z.string()),
  color_theme: z.enum(colorThemes),
  voice_id: z.string(),
  slug: z.string(),
  superpower_feature: z.enum(superpowerFeatures),
  conversation_categories: z.array(z.string()),
  language: z.string(),
  introduction: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const teacherListResponseSchema = z.object({ teachers: z.array(teacherSchema) });
export const teacherResponseSchema = z.object({ teacher: teacherSchema });

sameShape<z.infer<typeof teacherSchema>, Teacher>(true);
