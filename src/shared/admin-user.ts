import type { z } from 'zod';
import type { adminUserSchema, adminUsersPageSchema } from './api/admin-users';

/** One row of the admin panel's user list, as GET /functions/v1/admin-users sends it. */
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
