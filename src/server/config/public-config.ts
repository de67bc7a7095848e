import type { PublicConfig } from '#/shared/public-config';
import type { AppDeps } from '../http/app-env';
import { transcriberFor } from '../features/transcription/public';

/** The explicit allow-list of settings the browser may see. Never put a secret here. */
export function publicConfigFrom({ env, languageModel, speech }: Pick<AppDeps, 'env' | 'languageModel' | 'speech'>): PublicConfig {
  return {
    supportUrl: env.SUPPORT_URL,
    feedbackBoardUrl: env.FEEDBACK_BOARD_URL,
    isGoogleSignInConfigured: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    isOfflineTutor: languageModel.isOffline,
    isOfflineSpeech: speech.isOffline,
    isServerTranscriptionAvailable: transcriberFor(env) !== null,
    links: {
      merch: env.MERCH_URL,
      affiliate: env.AFFILIATE_URL,
      guides: env.GUIDES_URL,
      social: [
        { name: 'X', url: env.SOCIAL_X_URL },
        { name: 'Instagram', url: env.SOCIAL_INSTAGRAM_URL },
        { name: 'YouTube', url: env.SOCIAL_YOUTUBE_URL },
        { name: 'TikTok', url: env.SOCIAL_TIKTOK_URL },
      ],
    },
    prices: priceIdsFrom(env),
    isBillingTestMode: !env.STRIPE_SECRET_KEY,
    referral: env.REFERRAL_SCRIPT_URL ? { scriptUrl: env.REFERRAL_SCRIPT_URL, programId: env.REFERRAL_PROGRAM_ID ?? '' } : null,
  };
}

export function priceIdsFrom(env: AppDeps['env']) {
  return { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY, core: env.STRIPE_PRICE_CORE, pro: env.STRIPE_PRICE_PRO };
}
