/**
 * The billing helper: starts a Checkout session for (priceId, mode) and sends the browser to
 * it. A failure is only logged; the caller just resets its button. The one refusal the
 * learner must read — a subscription already exists (409, ADR 008) — is returned for the caller to show.
 */
import { CHECKOUT_ERRORS, SUBSCRIPTION_EXISTS } from '#/shared/checkout-errors';
import { ApiError, apiRequest } from '#/web/lib/api-client';
import { readReferral } from '#/web/features/referral/public';

export type CheckoutRefusal = { message: string; manageUrl: string };

export async function startCheckout(priceId: string, mode: 'subscription' = 'subscription'): Promise<CheckoutRefusal | null> {
  try {
    // The server sets the success and cancel addresses itself (never from the body), so they are not sent.
    const response = await apiRequest<'POST /functions/v1/checkout'>('/functions/v1/checkout', {
      body: {
        price_id: priceId,
        mode,
        affonso_referral: readReferral(),
      },
      timeoutMs: 20_000,
    });
    if (!response.url) throw new Error(CHECKOUT_ERRORS.noUrl);
    window.location.assign(response.url);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === SUBSCRIPTION_EXISTS.code) {
      return { message: error.message, manageUrl: SUBSCRIPTION_EXISTS.manageUrl };
    }
    const message = error instanceof ApiError && error.status === 401 ? CHECKOUT_ERRORS.noSession : error instanceof Error ? error.message : String(error);
    console.error(`Checkout failed: ${message}`);
    return null;
  }
}
