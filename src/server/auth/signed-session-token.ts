/**
 * The session token from Better Auth's signed session cookie, checked the way Better Auth signs it:
 * `<token>.<base64 HMAC-SHA256 of the token under the auth secret>`, URL-encoded. Answers null for a
 * missing cookie and for one whose signature does not match (Better Auth answers "no session" to both).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A base64 SHA-256 digest: 43 characters and one '=' of padding. */
const SIGNATURE_LENGTH = 44;

export function signedSessionToken(cookieHeader: string | undefined, cookieName: string, secret: string): string | null {
  const value = cookieHeader === undefined ? null : cookieValue(cookieHeader, cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const [token, signature] = [value.slice(0, dot), value.slice(dot + 1)];
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The first cookie of that name, unquoted and URL-decoded, as Better Auth reads it. */
export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
