import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '#/shared/subscription';
import { subscriptionBadgeLabel } from './subscription-badge-label';

const subscription = (status: string, plan_name?: string): UserSubscription & { plan_name?: string } => ({
  customer_id: 'cus_1', subscription_id: 'sub_1', subscription_status: status, price_id: 'price_1', current_period_start: 1, current_period_end: 2,
  cancel_at_period_end: false, payment_method_brand: 'visa', payment_method_last4: '4242', plan_name,
});

describe('subscriptionBadgeLabel', () => {
  it('names each state in the product\'s words', () => {
    expect(subscriptionBadgeLabel(null)).toBe('Free User');
    expect(subscriptionBadgeLabel(subscription('not_started'))).toBe('Free User');
    expect(subscriptionBadgeLabel(subscription('active', 'Parley Pro'))).toBe('Parley Pro');
    expect(subscriptionBadgeLabel(subscription('active'))).toBe('Unknown Plan');
    expect(subscriptionBadgeLabel(subscription('past_due'))).toBe('Past Due');
    expect(subscriptionBadgeLabel(subscription('canceled'))).toBe('Canceled');
    expect(subscriptionBadgeLabel(subscription('incomplete'))).toBe('incomplete');
  });
});
