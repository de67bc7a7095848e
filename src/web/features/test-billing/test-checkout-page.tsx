/** The local test checkout (no Stripe key): Pay drives the same subscription records as Stripe's events. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MONTHLY_PRICE_USD, YEARLY_PRICE_USD } from '#/shared/plans';
import { Alert } from '#/web/components/alert';
import { Spinner } from '#/web/components/spinner';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { apiRequest } from '#/web/lib/api-client';
import { testBillingCatalogue } from './messages/catalogue';
import { TestModeBanner } from './test-mode-banner';

export default function TestCheckoutPage() {
  const t = useT(testBillingCatalogue);
  const format = useFormatters();
  const id = useParams().checkoutId ?? '';
  const navigate = useNavigate();
  const checkout = useQuery({ queryKey: ['test-checkout', id], queryFn: () => apiRequest<'GET /functions/v1/test-billing/checkouts/:id'>(`/functions/v1/test-billing/checkouts/${encodeURIComponent(id)}`), retry: false });
  const [isPaying, setIsPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setIsPaying(true);
    setError(null);
    try {
      const { success_url } = await apiRequest<'POST /functions/v1/test-billing/checkouts/:id/pay'>(`/functions/v1/test-billing/checkouts/${encodeURIComponent(id)}/pay`, { body: {} });
      navigate(success_url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setIsPaying(false);
    }
  };

  return (
    <main className="mx-auto max-w-md space-y-6 px-4 py-12">
      <TestModeBanner />
      {checkout.isPending ? (
        <Spinner label={t('loadingCheckout')} />
      ) : checkout.isError ? (
        <Alert tone="error">{checkout.error.message}</Alert>
      ) : (
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <h1 className="text-2xl font-bold text-slate-900">{t('checkoutTitle')}</h1>
          <p className="mt-1 text-slate-600">{checkout.data.plan_name}</p>
          <p className="mt-4 text-3xl font-extrabold text-slate-900">
            {format.price(checkout.data.billing_period === 'yearly' ? YEARLY_PRICE_USD : MONTHLY_PRICE_USD)}
            <span className="text-base font-medium text-slate-600"> {checkout.data.billing_period === 'yearly' ? t('perYear') : t('perMonth')}</span>
          </p>
          <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t('testCard')}</p>
          {error && <Alert tone="error" className="mt-4">{error}</Alert>}
          <div className="mt-6 flex gap-3">
            <button type="button" onClick={pay} disabled={isPaying || checkout.data.status !== 'open'} className="flex-1 rounded-lg bg-indigo-600 px-4 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
              {isPaying ? t('processing') : checkout.data.status === 'open' ? t('pay') : t('alreadyPaid')}
            </button>
            <Link to="/pricing" className="rounded-lg px-4 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">{t('cancel')}</Link>
          </div>
        </div>
      )}
    </main>
  );
}
