import type { z } from 'zod';
import type { userSubscriptionSchema } from './api/subscription';

/** A row of the stripe_user_subscriptions view, as the browser receives it. */
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/** The Stripe subscription statuses Parley treats specially; any other is shown as it comes. */
export const SUBSCRIPTION_STATUS = { notStarted: 'not_started', active: 'active', pastDue: 'past_due', canceled: 'canceled' } as const;

type MaybeSubscription = Pick<UserSubscription, 'subscription_status'> | null | undefined;

export const isActive = (s: MaybeSubscription) => s?.subscription_status === SUBSCRIPTION_STATUS.active;
export const isPastDue = (s: MaybeSubscription) => s?.subscription_status === SUBSCRIPTION_STATUS.pastDue;
export const isCanceled = (s: MaybeSubscription) => s?.subscription_status === SUBSCRIPTION_STATUS.canceled;
