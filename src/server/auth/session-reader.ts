/**
 * Who is calling. Better Auth issues, renews and revokes sessions; reading one on each request is done
 * here (ADR 016): the signed session cookie is checked with one HMAC and the session read with one
 * prepared statement, where Better Auth's getSession costs about 2 ms of CPU through its endpoint
 * machinery. Better Auth is still asked whenever a session needs its hand: one due for renewal (it
 * extends the expiry and re-sends the cookie) and one missing or expired (it clears the cookies).
 *
 * A session read here is remembered for SESSION_CACHE_SECONDS (RememberedSessions); `fresh` reads, for
 * billing and admin actions, always read the database.
 */
import type { Database } from '../db/client';
import type { Auth } from './create-auth';
import { findSessionByToken, type SignedInSession } from './find-session-by-token';
import { RememberedSessions } from './remembered-sessions';
import { signedSessionToken } from './signed-session-token';

export type { SignedInSession };

export type SessionRead = { session: SignedInSession | null; setCookies: string[] };

export type SessionRequest = {
  cookieHeader: string | undefined;
  /** The request's headers, for Better Auth when it is asked (built only then). */
  headers: () => Headers;
  fresh?: boolean;
};

export type SessionReader = {
  read(request: SessionRequest): Promise<SessionRead>;
  /**
   * Forgets what this process remembers of the caller's sessions, all of that user's (at sign-out, a
   * password change, a revocation): they are read from the database again on their next request.
   */
  forgetCaller(cookieHeader: string | undefined): void;
  /** Forgets every session of a user this process remembers (the account was deleted). */
  forgetUser(userId: string): void;
};

const NO_SESSION: SessionRead = { session: null, setCookies: [] };

/** Better Auth's endpoints that end sessions of the caller's user (the caller's own, or all the others). */
export const SESSION_ENDING_AUTH_PATHS = new Set(['/sign-out', '/change-password', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions']);

export async function createSessionReader(deps: { auth: Auth; db: Database; windowSeconds: number }): Promise<SessionReader> {
  const { auth, db } = deps;
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const remembered = new RememberedSessions<SignedInSession>(deps.windowSeconds * 1000);
  const tokenOf = (cookieHeader: string | undefined) => signedSessionToken(cookieHeader, cookieName, context.secret);

  /** Better Auth renews a session once it is updateAge old (its own rule, from its session config). */
  const dueForRenewal = ({ session }: SignedInSession, now: number) =>
    session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;

  const askBetterAuth = async (headers: Headers): Promise<SessionRead> => {
    const answer = await auth.api.getSession({ headers, returnHeaders: true });
    return { session: answer.response, setCookies: answer.headers.getSetCookie() };
  };

  const readFromDatabase = async (token: string, request: SessionRequest): Promise<SessionRead> => {
    const found = await findSessionByToken(db, token);
    const now = Date.now();
    if (!found || found.session.expiresAt.getTime() <= now || dueForRenewal(found, now)) {
      return askBetterAuth(request.headers());
    }
    return { session: found, setCookies: [] };
  };

  const forgetUser = (userId: string) => remembered.forgetWhere((session) => session.user.id === userId);

  return {
    async read(request) {
      const token = tokenOf(request.cookieHeader);
      if (token === null) return NO_SESSION; // no session cookie, or a forged one
      if (!request.fresh) {
        const session = remembered.get(token);
        if (session) return { session, setCookies: [] };
      }
      const answer = request.fresh ? await readFromDatabase(token, request) : await remembered.readOnce(token, () => readFromDatabase(token, request));
      if (answer.session) remembered.remember(token, answer.session, answer.session.session.expiresAt.getTime());
      return answer;
    },
    forgetCaller(cookieHeader) {
      const token = tokenOf(cookieHeader);
      if (token === null) return;
      const userId = remembered.get(token)?.user.id;
      remembered.forget(token);
      if (userId) forgetUser(userId);
    },
    forgetUser,
  };
}
