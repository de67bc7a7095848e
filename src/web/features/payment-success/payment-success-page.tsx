/** /success: waits for the subscription to become active, live, with the spec's timings (§4, §9). */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_HELP_AFTER_MS, PAYMENT_PROGRESS_BAR_MS } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { isActive } from '#/shared/subscription';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useAuth } from '#/web/features/auth/public';
import { useSubscription } from '#/web/features/subscription/public';
import { elapsedTone, paymentSuccessCopy } from '#/web/features/subscription/public';
import { longDate, planName, subscriptionCatalogue } from '#/web/features/subscription/public';
import { useSubscriptionChanges } from '#/web/features/subscription/public';
import { useT } from '#/web/i18n/use-t';
import { publicConfig } from '#/web/lib/public-config';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { paymentSuccessCatalogue } from './messages/catalogue';

const toneClass = { green: 'text-green-700', amber: 'text-amber-700', red: 'text-red-700' } as const;

function useElapsed(isRunning: boolean) {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [isRunning]);
  return now - started;
}

export default function PaymentSuccessPage() {
  usePageMeta(pageMeta.success);
  const t = useT(paymentSuccessCatalogue);
  const tSubscription = useT(subscriptionCatalogue);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const auth = useAuth();
  const subscription = useSubscription(Boolean(auth.user));
  useSubscriptionChanges();
  const copy = paymentSuccessCopy({ subscription: subscription.data, isLoading: auth.isLoading || (Boolean(auth.user) && subscription.isPending), elapsedMs: 0, isSignedIn: Boolean(auth.user) }, tSubscription);
  const elapsedMs = useElapsed(copy.isWaiting);
  const live = paymentSuccessCopy({ subscription: subscription.data, isLoading: subscription.isPending, elapsedMs, isSignedIn: Boolean(auth.user) }, tSubscription);
  const seconds = Math.floor(elapsedMs / 1000);
  const progress = Math.min(100, (elapsedMs / PAYMENT_PROGRESS_BAR_MS) * 100);
  const data = subscription.data;

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      {live.isWaiting && <Spinner label={false} className="mb-6" />}
      <h1 className="text-3xl font-bold text-slate-900">{live.title}</h1>
      <p className="mt-3 text-slate-600">{live.description}</p>

      {live.isWaiting && (
        <div className="mt-8">
          <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
            <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className={`mt-2 text-sm font-medium ${toneClass[elapsedTone(elapsedMs)]}`} data-testid="elapsed">{t('elapsed', { seconds })}</p>
          <p className="mt-1 text-xs text-slate-500">{t('processingTime')}</p>
        </div>
      )}

      {elapsedMs >= PAYMENT_HELP_AFTER_MS && live.isWaiting && (
        <div className="mt-6 rounded-xl bg-amber-50 p-4 text-start text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">{t('takingLonger')}</p>
          <p className="mt-1">{t('paymentSafe')}</p>
        </div>
      )}

      {data && isActive(data) && (
        <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-2 rounded-xl bg-white p-4 text-start text-sm ring-1 ring-slate-200">
          <dt className="text-slate-500">{t('plan')}</dt><dd className="font-semibold text-slate-900">{planName(tSubscription, (data as { plan_name?: string }).plan_name)}</dd>
          <dt className="text-slate-500">{t('status')}</dt><dd className="text-slate-900">{t('active')}</dd>
          <dt className="text-slate-500">{t('nextBilling')}</dt><dd className="text-slate-900">{longDate(data.current_period_end, t.locale)}</dd>
        </dl>
      )}

      <div className="mt-8 flex justify-center gap-3">
        <Link to="/app" className={buttonClass('primary')}>{t('continueToApp')}</Link>
        <Link to="/" className={buttonClass('secondary')}>{t('backToHome')}</Link>
      </div>
      {sessionId && <p className="mt-8 break-all text-xs text-slate-500">{t('sessionId', { id: sessionId })}</p>}
      <p className="mt-2 text-sm text-slate-600">
        {t.rich('questions', {
          link: (chunks) => (
            <a href={publicConfig.supportUrl} className="font-semibold text-indigo-700 underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
