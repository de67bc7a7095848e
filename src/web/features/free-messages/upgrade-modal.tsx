import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { planOffers } from '#/shared/plans';

/** 'Continue Your Learning': the free messages are used up; both plans lead on to checkout via /pricing. */
export function UpgradeModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="upgrade-title" className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50">
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id="upgrade-title" className="text-2xl font-bold text-slate-900">Continue Your Learning</h2>
          <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="rounded-md px-2 text-2xl leading-none text-slate-500 hover:bg-slate-100">×</button>
        </div>
        <p className="mt-2 text-slate-600">
          You've used your {FREE_MESSAGE_LIMIT} free messages. Upgrade for unlimited conversations with every teacher.
        </p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {planOffers.map((plan) => (
            <div key={plan.billingPeriod} className={`relative rounded-xl p-5 ring-1 ${plan.isMostPopular ? 'ring-2 ring-indigo-600' : 'ring-slate-200'}`}>
              {plan.isMostPopular && <span className="absolute -top-3 left-4 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">Most Popular</span>}
              <h3 className="font-bold text-slate-900">{plan.name}</h3>
              <p className="mt-2"><span className="text-3xl font-extrabold text-slate-900">${plan.priceUsd}</span> <span className="text-sm text-slate-600">{plan.periodLabel}</span></p>
              {plan.savingsNote && <p className="text-sm font-semibold text-green-700">{plan.savingsNote}</p>}
              <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
              <Link to="/pricing" className="mt-4 block rounded-lg bg-indigo-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-indigo-700">
                Get {plan.name}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
