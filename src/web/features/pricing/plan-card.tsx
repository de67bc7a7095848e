import type { PlanCatalogueEntry } from '#/shared/plans';

/** `headingLevel` follows the page: 2 right under the /pricing title, 3 inside a titled section or dialog. */
export function PlanCard({ plan, isBusy, onSelect, headingLevel = 3 }: { plan: PlanCatalogueEntry; isBusy: boolean; onSelect: () => void; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`relative flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ${plan.isMostPopular ? 'ring-2 ring-indigo-600' : 'ring-slate-200'}`}>
      {plan.isMostPopular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</span>
      )}
      <Heading className="text-xl font-bold text-slate-900">{plan.name}</Heading>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold text-slate-900">${plan.priceUsd}</span>
        <span className="text-sm text-slate-600">{plan.periodLabel}</span>
      </p>
      {plan.savingsNote && <p className="mt-1 text-sm font-semibold text-green-700">{plan.savingsNote}</p>}
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-indigo-600" aria-hidden="true"><path fill="currentColor" d="M7.6 13.2 4.4 10l-1.1 1.1 4.3 4.3 9-9-1.1-1.1z" /></svg>
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onSelect}
        disabled={isBusy}
        className={`mt-8 rounded-lg px-4 py-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 ${plan.isMostPopular ? 'bg-indigo-600 text-white hover:bg-indigo-700' : 'bg-slate-900 text-white hover:bg-slate-800'}`}
      >
        {isBusy ? 'Processing...' : `Get ${plan.name}`}
      </button>
    </div>
  );
}
