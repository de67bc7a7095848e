import type { PublicConfig } from '#/shared/public-config';
import type { AppDeps } from '../http/app-env';

/** The explicit allow-list of settings the browser may see. Never put a secret here. */
export function publicConfigFrom({ env, languageModel }: Pick<AppDeps, 'env' | 'languageModel'>): PublicConfig {
  return {
    supportUrl: env.SUPPORT_URL,
    feedbackBoardUrl: env.FEEDBACK_BOARD_URL,
    isGoogleSignInConfigured: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    isOfflineTutor: languageModel.isOffline,
  };
}
