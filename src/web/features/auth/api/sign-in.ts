import { authRequest } from '#/web/lib/api-client';

export function signInWithEmail(email: string, password: string) {
  return authRequest('/api/auth/sign-in/email', { body: { email: email.trim(), password, rememberMe: true } });
}
