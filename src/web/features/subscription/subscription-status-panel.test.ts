import { describe, expect, it } from 'vitest';
import type { UserSubscription } from '#/shared/subscription';
import { paymentSuccessCopy } from './payment-success-copy';
import { dateLabelsFor, statusPanelFor } from './subscription-status-panel';

const sub = (status: string | null, extra: Partial<UserSubscription> = {}): UserSubscription => ({
  customer_id: 'cus', subscription_id: status ? 'sub' : null, subscription_status: status, price_id: 'p', current_period_start: 1_790_000_000,
  current_period_end: 1_792_592_000, cancel_at_period_end: false, payment_method_brand: 'visa', payment_method_last4: '4242', ...extra,
});

describe('statusPanelFor', () => {
  it('names every state', () => {
    expect(statusPanelFor(null).title).toBe('Free Account');
    expect(statusPanelFor(sub(null)).title).toBe('Free Account');
    expect(statusPanelFor(sub('active')).title).toBe('Subscription Active');
    expect(statusPanelFor(sub('past_due')).title).toBe('Payment Past Due');
    expect(statusPanelFor(sub('canceled'))).toMatchObject({ title: 'Subscription Canceled', description: expect.stringContaining('ends at the end of the billing period') });
    expect(statusPanelFor(sub('incomplete')).title).toBe('Subscription incomplete');
  });
  it('switches date labels when the subscription will not renew', () => {
    expect(dateLabelsFor(sub('active'))).toEqual({ statusCard: 'Next Billing', planCard: 'Next Billing Date' });
    expect(dateLabelsFor(sub('active', { cancel_at_period_end: true }))).toEqual({ statusCard: 'Ends On', planCard: 'Active Until' });
  });
});

describe('paymentSuccessCopy', () => {
  const at = (elapsedMs: number, subscription: UserSubscription | null = null) => paymentSuccessCopy({ subscription, isLoading: false, elapsedMs, isSignedIn: true }).title;
  it('changes its words at 10 s and 30 s while waiting', () => {
    expect(at(0)).toBe('Processing your payment...');
    expect(at(9_999)).toBe('Processing your payment...');
    expect(at(10_000)).toBe('Still processing...');
    expect(at(30_000)).toBe('Processing continues...');
  });
  it('welcomes an active subscriber, and shows a subscription still activating', () => {
    expect(at(5_000, sub('active'))).toBe('Welcome to Parley Unlimited!');
    expect(paymentSuccessCopy({ subscription: sub('incomplete'), isLoading: false, elapsedMs: 0, isSignedIn: true })).toMatchObject({ title: 'Activating Your Subscription...', description: expect.stringContaining('incomplete') });
  });
  it("falls back to 'Payment Successful!' when nobody is signed in", () => {
    expect(paymentSuccessCopy({ subscription: null, isLoading: false, elapsedMs: 0, isSignedIn: false }).title).toBe('Payment Successful!');
  });
});
