import { z } from 'zod';

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

export type UserProfile = z.infer<typeof userProfileSchema>;
