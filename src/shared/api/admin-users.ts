/** GET and POST /functions/v1/admin-users: the user list and the admin toggle, admins only. */
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 200;
// Better Auth ids are 32 characters; anything far longer is not an id and is refused unread.
const MAX_USER_ID_LENGTH = 128;

export const listUsersQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  page_size: z.coerce
    .number({ message: 'page_size must be a number' })
    .int('page_size must be a whole number')
    .min(1, 'page_size must be 1 or more')
    .max(MAX_PAGE_SIZE, `page_size must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`).default(''),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const toggleAdminBodySchema = z.object(
  {
    target_user_id: z
      .string({ message: 'target_user_id is required and must be text' })
      .trim()
      .min(1, 'target_user_id must not be empty')
      .max(MAX_USER_ID_LENGTH, `target_user_id must be at most ${MAX_USER_ID_LENGTH} characters`),
  },
  { message: 'The request body must be a JSON object with target_user_id.' },
);

/** One row of the admin panel's user list. */
export const adminUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  is_admin: z.boolean(),
  message_count: z.number().int(),
  subscription_status: z.string().nullable(),
  created_at: z.string(),
});

export const adminUsersPageSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export const toggleAdminResponseSchema = z.object({ user: adminUserSchema });
