import { pageMeta } from '#/shared/page-meta';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { pricingCatalogue } from './messages/catalogue';
import { PricingCards } from './pricing-cards';

export default function PricingPage() {
  usePageMeta(pageMeta.pricing);
  const t = useT(pricingCatalogue);
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('pageTitle')}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('pageIntro')}</p>
      </div>
      <div className="mt-12">
        {/* The plan names follow the page's h1 directly: h2, so no heading level is skipped (Lighthouse heading-order). */}
        <PricingCards headingLevel={2} />
      </div>
    </section>
  );
}
