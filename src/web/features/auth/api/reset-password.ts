import { apiRequest } from '#/web/lib/api-client';

export function resetPassword(token: string, newPassword: string) {
  return apiRequest('/api/auth/reset-password', { body: { token, newPassword } });
}
