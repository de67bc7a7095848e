import { useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import { apiRequest } from '#/web/lib/api-client';
import { publicConfig } from '#/web/lib/public-config';
import { manageSubscriptionCatalogue } from './messages/catalogue';

/** Opens the payment provider's customer portal (Stripe, or the local test-mode portal). */
export function OpenPortalButton() {
  const t = useT(manageSubscriptionCatalogue);
  const [isOpening, setIsOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setIsOpening(true);
    setError(null);
    try {
      const { url } = await apiRequest<'POST /functions/v1/customer-portal'>('/functions/v1/customer-portal', { body: {} });
      window.location.assign(url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setIsOpening(false);
    }
  };
  return (
    <div className="mt-4">
      <button type="button" onClick={open} disabled={isOpening} className="rounded-lg bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-800 disabled:opacity-60">
        {isOpening ? t('opening') : publicConfig.isBillingTestMode ? t('openPortalTestMode') : t('openPortal')}
      </button>
      {error && <p role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
    </div>
  );
}
