/** POST /functions/v1/stripe-webhook: signature-checked Stripe events, each applied once. */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { webhookReceivedSchema } from '#/shared/api/billing';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { applyBillingEvent } from './apply-billing-event';
import { toBillingEvent } from './stripe-billing-provider';
import { log } from '../../lib/logger';

export function stripeWebhookRoutes(stripe: Stripe | null, webhookSecret: string | undefined) {
  return new Hono<AppEnv>().post('/', async (c) => {
    if (!stripe || !webhookSecret) return c.json({ error: 'Stripe webhooks are not configured on this server.', code: 'webhooks_not_configured' }, 400);
    const signature = c.req.header('stripe-signature');
    // The signature covers the exact bytes sent: read the raw body, never re-serialised JSON.
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing Stripe-Signature header');
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch (error) {
      return c.json({ error: `Invalid signature: ${error instanceof Error ? error.message : 'unverifiable'}`, code: 'invalid_signature' }, 400);
    }
    try {
      const result = await applyBillingEvent(c.var.deps.db, c.var.deps.billing, toBillingEvent(event));
      return c.json({ received: true, result } satisfies z.infer<typeof webhookReceivedSchema>);
    } catch (error) {
      // Nothing was recorded (the event and its effect share one transaction): a 5xx makes Stripe retry.
      log.error({ err: error, eventId: event.id, eventType: event.type }, 'billing: a webhook event was not applied; Stripe will retry');
      throw new AppError('webhook_not_applied', 'The event could not be applied right now; please retry.', 503);
    }
  });
}
