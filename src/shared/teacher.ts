/**
 * A teacher as the API sends it: the catalog's fields, plus the language used for speech recognition, but not
 * `system_prompt` (it stays on the server, which composes every prompt; ADR 013).
 */

export const colorThemes = ['blue', 'emerald', 'purple'] as const;
export const superpowerFeatures = ['interview-roleplay', 'writing-feedback', 'none'] as const;

export type ColorTheme = (typeof colorThemes)[number];
export type SuperpowerFeature = (typeof superpowerFeatures)[number];

/** The catalog's fields plus the speech-recognition language; never `system_prompt` (ADR 013). */
export type Teacher = {
  id: string;
  name: string;
  title: string;
  bio: string;
  avatar_url: string | null;
  specialties: string[];
  color_theme: ColorTheme;
  voice_id: string;
  slug: string;
  superpower_feature: SuperpowerFeature;
  conversation_categories: string[];
  language: string;
  introduction: string;
  created_at: string;
  updated_at: string;
};

export const DEFAULT_AVATAR_URL = '/avatars/default.svg';

/** A URL slug: lowercase letters, digits and hyphens. */
export const TEACHER_SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
