/** The local stand-in for Stripe's customer portal: change the test subscription as a customer or the bank would. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#/web/components/alert';
import { useSubscription, subscriptionQueryKey } from '#/web/features/subscription/public';
import { statusPanelFor, subscriptionCatalogue } from '#/web/features/subscription/public';
import type { testPortalActions } from '#/shared/api/billing';
import { useT } from '#/web/i18n/use-t';
import { apiRequest } from '#/web/lib/api-client';
import type en from './messages/en';
import { testBillingCatalogue } from './messages/catalogue';
import { TestModeBanner } from './test-mode-banner';

const actions = [
  { id: 'cancel-at-period-end', label: 'cancelAtPeriodEnd', done: 'doneCancelAtPeriodEnd' },
  { id: 'resume', label: 'resume', done: 'doneResume' },
  { id: 'fail-payment', label: 'failPayment', done: 'doneFailPayment' },
  { id: 'cancel-now', label: 'cancelNow', done: 'doneCancelNow' },
] as const satisfies ReadonlyArray<{ id: (typeof testPortalActions)[number]; label: keyof typeof en; done: keyof typeof en }>;

type Message = { tone: 'success'; done: (typeof actions)[number]['done'] } | { tone: 'error'; text: string };

export default function TestBillingPortalPage() {
  const t = useT(testBillingCatalogue);
  const tSubscription = useT(subscriptionCatalogue);
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const run = async (action: (typeof actions)[number]) => {
    setBusy(action.id);
    setMessage(null);
    try {
      await apiRequest<'POST /functions/v1/test-billing/portal/:action'>(`/functions/v1/test-billing/portal/${action.id}`, { body: {} });
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      setMessage({ tone: 'success', done: action.done });
    } catch (caught) {
      setMessage({ tone: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-12">
      <TestModeBanner />
      <h1 className="text-2xl font-bold text-slate-900">{t('portalTitle')}</h1>
      <p className="text-slate-700">{t.rich('currentState', { state: statusPanelFor(subscription.data, tSubscription).title, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      {message && <Alert tone={message.tone}>{message.tone === 'success' ? t(message.done) : message.text}</Alert>}
      <div className="grid gap-3">
        {actions.map((action) => (
          <button key={action.id} type="button" onClick={() => run(action)} disabled={busy !== null} className="rounded-lg px-4 py-2.5 text-start font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60">
            {busy === action.id ? t('working') : t(action.label)}
          </button>
        ))}
      </div>
      <Link to="/manage-subscription" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">{t('backToManage')}</Link>
    </main>
  );
}
