import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEMO_SESSION_TTL_MS } from './demo-session-store';

export const DEMO_COOKIE = 'parley_demo';

export const readDemoToken = (c: Context) => getCookie(c, DEMO_COOKIE);

export function writeDemoToken(c: Context, token: string, isSecure: boolean) {
  setCookie(c, DEMO_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure,
    // Not only /functions: sign-up (/api/auth/...) reads it to claim the demo conversation.
    path: '/',
    maxAge: DEMO_SESSION_TTL_MS / 1000,
  });
}
