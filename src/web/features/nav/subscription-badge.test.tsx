// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '#/web/i18n/locale-store';
import { SubscriptionBadge, splitBillingPeriod } from './subscription-badge';

const subscription = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('#/web/features/subscription/api/get-subscription', () => ({
  useSubscription: () => ({ data: subscription.current, isPending: false, isError: false }),
  subscriptionQueryKey: ['subscription'],
}));

afterEach(async () => {
  cleanup();
  await act(() => changeLocale('en', { remember: false }));
});

const active = (plan_name: string) => ({
  customer_id: 'cus_1', subscription_id: 'sub_1', subscription_status: 'active', price_id: 'price_1', current_period_start: 1, current_period_end: 2,
  cancel_at_period_end: false, payment_method_brand: 'visa', payment_method_last4: '4242', plan_name,
});

const badge = () => screen.getByTestId('subscription-badge');

describe('the plan badge', () => {
  it("reads the plan's name exactly in English", () => {
    subscription.current = active('Parley Unlimited (Monthly)');
    render(<SubscriptionBadge />);
    expect(badge().textContent).toBe('Parley Unlimited (Monthly)');
  });

  it('says the billing period in the interface language, as Manage Subscription does', async () => {
    subscription.current = active('Parley Unlimited (Monthly)');
    await act(() => changeLocale('es', { remember: false }));
    render(<SubscriptionBadge />);
    expect(badge().textContent).toBe('Parley Unlimited (mensual)');
  });

  it('keeps the period whole on a line of its own rather than cutting it', async () => {
    subscription.current = active('Parley Unlimited (Yearly)');
    await act(() => changeLocale('ar', { remember: false }));
    render(<SubscriptionBadge />);
    const parts = [...badge().querySelectorAll('span')].map((part) => [part.textContent, part.className]);
    expect(parts).toEqual([['Parley Unlimited', 'whitespace-nowrap'], ['(سنوي)', 'whitespace-nowrap']]);
    expect(badge().className).not.toContain('truncate');
  });

  it('shows a product name as it is, and its own words otherwise', () => {
    subscription.current = active('Parley Pro');
    render(<SubscriptionBadge />);
    expect(badge().textContent).toBe('Parley Pro');
    cleanup();
    subscription.current = null;
    render(<SubscriptionBadge />);
    expect(badge().textContent).toBe('Free User');
  });
});

describe('splitBillingPeriod', () => {
  it('finds the bracketed period, half- or full-width, and keeps the space between', () => {
    expect(splitBillingPeriod('Parley Unlimited (mensal)')).toEqual({ name: 'Parley Unlimited', gap: ' ', period: '(mensal)' });
    expect(splitBillingPeriod('Parley Unlimited（月額）')).toEqual({ name: 'Parley Unlimited', gap: '', period: '（月額）' });
    expect(splitBillingPeriod('Free User')).toEqual({ name: 'Free User', gap: '' });
  });
});
