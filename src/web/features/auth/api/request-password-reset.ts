import { authRequest } from '#/web/lib/api-client';

export function requestPasswordReset(email: string) {
  return authRequest('/api/auth/request-password-reset', {
    body: { email: email.trim(), redirectTo: `${window.location.origin}/update-password?type=recovery` },
  });
}
