/** Checkout, the billing portal, the Stripe webhook and the local test-mode checkout and portal. */
import { z } from 'zod';

/** POST /functions/v1/checkout. The server sets the success and cancel addresses itself; the body's are ignored. */
export const checkoutRequestSchema = z.object({
  price_id: z.string().max(200),
  mode: z.literal('subscription').default('subscription'),
  success_url: z.string().max(2000).optional(),
  cancel_url: z.string().max(2000).optional(),
  affonso_referral: z.string().max(200).regex(/^[\w-]*$/).optional().nullable(),
});

/** Checkout and the billing portal both answer the address to send the browser to. */
export const redirectUrlSchema = z.object({ url: z.string() });

/** POST /functions/v1/stripe-webhook (signed by Stripe, not called by the browser). */
export const webhookReceivedSchema = z.object({ received: z.literal(true), result: z.enum(['applied', 'duplicate', 'ignored']) });

/** GET /functions/v1/test-billing/checkouts/:id. */
export const testCheckoutSchema = z.object({ id: z.string(), status: z.string(), price_id: z.string(), plan_name: z.string(), billing_period: z.enum(['monthly', 'yearly']) });
/** POST /functions/v1/test-billing/checkouts/:id/pay. */
export const testCheckoutPaidSchema = z.object({ success_url: z.string() });
/** POST /functions/v1/test-billing/portal/:action. */
export const testPortalActions = ['cancel-at-period-end', 'resume', 'fail-payment', 'cancel-now'] as const;
export const testPortalActionSchema = z.enum(testPortalActions);
export const okSchema = z.object({ ok: z.literal(true) });
