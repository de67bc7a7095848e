/** A row of user_profiles (spec §3) as the API sends it. */
export type UserProfile = {
  id: string;
  user_id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  message_count: number;
  created_at: string;
  updated_at: string;
};
