import { SUPPORT_EMAIL } from '#/shared/constants';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#/shared/public-config';

const fallback: PublicConfig = {
  supportUrl: `mailto:${SUPPORT_EMAIL}`,
  feedbackBoardUrl: 'https://parley.featurebase.app',
  isGoogleSignInConfigured: false,
  isOfflineTutor: true,
  isOfflineSpeech: true,
  isServerTranscriptionAvailable: false,
  links: { merch: 'https://shop.parley.app', affiliate: 'https://affiliates.parley.app', guides: 'https://guides.parley.app', social: [] },
  referral: null,
  prices: { monthly: 'price_parley_monthly', yearly: 'price_parley_yearly', core: 'price_parley_core', pro: 'price_parley_pro' },
  isBillingTestMode: true,
};

function readPublicConfig(): PublicConfig {
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
    return text ? { ...fallback, ...(JSON.parse(text) as Partial<PublicConfig>) } : fallback;
  } catch (error) {
    console.warn('[config] the page carries no readable configuration, so the defaults apply:', error);
    return fallback;
  }
}

export const publicConfig: PublicConfig = typeof document === 'undefined' ? fallback : readPublicConfig();
