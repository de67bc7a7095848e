/** PUT /api/me/preferences: the interface language and "Explain in my language", saved on the account. */
import type { BodyOf } from '#/shared/api/contracts';
import type { UserProfile } from '#/shared/profile';
import { apiRequest } from '#/web/lib/api-client';

export async function savePreferences(preferences: BodyOf<'PUT /api/me/preferences'>): Promise<UserProfile> {
  const { profile } = await apiRequest<'PUT /api/me/preferences'>('/api/me/preferences', { method: 'PUT', body: preferences });
  return profile;
}
