import type { PublicConfig } from '#/shared/public-config';
import type { Env } from './env';

/** The explicit allow-list of settings the browser may see. Never put a secret here. */
export function publicConfigFrom(env: Env): PublicConfig {
  return {
    supportUrl: env.SUPPORT_URL,
    feedbackBoardUrl: env.FEEDBACK_BOARD_URL,
    isGoogleSignInConfigured: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
}
