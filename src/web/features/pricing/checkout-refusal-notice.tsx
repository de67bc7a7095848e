import { Link } from 'react-router';
import { Alert } from '#/web/components/alert';
import type { CheckoutRefusal } from '#/web/features/billing/public';

/** Why checkout was refused (a subscription already exists), with the way to manage it. */
export function CheckoutRefusalNotice({ refusal }: { refusal: CheckoutRefusal }) {
  return (
    <Alert tone="info" className="mx-auto mb-6 max-w-2xl">
      <p>{refusal.message}</p>
      <Link to={refusal.manageUrl} className="mt-2 inline-block font-semibold underline">
        Manage Subscription
      </Link>
    </Alert>
  );
}
