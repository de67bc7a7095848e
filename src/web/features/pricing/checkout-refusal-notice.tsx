import { Link } from 'react-router';
import { Alert } from '#/web/components/alert';
import type { CheckoutRefusal } from '#/web/features/billing/public';
import { useT } from '#/web/i18n/use-t';
import { pricingCatalogue } from './messages/catalogue';

/**
 * Why checkout was refused, with the way to manage the subscription. The one refusal is 'a subscription
 * already exists' (its code, ADR 008), so its words come from the catalogue, whatever language the server wrote.
 */
export function CheckoutRefusalNotice({ refusal }: { refusal: CheckoutRefusal }) {
  const t = useT(pricingCatalogue);
  return (
    <Alert tone="info" className="mx-auto mb-6 max-w-2xl">
      <p>{t('subscriptionExists')}</p>
      <Link to={refusal.manageUrl} className="mt-2 inline-block font-semibold underline">
        {t('manageSubscription')}
      </Link>
    </Alert>
  );
}
