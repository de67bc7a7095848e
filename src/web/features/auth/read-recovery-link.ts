/**
 * Reads a password-recovery link's address (query and hash). The reset email's link passes through the
 * server, which checks the token and lands here with type=recovery&token=..., or with an error.
 */
import { authMessages } from '#/shared/auth-validation';

export type RecoveryLink = { kind: 'recovery'; token: string } | { kind: 'error'; message: string } | { kind: 'none' };

export const RECOVERY_PARAMS = ['type', 'token', 'access_token', 'refresh_token', 'error', 'error_code', 'error_description'];

export function readRecoveryLink(search: string, hash: string): RecoveryLink {
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) params.set(key, value);

  const error = params.get('error');
  const errorCode = params.get('error_code');
  const errorDescription = params.get('error_description');
  if (error || errorCode || errorDescription) {
    if (errorCode === 'otp_expired') return { kind: 'error', message: authMessages.resetLinkExpired };
    return { kind: 'error', message: errorDescription?.trim() || authMessages.resetLinkInvalid };
  }
  if (params.get('type') !== 'recovery') return { kind: 'none' };
  const token = params.get('token') ?? params.get('access_token');
  if (!token) return { kind: 'error', message: authMessages.resetLinkInvalidRequestNew };
  return { kind: 'recovery', token };
}

/** The same address with every recovery parameter removed (so tokens never linger in history). */
export function stripRecoveryParams(url: URL): string {
  const clean = new URL(url.href);
  for (const key of RECOVERY_PARAMS) clean.searchParams.delete(key);
  const hash = new URLSearchParams(clean.hash.replace(/^#/, ''));
  for (const key of RECOVERY_PARAMS) hash.delete(key);
  clean.hash = hash.toString();
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
