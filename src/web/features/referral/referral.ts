/**
 * Referral tracking: the configured script (loaded only when set), the 30-day affonso_referral cookie,
 * the sign-up notification, and the value read for checkout.
 */
import { REFERRAL_COOKIE_DAYS, REFERRAL_COOKIE_NAME } from '#/shared/constants';
import { publicConfig } from '#/web/lib/public-config';

type ReferralScript = { signup?: (email: string) => void };

export function readReferral(): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${REFERRAL_COOKIE_NAME}=`));
  return match ? decodeURIComponent(match.slice(REFERRAL_COOKIE_NAME.length + 1)) : undefined;
}

function rememberReferral(value: string) {
  const maxAge = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${REFERRAL_COOKIE_NAME}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Keeps a referral code from the address (?via= or ?ref=) for 30 days, and loads the tracking script. */
export function startReferralTracking(): void {
  const code = new URLSearchParams(location.search).get('via') ?? new URLSearchParams(location.search).get('ref');
  if (code && /^[\w-]{1,64}$/.test(code)) rememberReferral(code);
  const config = publicConfig.referral;
  if (!config || document.querySelector('script[data-parley-referral]')) return;
  const script = document.createElement('script');
  script.src = config.scriptUrl;
  script.async = true;
  script.defer = true;
  script.dataset.parleyReferral = '';
  if (config.programId) script.dataset.affonso = config.programId;
  script.dataset.cookie_duration = String(REFERRAL_COOKIE_DAYS);
  document.head.appendChild(script);
}

/** Tells the referral program that this visitor signed up (no-op when no script is configured). */
export function notifyReferralSignup(email: string): void {
  const w = window as unknown as { Affonso?: ReferralScript; affonso?: ReferralScript };
  try {
    (w.Affonso ?? w.affonso)?.signup?.(email);
  } catch (error) {
    console.error('Referral signup notification failed', error);
  }
}
