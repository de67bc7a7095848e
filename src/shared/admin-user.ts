/** One row of the admin panel's user list, as GET /functions/v1/admin-users sends it. */
export type AdminUser = {
  user_id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  message_count: number;
  subscription_status: string | null;
  created_at: string;
};

export type AdminUsersPage = { users: AdminUser[]; total: number; page: number; page_size: number };
