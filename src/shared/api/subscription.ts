/** GET /api/me/subscription: the user's row of stripe_user_subscriptions, or null. */
import { z } from 'zod';

export const userSubscriptionSchema = z.object({
  customer_id: z.string().nullable(),
  subscription_id: z.string().nullable(),
  subscription_status: z.string().nullable(),
  price_id: z.string().nullable(),
  current_period_start: z.number().nullable(),
  current_period_end: z.number().nullable(),
  cancel_at_period_end: z.boolean().nullable(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
});

/** With the plan's product-branded name, so every screen names it the same way. */
export const subscriptionResponseSchema = z.object({ subscription: userSubscriptionSchema.extend({ plan_name: z.string() }).nullable() });
