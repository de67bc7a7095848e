import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type BillingPeriod, planOffers } from '#/shared/plans';
import { useAuth } from '#/web/features/auth/auth-provider';
import { apiRequest } from '#/web/lib/api-client';
import { PlanCard } from './plan-card';

/** Both plans. Signed out: go and sign up. Signed in: start checkout (a failure is only logged, spec §7). */
export function PricingCards() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [busyPeriod, setBusyPeriod] = useState<BillingPeriod | null>(null);

  const select = async (billingPeriod: BillingPeriod) => {
    if (!auth.user) return navigate('/auth/signup');
    setBusyPeriod(billingPeriod);
    try {
      const { url } = await apiRequest<{ url?: string }>('/functions/v1/checkout', {
        body: { billing_period: billingPeriod, success_url: `${location.origin}/success?session_id={CHECKOUT_SESSION_ID}`, cancel_url: `${location.origin}/pricing` },
      });
      if (url) window.location.assign(url);
      else console.error('No checkout URL received');
    } catch (error) {
      console.error('Failed to create checkout session', error);
    } finally {
      setBusyPeriod(null);
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
      {planOffers.map((plan) => (
        <PlanCard key={plan.billingPeriod} plan={plan} isBusy={busyPeriod === plan.billingPeriod} onSelect={() => select(plan.billingPeriod)} />
      ))}
    </div>
  );
}
