// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDefinedCatalogues } from '#/shared/i18n/catalogue';
import { TRANSLATED_LOCALES } from '#/shared/i18n/locales';
import { startInLocale } from '#/web/i18n/locale-store';
import ManageSubscriptionPage from './manage-subscription-page';
import { manageSubscriptionCatalogue } from './messages/catalogue';

const subscription = vi.hoisted(() => ({ status: 'active' }));
vi.mock('#/web/features/subscription/api/get-subscription', () => ({
  subscriptionQueryKey: ['subscription'],
  useSubscription: () => ({
    isPending: false,
    data: {
      customer_id: 'cus_1',
      subscription_id: 'sub_1',
      subscription_status: subscription.status,
      price_id: 'price_monthly',
      current_period_start: 1_790_000_000,
      current_period_end: 1_792_000_000,
      cancel_at_period_end: false,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      plan_name: 'Parley Unlimited (Monthly)',
    },
  }),
}));
vi.mock('#/web/features/auth/public', () => ({ useAuth: () => ({ user: { email: 'learner@parley.test', createdAt: '2026-01-01T00:00:00Z' }, userProfile: null }) }));
vi.mock('#/web/features/account-data/public', () => ({ AccountDataActions: () => null }));

afterEach(() => {
  cleanup();
  startInLocale('en');
});

/** The Current Plan card's Status, as shown. */
function shownStatus(label: string): string | null {
  render(
    <MemoryRouter>
      <ManageSubscriptionPage />
    </MemoryRouter>,
  );
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
}

describe('the Current Plan card on Manage Subscription', () => {
  it('shows an active subscription as "Active", as the payment-success page does', () => {
    subscription.status = 'active';
    expect(shownStatus('Status')).toBe('Active');
  });

  it('shows a past-due one as a word, not as Stripe names it', () => {
    subscription.status = 'past_due';
    expect(shownStatus('Status')).toBe('Past Due');
  });

  it.each(TRANSLATED_LOCALES)('shows the status translated and capitalised in %s', async (locale) => {
    subscription.status = 'active';
    await loadDefinedCatalogues(locale); // the page's own words and the subscription's
    startInLocale(locale);
    const status = shownStatus(manageSubscriptionCatalogue.messagesIn(locale)!.status)!;
    expect(status).not.toBe('active');
    expect(status.charAt(0)).toBe(status.charAt(0).toLocaleUpperCase(locale));
  });
});
