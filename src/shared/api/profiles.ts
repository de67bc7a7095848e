/** GET /api/me/profile and /api/me/is-admin. */
import { z } from 'zod';

/** A row of user_profiles. */
export const userProfileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  is_admin: z.boolean(),
  message_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const profileResponseSchema = z.object({ profile: userProfileSchema });
/** The spec's is_admin RPC: any failure answers false. */
export const isAdminResponseSchema = z.object({ is_admin: z.boolean() });
