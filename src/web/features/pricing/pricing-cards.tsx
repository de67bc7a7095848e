import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { sellablePlans } from '#/shared/plans';
import { useAuth } from '#/web/features/auth/public';
import type { CheckoutRefusal } from '#/web/features/billing/public';
import { publicConfig } from '#/web/lib/public-config';
import { CheckoutRefusalNotice } from './checkout-refusal-notice';
import { PlanCard } from './plan-card';

/** Both plans. Signed out: go and sign up. Signed in: start checkout through the billing helper. */
export function PricingCards({ compact = false, headingLevel }: { compact?: boolean; headingLevel?: 2 | 3 }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [busyPriceId, setBusyPriceId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  // A plan chosen before the session has been read (a quick tap on a slow phone) waits for it, shown as busy,
  // rather than sending a signed-in learner to sign up.
  const [waitingPriceId, setWaitingPriceId] = useState<string | null>(null);

  const select = async (priceId: string) => {
    if (auth.isLoading) return setWaitingPriceId(priceId);
    if (!auth.user) return navigate('/auth/signup');
    setBusyPriceId(priceId);
    // Loaded on the click: the landing page shows these cards but needs checkout only when one is chosen.
    const { startCheckout } = await import('#/web/features/billing/public');
    setRefusal(await startCheckout(priceId, 'subscription'));
    setBusyPriceId(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the session becomes known, with the plan chosen before it
  useEffect(() => {
    if (auth.isLoading || !waitingPriceId) return;
    setWaitingPriceId(null);
    void select(waitingPriceId);
  }, [auth.isLoading, waitingPriceId]);

  return (
    <>
      {refusal && <CheckoutRefusalNotice refusal={refusal} />}
      <div className={`mx-auto grid gap-8 md:grid-cols-2 ${compact ? 'max-w-2xl gap-4' : 'max-w-4xl'}`}>
        {sellablePlans(publicConfig.prices).map((plan) => (
          <PlanCard key={plan.priceId} plan={plan} headingLevel={headingLevel} isBusy={(busyPriceId ?? waitingPriceId) === plan.priceId} onSelect={() => select(plan.priceId)} />
        ))}
      </div>
    </>
  );
}
