import { authRequest } from '#/web/lib/api-client';

export function resetPassword(token: string, newPassword: string) {
  return authRequest('/api/auth/reset-password', { body: { token, newPassword } });
}
