import { pageMeta } from '#/shared/page-meta';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { PricingCards } from './pricing-cards';

export default function PricingPage() {
  usePageMeta(pageMeta.pricing);
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Speak without limits</h1>
        <p className="mt-4 text-lg text-slate-600">
          Your free account includes 2 messages. Upgrade for unlimited conversations with every teacher. Prices in US dollars; cancel anytime.
        </p>
      </div>
      <div className="mt-12">
        {/* The plan names follow the page's h1 directly: h2, so no heading level is skipped (Lighthouse heading-order). */}
        <PricingCards headingLevel={2} />
      </div>
    </section>
  );
}
