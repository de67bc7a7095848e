import { SESSION_FETCH_TIMEOUT_MS } from '#/shared/constants';
import { apiRequest } from '#/web/lib/api-client';

export type SessionUser = { id: string; email: string; name: string; image?: string | null; createdAt: string };
export type AuthSession = { user: SessionUser; session: { id: string; expiresAt: string } };

export async function getSession(): Promise<AuthSession | null> {
  const result = await apiRequest<AuthSession | null>('/api/auth/get-session', { timeoutMs: SESSION_FETCH_TIMEOUT_MS });
  return result?.user ? result : null;
}
