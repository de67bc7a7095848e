/** The signed-in user's profile. The server creates it on first read; on failure a placeholder stands in. */
import { PROFILE_FETCH_TIMEOUT_MS, USER_FETCH_DURING_PROFILE_CREATION_TIMEOUT_MS } from '#/shared/constants';
import type { UserProfile } from '#/shared/profile';
import { apiRequest } from '#/web/lib/api-client';

export function placeholderProfile(userId: string, email: string): UserProfile {
  const now = new Date().toISOString();
  return { id: '', user_id: userId, email, full_name: null, is_admin: false, message_count: 0, locale: null, explain_in_my_language: false, created_at: now, updated_at: now };
}

export async function getProfile(userId: string, email: string): Promise<UserProfile> {
  const read = (timeoutMs: number) => apiRequest<'GET /api/me/profile'>('/api/me/profile', { timeoutMs });
  try {
    return (await read(PROFILE_FETCH_TIMEOUT_MS)).profile;
  } catch {
    // A slow or failed read: one more try, which creates the profile when it is missing.
    try {
      return (await read(USER_FETCH_DURING_PROFILE_CREATION_TIMEOUT_MS)).profile;
    } catch (error) {
      console.warn('[auth] the profile could not be read twice, so a placeholder stands in:', error);
      return placeholderProfile(userId, email);
    }
  }
}
