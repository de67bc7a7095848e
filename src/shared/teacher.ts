/**
 * A teacher as the API sends it: spec §3 fields, plus the language used for speech recognition, but not
 * `system_prompt` (it stays on the server, which composes every prompt; ADR 013).
 */
import type { z } from 'zod';
import type { teacherSchema } from './api/teachers';

export const colorThemes = ['blue', 'emerald', 'purple'] as const;
export const superpowerFeatures = ['interview-roleplay', 'writing-feedback', 'none'] as const;

export type ColorTheme = (typeof colorThemes)[number];
export type SuperpowerFeature = (typeof superpowerFeatures)[number];

export type Teacher = z.infer<typeof teacherSchema>;

export const DEFAULT_AVATAR_URL = '/avatars/default.svg';

/** A URL slug: lowercase letters, digits and hyphens. */
export const TEACHER_SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
