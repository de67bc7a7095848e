import { type PlanCatalogueEntry, YEARLY_SAVINGS_USD } from '#/shared/plans';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { pricingCatalogue } from './messages/catalogue';
import { planWord } from './plan-words';

/** `headingLevel` follows the page: 2 right under the /pricing title, 3 inside a titled section or dialog. */
export function PlanCard({ plan, isBusy, onSelect, headingLevel = 3 }: { plan: PlanCatalogueEntry; isBusy: boolean; onSelect: () => void; headingLevel?: 2 | 3 }) {
  const t = useT(pricingCatalogue);
  const format = useFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`relative flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ${plan.isMostPopular ? 'ring-2 ring-indigo-600' : 'ring-slate-200'}`}>
      {plan.isMostPopular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">{t('mostPopular')}</span>
      )}
      <Heading className="text-xl font-bold text-slate-900">{planWord(t, plan.name)}</Heading>
      <p className="mt-1 text-sm text-slate-600">{planWord(t, plan.description)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold text-slate-900">{format.price(plan.priceUsd)}</span>
        <span className="text-sm text-slate-600">{planWord(t, plan.periodLabel)}</span>
      </p>
      {plan.savingsNote && <p className="mt-1 text-sm font-semibold text-green-700">{t('savePerYear', { amount: format.price(YEARLY_SAVINGS_USD) })}</p>}
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-indigo-600" aria-hidden="true"><path fill="currentColor" d="M7.6 13.2 4.4 10l-1.1 1.1 4.3 4.3 9-9-1.1-1.1z" /></svg>
            {planWord(t, feature)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onSelect}
        disabled={isBusy}
        className={`mt-8 rounded-lg px-4 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 ${plan.isMostPopular ? 'bg-indigo-600 text-white hover:bg-indigo-700' : 'bg-slate-900 text-white hover:bg-slate-800'}`}
      >
        {isBusy ? t('processing') : planWord(t, `Get ${plan.name}`)}
      </button>
    </div>
  );
}
