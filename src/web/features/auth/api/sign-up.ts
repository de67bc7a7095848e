import { authRequest } from '#/web/lib/api-client';

/** Creates the account; the caller decides whether to sign in next (the auth page does not). */
export function signUpWithEmail(email: string, password: string) {
  return authRequest('/api/auth/sign-up/email', {
    body: { email: email.trim(), password, name: '', callbackURL: `${window.location.origin}/app` },
  });
}
