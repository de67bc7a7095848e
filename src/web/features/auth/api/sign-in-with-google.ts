import { authRequest } from '#/web/lib/api-client';

/** Starts Google sign-in; the browser leaves for Google and comes back to /app. */
export async function signInWithGoogle(): Promise<void> {
  const origin = window.location.origin;
  const result = await authRequest<{ url?: string }>('/api/auth/sign-in/social', {
    body: { provider: 'google', callbackURL: `${origin}/app`, errorCallbackURL: `${origin}/auth/signin` },
  });
  if (!result.url) throw new Error('No authorization URL received');
  window.location.assign(result.url);
}
