import { z } from 'zod';

/** A row of the stripe_user_subscriptions view (spec §3), as the browser receives it. */
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

export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const isActive = (s: UserSubscription | null | undefined) => s?.subscription_status === 'active';
export const isPastDue = (s: UserSubscription | null | undefined) => s?.subscription_status === 'past_due';
export const isCanceled = (s: UserSubscription | null | undefined) => s?.subscription_status === 'canceled';
