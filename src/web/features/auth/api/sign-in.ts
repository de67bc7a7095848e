import { apiRequest } from '#/web/lib/api-client';

export function signInWithEmail(email: string, password: string) {
  return apiRequest('/api/auth/sign-in/email', { body: { email: email.trim(), password, rememberMe: true } });
}
