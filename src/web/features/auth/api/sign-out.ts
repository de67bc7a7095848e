import { ApiError, authRequest } from '#/web/lib/api-client';

/** Signs out; a session the server no longer knows counts as signed out already. */
export async function signOut(): Promise<void> {
  try {
    await authRequest('/api/auth/sign-out', { body: {} });
  } catch (error) {
    if (isSessionNotFound(error)) return;
    throw error;
  }
}

export function isSessionNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.status === 403) &&
    /session.*not.*found|no session|not authenticated/i.test(error.message)
  );
}
