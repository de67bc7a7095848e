import { SESSION_FETCH_TIMEOUT_MS, TOKEN_REFRESH_BACKOFF_START_MS } from '#/shared/constants';
import { ApiError, authRequest } from '#/web/lib/api-client';

export type SessionUser = { id: string; email: string; name: string; image?: string | null; createdAt: string };
export type AuthSession = { user: SessionUser; session: { id: string; expiresAt: string } };

const ATTEMPTS = 3;

/**
 * The current session (Better Auth refreshes its cookie as it answers). A network failure, a server error or a
 * 'too many requests' is retried with exponential backoff from 200 ms; a definite answer is not.
 */
export async function getSession(): Promise<AuthSession | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await authRequest<AuthSession | null>('/api/auth/get-session', { timeoutMs: SESSION_FETCH_TIMEOUT_MS });
      return result?.user ? result : null;
    } catch (error) {
      const isDefinite = error instanceof ApiError && error.status < 500 && error.status !== 429;
      if (isDefinite || attempt === ATTEMPTS - 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, TOKEN_REFRESH_BACKOFF_START_MS * 2 ** attempt));
    }
  }
}
