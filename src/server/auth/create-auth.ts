/**
 * Better Auth: email + password and Google (OpenID Connect, issuer configurable), sessions in the
 * database behind HttpOnly SameSite cookies, sign-in throttling shared through the database.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { EMAIL_VERIFIED_PATH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#/shared/constants';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { claimDemoConversation } from '../features/conversations/public';
import { DEMO_COOKIE } from '../features/demo/public';
import { ensureUserProfile, grantListedAdmin, grantListedAdminById, readSavedLocale } from '../features/profiles/public';
import { localeOfHeaders } from '../http/request-locale';
import type { Mailer } from '../mail/mailer';
import { resetPasswordEmail } from '../mail/templates/reset-password-email';
import { verifyEmailEmail } from '../mail/templates/verify-email-email';
import { welcomeEmail } from '../mail/templates/welcome-email';
import { CLIENT_IP_HEADER } from './client-ip';
import { refuseOverlongName } from './refuse-overlong-name';
import { trustedOriginsFor } from './trusted-origins';
import { log } from '../lib/logger';

export type AuthDeps = {
  env: Env;
  db: Database;
  mailer: Mailer;
  secret: string;
  /** A password reset revoked every session of this user (the session reader forgets what it remembers of them). */
  onSessionsRevoked?: (userId: string) => void;
};

export const AUTH_BASE_PATH = '/api/auth';

export function createAuth({ env, db, mailer, secret, onSessionsRevoked }: AuthDeps) {
  const sendSafely = (label: string, send: () => Promise<void>) =>
    send().catch((error: unknown) => log.error({ err: error, which: label }, 'mail: an email could not be sent'));

  const googleConfigured = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  // An email speaks the language saved on the account, else that of the request that caused it (the
  // browser sends its interface language): at sign-up the account has not saved one yet.
  const emailLocale = async (userId: string, headers: Headers | null | undefined) => (await readSavedLocale(db, userId)) ?? localeOfHeaders(headers);

  return betterAuth({
    appName: 'Parley',
    // Its notices ("Invalid password") go through the server's logger as JSON lines with the request id, never
    // their arguments (a user record), so tests show them only under a failing test, like every server line.
    logger: { log: (level, message) => log[level]({ source: 'better-auth' }, message) },
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    trustedOrigins: trustedOriginsFor(env),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // The auth page asks the new user to sign in; the landing form signs in itself.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => onSessionsRevoked?.(user.id),
      sendResetPassword: async ({ user, url }, request) => {
        await sendSafely('reset email', async () => mailer.send(resetPasswordEmail(user.email, url, await emailLocale(user.id, request?.headers))));
      },
    },
    // Learners may use Parley unverified; a verified address is what admin rights need (ADR 007).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        await sendSafely('verification email', async () =>
          mailer.send(verifyEmailEmail(user.email, landOnVerifiedPage(url, env.APP_URL), await emailLocale(user.id, request?.headers))),
        );
      },
      // The emailed link confirmed the address: a listed admin becomes one now.
      afterEmailVerification: (user) => grantListedAdmin(db, user, env.ADMIN_EMAILS),
    },
    hooks: { before: refuseOverlongName },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            await ensureUserProfile(db, user, env.ADMIN_EMAILS);
            const headers = context?.headers ?? context?.request?.headers;
            void sendSafely('welcome email', async () => mailer.send(welcomeEmail(user.email, user.name, env.APP_URL, await emailLocale(user.id, headers))));
            // Signing up from the demo (email or Google): the demo's turns become the account's first conversation.
            await claimDemoConversation(db, user.id, context?.getCookie(DEMO_COOKIE)).catch((error: unknown) =>
              log.error({ err: error }, 'demo: the demo conversation could not be kept for the new account'),
            );
          },
        },
      },
      // Linking Google to an existing account marks its address verified first (Google vouches for it).
      account: { create: { after: (account) => grantListedAdminById(db, account.userId, env.ADMIN_EMAILS) } },
    },
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT === 'on',
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        // Better Auth's built-in rule (3 sign-ins per 10 s per address) would count successes and lock a
        // classroom out; failed sign-ins are throttled per account and address by throttleFailedSignIns.
        '/sign-in/email': false,
        // Reading one's own session is what every page does first; a classroom or an office behind one address must
        // never be shown signed out for it (it changes nothing and costs a cached read).
        '/get-session': false,
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Off: requests read sessions by token through auth/session-reader.ts, which remembers them for
      // SESSION_CACHE_SECONDS; a second signed cookie carrying the user would only add bytes (ADR 016).
      cookieCache: { enabled: false },
    },
    advanced: {
      // Better Auth skips origin checks under test runners by default; ours must run for real.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: googleConfigured
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                clientId: env.GOOGLE_CLIENT_ID!,
                clientSecret: env.GOOGLE_CLIENT_SECRET!,
                discoveryUrl: `${env.GOOGLE_ISSUER_URL.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

/** Better Auth's link, pointed at the page that tells the user their address is confirmed. */
function landOnVerifiedPage(verifyUrl: string, appUrl: string): string {
  const url = new URL(verifyUrl);
  url.searchParams.set('callbackURL', `${appUrl}${EMAIL_VERIFIED_PATH}`);
  return url.toString();
}

export type Auth = ReturnType<typeof createAuth>;
