import { useState } from 'react';
import { apiRequest } from '#/web/lib/api-client';
import { publicConfig } from '#/web/lib/public-config';

/** Opens the payment provider's customer portal (Stripe, or the local test-mode portal). */
export function OpenPortalButton() {
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
        {isOpening ? 'Opening...' : publicConfig.isBillingTestMode ? 'Open billing portal (test mode)' : 'Open billing portal ↗'}
      </button>
      {error && <p role="alert" className="mt-2 text-sm text-red-700">{error}</p>}
    </div>
  );
}
