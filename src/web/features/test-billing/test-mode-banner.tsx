import { useT } from '#/web/i18n/use-t';
import { testBillingCatalogue } from './messages/catalogue';

export function TestModeBanner() {
  const t = useT(testBillingCatalogue);
  return (
    <p className="rounded-lg bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900 ring-1 ring-amber-300" role="note">
      {t('testModeBanner')}
    </p>
  );
}
