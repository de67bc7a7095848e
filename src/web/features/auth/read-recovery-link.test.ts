import { describe, expect, it } from 'vitest';
import { readRecoveryLink, stripRecoveryParams } from './read-recovery-link';

describe('readRecoveryLink', () => {
  it('accepts the token from the query or the hash, only with type=recovery', () => {
    expect(readRecoveryLink('?type=recovery&token=abc', '')).toEqual({ kind: 'recovery', token: 'abc' });
    expect(readRecoveryLink('', '#type=recovery&access_token=xyz&refresh_token=r')).toEqual({ kind: 'recovery', token: 'xyz' });
    expect(readRecoveryLink('?token=abc', '')).toEqual({ kind: 'none' });
  });
  it('treats a recovery link without a token as invalid', () => {
    expect(readRecoveryLink('?type=recovery', '')).toEqual({ kind: 'error', message: 'Invalid or expired password reset link. Please request a new one.' });
  });
  it('turns URL errors into the spec messages', () => {
    expect(readRecoveryLink('?type=recovery&error=INVALID_TOKEN', '')).toEqual({ kind: 'error', message: 'Password reset link is invalid or has expired' });
    expect(readRecoveryLink('', '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toEqual({
      kind: 'error',
      message: 'This reset link has expired. Please request a new one.',
    });
    expect(readRecoveryLink('?error=x&error_description=Link+was+revoked', '')).toEqual({ kind: 'error', message: 'Link was revoked' });
  });
});

describe('stripRecoveryParams', () => {
  it('removes tokens from the query and the hash and keeps the rest', () => {
    expect(stripRecoveryParams(new URL('http://x/update-password?type=recovery&token=abc&lang=en#access_token=t&keep=1'))).toBe('/update-password?lang=en#keep=1');
    expect(stripRecoveryParams(new URL('http://x/update-password?type=recovery&token=abc'))).toBe('/update-password');
  });
});
