import type { PriceIds } from './plans';

/** The only server settings the browser sees; embedded in the HTML page as JSON. */
export type PublicConfig = {
  supportUrl: string;
  feedbackBoardUrl: string;
  isGoogleSignInConfigured: boolean;
  /** True when replies come from the built-in offline tutor rather than a configured AI provider. */
  isOfflineTutor: boolean;
  /** True when teachers speak with the built-in eSpeak NG voice because no speech key is configured. */
  isOfflineSpeech: boolean;
  /** True when /functions/v1/transcribe has a provider (OPENAI_TRANSCRIBE_* or OPENAI_*): recorded speech can be sent. */
  isServerTranscriptionAvailable: boolean;
  /** The footer's external pages, all configurable. */
  links: { merch: string; affiliate: string; guides: string; social: Array<{ name: string; url: string }> };
  /** The referral-tracking script, when one is configured; nothing external loads otherwise. */
  referral: { scriptUrl: string; programId: string } | null;
  /** Price ids of the plan catalogue (not secret: Stripe shows them in checkout pages too). */
  prices: PriceIds;
  /** True when payments go to the local test checkout instead of Stripe. */
  isBillingTestMode: boolean;
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'parley-config';
