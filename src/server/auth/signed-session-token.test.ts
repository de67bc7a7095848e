import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, signedSessionToken } from './signed-session-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NAME = 'better-auth.session_token';
const signed = (token: string, secret = SECRET) => encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('signed session token', () => {
  it('answers the token of a cookie signed with the secret, among other cookies', () => {
    expect(signedSessionToken(`parley_demo=x; ${NAME}=${signed('tok3n')}; theme=dark`, NAME, SECRET)).toBe('tok3n');
    expect(signedSessionToken(`${NAME}="${signed('tok3n')}"`, NAME, SECRET)).toBe('tok3n');
  });

  it('answers null for a missing cookie, another key, a changed token or signature, and a bad shape', () => {
    const good = signed('tok3n');
    for (const header of [undefined, '', 'other=1', `${NAME}=${signed('tok3n', 'another-secret-of-thirty-two-characters!')}`, `${NAME}=${good.replace('tok3n', 'tok3m')}`, `${NAME}=tok3n`, `${NAME}=.${good.split('.')[1]}`, `${NAME}=tok3n.short=`, `${NAME}=tok3n.${'A'.repeat(43)}=`]) {
      expect(signedSessionToken(header, NAME, SECRET), String(header)).toBeNull();
    }
  });

  it('reads the first cookie of a name, as Better Auth does', () => {
    expect(cookieValue(`${NAME}=first; ${NAME}=second`, NAME)).toBe('first');
    expect(cookieValue(`x${NAME}=nope; ${NAME}=yes`, NAME)).toBe('yes');
    expect(cookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A'); // undecodable: kept as sent
  });
});
