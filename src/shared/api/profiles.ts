/** GET /api/me/profile and /api/me/is-admin. */
import { z } from 'zod';
import { LOCALE_CODES, type Locale } from '../i18n/locales';

const localeSchema = z.enum(LOCALE_CODES as [Locale, ...Locale[]]);

/** A row of user_profiles. */
export const userProfileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  is_admin: z.boolean(),
  message_count: z.number().int(),
  /** The interface language the learner chose; null until they have one (the browser's languages decide). */
  locale: localeSchema.nullable(),
  explain_in_my_language: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const profileResponseSchema = z.object({ profile: userProfileSchema });
/** The spec's is_admin RPC: any failure answers false. */
export const isAdminResponseSchema = z.object({ is_admin: z.boolean() });

/** PUT /api/me/preferences: the interface language and whether explanations come in it. */
export const preferencesUpdateSchema = z
  .object({ locale: localeSchema.optional(), explain_in_my_language: z.boolean().optional() })
  .strict()
  .refine((body) => body.locale !== undefined || body.explain_in_my_language !== undefined, { message: 'Nothing to change' });
