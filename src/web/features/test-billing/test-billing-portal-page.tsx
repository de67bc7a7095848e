/** The local stand-in for Stripe's customer portal: change the test subscription as a customer or the bank would. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#/web/components/alert';
import { useSubscription, subscriptionQueryKey } from '#/web/features/subscription/public';
import { statusPanelFor } from '#/web/features/subscription/public';
import type { testPortalActions } from '#/shared/api/billing';
import { apiRequest } from '#/web/lib/api-client';
import { TestModeBanner } from './test-mode-banner';

const actions = [
  { id: 'cancel-at-period-end', label: 'Cancel at period end' },
  { id: 'resume', label: 'Resume subscription' },
  { id: 'fail-payment', label: 'Simulate a failed payment' },
  { id: 'cancel-now', label: 'Cancel immediately' },
] as const satisfies ReadonlyArray<{ id: (typeof testPortalActions)[number]; label: string }>;

export default function TestBillingPortalPage() {
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = async (action: (typeof actions)[number]) => {
    setBusy(action.id);
    setMessage(null);
    try {
      await apiRequest<'POST /functions/v1/test-billing/portal/:action'>(`/functions/v1/test-billing/portal/${action.id}`, { body: {} });
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      setMessage({ tone: 'success', text: `Done: ${action.label.toLowerCase()}.` });
    } catch (caught) {
      setMessage({ tone: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-12">
      <TestModeBanner />
      <h1 className="text-2xl font-bold text-slate-900">Billing portal</h1>
      <p className="text-slate-700">Current state: <strong>{statusPanelFor(subscription.data).title}</strong></p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-3">
        {actions.map((action) => (
          <button key={action.id} type="button" onClick={() => run(action)} disabled={busy !== null} className="rounded-lg px-4 py-2.5 text-left font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60">
            {busy === action.id ? 'Working...' : action.label}
          </button>
        ))}
      </div>
      <Link to="/manage-subscription" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">Back to Manage Subscription</Link>
    </main>
  );
}
