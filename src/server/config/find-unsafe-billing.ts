/**
 * Test billing lets anyone "pay" and become a subscriber. That is harmless while every reply is free
 * (offline tutor, eSpeak), but with a paid model, speech or pronunciation key it would hand the operator's bill to anyone.
 */
export type BillingSettings = {
  OPENAI_API_KEY?: string;
  ELEVENLABS_API_KEY?: string;
  AZURE_SPEECH_KEY?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  BILLING_TEST_MODE: 'on' | 'off';
};

/** The reason this configuration must not start, or null when it is safe. */
export function findUnsafeBilling(env: BillingSettings): string | null {
  const paidKeys = (['OPENAI_API_KEY', 'ELEVENLABS_API_KEY', 'AZURE_SPEECH_KEY'] as const).filter((name) => env[name]);
  if (paidKeys.length > 0 && !env.STRIPE_SECRET_KEY && env.BILLING_TEST_MODE !== 'on') {
    return (
      `${paidKeys.join(' and ')} ${paidKeys.length > 1 ? 'are' : 'is'} set but STRIPE_SECRET_KEY is not: ` +
      'anyone could "pay" with the test checkout and spend your provider credit. Set STRIPE_SECRET_KEY ' +
      '(and STRIPE_WEBHOOK_SECRET), or set BILLING_TEST_MODE=on to run test billing on purpose.'
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    return 'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: payments could never activate a subscription. Set STRIPE_WEBHOOK_SECRET (the signing secret of your Stripe webhook endpoint).';
  }
  return null;
}
